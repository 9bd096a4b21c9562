import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@sprint/ui';
import type { PublicStoryArgs } from '../../testing/storyProviders';
import { Component as TrainingsPage } from './TrainingsPage';
import { catalogue, courseId, trainingsServer } from './trainingsFixtures';
import {
  customerUser,
  employeeUser,
  imagesLoaded,
  moveByKeyboard,
  professionalCustomer,
  starterCustomer,
  withProvidersAndToaster,
} from './trainingsStories';
import { findToasts } from '../../testing/toasts';
import { expectLoadError } from '../../testing/pageStates';

const onMutation = fn();
const server = trainingsServer({ onMutation });
const starter = trainingsServer({ viewer: { plan: 'starter', employee: false } });
const employee = trainingsServer({ viewer: { plan: 'enterprise', employee: true }, onMutation });
const empty = trainingsServer({ courses: () => [] });
const employeeEmpty = trainingsServer({
  courses: () => [],
  viewer: { plan: 'enterprise', employee: true },
});
const nothingDone = trainingsServer({
  courses: () =>
    catalogue().map((course) => ({
      ...course,
      modules: course.modules.map((module) => ({
        ...module,
        lessons: module.lessons.map((lesson) => ({ ...lesson, completed: false })),
      })),
    })),
});

const meta = {
  title: 'Pages/Trainings/Übersicht',
  decorators: [withProvidersAndToaster],
  args: { databaseUser: customerUser, customer: professionalCustomer },
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    for (const handlers of [server, starter, employee, empty, employeeEmpty, nothingDone]) {
      handlers.reset();
    }
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/trainings', url: '/app/trainings' },
    msw: server,
  },
  render: () => <TrainingsPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const card = (canvas: ReturnType<typeof within>, title: string) =>
  canvas.getByRole('article', { name: title });

