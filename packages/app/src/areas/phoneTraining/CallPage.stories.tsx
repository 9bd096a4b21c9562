import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@sprint/ui';
import { SESSION_TOO_LONG, VOICE_NOTE } from '@sprint/server/phoneTraining';
import {
  NO_COMPANY_ACCESS,
  SERVER_DOWN,
  sessionCustomerFixture,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { expectLoadError, expectNoAccess } from '../../testing/pageStates';
import { Component as CallPage } from './CallPage';
import {
  CALLS,
  SCENARIOS,
  memberUser,
  phoneTrainingServer,
  sessionFixtures,
  sessionId,
} from './phoneTrainingFixtures';
import {
  fakeSpeech,
  withFakeSpeech,
  withProvidersAndToaster,
  withScreenFrame,
  withoutSpeech,
} from './phoneTrainingStories';

const onMutation = fn();
const server = phoneTrainingServer({ onMutation });
const tooLong = phoneTrainingServer({
  fail: {
    'phoneTraining.sessions.turn': { status: 400, code: 'BAD_REQUEST', message: SESSION_TOO_LONG },
  },
});
// The same calls, answered by a connected model.
const withModel = phoneTrainingServer({
  sessions: () => sessionFixtures().map((session) => ({ ...session, mode: 'model' as const })),
});

const route = (id: string) => ({
  route: {
    path: '/app/telefon-training/anrufe/:sessionId',
    url: `/app/telefon-training/anrufe/${id}`,
  },
});

const meta = {
  title: 'Pages/Telefon-Training/Anruf',
  decorators: [withScreenFrame, withProvidersAndToaster],
  args: { databaseUser: memberUser, customer: sessionCustomerFixture },
  // Chromium offers speech (its recognition needs Google's servers): the stories decide.
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    for (const handlers of [server, tooLong, withModel]) handlers.reset();
    return withoutSpeech();
  },
  parameters: { layout: 'fullscreen', ...route(CALLS.active), msw: server },
  render: () => <CallPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const composer = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: 'Deine Antwort' });

/**
 * A call on the line, in a browser without speech: who picks up, the goal, the Vorlagen-Modus
 * named, the transcript (Markus Albrecht and 'Du'), and the field to answer in, focused.
 */
export const InProgress: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Anruf mit Markus Albrecht' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Geschäftsführer, Albrecht Metallbau GmbH · Kaltakquise · Mittel'),
    ).toBeVisible();
    await expect(canvas.getByRole('note', { name: 'Modus' })).toHaveTextContent(
      /^Vorlagen-Modus – kein KI-Modell verbunden Markus Albrecht antwortet nach dem festen Ablauf/,
    );
    const log = canvas.getByRole('log', { name: 'Gesprächsverlauf' });
    const messages = within(log).getAllByRole('article');
    await expect(messages.map((message) => message.getAttribute('aria-label'))).toEqual([
      'Antwort von Markus Albrecht',
      'Nachricht von Du',
      'Antwort von Markus Albrecht',
      'Nachricht von Du',
      'Antwort von Markus Albrecht',
    ]);
    await expect(messages[0]).toHaveTextContent('Albrecht Metallbau GmbH, Albrecht am Apparat.');
    await waitFor(() => expect(composer(canvas)).toHaveFocus());
    await expect(canvas.getByText(/Dein Browser bietet keine Spracheingabe/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sprechen' })).toBeNull();
    await expect(canvas.queryByRole('switch', { name: 'Antworten vorlesen' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Auflegen' })).toBeVisible();
  },
};

/** Written, sent with Enter: the line shows at once, the persona's scripted reply follows. */
export const TakeTurn: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: 'Deine Antwort' });
    await userEvent.type(
      field,
      'Unsere Kunden haben im Schnitt 30 Prozent mehr Erstgespräche im Kalender.{Enter}',
    );
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('phoneTraining.sessions.turn', {
        sessionId: CALLS.active,
        text: 'Unsere Kunden haben im Schnitt 30 Prozent mehr Erstgespräche im Kalender.',
      }),
    );
    const log = canvas.getByRole('log', { name: 'Gesprächsverlauf' });
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(7));
    await expect(within(log).getAllByRole('article').at(-1)).toHaveTextContent(
      'Das sagen alle. Wir arbeiten seit Jahren mit Empfehlungen, das reicht uns.',
    );
    await expect(field).toHaveValue('');
  },
};

