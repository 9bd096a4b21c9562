import { detailPage, lazyCard, lazyPage, type AppRoute, type AreaDefinition } from '../area';
import {
  CALL_CRUMB,
  PHONE_TRAINING_PATH,
  SCENARIO_CRUMB,
  callLookup,
  decodeCallTrail,
  scenarioHref,
  scenarioLookup,
} from './queries';

const library: AppRoute = {
  path: 'telefon-training',
  page: lazyPage(() => import('./PhoneTrainingPage')),
  layout: 'app',
  title: 'Telefon-Training',
};

const libraryCrumb = { label: 'Telefon-Training', href: PHONE_TRAINING_PATH };

export const phoneTrainingArea: AreaDefinition = {
  id: 'phone-training',
  routes: [
    library,
    {
      path: 'telefon-training/szenarien/:scenarioId',
      page: lazyPage(() => import('./ScenarioPage')),
      layout: 'app',
      // Telefon-Training › the scenario's title once it is known.
      ...detailPage(scenarioLookup, [libraryCrumb], 'Szenario'),
    },
    {
      // The call fills the screen: the transcript scrolls, the input stays in view.
      path: 'telefon-training/anrufe/:sessionId',
      page: lazyPage(() => import('./CallPage')),
      layout: 'noScroll',
      lookup: callLookup,
      title: ({ detail }) => {
        const trail = decodeCallTrail(detail);
        return trail ? `${CALL_CRUMB}: ${trail.title}` : CALL_CRUMB;
      },
      // Telefon-Training › scenario › Übungsanruf.
      crumbs: ({ detail }) => {
        const trail = decodeCallTrail(detail);
        return [
          libraryCrumb,
          trail
            ? { label: trail.title, href: scenarioHref(trail.scenarioId) }
            : { label: SCENARIO_CRUMB },
          { label: CALL_CRUMB },
        ];
      },
    },
  ],
  dashboardCard: lazyCard(async () => ({
    default: (await import('./PhoneTrainingDashboardCard')).PhoneTrainingDashboardCard,
  })),
};
