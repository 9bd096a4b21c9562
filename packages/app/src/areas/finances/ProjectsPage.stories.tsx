import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import { END_BEFORE_START } from '@sprint/server/finances';
import { TRPC_PATH } from '../../api/trpc';
import {
  SERVER_DOWN,
  sessionCustomerFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { requestRecorder } from '../../testing/requestRecorder';
import { EMPLOYEES_ONLY_FAILURE, planningServer, projectId } from './planningFixtures';
import {
  StoryPage,
  chooseAction,
  dialogNamed,
  employeeFixture,
  primaryAdminFixture,
  toastNamed,
} from './planningStoryHelpers';
import { ProjectsView } from './ProjectsPage';
import { expectNoAccess } from '../../testing/pageStates';

const onMutation = fn();

const meta = {
  title: 'Pages/Finanzen/Projekte',
  decorators: [withPublicProviders],
  args: { databaseUser: employeeFixture, customer: sessionCustomerFixture },
  // Toasts live in a module-wide store, and every story starts from the same projects.
  beforeEach: ({ parameters }) => {
    toast.dismiss();
    onMutation.mockClear();
    (parameters.msw as { reset?: () => void }).reset?.();
  },
  parameters: {
    // The page as the shell shows it; the screenshot is the viewport (what a person sees first).
    layout: 'fullscreen',
    route: { path: '/app/finances/projects', url: '/app/finances/projects' },
    msw: planningServer({ onMutation }),
  },
  render: () => (
    <StoryPage>
      <ProjectsView />
      <Toaster />
    </StoryPage>
  ),
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

type Canvas = ReturnType<typeof within>;

/** A project's card, named by the project. */
async function card(canvas: Canvas, name: string) {
  return within(await canvas.findByRole('article', { name }));
}

/** The card's budget bar: its meter and its status line. */
function budgetOf(project: ReturnType<typeof within>) {
  return project.getByRole('meter', { name: 'Kosten vom Budget' });
}

/**
 * The projects in the order they started, each with customer, period, budget, invoiced, costs,
 * margin and the costs against the budget; 'Buchungen' opens the overview filtered to it.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Projekte' })).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'Projekte' }));
    await expect(
      list.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby')),
    ).toHaveLength(5);
    await expect(list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Messestand Hannover Messe',
      'CRM-Einführung',
      'Website-Relaunch',
      'Lead-Kampagne Q4',
      'Schulungsreihe Vertrieb',
    ]);

    const crm = await card(canvas, 'CRM-Einführung');
    await expect(crm.getByText('Hansewerft Technik AG')).toBeVisible();
    await expect(crm.getByText('04.05.2026 – 18.12.2026')).toBeVisible();
    await expect(crm.getByText('15.000,00 €')).toBeVisible();
    await expect(crm.getByText('14.000,00 €')).toBeVisible();
    await expect(crm.getByText('11.250,00 €')).toBeVisible();
    await expect(crm.getByText('2.750,00 € (19,6 %)')).toBeVisible();
    await expect(budgetOf(crm)).toHaveAccessibleDescription('70\u00a0% des Budgets verbraucht');
    await expect(
      crm.getByRole('link', { name: 'Buchungen (14) von CRM-Einführung' }),
    ).toHaveAttribute('href', `/app/finances?project=${projectId(1)}&period=all`);
    await expect(canvas.getByRole('button', { name: 'Neues Projekt' })).toBeVisible();
  },
};

/**
 * Every warning step of the budget bar: under half (no warning), from half, from 70 %, over the
 * budget, and a project without a budget.
 */
export const BudgetLevels: Story = {
  play: async ({ canvas }) => {
    const relaunch = await card(canvas, 'Website-Relaunch');
    await expect(budgetOf(relaunch)).toHaveAttribute(
      'aria-valuetext',
      '8.400,00\u00a0€ von 20.000,00\u00a0€ (42\u00a0%)',
    );
    await expect(budgetOf(relaunch)).not.toHaveAttribute('aria-describedby');
    const campaign = await card(canvas, 'Lead-Kampagne Q4');
    await expect(budgetOf(campaign)).toHaveAccessibleDescription('Hälfte des Budgets verbraucht');
    const fair = await card(canvas, 'Messestand Hannover Messe');
    await expect(budgetOf(fair)).toHaveAccessibleDescription('Budget überschritten');
    await expect(fair.getByText('115 %')).toBeVisible();
    await expect(fair.getByText('-700,00 € (-8,2 %)')).toBeVisible();
    const training = await card(canvas, 'Schulungsreihe Vertrieb');
    await expect(training.getByText('Kein Budget festgelegt')).toBeVisible();
    await expect(training.getByText('seit 02.11.2026')).toBeVisible();
    await expect(training.getByText('-450,00 € (nichts abgerechnet)')).toBeVisible();
    (await canvas.findByRole('article', { name: 'Schulungsreihe Vertrieb' })).scrollIntoView({
      block: 'end',
    });
  },
};

/** While the projects load. */
export const Loading: Story = {
  parameters: {
    msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Projekte werden geladen' })).toBeVisible();
  },
};

/** No project yet: the empty state offers the first. */
export const Empty: Story = {
  parameters: { msw: planningServer({ projects: [] }) },
  play: async ({ canvas }) => {
    const empty = within(await canvas.findByRole('region', { name: 'Noch keine Projekte' }));
    await userEvent.click(empty.getByRole('button', { name: 'Erstes Projekt anlegen' }));
    await dialogNamed('Neues Projekt');
  },
};

/** The server fails: its message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: { msw: planningServer({ fail: { 'finances.projects.list': SERVER_DOWN } }) },
  play: async ({ canvas }) => {
    const error = within(
      await canvas.findByRole('region', { name: 'Projekte konnten nicht geladen werden' }),
    );
    await expect(error.getByText(SERVER_DOWN.message)).toBeVisible();
    await expect(error.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

/** Records what the page asks, for the page that should ask nothing. */
const recorder = requestRecorder();

/**
 * A customer's primary admin (no employee of the provider): spec §6, the page says why in the
 * server's words and asks it nothing.
 */
export const NoAccess: Story = {
  args: { databaseUser: primaryAdminFixture },
  parameters: { msw: recorder.handlers },
  beforeEach: recorder.reset,
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Projekte', EMPLOYEES_ONLY_FAILURE.message);
    await expect(canvas.queryByRole('button', { name: 'Neues Projekt' })).toBeNull();
    await recorder.expectNothingAsked();
  },
};

/** The session says employee, the server refuses all the same: its reason, no actions. */
export const RefusedMeanwhile: Story = {
  parameters: {
    msw: planningServer({ fail: { 'finances.projects.list': EMPLOYEES_ONLY_FAILURE } }),
  },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Projekte', EMPLOYEES_ONLY_FAILURE.message);
    await expect(canvas.queryByRole('button', { name: 'Neues Projekt' })).toBeNull();
  },
};

