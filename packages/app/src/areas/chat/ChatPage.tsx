import { useState } from 'react';
import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { Download, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import {
  ConfirmDialog,
  ConversationList,
  ConversationListItem,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  EmptyState,
  Link,
  Button,
  Note,
  PageHeader,
  QueryState,
  SearchField,
  SplitView,
  Text,
  formatRelativeTime,
  toast,
} from '@sprint/ui';
import {
  CHAT_CATEGORY_LABELS,
  CHAT_CATEGORY_SETUP,
  TITLE_MAX_CHARS,
  type ChatCategory,
} from '@sprint/server/ai';
import { MessagesSquare } from 'lucide-react';
import { useTRPC, useTRPCClient } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { FullHeightFrame } from '../../components/FullHeightFrame';
import { NoAccessPage } from '../../components/NoAccess';
import { TextDialog } from '../../components/TextDialog';
import { errorMessage } from '../../lib/errorMessage';
import { isUuid } from '../../lib/uuid';
import { usePageSearchParams } from '../../router/usePageSearchParams';
import { categoryOf } from './categories';
import { ChatConversation } from './components/ChatConversation';
import { chatHref, forAiChats, type AiStatus, type ChatView } from './queries';

const DESCRIPTION = 'Dein Assistent für Texte, Ideen und Einwände.';

const ListPane = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  min-height: 0;
  padding: var(--space-3);
  overflow-y: auto;

  /* The search field grows along a toolbar's row; in this column it keeps its own height. */
  & > * {
    flex: none;
  }
`;

const DetailHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
`;

/** Which mode answers: the Vorlagen-Modus says so plainly, with how an admin connects a model. */
function ModeNotice({ status }: { status: AiStatus | undefined }) {
  if (!status) return null;
  if (status.mode === 'templates') {
    return (
      <Note role="note" aria-label="Modus">
        <strong>{status.label}</strong> {status.help}
      </Note>
    );
  }
  return (
    <Text as="p" size="sm" tone="muted">
      Verbunden mit {status.modelName}
      {status.source === 'company' ? ' (Modell deines Unternehmens)' : ''}.
    </Text>
  );
}

/** The category's conversations: search, and each one as a link (`?chat=`). */
function ConversationsPane({
  category,
  selectedId,
  search,
  onSearch,
}: {
  category: ChatCategory;
  selectedId: string | null;
  search: string;
  onSearch: (search: string) => void;
}) {
  const trpc = useTRPC();
  const list = useQuery({
    ...trpc.ai.chats.list.queryOptions({ category, ...(search ? { search } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPane>
      <Button asChild variant="outline">
        <Link href={chatHref(category)}>
          <Plus aria-hidden />
          Neuer Chat
        </Link>
      </Button>
      <SearchField
        aria-label="Unterhaltungen durchsuchen"
        placeholder="Unterhaltungen durchsuchen"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <QueryState
        query={list}
        loadingLabel="Unterhaltungen werden geladen"
        errorTitle="Unterhaltungen konnten nicht geladen werden"
        icon={<MessagesSquare aria-hidden />}
        size="compact"
      >
        {({ items }) =>
          items.length === 0 ? (
            <Text as="p" size="sm" tone="muted">
              {search ? 'Keine passende Unterhaltung.' : 'Noch keine Unterhaltungen.'}
            </Text>
          ) : (
            <ConversationList aria-label="Unterhaltungen">
              {items.map((item) => (
                <ConversationListItem
                  key={item.id}
                  href={chatHref(category, item.id)}
                  name={item.title}
                  time={formatRelativeTime(item.updatedAt)}
                  dateTime={item.updatedAt.toISOString()}
                  current={item.id === selectedId}
                />
              ))}
            </ConversationList>
          )
        }
      </QueryState>
    </ListPane>
  );
}

/** 'Umbenennen', 'Als Markdown exportieren', 'Löschen' of the open conversation. */
function ConversationMenu({ chat, onDeleted }: { chat: ChatView; onDeleted: () => void }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const rename = useMutation(trpc.ai.chats.rename.mutationOptions());
  const remove = useMutation(trpc.ai.chats.delete.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.ai.chats.pathKey() });

  const exportMarkdown = async () => {
    try {
      const { fileName, markdown } = await client.ai.chats.export.query({ chatId: chat.id });
      const url = URL.createObjectURL(
        new Blob([markdown], { type: 'text/markdown;charset=utf-8' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      toast({ title: errorMessage(failure), variant: 'destructive' });
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Aktionen zur Unterhaltung">
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setDialog('rename')}>
            <Pencil aria-hidden />
            Umbenennen
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void exportMarkdown()}>
            <Download aria-hidden />
            Als Markdown exportieren
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setDialog('delete')}>
            <Trash2 aria-hidden />
            Löschen
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog === 'rename' ? (
        <TextDialog
          title="Unterhaltung umbenennen"
          label="Titel"
          initialValue={chat.title}
          maxLength={TITLE_MAX_CHARS}
          emptyMessage="Bitte gib einen Titel ein."
          onSave={async (title) => {
            await rename.mutateAsync({ chatId: chat.id, title });
            await refresh();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title="Unterhaltung löschen?"
        description={`„${chat.title}“ wird mit allen Versionen gelöscht. Das lässt sich nicht rückgängig machen.`}
        confirmLabel="Löschen"
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ chatId: chat.id });
          } catch (failure) {
            toast({ title: errorMessage(failure), variant: 'destructive' });
            throw failure;
          }
          await refresh();
          onDeleted();
        }}
      />
    </>
  );
}

/** The open conversation, or a new one; loaded before its chat object is made. */
function ConversationDetail({
  category,
  chatId,
  status,
  onOpen,
}: {
  category: ChatCategory;
  chatId: string | null;
  status: AiStatus | undefined;
  onOpen: (chatId: string | null) => void;
}) {
  const trpc = useTRPC();
  // A new conversation that just got its id keeps its chat object (and its stream); leaving it
  // for another (or for 'Neuer Chat') starts a fresh one.
  // The address names the new id a render or two after `onOpen` (the router updates in a
  // transition): until it has arrived there, an address without a chat is still this one.
  const [session, setSession] = useState<{ n: number; adopted: string | null; arrived: boolean }>({
    n: 0,
    adopted: null,
    arrived: false,
  });
  if (session.adopted !== null) {
    if (chatId === session.adopted) {
      if (!session.arrived) setSession({ ...session, arrived: true });
    } else if (chatId !== null || session.arrived) {
      setSession({ n: session.n + 1, adopted: null, arrived: false });
    }
  }
  const adopted = session.adopted;
  const valid = chatId !== null && isUuid(chatId);
  const chat = useQuery(trpc.ai.chats.byId.queryOptions(valid ? { chatId } : skipToken));
  const today = new Date();
  const title = chat.data?.title ?? (chatId ? '' : 'Neuer Chat');

  const conversation = (stored: ChatView | null) => (
    <ChatConversation
      key={chatId && chatId !== adopted ? chatId : `neu-${session.n}`}
      category={category}
      chatId={chatId}
      stored={stored}
      status={status}
      today={today}
      onCreated={(id) => {
        setSession({ n: session.n, adopted: id, arrived: false });
        onOpen(id);
      }}
    />
  );

  if (chatId && !valid) {
    return (
      <EmptyState
        icon={<MessagesSquare aria-hidden />}
        title="Unterhaltung nicht gefunden"
        size="compact"
      >
        Diese Unterhaltung gibt es nicht.
      </EmptyState>
    );
  }
  return (
    <>
      <DetailHeader>
        <Text as="h2" size="lg" weight="semibold" breakWords>
          {title}
        </Text>
        {chat.data ? <ConversationMenu chat={chat.data} onDeleted={() => onOpen(null)} /> : null}
      </DetailHeader>
      {chatId && chatId !== adopted ? (
        <QueryState
          query={chat}
          loadingLabel="Unterhaltung wird geladen"
          errorTitle="Unterhaltung konnte nicht geladen werden"
          icon={<MessagesSquare aria-hidden />}
          size="compact"
        >
          {(stored) => conversation(stored)}
        </QueryState>
      ) : (
        conversation(chat.data ?? null)
      )}
    </>
  );
}

/** A full-height page (layout 'noScroll'): the conversation scrolls, not the page. */
export function Component() {
  const trpc = useTRPC();
  const access = usePageAccess(forAiChats, [trpc.ai.pathKey()]);
  const [params, setParams] = usePageSearchParams();
  const category = categoryOf(params.get('category'));
  const label = CHAT_CATEGORY_LABELS[category];
  if (!access.allowed) {
    return (
      <NoAccessPage
        title={`AI Chat – ${label}`}
        description={DESCRIPTION}
        subject="die AI-Chats"
        reason={access.reason}
      />
    );
  }
  return <ChatWorkspace key={category} category={category} params={params} setParams={setParams} />;
}

function ChatWorkspace({
  category,
  params,
  setParams,
}: {
  category: ChatCategory;
  params: URLSearchParams;
  setParams: ReturnType<typeof usePageSearchParams>[1];
}) {
  const trpc = useTRPC();
  const status = useQuery(trpc.ai.status.queryOptions());
  const chatId = params.get('chat');
  const search = params.get('suche') ?? '';
  const setParam = (name: string, value: string | null, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace },
    );

  return (
    <FullHeightFrame>
      <PageHeader
        title={`AI Chat – ${CHAT_CATEGORY_LABELS[category]}`}
        description={CHAT_CATEGORY_SETUP[category].description}
      />
      <ModeNotice status={status.data} />
      <SplitView
        selectedKey={chatId ?? 'neu'}
        detailLabel="Unterhaltung"
        list={
          <ConversationsPane
            category={category}
            selectedId={chatId}
            search={search}
            onSearch={(value) => setParam('suche', value.trim() ? value : null, true)}
          />
        }
        detail={
          <ConversationDetail
            category={category}
            chatId={chatId}
            status={status.data}
            onOpen={(id) => setParam('chat', id, true)}
          />
        }
      />
    </FullHeightFrame>
  );
}
