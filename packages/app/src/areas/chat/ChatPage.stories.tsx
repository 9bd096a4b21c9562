import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import {
  AI_EMPLOYEES_ONLY,
  DAILY_QUOTA_REACHED,
  PROVIDER_UNAUTHORIZED,
  TEMPLATE_MODE_LABEL,
} from '@sprint/server/ai';
import { Toaster, toast } from '@sprint/ui';
import {
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { expectLoadError, expectNoAccess } from '../../testing/pageStates';
import { requestRecorder } from '../../testing/requestRecorder';
import { findToasts } from '../../testing/toasts';
import {
  CHATS,
  DAILY_QUOTA_USED_UP,
  MESSAGES,
  PROVIDER_KEY_INVALID,
  REFERRALS_POST,
  aiServer,
  companyModelFixture,
  leadFixtures,
  type AiServerOptions,
} from './chatFixtures';
import { Component as ChatPage } from './ChatPage';

/** The app shell's 'noScroll' layout: the page fills the window, the conversation scrolls. */
const Window = styled.div`
  display: flex;
  flex-direction: column;
  height: 100svh;
  overflow: hidden;
`;

const withChatProviders: Decorator = (Story, context) => (
  <>
    <Window>{withPublicProviders(Story, context)}</Window>
    <Toaster />
  </>
);

const onMutation = fn();
const onTurn = fn();
const server = (options: AiServerOptions = {}) => aiServer({ onMutation, onTurn, ...options });

/** Streams the intro and the first variant, then waits (for 'Anhalten'). */
const PAUSED_AFTER_FIRST_VARIANT = {
  kind: 'pause',
  pauseAfter: REFERRALS_POST.indexOf('\n\n### Variante 2'),
} as const;

const servers = {
  default: server(),
  empty: server({ chats: [] }),
  paused: server({ replies: [PAUSED_AFTER_FIRST_VARIANT] }),
  failing: server({ connection: companyModelFixture, replies: [PROVIDER_KEY_INVALID] }),
  quota: server({ used: { today: 100, month: 1_480 }, replies: [DAILY_QUOTA_USED_UP] }),
  model: server({ connection: companyModelFixture }),
  listDown: server({ fail: { 'ai.chats.list': SERVER_DOWN } }),
};

/** One of the provider's employees: the AI chats are theirs (spec §6). */
const employee = { ...sessionUserFixture, ourEmployee: true };

const meta = {
  title: 'Pages/AI/Chat',
  decorators: [withChatProviders],
  args: { databaseUser: employee, customer: sessionCustomerFixture },
  // Toasts live in a module-wide store; every story starts from the same conversations, and an
  // answer an earlier story left streaming is ended.
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    onTurn.mockClear();
    for (const each of Object.values(servers)) each.reset();
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/chat', url: '/app/chat?category=postgenerator' },
    msw: servers.default,
  },
  render: () => <ChatPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

type Canvas = ReturnType<typeof within>;

const at = (url: string) => ({ route: { path: '/app/chat', url } });
const open = (category: string, id: string) => at(`/app/chat?category=${category}&chat=${id}`);

const transcript = (canvas: Canvas) => canvas.getByRole('log', { name: 'Unterhaltung' });
const composer = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Nachricht' });
const answers = (canvas: Canvas) =>
  within(transcript(canvas)).getAllByRole('article', { name: 'Antwort des Assistenten' });
const lastAnswer = (canvas: Canvas) => within(answers(canvas).at(-1) as HTMLElement);

/** The conversation in the list, by its title (the link's name goes on with its time). */
const listed = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('list', { name: 'Unterhaltungen' })).queryByRole('link', {
    name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });

const QUESTION = 'Schreib einen Beitrag für mein Netzwerk.';
/** The last line before the pause: the first variant's hashtags. */
const FIRST_VARIANT_END = '#Empfehlungen #Bestandskunden #Vertrieb';
const TOPIC = 'Empfehlungen von Bestandskunden';
const [alpenblick] = leadFixtures;

/** Thema and the question, sent with Enter. */
async function ask(canvas: Canvas) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Thema' }), TOPIC);
  await userEvent.type(composer(canvas), `${QUESTION}{Enter}`);
}

/** The screenshot without the ring a clicked or typed-in control keeps. */
const blurFocus = () => {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
};

