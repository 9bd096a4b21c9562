import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@sprint/ui';
import {
  NO_COMPANY_ACCESS,
  SERVER_DOWN,
  sessionCustomerFixture,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { expectLoadError, expectNoAccess } from '../../testing/pageStates';
import { findToasts } from '../../testing/toasts';
import { Component as PhoneTrainingPage } from './PhoneTrainingPage';
import {
  SCENARIOS,
  adminUser,
  adminViewer,
  assignmentId,
  invalidInput,
  jonasMember,
  memberUser,
  phoneTrainingServer,
  sessionId,
} from './phoneTrainingFixtures';
import { withProvidersAndToaster } from './phoneTrainingStories';

const onMutation = fn();
const server = phoneTrainingServer({ onMutation });
const admin = phoneTrainingServer({ viewer: adminViewer, onMutation });
const noAssignments = phoneTrainingServer({ assignments: () => [] });
const adminNoAssignments = phoneTrainingServer({
  viewer: adminViewer,
  assignments: () => [],
  onMutation,
});
const refusingScenario = phoneTrainingServer({
  viewer: adminViewer,
  onMutation,
  fail: {
    // Only separators, no keyword: the form lets it through, the server does not.
    'phoneTraining.scenarios.create': invalidInput([
      {
        path: 'criteria.1.keywords',
        message: 'Bitte gib Stichwörter ein, an denen der Vorlagen-Modus das Kriterium erkennt.',
      },
    ]),
  },
});
const servers = [server, admin, noAssignments, adminNoAssignments, refusingScenario];

const meta = {
  title: 'Pages/Telefon-Training/Bibliothek',
  decorators: [withProvidersAndToaster],
  args: { databaseUser: memberUser, customer: sessionCustomerFixture },
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    for (const handlers of servers) handlers.reset();
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/telefon-training', url: '/app/telefon-training' },
    msw: server,
  },
  render: () => <PhoneTrainingPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const card = (canvas: ReturnType<typeof within>, title: string) =>
  within(canvas.getByRole('article', { name: title }));

async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * Anna's view: her assignments by due day (one overdue), then the library by kind — each card
 * with its persona, difficulty, her best result and medal, and 'Üben'.
 */
export const Library: Story = {
  play: async ({ canvas }) => {
    const tasks = await canvas.findByRole('list', { name: 'Meine Aufgaben' });
    const rows = within(tasks).getAllByRole('listitem');
    await expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Einwandbehandlung: „Zu teuer, wir haben schon jemanden“',
      'Gatekeeper: Am Vorzimmer vorbei',
    ]);
    await expect(within(rows[0] as HTMLElement).getByText('Überfällig')).toBeVisible();
    await expect(rows[1]).toHaveTextContent(
      'Fällig bis 25.11.2026 · zugewiesen von Nora Nordlicht',
    );
    await expect(
      within(rows[1] as HTMLElement).getByRole('button', {
        name: '„Gatekeeper: Am Vorzimmer vorbei“ üben',
      }),
    ).toBeVisible();

    await canvas.findByRole('article', { name: 'Kaltakquise: Geschäftsführer im Metallbau' });
    const cold = card(canvas, 'Kaltakquise: Geschäftsführer im Metallbau');
    await expect(
      cold.getByText('Markus Albrecht · Geschäftsführer, Albrecht Metallbau GmbH'),
    ).toBeVisible();
    await expect(cold.getByText('Mittel')).toHaveTextContent('Schwierigkeit: Mittel');
    await expect(cold.getByText('Bestes Ergebnis: 86 %')).toBeVisible();
    await expect(cold.getByRole('img', { name: 'Medaille: Silber' })).toBeVisible();
    await expect(
      cold.getByRole('link', { name: 'Kaltakquise: Geschäftsführer im Metallbau' }),
    ).toHaveAttribute('href', `/app/telefon-training/szenarien/${SCENARIOS.cold}`);
    await expect(
      card(canvas, 'Terminvereinbarung: Inhaberin mit vollem Kalender').getByRole('img', {
        name: 'Medaille: Gold',
      }),
    ).toBeVisible();
    await expect(
      card(canvas, 'Bedarfsanalyse: Vertriebsleiterin mit versandenden Messekontakten').getByText(
        'Noch nicht geübt',
      ),
    ).toBeVisible();
    await expect(
      card(canvas, 'Gatekeeper: Am Vorzimmer vorbei').getByText('Aufgabe: fällig bis 25.11.2026'),
    ).toBeVisible();
    await expect(
      card(canvas, 'Rückruf nach der FachPack').getByText('Eigenes Szenario'),
    ).toBeVisible();
    // Grouped by kind, in the library's order.
    await expect(
      canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Kaltakquise',
      'Gatekeeper',
      'Bedarfsanalyse',
      'Einwandbehandlung',
      'Terminvereinbarung',
    ]);
    await expect(canvas.getByRole('link', { name: 'Alle' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A member neither writes nor assigns scenarios.
    await expect(canvas.queryByRole('button', { name: 'Neues Szenario' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Zuweisen' })).toBeNull();
  },
};

/** Nothing assigned to Anna: what that means, and the library below. */
export const NoAssignments: Story = {
  parameters: { msw: noAssignments },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Keine Aufgaben' });
    await expect(within(empty).getByText(/Dir ist gerade kein Szenario zugewiesen/)).toBeVisible();
    await expect(
      await canvas.findByRole('article', { name: 'Gatekeeper: Am Vorzimmer vorbei' }),
    ).toBeVisible();
  },
};

/** `?art=gatekeeper`: one kind, the tab says which. */
export const FilteredByKind: Story = {
  parameters: {
    route: { path: '/app/telefon-training', url: '/app/telefon-training?art=gatekeeper' },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Szenarien: Gatekeeper' });
    await expect(within(list).getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Gatekeeper' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Einwandbehandlung' })).toHaveAttribute(
      'href',
      '/app/telefon-training?art=einwandbehandlung',
    );
  },
};

/** 'Üben' starts a call of the scenario and opens it. */
export const Practise: Story = {
  play: async ({ canvas }) => {
    const dates = within(
      await canvas.findByRole('article', {
        name: 'Terminvereinbarung: Inhaberin mit vollem Kalender',
      }),
    );
    await userEvent.click(dates.getByRole('button', { name: 'Üben' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('phoneTraining.sessions.start', {
        scenarioId: SCENARIOS.dates,
      }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      `/app/telefon-training/anrufe/${sessionId(101)}`,
    );
  },
};

/**
 * Nora, the admin: everyone's assignments with who and whether done, 'Entfernen' on each, and
 * 'Zuweisen' and 'Neues Szenario'.
 */
export const ForAdmins: Story = {
  args: { databaseUser: adminUser },
  parameters: { msw: admin },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Zuweisungen' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent(
      /Überfällig.*Für Anna Berger · Fällig bis 19\.11\.2026/,
    );
    await expect(rows[3]).toHaveTextContent(/Erledigt.*Für Jonas Keller/);
    await expect(
      within(list).getByRole('button', {
        name: 'Zuweisung „Terminvereinbarung: Inhaberin mit vollem Kalender“ für Mira Hoffmann entfernen',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zuweisen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Neues Szenario' })).toBeVisible();
  },
};

/** No assignments yet: the empty state offers the first one. */
export const ForAdminsWithoutAssignments: Story = {
  args: { databaseUser: adminUser },
  parameters: { msw: adminNoAssignments },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Noch keine Zuweisungen' });
    await userEvent.click(within(empty).getByRole('button', { name: 'Erstes Szenario zuweisen' }));
    await dialogNamed('Szenario zuweisen');
  },
};

/**
 * 'Zuweisen': scenario, person and due day are required (said under each); then the
 * assignment is stored and shows in the list.
 */
export const Assign: Story = {
  args: { databaseUser: adminUser },
  parameters: { msw: admin },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Zuweisen' }));
    const dialog = await dialogNamed('Szenario zuweisen');
    await userEvent.click(dialog.getByRole('button', { name: 'Zuweisen' }));
    await expect(dialog.getByRole('combobox', { name: 'Szenario' })).toHaveAccessibleDescription(
      'Bitte wähle ein Szenario.',
    );
    await expect(dialog.getByRole('combobox', { name: 'Person' })).toHaveAccessibleDescription(
      'Bitte wähle, wer üben soll.',
    );

    await userEvent.click(dialog.getByRole('combobox', { name: 'Szenario' }));
    await userEvent.click(
      await screen.findByRole('option', {
        name: 'Bedarfsanalyse: Vertriebsleiterin mit versandenden Messekontakten',
      }),
    );
    await userEvent.click(dialog.getByRole('combobox', { name: 'Person' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jonas Keller' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Fällig bis' }), '04.12.2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Zuweisen' }));

    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('phoneTraining.assignments.create', {
        scenarioId: SCENARIOS.needs,
        userId: jonasMember.id,
        dueDate: '2026-12-04',
      }),
    );
    await expect((await findToasts()).getByText('Szenario zugewiesen')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Zuweisungen' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    await expect(list).toHaveTextContent(/Für Jonas Keller · Fällig bis 04\.12\.2026/);
  },
};

/** 'Entfernen' takes an assignment back at once; 'Rückgängig' in the toast restores it. */
export const RemoveAndUndo: Story = {
  args: { databaseUser: adminUser },
  parameters: { msw: admin },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Zuweisungen' });
    await userEvent.click(
      within(list).getByRole('button', {
        name: 'Zuweisung „Gatekeeper: Am Vorzimmer vorbei“ für Anna Berger entfernen',
      }),
    );
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('phoneTraining.assignments.delete', {
        assignmentId: assignmentId(1),
      }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const toasts = await findToasts();
    const undo = toasts.getByRole('button', { name: 'Rückgängig' });
    await waitFor(() => expect(getComputedStyle(undo).pointerEvents).toBe('auto'));
    await userEvent.click(undo);
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('phoneTraining.assignments.create', {
        scenarioId: SCENARIOS.gatekeeper,
        userId: memberUser.id,
        dueDate: '2026-11-25',
      }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
  },
  tags: ['no-visual'],
};

/**
 * 'Neues Szenario': what the form knows is refused under its field before anything is sent;
 * filled in, the scenario is created and its page opens.
 */
export const NewScenario: Story = {
  args: { databaseUser: adminUser },
  parameters: { msw: admin },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Neues Szenario' }));
    const dialog = await dialogNamed('Neues Szenario');
    await userEvent.click(dialog.getByRole('button', { name: 'Szenario anlegen' }));
    const title = dialog.getByRole('textbox', { name: 'Titel' });
    await expect(title).toHaveAccessibleDescription('Bitte gib einen Titel ein.');
    await expect(title).toHaveFocus();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Bitte gib den Namen der Person ein.',
    );
    await expect(
      dialog.getByRole('textbox', { name: 'Schlüsselwörter für den Vorlagen-Modus' }),
    ).toHaveAccessibleDescription(
      /Bitte gib Stichwörter ein, an denen der Vorlagen-Modus das Kriterium erkennt\./,
    );

    await userEvent.type(title, 'Rückruf nach dem Webinar');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Jens Otto');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Rolle' }), 'Vertriebsleiter');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Unternehmen' }),
      'Otto Antriebe GmbH',
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Schwer' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Ziel des Anrufs' }),
      'Einen Termin für eine Demo vereinbaren.',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Kriterium 1' }),
      'Hat an das Webinar angeknüpft',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Schlüsselwörter für den Vorlagen-Modus' }),
      'Webinar, letzte Woche',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Kriterium hinzufügen' }));
    await expect(dialog.getByRole('textbox', { name: 'Kriterium 2' })).toHaveFocus();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Kriterium 2' }),
      'Hat einen Termin vorgeschlagen',
    );
    const weight = dialog.getByRole('spinbutton', { name: 'Gewicht von Kriterium 2' });
    await userEvent.clear(weight);
    await userEvent.type(weight, '3');
    await userEvent.type(
      dialog.getAllByRole('textbox', {
        name: 'Schlüsselwörter für den Vorlagen-Modus',
      })[1] as HTMLElement,
      'Uhr, Termin',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Szenario anlegen' }));

    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('phoneTraining.scenarios.create', {
        kind: 'kaltakquise',
        title: 'Rückruf nach dem Webinar',
        persona: {
          name: 'Jens Otto',
          role: 'Vertriebsleiter',
          company: 'Otto Antriebe GmbH',
          personality: '',
          difficulty: 'schwer',
        },
        goal: 'Einen Termin für eine Demo vereinbaren.',
        criteria: [
          { text: 'Hat an das Webinar angeknüpft', weight: 1, keywords: 'Webinar, letzte Woche' },
          { text: 'Hat einen Termin vorgeschlagen', weight: 3, keywords: 'Uhr, Termin' },
        ],
        passThreshold: 70,
      }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      '/app/telefon-training/szenarien/5ce0a000-0000-4000-8000-000000000101',
    );
    await expect((await findToasts()).getByText('Szenario angelegt')).toBeVisible();
  },
  tags: ['no-visual'],
};

