import { useEffect, useMemo, useRef, useState } from 'react';
import { Chat, useChat } from '@ai-sdk/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Pencil, RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ChatComposer,
  ChatBranchSwitcher,
  ChatMessage,
  ChatMessageAction,
  ChatTranscript,
  Disclosure,
  EmptyState,
  Stack,
  Markdown,
} from '@sprint/ui';
import { CHAT_CATEGORY_SETUP, MESSAGE_MAX_CHARS, type ChatCategory } from '@sprint/server/ai';
import { Bot } from 'lucide-react';
import { useTRPC } from '../../../api/trpc';
import { LeadField, type LeadChoice } from '../../crm/public';
import {
  chatErrorMessage,
  chatTransport,
  messageText,
  type AiMessage,
  type TurnOptions,
} from '../chatTransport';
import type { AiStatus, ChatView, StoredMessage } from '../queries';
import { AnswerExtras, copyToClipboard, hasAnswerExtras } from './AnswerExtras';
import { ChatVariablesForm } from './ChatVariablesForm';

/** Stored messages as the chat hook holds them: the database's ids, the text as one part. */
export function toAiMessages(messages: readonly StoredMessage[]): AiMessage[] {
  return messages.map((message) => ({
    id: message.id,
    role: message.role,
    parts: [{ type: 'text', text: message.content }],
    metadata: { status: message.status === 'streaming' ? undefined : message.status },
  }));
}

/**
 * How far an answer's headings move down: its highest level lands right under the conversation's
 * title (an h2), whether the model starts at '###' (what the prompts ask for) or at '#'.
 */
