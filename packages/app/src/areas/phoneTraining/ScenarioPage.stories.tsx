import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@sprint/ui';
import { BUILT_IN_READ_ONLY } from '@sprint/server/phoneTraining';
import {
  SERVER_DOWN,
  sessionCustomerFixture,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { expectLoadError } from '../../testing/pageStates';
import { findToasts } from '../../testing/toasts';
import { Component as ScenarioPage } from './ScenarioPage';
import {
  CALLS,
  SCENARIOS,
  adminUser,
  adminViewer,
  memberUser,
  phoneTrainingServer,
  scenarioId,
  sessionId,
} from './phoneTrainingFixtures';
import { withProvidersAndToaster } from './phoneTrainingStories';

const onMutation = fn();
const server = phoneTrainingServer({ onMutation });
const admin = phoneTrainingServer({ viewer: adminViewer, onMutation });
const deleteRefused = phoneTrainingServer({
  viewer: adminViewer,
  fail: {
    'phoneTraining.scenarios.delete': {
      status: 403,
      code: 'FORBIDDEN',
      message: BUILT_IN_READ_ONLY,
    },
  },
});

const route = (id: string) => ({
  route: {
    path: '/app/telefon-training/szenarien/:scenarioId',
    url: `/app/telefon-training/szenarien/${id}`,
  },
});

const meta = {
  title: 'Pages/Telefon-Training/Szenario',
  decorators: [withProvidersAndToaster],
  args: { databaseUser: memberUser, customer: sessionCustomerFixture },
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    for (const handlers of [server, admin, deleteRefused]) handlers.reset();
  },
  parameters: { layout: 'fullscreen', ...route(SCENARIOS.cold), msw: server },
  render: () => <ScenarioPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * A scenario Anna has practised four times: who picks up, her goal, the scorecard with its
 * weights, her results as a chart (29 % → 86 %) and every call with its result — plus the one
 * still on the line.
 */
export const WithHistory: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Kaltakquise: Geschäftsführer im Metallbau',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Kaltakquise · Schwierigkeit: Mittel · aus der Bibliothek'),
    ).toBeVisible();
    await expect(canvas.getByText('Albrecht Metallbau GmbH')).toBeVisible();
    await expect(canvas.getByText('„Albrecht Metallbau GmbH, Albrecht am Apparat.“')).toBeVisible();

    const scorecard = canvas.getByRole('list', { name: 'Bewertung' });
    const criteria = within(scorecard).getAllByRole('listitem');
    await expect(criteria).toHaveLength(6);
    await expect(criteria[3]).toHaveTextContent(
      'Kriterium: Hat einen konkreten Nutzen genannt, möglichst mit ZahlGewicht 3',
    );
    // A member does not see the Vorlagen-Modus' keywords: they would give the answers away.
    await expect(within(scorecard).queryByText(/Schlüsselwörter/)).toBeNull();
    await expect(
      canvas.getByText(/Bestanden ab 70 %\. Bronze ab 50 %, Silber ab 75 %, Gold ab 90 %\./),
    ).toBeVisible();

    const chart = canvas.getByRole('figure', { name: 'Deine Ergebnisse' });
    await userEvent.click(within(chart).getByRole('tab', { name: 'Tabelle' }));
    const table = within(chart).getByRole('table', { name: 'Deine Ergebnisse' });
    await expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['12.11.29 %', '14.11.57 %', '17.11.79 %', '19.11.86 %']);
    await userEvent.click(within(chart).getByRole('tab', { name: 'Diagramm' }));

    const calls = await canvas.findByRole('list', { name: 'Bisherige Anrufe' });
    const rows = within(calls).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent('Nicht beendet20.11.2026 10:12');
    await expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Weiter telefonieren' }),
    ).toHaveAttribute('href', `/app/telefon-training/anrufe/${CALLS.active}`);
    await expect(
      within(rows[1] as HTMLElement).getByRole('img', { name: 'Medaille: Silber' }),
    ).toBeVisible();
    await expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: 'Auswertung ansehen' }),
    ).toHaveAccessibleDescription('19.11.2026 16:05');
    await expect(
      within(rows[4] as HTMLElement).getByRole('img', { name: 'Keine Medaille' }),
    ).toBeVisible();

    // Members practise; they do not edit.
    await expect(canvas.getByRole('button', { name: 'Anruf starten' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Als Kopie bearbeiten' })).toBeNull();
  },
};

/** Not practised yet: the chart says where the first result will show. */
export const NoHistoryYet: Story = {
  parameters: route(SCENARIOS.needs),
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('figure', { name: 'Deine Ergebnisse' });
    await expect(
      within(chart).getAllByText(
        'Noch kein beendeter Anruf: Dein erstes Ergebnis erscheint nach dem Auflegen.',
      )[0],
    ).toBeVisible();
    await expect(
      await canvas.findByText('Noch keine Anrufe. Mit „Anruf starten“ übst du das Gespräch.'),
    ).toBeVisible();
  },
};

/** 'Anruf starten': a new call of this scenario, then its page. */
export const StartCall: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Anruf starten' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('phoneTraining.sessions.start', {
        scenarioId: SCENARIOS.cold,
      }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      `/app/telefon-training/anrufe/${sessionId(101)}`,
    );
  },
  tags: ['no-visual'],
};

/**
 * For an admin, a library scenario is read-only: 'Als Kopie bearbeiten' only, and the
 * keywords of the Vorlagen-Modus beside each criterion.
 */