/**
 * A new Postgenerator chat in the Vorlagen-Modus, which says so: the category's form and
 * 'Lead einbeziehen' open, the starters over the input, and no conversations yet.
 */
export const NewChat: Story = {
  parameters: { msw: servers.empty },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'AI Chat – Postgenerator' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('note', { name: 'Modus' })).toHaveTextContent(
      TEMPLATE_MODE_LABEL,
    );
    await expect(await canvas.findByText('Noch keine Unterhaltungen.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Neuer Chat' })).toHaveAttribute(
      'href',
      '/app/chat?category=postgenerator',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Neuer Chat' })).toBeVisible();

    for (const name of ['Thema', 'Zielgruppe']) {
      await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    }
    for (const name of ['Tonalität', 'Plattform', 'Länge']) {
      await expect(canvas.getByRole('combobox', { name })).toHaveTextContent('Keine Vorgabe');
    }
    await expect(canvas.getByRole('searchbox', { name: 'Lead einbeziehen' })).toBeVisible();

    await expect(
      within(transcript(canvas)).getByRole('heading', { name: 'Noch keine Unterhaltung' }),
    ).toBeVisible();
    const starters = within(canvas.getByRole('group', { name: 'Vorschläge' }));
    await expect(starters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Schreib einen Beitrag über unseren größten Kundenerfolg.',
      'Ein Beitrag mit drei Tipps für bessere Erstgespräche.',
      'Ein persönlicher Beitrag über einen Fehler, aus dem ich gelernt habe.',
    ]);
    await expect(
      await canvas.findByText(
        'Vorlagen-Modus: Deine Nachrichten bleiben in Sprint. Heute 12 von 100 Anfragen genutzt.',
      ),
    ).toBeVisible();
  },
};

/**
 * A stored Postgenerator chat whose answer was generated twice: the second version shows, its
 * three variants each with its characters against LinkedIn's 3.000; the switcher shows the
 * first version and back.
 */