/** 'Neues Projekt' by keyboard: name, customer, budget; Enter saves; the card appears. */
export const NewProject: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Projekte' });
    canvas.getByRole('button', { name: 'Neues Projekt' }).focus();
    await userEvent.keyboard('{Enter}');
    const form = await dialogNamed('Neues Projekt');
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('Vertriebsschulung 2027');
    await userEvent.tab();
    await userEvent.keyboard('Bäckerei Schneider');
    await userEvent.tab();
    await userEvent.keyboard('12.000{Enter}');
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.projects.create', {
        name: 'Vertriebsschulung 2027',
        client: 'Bäckerei Schneider',
        budgetCents: 1_200_000,
        startsOn: '2026-11-20',
        endsOn: null,
      }),
    );
    await toastNamed('Gespeichert');
    const created = await card(canvas, 'Vertriebsschulung 2027');
    await expect(created.getByText('0 %')).toBeVisible();
  },
};

/** An end before the start: the server's message under 'Ende', nothing sent. */
export const EndBeforeStart: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Neues Projekt' }));
    const form = await dialogNamed('Neues Projekt');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Jahresplanung');
    await userEvent.type(form.getByRole('textbox', { name: 'Ende' }), '01.10.2026');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    const end = form.getByRole('textbox', { name: 'Ende' });
    await waitFor(() => expect(end).toHaveAccessibleDescription(END_BEFORE_START));
    await expect(onMutation).not.toHaveBeenCalled();
    end.blur();
  },
};

/** 'Bearbeiten': the project's values; a new budget moves its bar. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    await chooseAction(canvas, 'CRM-Einführung', 'Bearbeiten');
    const form = await dialogNamed('Projekt bearbeiten');
    await expect(form.getByRole('textbox', { name: 'Kunde' })).toHaveValue('Hansewerft Technik AG');
    const budget = form.getByRole('textbox', { name: 'Budget' });
    await expect(budget).toHaveValue('15.000,00');
    await userEvent.clear(budget);
    await userEvent.type(budget, '20.000');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'finances.projects.update',
        expect.objectContaining({ projectId: projectId(1), budgetCents: 2_000_000 }),
      ),
    );
    await toastNamed('Gespeichert');
    const crm = await card(canvas, 'CRM-Einführung');
    await waitFor(() =>
      expect(budgetOf(crm)).toHaveAccessibleDescription('Hälfte des Budgets verbraucht'),
    );
  },
};

/** 'Löschen' offers 'Rückgängig', which brings the project back under its own id. */
export const DeleteWithUndo: Story = {
  play: async ({ canvas }) => {
    await chooseAction(canvas, 'Website-Relaunch', 'Löschen');
    const deleted = await toastNamed('Projekt gelöscht');
    await expect(deleted.getByText('Website-Relaunch')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Website-Relaunch' })).toBeNull(),
    );
    const undo = deleted.getByRole('button', { name: 'Rückgängig' });
    // A menu or dialog that just closed still blocks the pointer for a moment.
    await waitFor(() => userEvent.hover(undo));
    await userEvent.click(undo);
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.projects.restore', {
        projectId: projectId(3),
      }),
    );
    await card(canvas, 'Website-Relaunch');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