/** With a connected model the persona answers freely: no Vorlagen-Modus note. */
export const WithModel: Story = {
  parameters: { msw: withModel },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Anruf mit Markus Albrecht' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('note', { name: 'Modus' })).toBeNull();
  },
  tags: ['no-visual'],
};

/** The server refuses a line: the words go back into the field, the reason shows. */
export const TurnRefused: Story = {
  parameters: { msw: tooLong },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: 'Deine Antwort' });
    await userEvent.type(field, 'Darf ich Ihnen noch etwas erzählen?{Enter}');
    await expect(await canvas.findByText(SESSION_TOO_LONG)).toBeVisible();
    await expect(field).toHaveValue('Darf ich Ihnen noch etwas erzählen?');
    await expect(
      within(canvas.getByRole('log', { name: 'Gesprächsverlauf' })).getAllByRole('article'),
    ).toHaveLength(5);
  },
};

/**
 * A browser with speech: 'Sprechen' held down (Space) listens in German and writes what it
 * hears into the field as it hears it; let go, the text stays to be sent. 'Antworten vorlesen'
 * reads the last answer at once, then each new one. The note says who hears the audio.
 */
export const WithVoice: Story = {
  beforeEach: withFakeSpeech,
  play: async ({ canvas }) => {
    const talk = await canvas.findByRole('button', { name: 'Sprechen' });
    await expect(talk).toHaveAttribute('aria-pressed', 'false');
    await expect(talk).toHaveAccessibleDescription(
      `Gedrückt halten und sprechen – mit der Maus, dem Finger oder der Leertaste. ${VOICE_NOTE}`,
    );
    await expect(canvas.getByText(VOICE_NOTE)).toBeVisible();

    const field = composer(canvas);
    await userEvent.type(field, 'Kurz gesagt:');
    // One keyboard for press and release: the key stays held between the two.
    const keyboard = userEvent.setup();
    talk.focus();
    await keyboard.keyboard('[Space>]');
    await expect(talk).toHaveAttribute('aria-pressed', 'true');
    const recognition = fakeSpeech.current();
    await expect(recognition.lang).toBe('de-DE');
    await expect(canvas.getByText('Hört zu … Loslassen beendet die Aufnahme.')).toBeVisible();
    recognition.hear('Unsere Kunden haben');
    await waitFor(() => expect(field).toHaveValue('Kurz gesagt: Unsere Kunden haben'));
    recognition.hear('Unsere Kunden haben 30 Prozent mehr Erstgespräche.', true);
    await waitFor(() =>
      expect(field).toHaveValue('Kurz gesagt: Unsere Kunden haben 30 Prozent mehr Erstgespräche.'),
    );
    await keyboard.keyboard('[/Space]');
    await expect(talk).toHaveAttribute('aria-pressed', 'false');
    await expect(recognition.listening).toBe(false);

    await userEvent.click(canvas.getByRole('switch', { name: 'Antworten vorlesen' }));
    await expect(fakeSpeech.spoken).toEqual([
      'Hm. Wir haben eigentlich genug zu tun. Was haben Sie denn konkret?',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Senden' }));
    await waitFor(() =>
      expect(fakeSpeech.spoken.at(-1)).toBe(
        'Das sagen alle. Wir arbeiten seit Jahren mit Empfehlungen, das reicht uns.',
      ),
    );
    await expect(field).toHaveValue('');
  },
};

/**
 * 'Auflegen': the call is evaluated on the same page — 64 %, not passed (70 % needed), Bronze
 * and its points, each criterion with the words that show it or 'Nicht gezeigt'. The result
 * takes the focus.
 */
export const HangUp: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: 'Deine Antwort' });
    await userEvent.type(
      field,
      'Unsere Kunden haben im Schnitt 30 Prozent mehr Erstgespräche im Kalender.{Enter}',
    );
    const log = canvas.getByRole('log', { name: 'Gesprächsverlauf' });
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(7));
    await userEvent.click(canvas.getByRole('button', { name: 'Auflegen' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('phoneTraining.sessions.finish', {
        sessionId: CALLS.active,
      }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Auswertung' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Ergebnis' })).toHaveFocus());
    await expect(canvas.getByText('64 %')).toBeVisible();
    await expect(canvas.getByText('Nicht bestanden')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Medaille: Bronze' })).toBeVisible();
    await expect(canvas.getByText('+5 Punkte')).toBeVisible();
    const criteria = within(canvas.getByRole('list', { name: 'Bewertung' })).getAllByRole(
      'listitem',
    );
    await expect(criteria[3]).toHaveTextContent(
      'Erfüllt: Hat einen konkreten Nutzen genannt, möglichst mit ZahlGewicht 3Zitat: „Unsere Kunden haben im Schnitt 30 Prozent mehr Erstgespräche im Kalender.“',
    );
    await expect(criteria[5]).toHaveTextContent(
      'Nicht erfüllt: Hat einen Termin mit Tag und Uhrzeit vorgeschlagen',
    );
    await expect(within(criteria[5] as HTMLElement).getByText('Nicht gezeigt')).toBeVisible();
  },
  tags: ['no-visual'],
};