export const Conversation: Story = {
  parameters: open('postgenerator', CHATS.success),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: 'Schreib einen Beitrag über unseren größten Kundenerfolg.',
      }),
    ).toBeVisible();
    await expect(
      listed(canvas, 'Schreib einen Beitrag über unseren größten Kundenerfolg.'),
    ).toHaveAttribute('aria-current', 'true');
    // The form closes once there are messages; the topic stays with the conversation.
    await expect(canvas.getByText('Angaben und Lead')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Thema', hidden: true })).toHaveValue(
      'Wie ein Maschinenbauer seine Termine verdoppelt hat',
    );

    const variants = within(lastAnswer(canvas).getByRole('list', { name: 'Varianten' }));
    await expect(variants.getAllByRole('listitem')).toHaveLength(3);
    for (const [name, count] of [
      ['Variante 1 – Storytelling', '930'],
      ['Variante 2 – Liste', '992'],
      ['Variante 3 – Frage', '973'],
    ] as const) {
      const row = within(variants.getByText(name).closest('li') as HTMLElement);
      await expect(row.getByText(`${count} / 3.000 Zeichen`)).toBeVisible();
      await expect(
        row.getByRole('button', { name: `${name.slice(0, 10)} kopieren` }),
      ).toBeVisible();
    }
    const versions = () =>
      within(lastAnswer(canvas).getByRole('group', { name: 'Versionen der Antwort' }));
    await expect(versions().getByText('Version 2 von 2')).toBeVisible();
    await expect(versions().getByRole('button', { name: 'Nächste Version' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(versions().getByRole('button', { name: 'Vorherige Version' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('ai.chats.selectVersion', {
        chatId: CHATS.success,
        messageId: MESSAGES.successFirstAnswer,
      }),
    );
    await waitFor(() => expect(versions().getByText('Version 1 von 2')).toBeVisible());
    await expect(lastAnswer(canvas).getByText('908 / 3.000 Zeichen')).toBeVisible();

    await userEvent.click(versions().getByRole('button', { name: 'Nächste Version' }));
    await waitFor(() => expect(versions().getByText('Version 2 von 2')).toBeVisible());
    await expect(lastAnswer(canvas).getByText('930 / 3.000 Zeichen')).toBeVisible();
    blurFocus();
  },
};

/**
 * Thema, a lead and the question, sent with Enter: the turn carries the form, the answer streams
 * into a busy log with 'Anhalten' in place of 'Senden'. The answer waits after its first
 * variant here, so the picture is the stream in flight.
 */
export const SendAndStream: Story = {
  parameters: { msw: servers.paused },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Thema' }), TOPIC);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Lead einbeziehen' }), 'alpen');
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Alpenblick Logistik GmbH · Maria Huber' }),
    );
    await expect(
      within(canvas.getByRole('group', { name: 'Lead einbeziehen' })).getByRole('link', {
        name: 'Alpenblick Logistik GmbH',
      }),
    ).toBeVisible();
    await userEvent.type(composer(canvas), `${QUESTION}{Enter}`);

    await waitFor(() => expect(transcript(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(await canvas.findByRole('button', { name: 'Anhalten' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Senden' })).toBeNull();
    await waitFor(() =>
      expect(onTurn).toHaveBeenCalledWith({
        action: 'send',
        text: QUESTION,
        category: 'postgenerator',
        variables: { thema: TOPIC },
        leadId: alpenblick?.id,
      }),
    );
    await expect(
      within(transcript(canvas)).getByRole('article', { name: 'Nachricht von Du' }),
    ).toHaveTextContent(QUESTION);
    // Everything up to the pause has arrived: the first variant, with its count.
    await waitFor(() => expect(lastAnswer(canvas).getByText('973 / 3.000 Zeichen')).toBeVisible());
    await waitFor(() => expect(lastAnswer(canvas).getByText(FIRST_VARIANT_END)).toBeVisible());
    const answer = lastAnswer(canvas);
    await expect(answer.getAllByRole('listitem')).toHaveLength(1);
    await expect(answer.queryByRole('button', { name: 'Antwort kopieren' })).toBeNull();
    // Still streaming: the log stays busy and the form waits.
    await expect(transcript(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Thema', hidden: true })).toBeDisabled();
    blurFocus();
  },
};

/**
 * 'Anhalten' while the answer streams: it ends where it was, marked 'Angehalten.', and the new
 * conversation is listed and open, with 'Neu generieren'; opened again, it is stored so.
 */
export const Stop: Story = {
  parameters: { msw: servers.paused },
  play: async ({ canvas }) => {
    await ask(canvas);
    const stop = await canvas.findByRole('button', { name: 'Anhalten' });
    await waitFor(() => expect(lastAnswer(canvas).getByText(FIRST_VARIANT_END)).toBeVisible());
    await userEvent.click(stop);

    await expect(await lastAnswer(canvas).findByText('Angehalten.')).toBeVisible();
    await waitFor(() => expect(transcript(canvas)).not.toHaveAttribute('aria-busy'));
    await expect(await canvas.findByRole('heading', { level: 2, name: QUESTION })).toBeVisible();
    await waitFor(() => expect(listed(canvas, QUESTION)).toHaveAttribute('aria-current', 'true'));
    await expect(
      await lastAnswer(canvas).findByRole('button', { name: 'Neu generieren' }),
    ).toBeVisible();
    // Stored so: opened again from the list, the same part of the answer, marked stopped.
    await userEvent.click(
      listed(canvas, 'Schreib einen Beitrag über unseren größten Kundenerfolg.') as HTMLElement,
    );
    await waitFor(() => expect(listed(canvas, QUESTION)).not.toHaveAttribute('aria-current'));
    await userEvent.click(listed(canvas, QUESTION) as HTMLElement);
    await waitFor(() => expect(lastAnswer(canvas).getByText('Angehalten.')).toBeVisible());
    await expect(lastAnswer(canvas).getByText(FIRST_VARIANT_END)).toBeVisible();
    await expect(lastAnswer(canvas).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Senden' })).toBeVisible();
    blurFocus();
  },
};

/**
 * The company's model refuses mid-stream (its key is no longer valid): the server's words in an
 * alert, the answer so far marked as failed, and 'Neu generieren' to try again.
 */
export const ProviderFailure: Story = {
  parameters: { msw: servers.failing },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Verbunden mit gpt-4o-mini (Modell deines Unternehmens).'),
    ).toBeVisible();
    await ask(canvas);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(PROVIDER_UNAUTHORIZED));
    const answer = lastAnswer(canvas);
    await expect(answer.getByText('Die Antwort ist fehlgeschlagen.')).toBeVisible();
    await expect(answers(canvas).at(-1)).toHaveTextContent('Vor ein paar Jahren');
    await expect(
      await lastAnswer(canvas).findByRole('button', { name: 'Neu generieren' }),
    ).toBeVisible();
    await waitFor(() => expect(listed(canvas, QUESTION)).toHaveAttribute('aria-current', 'true'));
    // The question is kept in the conversation: the input is free for the next one.
    await expect(composer(canvas)).toHaveValue('');
    blurFocus();
  },
};

/**
 * Today's requests are used up: the server refuses before answering (412), the alert says so,
 * and the question is back in the input, nothing lost.
 */
export const QuotaReached: Story = {
  parameters: { msw: servers.quota },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Heute 100 von 100 Anfragen genutzt\.$/)).toBeVisible();
    await userEvent.type(composer(canvas), `${QUESTION}{Enter}`);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(DAILY_QUOTA_REACHED));
    await waitFor(() => expect(composer(canvas)).toHaveValue(QUESTION));
    await waitFor(() =>
      expect(within(transcript(canvas)).queryAllByRole('article')).toHaveLength(0),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Neuer Chat' })).toBeVisible();
    blurFocus();
  },
};

/**
 * The company's own model answers (Allgemein): the page names it, and the note under the input
 * says what is sent where; no Vorlagen-Modus notice.
 */
export const ModelConnected: Story = {
  parameters: { ...at('/app/chat'), msw: servers.model },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'AI Chat – Allgemein' }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Verbunden mit gpt-4o-mini (Modell deines Unternehmens).'),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Gesendet wird nur, was du in diesem Chat siehst – an api.openai.com (gpt-4o-mini). Heute 12 von 100 Anfragen genutzt.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('note', { name: 'Modus' })).toBeNull();
    await expect(
      await within(await canvas.findByRole('list', { name: 'Unterhaltungen' })).findByRole('link', {
        name: /^Wie strukturiere ich ein Erstgespräch in 20 Minuten\?/,
      }),
    ).toBeVisible();
  },
};

