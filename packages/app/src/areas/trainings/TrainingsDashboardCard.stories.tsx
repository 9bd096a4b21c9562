import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NO_COMPANY_ACCESS, SERVER_DOWN, type PublicStoryArgs } from '../../testing/storyProviders';
import { TrainingsDashboardCard } from './TrainingsDashboardCard';
import {
  catalogue,
  courseId,
  lessonId,
  moduleId,
  trainingsServer,
  type FixtureCourse,
} from './trainingsFixtures';
import {
  customerUser,
  imagesLoaded,
  professionalCustomer,
  withProvidersAndToaster,
} from './trainingsStories';
import { expectLoadError } from '../../testing/pageStates';

/** The catalogue as it would be for someone who never opened a lesson. */
const untouched = (): FixtureCourse[] =>
  catalogue().map((course) => ({
    ...course,
    modules: course.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => ({
        ...lesson,
        completed: false,
        positionSeconds: 0,
        touchedAt: null,
      })),
    })),
  }));

/** Only the finished course was ever opened. */
const onlyFinished = (): FixtureCourse[] => {
  const fresh = untouched();
  return catalogue().map((course, index) =>
    course.id === courseId(3) ? course : (fresh[index] ?? course),
  );
};

const servers = {
  inProgress: trainingsServer(),
  nothing: trainingsServer({ courses: untouched }),
  finished: trainingsServer({ courses: onlyFinished }),
};

const meta = {
  title: 'Pages/Trainings/Dashboardkarte',
  decorators: [withProvidersAndToaster],
  args: { databaseUser: customerUser, customer: professionalCustomer },
  beforeEach: () => {
    for (const handlers of Object.values(servers)) handlers.reset();
  },
  parameters: {
    route: { path: '/app/dashboard', url: '/app/dashboard' },
    msw: servers.inProgress,
  },
  render: () => <TrainingsDashboardCard />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/**
 * 'Weiter lernen': the lesson left unfinished last (at 3:20 of 10:15), its course's progress and
 * 'Fortsetzen' straight into it.
 */
export const InProgress: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: 'Weiter lernen' });
    await expect(
      await within(section).findByRole('heading', {
        level: 3,
        name: 'Einwände souverän behandeln',
      }),
    ).toBeVisible();
    await expect(within(section).getByText(/Weiter bei 3:20 von 10:15/)).toBeVisible();
    await expect(
      within(section).getByRole('link', { name: 'Kaltakquise, die Termine bringt' }),
    ).toHaveAttribute('href', `/app/trainings/${courseId(1)}`);
    await expect(
      within(section).getByRole('progressbar', { name: 'Fortschritt im Training' }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(within(section).getByRole('link', { name: 'Fortsetzen' })).toHaveAttribute(
      'href',
      `/app/trainings/${courseId(1)}/modules/${moduleId(1, 2)}/lessons/${lessonId(1, 2, 1)}`,
    );
    await expect(within(section).getByRole('link', { name: 'Alle Trainings' })).toHaveAttribute(
      'href',
      '/app/trainings',
    );
    await imagesLoaded(canvasElement);
  },
};

/** Nothing begun yet: the way to the trainings. */
export const NothingStarted: Story = {
  parameters: { msw: servers.nothing },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Noch kein Training begonnen' });
    await expect(within(empty).getByRole('link', { name: 'Trainings ansehen' })).toHaveAttribute(
      'href',
      '/app/trainings',
    );
  },
};

/** Everything begun is finished: says which, and offers more. */
export const AllFinished: Story = {
  parameters: { msw: servers.finished },
  play: async ({ canvas }) => {
    const done = await canvas.findByRole('region', { name: 'Alles erledigt' });
    await expect(
      within(done).getByText('Du hast „CRM-Pflege in zehn Minuten am Tag“ abgeschlossen.'),
    ).toBeVisible();
    await expect(
      within(done).getByRole('link', { name: 'Weitere Trainings ansehen' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: trainingsServer({ hang: ['trainings.continueLearning'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Weiter lernen wird geladen' })).toBeVisible();
  },
};

/** A load failure (one that may pass): its message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: { msw: trainingsServer({ fail: { 'trainings.continueLearning': SERVER_DOWN } }) },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Weiter lernen konnte nicht geladen werden', SERVER_DOWN.message);
  },
};

/** The server refuses (a 4xx is final): its reason, and no retry. */
export const Refused: Story = {
  parameters: {
    msw: trainingsServer({ fail: { 'trainings.continueLearning': NO_COMPANY_ACCESS } }),
  },
  play: async ({ canvas }) => {
    const refusal = await canvas.findByRole('region', { name: 'Kein Zugriff auf „Weiter lernen“' });
    await expect(within(refusal).getByText(NO_COMPANY_ACCESS.message)).toBeVisible();
    await expect(within(refusal).queryByRole('button')).toBeNull();
  },
};