/** A finished call's evaluation: Gold at 100 %, passed, 20 points. */
export const EvaluationGold: Story = {
  parameters: route(CALLS.gold),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Auswertung' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Terminvereinbarung: Inhaberin mit vollem Kalender · Anruf mit Petra Wagner',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('100 %')).toBeVisible();
    await expect(canvas.getByText('Bestanden')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Medaille: Gold' })).toBeVisible();
    await expect(canvas.getByText('+20 Punkte')).toBeVisible();
    await expect(
      canvas.getByText('Ausgewertet nach den Schlüsselwörtern der Kriterien (Vorlagen-Modus).'),
    ).toBeVisible();
    const criteria = within(canvas.getByRole('list', { name: 'Bewertung' })).getAllByRole(
      'listitem',
    );
    await expect(criteria.map((row) => row.getAttribute('data-state'))).toEqual([
      'passed',
      'passed',
      'passed',
      'passed',
      'passed',
    ]);
    await expect(criteria[1]).toHaveTextContent(
      '„Passt Ihnen Dienstag um 10 Uhr oder lieber Donnerstag um 14 Uhr?“',
    );
    await expect(
      within(canvas.getByRole('log', { name: 'Gesprächsverlauf des Anrufs' })).getAllByRole(
        'article',
      ),
    ).toHaveLength(9);
    await expect(canvas.getByRole('link', { name: 'Zum Szenario' })).toHaveAttribute(
      'href',
      `/app/telefon-training/szenarien/${SCENARIOS.dates}`,
    );
  },
};

/** Below 50 %: no medal, not passed, no points — and what would earn them. */
export const EvaluationWithoutMedal: Story = {
  parameters: route(CALLS.noMedal),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('31 %')).toBeVisible();
    await expect(canvas.getByText('Nicht bestanden')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Keine Medaille' })).toBeVisible();
    await expect(canvas.getByText('Ab 50 % gibt es Bronze und Punkte.')).toBeVisible();
    await expect(canvas.getAllByText('Nicht gezeigt')).toHaveLength(4);
  },
};

/** 'Nochmal üben' starts a new call of the same scenario and opens it. */
export const PractiseAgain: Story = {
  parameters: route(CALLS.noMedal),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Nochmal üben' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('phoneTraining.sessions.start', {
        scenarioId: SCENARIOS.gatekeeper,
      }),
    );
    // The new call, in place of the evaluation: Sandra Köhler picks up.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Anruf mit Sandra Köhler' }),
    ).toBeVisible();
    const log = canvas.getByRole('log', { name: 'Gesprächsverlauf' });
    await expect(within(log).getAllByRole('article')).toHaveLength(1);
    await expect(within(log).getByRole('article')).toHaveTextContent(
      'Brandt Logistik AG, Sandra Köhler, guten Tag. Was kann ich für Sie tun?',
    );
  },
  tags: ['no-visual'],
};

/** A call that is not the person's (or no call): said so, with the way back. */
export const NotFound: Story = {
  parameters: route(sessionId(999)),
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Übungsanruf nicht gefunden' });
    await expect(
      within(empty).getByRole('link', { name: 'Zur Szenario-Bibliothek' }),
    ).toBeVisible();
  },
};

/** The server fails: its message and 'Erneut versuchen'. */
export const LoadError: Story = {
  parameters: {
    msw: phoneTrainingServer({ fail: { 'phoneTraining.sessions.byId': SERVER_DOWN } }),
  },
  play: async ({ canvas }) => {
    await expectLoadError(
      canvas,
      'Anruf konnte nicht geladen werden',
      /Server ist gerade nicht erreichbar/,
    );
  },
};

/** The server refuses the company: the page says why. */
export const NoAccess: Story = {
  parameters: {
    msw: phoneTrainingServer({ fail: { 'phoneTraining.sessions.byId': NO_COMPANY_ACCESS } }),
  },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'das Telefon-Training', 'Kein Zugriff auf dieses Unternehmen.');
  },
};