/**
 * A Content-Kalender plan: each row goes into the calendar as an all-day event; the row then
 * says 'Im Kalender', and the toast offers the calendar.
 */
export const ContentKalender: Story = {
  parameters: open('content-kalender', CHATS.calendar),
  play: async ({ canvas }) => {
    const plan = within(await canvas.findByRole('list', { name: 'Redaktionsplan' }));
    await expect(
      plan
        .getAllByRole('button', { name: /in den Kalender übernehmen$/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      '24.11.2026 in den Kalender übernehmen',
      '26.11.2026 in den Kalender übernehmen',
      '01.12.2026 in den Kalender übernehmen',
      '03.12.2026 in den Kalender übernehmen',
    ]);
    await expect(plan.getByRole('button', { name: 'Alle 4 übernehmen' })).toBeVisible();

    await userEvent.click(
      plan.getByRole('button', { name: '24.11.2026 in den Kalender übernehmen' }),
    );
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('calendar.events.create', {
        title: 'LinkedIn: Häufigster Fehler rund um Vertrieb im Handwerk',
        description:
          'Format: Text-Post\nHook: Diesen Fehler sehe ich fast jede Woche – und er ist leicht zu vermeiden.',
        allDay: true,
        startDate: '2026-11-24',
        endDate: '2026-11-24',
      }),
    );
    await expect(await plan.findByText('Im Kalender')).toBeVisible();
    await expect(
      plan.queryByRole('button', { name: '24.11.2026 in den Kalender übernehmen' }),
    ).toBeNull();
    await expect(plan.getByRole('button', { name: 'Alle 3 übernehmen' })).toBeVisible();
    const toasts = await findToasts();
    await expect(await toasts.findByText('In den Kalender übernommen')).toBeVisible();
    await expect(toasts.getByRole('button', { name: 'Kalender öffnen' })).toBeVisible();
    blurFocus();
  },
};