export const LibraryScenarioForAdmins: Story = {
  args: { databaseUser: adminUser },
  parameters: { msw: admin },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Als Kopie bearbeiten' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Löschen' })).toBeNull();
    await expect(
      canvas.getByText('Schlüsselwörter: Uhr, Montag, Dienstag, Mittwoch, Donnerstag, Freitag'),
    ).toBeVisible();
  },
};

/**
 * 'Als Kopie bearbeiten': the editor starts with the scenario's fields, titled as a copy;
 * saved, the copy is a new scenario of the company, and its page opens.
 */
export const CopyLibraryScenario: Story = {
  args: { databaseUser: adminUser },
  parameters: { msw: admin },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Als Kopie bearbeiten' }));
    const dialog = await dialogNamed('Als Kopie bearbeiten');
    const title = dialog.getByRole('textbox', { name: 'Titel' });
    await expect(title).toHaveValue('Kaltakquise: Geschäftsführer im Metallbau (Kopie)');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Markus Albrecht');
    await expect(dialog.getByRole('radio', { name: 'Mittel' })).toBeChecked();
    await expect(dialog.getAllByRole('textbox', { name: /^Kriterium \d+$/ })).toHaveLength(6);
    await userEvent.clear(title);
    await userEvent.type(title, 'Kaltakquise Metallbau – unser Angebot');
    await userEvent.click(dialog.getByRole('button', { name: 'Kriterium 6 entfernen' }));
    await expect(dialog.getByRole('textbox', { name: 'Kriterium 5' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Kopie anlegen' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'phoneTraining.scenarios.create',
        expect.objectContaining({
          title: 'Kaltakquise Metallbau – unser Angebot',
          opening: 'Albrecht Metallbau GmbH, Albrecht am Apparat.',
          criteria: expect.arrayContaining([
            expect.objectContaining({ id: 'vorstellung', weight: 2 }),
          ]) as unknown,
        }),
      ),
    );
    const input = onMutation.mock.calls.find(
      ([path]) => path === 'phoneTraining.scenarios.create',
    )?.[1] as {
      criteria: unknown[];
    };
    await expect(input.criteria).toHaveLength(5);
    // The copy's own page: a scenario of the company, to edit and delete.
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Kaltakquise Metallbau – unser Angebot',
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/eigenes Szenario$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Löschen' })).toBeVisible();
    await expect((await findToasts()).getByText('Kopie angelegt')).toBeVisible();
  },
  tags: ['no-visual'],
};

/** The company's own scenario: 'Bearbeiten', 'Als Kopie bearbeiten' and 'Löschen'. */
export const OwnScenarioForAdmins: Story = {
  args: { databaseUser: adminUser },
  parameters: { ...route(SCENARIOS.own), msw: admin },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Rückruf nach der FachPack' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Kaltakquise · Schwierigkeit: Leicht · eigenes Szenario'),
    ).toBeVisible();
    await expect(canvas.getByText(/Bestanden ab 75 %/)).toBeVisible();
    for (const name of ['Bearbeiten', 'Als Kopie bearbeiten', 'Löschen']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** 'Bearbeiten' changes the scenario in place: the page shows the new fields. */
export const EditOwnScenario: Story = {
  args: { databaseUser: adminUser },
  parameters: { ...route(SCENARIOS.own), msw: admin },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bearbeiten' }));
    const dialog = await dialogNamed('Szenario bearbeiten');
    const threshold = dialog.getByRole('spinbutton', { name: 'Bestanden ab' });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '80');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'phoneTraining.scenarios.update',
        expect.objectContaining({ scenarioId: SCENARIOS.own, passThreshold: 80 }),
      ),
    );
    await waitFor(() => expect(canvas.getByText(/Bestanden ab 80 %/)).toBeVisible());
    await expect((await findToasts()).getByText('Szenario gespeichert')).toBeVisible();
  },
  tags: ['no-visual'],
};

/** 'Löschen' asks first, then deletes and goes back to the library. */
export const DeleteOwnScenario: Story = {
  args: { databaseUser: adminUser },
  parameters: { ...route(SCENARIOS.own), msw: admin },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Szenario löschen?' });
    await expect(dialog).toHaveTextContent(
      '„Rückruf nach der FachPack“ wird mit seinen Zuweisungen gelöscht.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('phoneTraining.scenarios.delete', {
        scenarioId: SCENARIOS.own,
      }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/app/telefon-training');
    await expect((await findToasts()).getByText('Szenario gelöscht')).toBeVisible();
  },
  tags: ['no-visual'],
};

/** The server refuses the deletion: the dialog stays, the toast says why. */
export const DeleteRefused: Story = {
  args: { databaseUser: adminUser },
  parameters: { ...route(SCENARIOS.own), msw: deleteRefused },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Szenario löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await expect(await screen.findByText(BUILT_IN_READ_ONLY)).toBeInTheDocument();
    await expect(dialog).toBeVisible();
  },
  tags: ['no-visual'],
};

/** An id that names no scenario of the company: said so, with the way back. */
export const NotFound: Story = {
  parameters: route(scenarioId(999)),
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Szenario nicht gefunden' });
    await expect(
      within(empty).getByRole('link', { name: 'Zur Szenario-Bibliothek' }),
    ).toHaveAttribute('href', '/app/telefon-training');
  },
};

/** The server fails: its message and 'Erneut versuchen'. */
export const LoadError: Story = {
  parameters: {
    msw: phoneTrainingServer({ fail: { 'phoneTraining.scenarios.byId': SERVER_DOWN } }),
  },
  play: async ({ canvas }) => {
    await expectLoadError(
      canvas,
      'Szenario konnte nicht geladen werden',
      /Server ist gerade nicht erreichbar/,
    );
  },
};
