import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Bot } from 'lucide-react';
import { CHAT_CATEGORY_LABELS } from '@sprint/server/ai';
import { ItemList, ItemListItem, Link, Stack, Text, formatRelativeTime } from '@sprint/ui';
import { AccessQueryState } from '../../components/AccessQueryState';
import { useViewer } from '../../components/access';
import { useTRPC } from '../../api/trpc';
import { chatHref, CHAT_PATH } from './queries';

/** The latest conversations with the assistants, and today's requests of the quota. */
export function ChatDashboardCard() {
  // Customers' staff have no AI chats (spec §6): no card, and no request the server refuses.
  return useViewer().ourEmployee ? <RecentChats /> : null;
}

function RecentChats() {
  const trpc = useTRPC();
  const recent = useQuery(trpc.ai.chats.recent.queryOptions());
  const status = useQuery(trpc.ai.status.queryOptions());
  const headingId = useId();
  const usage = status.data?.usage;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Stack direction="row" gap="4" align="baseline" justify="between" wrap>
        <h2 id={headingId}>AI-Assistenten</h2>
        <Link href={CHAT_PATH}>Neuer Chat</Link>
      </Stack>
      {usage ? (
        <Text size="sm" tone="muted">
          Heute {usage.dailyUsed} von {usage.dailyLimit} Anfragen genutzt
          {status.data?.mode === 'templates' ? ' · Vorlagen-Modus' : ''}
        </Text>
      ) : null}
      <AccessQueryState
        subject="die AI-Chats"
        query={recent}
        loadingLabel="Unterhaltungen werden geladen"
        errorTitle="Unterhaltungen konnten nicht geladen werden"
        headingLevel={3}
        size="compact"
        icon={<Bot aria-hidden />}
        empty={
          <Text as="p" size="sm" tone="muted">
            Noch keine Unterhaltungen. Frag den Postgenerator nach deinem nächsten Beitrag.
          </Text>
        }
      >
        {(items) => (
          <ItemList aria-labelledby={headingId}>
            {items.map((item) => (
              <ItemListItem key={item.id}>
                <Link href={chatHref(item.category, item.id)}>{item.title}</Link>{' '}
                <Text size="sm" tone="muted">
                  {CHAT_CATEGORY_LABELS[item.category]} · {formatRelativeTime(item.updatedAt)}
                </Text>
              </ItemListItem>
            ))}
          </ItemList>
        )}
      </AccessQueryState>
    </Stack>
  );
}