/**
 * Every course the company may see: begun ('Fortsetzen', 40 %), not begun ('Starten'), finished
 * ('Abgeschlossen') and one for Enterprise only, locked.
 */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('article', { name: 'Kaltakquise, die Termine bringt' }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Trainings' });
    await expect(within(list).getAllByRole('article')).toHaveLength(4);

    const begun = within(card(canvas, 'Kaltakquise, die Termine bringt'));
    await expect(begun.getByText('5 Lektionen · 37 Min.')).toBeVisible();
    await expect(
      begun.getByRole('progressbar', { name: '2 von 5 Lektionen erledigt' }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(begun.getByRole('link', { name: 'Fortsetzen' })).toHaveAttribute(
      'href',
      `/app/trainings/${courseId(1)}/modules/d0a5e000-0000-4000-8000-000000000102/lessons/e0a5e000-0000-4000-8000-000000010201`,
    );

    const fresh = within(card(canvas, 'LinkedIn-Profil, das verkauft'));
    await expect(fresh.getByRole('link', { name: 'Starten' })).toBeVisible();
    await expect(fresh.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

    const done = within(card(canvas, 'CRM-Pflege in zehn Minuten am Tag'));
    await expect(done.getByRole('link', { name: 'Abgeschlossen' })).toHaveAttribute(
      'href',
      `/app/trainings/${courseId(3)}`,
    );
    await expect(done.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    const locked = within(card(canvas, 'Abschlusstechniken für Profis'));
    await expect(locked.getByText('Nur Enterprise')).toBeVisible();
    await expect(locked.queryByRole('link', { name: 'Starten' })).toBeNull();
    await expect(locked.queryByRole('progressbar')).toBeNull();

    // Customers see no drafts and no editor.
    await expect(canvas.queryByText('Follow-up-Sequenzen (Entwurf)')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Bearbeiten' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Alle' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await imagesLoaded(canvasElement);
  },
};

/** A company on Starter: 'Ab Professional' and 'Nur Enterprise' are locked and cannot be begun. */
export const LockedCourses: Story = {
  args: { customer: starterCustomer },
  parameters: { msw: starter },
  play: async ({ canvas, canvasElement }) => {
    const crm = within(
      await canvas.findByRole('article', { name: 'CRM-Pflege in zehn Minuten am Tag' }),
    );
    await expect(crm.getByText('Ab Professional')).toBeVisible();
    await expect(
      crm.getByText('Dieses Training ist in deinem Paket nicht enthalten.'),
    ).toBeVisible();
    await expect(crm.queryByRole('link', { name: /Starten|Fortsetzen|Abgeschlossen/ })).toBeNull();
    await expect(
      within(card(canvas, 'Abschlusstechniken für Profis')).getByText('Nur Enterprise'),
    ).toBeVisible();
    await expect(
      within(card(canvas, 'LinkedIn-Profil, das verkauft')).getByRole('link', { name: 'Starten' }),
    ).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** 'Begonnen' from the address: only the course in progress; the tab says which filter is on. */
export const FilterStarted: Story = {
  parameters: { route: { path: '/app/trainings', url: '/app/trainings?filter=started' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('article', { name: 'Kaltakquise, die Termine bringt' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Begonnen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Abgeschlossen' })).toHaveAttribute(
      'href',
      '/app/trainings?filter=completed',
    );
    await imagesLoaded(canvasElement);
  },
};

/** A filter without a result says so and offers the way on, here to all courses. */
export const FilterWithoutResult: Story = {
  parameters: {
    msw: nothingDone,
    route: { path: '/app/trainings', url: '/app/trainings?filter=started' },
  },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Noch kein Training begonnen' });
    await expect(
      within(empty).getByRole('link', { name: 'Alle Trainings ansehen' }),
    ).toHaveAttribute('href', '/app/trainings');
  },
};

/** No course for the company yet: what it means, and the way back. */
export const Empty: Story = {
  parameters: { msw: empty },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Noch keine Trainings' });
    await expect(within(region).getByText(/noch kein Training freigeschaltet/)).toBeVisible();
    await expect(within(region).getByRole('link', { name: 'Zurück zum Dashboard' })).toBeVisible();
  },
};

/** For an employee the empty grid offers the first course. */
export const EmptyForEmployees: Story = {
  args: { databaseUser: employeeUser },
  parameters: { msw: employeeEmpty },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Noch keine Trainings' });
    await userEvent.click(within(region).getByRole('button', { name: 'Neues Training' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Training' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** While the courses load, placeholders keep the grid's place. */
export const Loading: Story = {
  parameters: { msw: trainingsServer({ hang: ['trainings.list'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Trainings werden geladen' })).toBeVisible();
  },
};

/** The server fails: its message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: {
    msw: trainingsServer({
      fail: {
        'trainings.list': {
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          message:
            'Die Datenbank ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    // The client asks once more before it gives up (spec §9: one retry, after a second).
    await expectLoadError(
      canvas,
      'Trainings konnten nicht geladen werden',
      /Datenbank ist gerade nicht erreichbar/,
    );
  },
};

/** An employee sees drafts too, and 'Bearbeiten' and 'Neues Training'. */
export const ForEmployees: Story = {
  args: { databaseUser: employeeUser },
  parameters: { msw: employee },
  play: async ({ canvas, canvasElement }) => {
    const draft = within(
      await canvas.findByRole('article', { name: 'Follow-up-Sequenzen (Entwurf)' }),
    );
    await expect(draft.getByText('Entwurf')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute(
      'href',
      '/app/trainings?bearbeiten=1',
    );
    // Employees are never locked.
    await expect(
      within(card(canvas, 'Abschlusstechniken für Profis')).getByRole('link', { name: 'Starten' }),
    ).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/**
 * 'Neues Training': the title is required (the message under the field), then the course is
 * created as a draft and the editor opens.
 */
export const NewCourse: Story = {
  args: { databaseUser: employeeUser },
  parameters: { msw: employee },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Neues Training' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Neues Training' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Training anlegen' }));
    const title = dialog.getByRole('textbox', { name: 'Titel' });
    await expect(title).toHaveAccessibleDescription('Bitte gib einen Titel ein.');
    await expect(title).toHaveFocus();

    await userEvent.type(title, 'Telefonakquise für Einsteiger');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Beschreibung' }),
      'Die ersten hundert Anrufe.',
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Ab Professional' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Training anlegen' }));

    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.courses.create', {
        title: 'Telefonakquise für Einsteiger',
        description: 'Die ersten hundert Anrufe.',
        minPlan: 'professional',
        minLevel: null,
      }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/bearbeiten=1$/);
    await expect((await findToasts()).getByText('Training angelegt')).toBeVisible();
  },
};

/**
 * 'Bearbeiten' on the grid orders the courses for everyone: by keyboard, Space on a handle,
 * ArrowDown, Space; the new order shows at once and is saved.
 */
export const EditorOrder: Story = {
  args: { databaseUser: employeeUser },
  parameters: {
    msw: employee,
    route: { path: '/app/trainings', url: '/app/trainings?bearbeiten=1' },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Reihenfolge der Trainings' });
    await expect(canvas.queryByRole('navigation', { name: 'Filter' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Bearbeitung beenden' })).toHaveAttribute(
      'href',
      '/app/trainings',
    );
    const handle = canvas.getByRole('button', {
      name: 'Verschieben: Kaltakquise, die Termine bringt',
    });
    await moveByKeyboard(handle, '{ArrowDown}', '2 von 5');
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.courses.reorder', {
        courseIds: [courseId(2), courseId(1), courseId(3), courseId(4), courseId(5)],
      }),
    );
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(
        'Kaltakquise, die Termine bringt',
      ),
    );
    await waitFor(() => expect(handle).toHaveFocus());
  },
};