export function answerHeadingOffset(text: string): number {
  let top = 6;
  for (const [, hashes = '######'] of text.matchAll(/^ {0,3}(#{1,6})[ \t]/gm)) {
    top = Math.min(top, hashes.length);
  }
  return Math.max(0, 3 - top);
}

const Pane = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--space-3);
  min-height: 0;
`;

export type ChatConversationProps = {
  category: ChatCategory;
  /** The open conversation, null for a new one. */
  chatId: string | null;
  /** The stored conversation (null while new). */
  stored: ChatView | null;
  status: AiStatus | undefined;
  /** A new conversation got its id with its first answer: the page puts it in the address. */
  onCreated: (chatId: string) => void;
  /** For the structured answers' dates (the page's clock, fixed in stories). */
  today: Date;
};

/**
 * One conversation: the category's form and 'Lead einbeziehen', the transcript with its
 * streamed answers, and the input. The chat hook streams the current turn; the stored
 * conversation (versions, failed answers) replaces its messages once a turn has ended.
 */
export function ChatConversation({
  category,
  chatId,
  stored,
  status,
  onCreated,
  today,
}: ChatConversationProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setup = CHAT_CATEGORY_SETUP[category];
  const [variables, setVariables] = useState<Record<string, string>>(stored?.variables ?? {});
  const [lead, setLead] = useState<LeadChoice | null>(
    stored?.lead ? { id: stored.lead.id, name: stored.lead.name } : null,
  );
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  /** The answer the person stopped (shown as stopped before the stored one says so). */
  const [stoppedId, setStoppedId] = useState<string | null>(null);
  // One chat object per conversation; a new conversation keeps its object when it gets its id.
  const [chat] = useState(
    () =>
      new Chat<AiMessage>({
        id: chatId ?? `neu-${category}`,
        transport: chatTransport(),
        messages: stored ? toAiMessages(stored.messages) : [],
      }),
  );
  const {
    messages,
    status: chatStatus,
    error,
    sendMessage,
    regenerate,
    stop,
    setMessages,
  } = useChat({ chat, throttle: 50 });
  const busy = chatStatus === 'submitted' || chatStatus === 'streaming';

  // A newer stored conversation (after a turn, a version switch): take its ids, versions and
  // states — but not while a turn streams, nor a copy read while the answer was still coming.
  const synced = useRef(stored);
  useEffect(() => {
    if (!stored || stored === synced.current || busy) return;
    if (stored.messages.some((message) => message.status === 'streaming')) {
      // A stopped answer is settled by the server a moment after its stream closed: ask again.
      const timer = setTimeout(() => {
        void queryClient.invalidateQueries({
          queryKey: trpc.ai.chats.byId.queryKey({ chatId: stored.id }),
        });
      }, 500);
      return () => clearTimeout(timer);
    }
    synced.current = stored;
    setMessages(toAiMessages(stored.messages));
  }, [stored, busy, setMessages, queryClient, trpc]);

  const byId = useMemo(
    () => new Map((stored?.messages ?? []).map((message) => [message.id, message])),
    [stored],
  );
  const selectVersion = useMutation(
    trpc.ai.chats.selectVersion.mutationOptions({
      onSuccess: (view) =>
        queryClient.setQueryData(trpc.ai.chats.byId.queryKey({ chatId: view.id }), view),
    }),
  );

  const turn = (editOf?: string): TurnOptions => ({
    category,
    chatId,
    variables,
    leadId: lead?.id ?? null,
    ...(editOf ? { editOf } : {}),
  });

  /**
   * When a turn has ended: a new conversation gets its address, the lists and quotas refetch,
   * and a question the server refused before answering goes back into the input, nothing lost.
   */
  const afterTurn = () => {
    const current = chat.messages;
    const last = current.at(-1);
    if (chat.status === 'error' && last?.role === 'user') {
      setMessages(current.slice(0, -1));
      setDraft(messageText(last));
    }
    const created = current.findLast((message) => message.role === 'assistant')?.metadata?.chatId;
    if (created && !chatId) onCreated(created);
    void queryClient.invalidateQueries({ queryKey: trpc.ai.pathKey() });
  };

  const send = async (text: string) => {
    if (busy || !text.trim()) return;
    setDraft('');
    await sendMessage({ text }, { body: turn() });
    afterTurn();
  };
  const saveEdit = async () => {
    if (!editing || busy || !editing.text.trim()) return;
    const index = messages.findIndex((message) => message.id === editing.id);
    setMessages(messages.slice(0, index));
    setEditing(null);
    await sendMessage({ text: editing.text }, { body: turn(editing.id) });
    afterTurn();
  };
  const redo = async (messageId: string) => {
    if (busy) return;
    await regenerate({ messageId, body: turn() });
    afterTurn();
  };

  const lastUser = messages.findLast((message) => message.role === 'user');
  const lastAssistant = messages.at(-1)?.role === 'assistant' ? messages.at(-1) : undefined;
  const failure = chatErrorMessage(error);
  const limits = status?.usage;
  const note =
    status?.mode === 'model'
      ? `Gesendet wird nur, was du in diesem Chat siehst – an ${status.destination ?? 'das KI-Modell'} (${status.modelName ?? 'Modell'}).`
      : 'Vorlagen-Modus: Deine Nachrichten bleiben in Sprint.';

  return (
    <Pane>
      <Disclosure
        open={messages.length === 0 || undefined}
        summary={setup.variables.length > 0 ? 'Angaben und Lead' : 'Lead einbeziehen'}
      >
        {setup.variables.length > 0 ? (
          <ChatVariablesForm
            variables={setup.variables}
            values={variables}
            onChange={setVariables}
            disabled={busy}
          />
        ) : null}
        <LeadField
          label="Lead einbeziehen"
          description="Optional: Unternehmen, Ansprechpartner und Status des Leads gehen in die Anfrage."
          value={lead}
          onChange={setLead}
        />
      </Disclosure>
      <ChatTranscript
        aria-label="Unterhaltung"
        busy={busy}
        // Room for a few lines however tall the form above is: the page scrolls beyond that.
        style={{ minHeight: '16rem' }}
        empty={
          <EmptyState icon={<Bot aria-hidden />} title="Noch keine Unterhaltung" size="compact">
            {setup.description}
          </EmptyState>
        }
      >
        {messages.map((message, index) => {
          const text = messageText(message);
          const storedMessage = byId.get(message.id);
          const streamingNow = busy && message === messages.at(-1) && message.role === 'assistant';
          const isLast = message === messages.at(-1);
          // How this turn ended, known here before the stored conversation says so.
          const endedHere =
            isLast && message.role === 'assistant'
              ? stoppedId === message.id
                ? 'stopped'
                : chatStatus === 'error'
                  ? 'failed'
                  : undefined
              : undefined;
          const messageStatus = streamingNow
            ? 'streaming'
            : (endedHere ?? storedMessage?.status ?? message.metadata?.status ?? 'done');
          if (editing?.id === message.id) {
            return (
              <ChatComposer
                // Keyed by position: the stored ids replace the hook's after each turn.
                key={index}
                label="Frage bearbeiten"
                value={editing.text}
                onValueChange={(value) => setEditing({ id: message.id, text: value })}
                onSubmit={() => void saveEdit()}
                maxLength={MESSAGE_MAX_CHARS}
                note={
                  <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                    Abbrechen
                  </Button>
                }
              />
            );
          }
          const switchTo = (messageId: string | undefined) => {
            if (messageId && chatId && !busy) selectVersion.mutate({ chatId, messageId });
          };
          const versions =
            storedMessage && storedMessage.versions > 1 ? (
              <ChatBranchSwitcher
                index={storedMessage.version}
                count={storedMessage.versions}
                onPrevious={() => switchTo(storedMessage.siblingIds[storedMessage.version - 2])}
                onNext={() => switchTo(storedMessage.siblingIds[storedMessage.version])}
              />
            ) : null;
          const actions =
            message.role === 'assistant' ? (
              streamingNow ? null : (
                <>
                  <ChatMessageAction
                    label="Antwort kopieren"
                    icon={Copy}
                    onClick={() => void copyToClipboard(text, 'Antwort')}
                  />
                  {message === lastAssistant && chatId ? (
                    <ChatMessageAction
                      label="Neu generieren"
                      icon={RefreshCw}
                      aria-disabled={busy || undefined}
                      onClick={() => void redo(message.id)}
                    />
                  ) : null}
                </>
              )
            ) : message === lastUser && chatId && !busy ? (
              <ChatMessageAction
                label="Frage bearbeiten"
                icon={Pencil}
                onClick={() => setEditing({ id: message.id, text })}
              />
            ) : null;
          const extras =
            message.role === 'assistant' &&
            messageStatus !== 'failed' &&
            hasAnswerExtras(category) ? (
              <AnswerExtras
                category={category}
                text={text}
                variables={stored?.variables ?? variables}
                complete={messageStatus === 'done'}
                today={today}
              />
            ) : null;
          return (
            <ChatMessage
              key={index}
              role={message.role === 'user' ? 'user' : 'assistant'}
              {...(message.role === 'assistant' && text !== ''
                ? {
                    children: (
                      <Markdown
                        streaming={messageStatus !== 'done'}
                        headingOffset={answerHeadingOffset(text)}
                      >
                        {text}
                      </Markdown>
                    ),
                  }
                : { text })}
              status={messageStatus}
              actions={actions}
              footer={
                versions || extras ? (
                  <Stack gap="2">
                    {versions}
                    {extras}
                  </Stack>
                ) : null
              }
            />
          );
        })}
        {chatStatus === 'submitted' ? (
          <ChatMessage key="wartet" role="assistant" text="" status="streaming" />
        ) : null}
      </ChatTranscript>
      <Alert variant="destructive" message={failure} />
      <ChatComposer
        label="Nachricht"
        hideLabel
        placeholder="Schreib deine Frage oder Aufgabe …"
        value={draft}
        onValueChange={setDraft}
        onSubmit={(text) => void send(text)}
        streaming={busy}
        onStop={() => {
          const last = messages.at(-1);
          if (last?.role === 'assistant') setStoppedId(last.id);
          void stop();
        }}
        maxLength={MESSAGE_MAX_CHARS}
        starters={[...setup.starters]}
        showStarters={messages.length === 0 && !busy}
        onStarter={(text) => void send(text)}
        note={
          limits
            ? `${note} Heute ${limits.dailyUsed} von ${limits.dailyLimit} Anfragen genutzt.`
            : note
        }
      />
    </Pane>
  );
}