/** The conversation's menu: 'Umbenennen' saves the new title; 'Löschen' asks, then it is gone. */
export const RenameAndDelete: Story = {
  parameters: open('postgenerator', CHATS.success),
  play: async ({ canvas }) => {
    const renamed = 'Kundenerfolg Maschinenbau für LinkedIn';
    const menu = await canvas.findByRole('button', { name: 'Aktionen zur Unterhaltung' });
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Umbenennen' }));
    const rename = within(await screen.findByRole('dialog', { name: 'Unterhaltung umbenennen' }));
    const title = rename.getByRole('textbox', { name: 'Titel' });
    await expect(title).toHaveValue('Schreib einen Beitrag über unseren größten Kundenerfolg.');
    await userEvent.clear(title);
    await userEvent.type(title, renamed);
    await userEvent.click(rename.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('ai.chats.rename', {
        chatId: CHATS.success,
        title: renamed,
      }),
    );
    await expect(await canvas.findByRole('heading', { level: 2, name: renamed })).toBeVisible();
    await waitFor(() => expect(listed(canvas, renamed)).toHaveAttribute('aria-current', 'true'));

    await userEvent.click(canvas.getByRole('button', { name: 'Aktionen zur Unterhaltung' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Unterhaltung löschen?' }),
    );
    await expect(
      confirm.getByText(
        `„${renamed}“ wird mit allen Versionen gelöscht. Das lässt sich nicht rückgängig machen.`,
      ),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Löschen' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('ai.chats.delete', { chatId: CHATS.success }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Neuer Chat' }),
    ).toBeVisible();
    await waitFor(() => expect(listed(canvas, renamed)).toBeNull());
    await expect(
      listed(canvas, 'Ein Beitrag mit drei Tipps für bessere Erstgespräche.'),
    ).toBeVisible();
    blurFocus();
  },
};

/**
 * The pencil on the last question opens it for editing in place; saved with Enter, it is sent as
 * an edit of that question, and the question shows as its second version with a new answer.
 */
export const EditLastQuestion: Story = {
  parameters: open('objection-handler', CHATS.objection),
  play: async ({ canvas }) => {
    const edited = '„Schicken Sie mir erst mal Unterlagen, dann melde ich mich.“';
    const log = within(await canvas.findByRole('log', { name: 'Unterhaltung' }));
    const question = within(await log.findByRole('article', { name: 'Nachricht von Du' }));
    await userEvent.click(question.getByRole('button', { name: 'Frage bearbeiten' }));
    const editor = canvas.getByRole('textbox', { name: 'Frage bearbeiten' });
    await expect(editor).toHaveValue('„Das ist uns gerade zu teuer.“');
    await userEvent.clear(editor);
    await userEvent.type(editor, `${edited}{Enter}`);

    await waitFor(() =>
      expect(onTurn).toHaveBeenCalledWith({
        action: 'edit',
        chatId: CHATS.objection,
        messageId: MESSAGES.objectionQuestion,
        text: edited,
        category: 'objection-handler',
        variables: { tonalitaet: 'Professionell' },
        leadId: alpenblick?.id,
      }),
    );
    await waitFor(() =>
      expect(answers(canvas).at(-1)).toHaveTextContent(/^Assistent:\s*Einwandtyp: Vertrauen/),
    );
    const asked = within(
      await waitFor(() => {
        const [article] = within(transcript(canvas)).getAllByRole('article', {
          name: 'Nachricht von Du',
        });
        expect(article).toHaveTextContent(edited);
        return article as HTMLElement;
      }),
    );
    await expect(await asked.findByText('Version 2 von 2')).toBeVisible();
    await waitFor(() => expect(transcript(canvas)).not.toHaveAttribute('aria-busy'));
    blurFocus();
  },
};

/** Records what the page asks, for the page that should ask nothing. */
const recorder = requestRecorder();

/** A customer's staff member: why not, in the server's words, and nothing asked of the server. */
export const NoAccess: Story = {
  args: { databaseUser: sessionUserFixture },
  parameters: { msw: recorder.handlers },
  beforeEach: recorder.reset,
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die AI-Chats', AI_EMPLOYEES_ONLY);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'AI Chat – Postgenerator' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Nachricht' })).toBeNull();
    await recorder.expectNothingAsked();
  },
};

/** The conversations could not be loaded: the list says so and offers to try again. */
export const LoadError: Story = {
  parameters: { msw: servers.listDown },
  play: async ({ canvas }) => {
    await expectLoadError(
      canvas,
      'Unterhaltungen konnten nicht geladen werden',
      SERVER_DOWN.message,
    );
  },
};
