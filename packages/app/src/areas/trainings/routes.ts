import { detailPage, lazyCard, lazyPage, type AreaDefinition, type CrumbSpec } from '../area';
import {
  COURSE_CRUMB,
  LESSON_CRUMB,
  MODULE_CRUMB,
  courseLookup,
  lessonLookup,
  trainingsLive,
} from './queries';
import { TRAININGS_HREF, courseHref, decodeLessonTrail } from './components/trainingsPaths';

const trainings = { label: 'Trainings', href: TRAININGS_HREF };

/**
 * Spec §2: Trainings › Training › Modules › Lesson, each the real name once the lesson is loaded.
 * The module has no page of its own: its crumb is a name, not a link.
 */
const lessonCrumbs: CrumbSpec = ({ params, detail }) => {
  const trail = decodeLessonTrail(detail);
  return [
    trainings,
    { label: trail?.course ?? COURSE_CRUMB, href: courseHref(params.id ?? '') },
    { label: trail?.module ?? MODULE_CRUMB },
    { label: trail?.lesson ?? LESSON_CRUMB },
  ];
};

export const trainingsArea: AreaDefinition = {
  id: 'trainings',
  routes: [
    {
      path: 'trainings',
      page: lazyPage(() => import('./TrainingsPage')),
      layout: 'app',
      title: 'Trainings',
    },
    {
      path: 'trainings/:id',
      page: lazyPage(() => import('./TrainingPage')),
      layout: 'app',
      // Spec §2: Trainings › Training; the course's title once it is known.
      ...detailPage(courseLookup, [trainings], COURSE_CRUMB),
    },
    {
      path: 'trainings/:id/modules/:moduleId/lessons/:lessonId',
      page: lazyPage(() => import('./LessonPage')),
      layout: 'app',
      lookup: lessonLookup,
      title: ({ detail }) => decodeLessonTrail(detail)?.lesson ?? 'Lektion',
      crumbs: lessonCrumbs,
    },
  ],
  live: trainingsLive,
  dashboardCard: lazyCard(async () => ({
    default: (await import('./TrainingsDashboardCard')).TrainingsDashboardCard,
  })),
};