/**
 * What the server refuses in a field (its `issues`; here keywords that are only commas, which
 * the form lets through) shows under that field, which takes the focus; nothing typed is lost.
 */
export const EditorServerErrors: Story = {
  args: { databaseUser: adminUser },
  parameters: { msw: refusingScenario },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Neues Szenario' }));
    const dialog = await dialogNamed('Neues Szenario');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Titel' }), 'Messe-Nachfass');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Lena Vogt');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Rolle' }), 'Leiterin Einkauf');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Unternehmen' }),
      'Vogt Verpackungen KG',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Ziel des Anrufs' }),
      'Einen Termin für ein Angebot vereinbaren.',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Kriterium 1' }),
      'Hat an die Messe erinnert',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Schlüsselwörter für den Vorlagen-Modus' }),
      'Messe, FachPack',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Kriterium hinzufügen' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Kriterium 2' }),
      'Hat einen Termin vorgeschlagen',
    );
    const keywords = () =>
      dialog.getAllByRole('textbox', { name: 'Schlüsselwörter für den Vorlagen-Modus' })[1];
    await userEvent.type(keywords() as HTMLElement, ', ,');
    await userEvent.click(dialog.getByRole('button', { name: 'Szenario anlegen' }));

    await waitFor(() =>
      expect(keywords()).toHaveAccessibleDescription(
        /Bitte gib Stichwörter ein, an denen der Vorlagen-Modus das Kriterium erkennt\./,
      ),
    );
    await expect(keywords()).toHaveFocus();
    await expect(keywords()).toHaveAttribute('aria-invalid', 'true');
    // Nothing is lost: the dialog stays open with what was typed.
    await expect(dialog.getByRole('textbox', { name: 'Titel' })).toHaveValue('Messe-Nachfass');
  },
};

/** While the library loads, placeholders keep the cards' place. */
export const Loading: Story = {
  parameters: { msw: phoneTrainingServer({ pending: ['phoneTraining.scenarios.list'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Szenarien werden geladen' })).toBeVisible();
  },
  tags: ['no-visual'],
};

/** The server fails: its message and 'Erneut versuchen'. */
export const LoadError: Story = {
  parameters: {
    msw: phoneTrainingServer({
      fail: {
        'phoneTraining.scenarios.list': SERVER_DOWN,
        'phoneTraining.assignments.list': SERVER_DOWN,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expectLoadError(
      canvas,
      'Szenarien konnten nicht geladen werden',
      /Server ist gerade nicht erreichbar/,
    );
  },
};

/** The server refuses the company (no longer a member): the page says why, asks nothing more. */
export const NoAccess: Story = {
  parameters: {
    msw: phoneTrainingServer({
      fail: {
        'phoneTraining.scenarios.list': NO_COMPANY_ACCESS,
        'phoneTraining.assignments.list': NO_COMPANY_ACCESS,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'das Telefon-Training', 'Kein Zugriff auf dieses Unternehmen.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Telefon-Training' })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
