import { crumbs, lazyPage, type AreaDefinition } from '../area';

const trainings = { label: 'Trainings', href: '/app/trainings' };

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
      title: 'Training',
      crumbs: crumbs(trainings, { label: 'Training' }),
    },
    {
      path: 'trainings/:id/modules/:moduleId/lessons/:lessonId',
      page: lazyPage(() => import('./LessonPage')),
      layout: 'app',
      title: 'Lektion',
      crumbs: ({ params }) => [
        trainings,
        { label: 'Training', href: `/app/trainings/${params.id ?? ''}` },
        { label: 'Modules' },
        { label: 'Lesson' },
      ],
    },
  ],
};
