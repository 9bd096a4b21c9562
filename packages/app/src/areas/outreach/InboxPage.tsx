import { skipToken, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ArrowLeft, ExternalLink, Inbox, MessagesSquare } from 'lucide-react';
import styled from 'styled-components';
import {
  Badge,
  ConversationList,
  ConversationListItem,
  EmptyState,
  Link,
  MessageThread,
  PageHeader,
  QueryState,
  SplitView,
  TabNav,
  TabNavLink,
  Text,
  ThreadMessage,
  formatDateTime,
  formatRelativeTime,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { NoAccess } from '../../components/NoAccess';
import { isUuid } from '../../lib/uuid';
import { channelLabel } from './channels';
import { ConversationLeadActions } from '../crm/public';
import { FullHeightFrame } from '../../components/FullHeightFrame';

const INBOX_PATH = '/app/outreach/inbox';
const CHANNELS = ['linkedin', 'instagram', 'email'] as const;
const UNKNOWN_CONTACT = 'Unbekannter Kontakt';

/** The inbox URL; `channel` null is the all-channels view, which today lists LinkedIn only. */
function inboxHref(channel: string | null, conversationId?: string): string {
  const params = new URLSearchParams();
  if (channel) params.set('channel', channel);
  if (conversationId) params.set('conversation', conversationId);
  const query = params.toString();
  return query ? `${INBOX_PATH}?${query}` : INBOX_PATH;
}

/** Only web addresses become links: the profile URL comes from a scraped page. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** A small link with an icon before or after its text (wrap it in `Text size="sm"`). */
const IconLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);

  & svg {
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }
`;

const DetailHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--space-2) var(--space-4);
`;

function ConversationDetail({ id }: { id: string }) {
  const trpc = useTRPC();
  const valid = isUuid(id);
  const conversation = useQuery(
    trpc.socialLinkedin.conversation.queryOptions(valid ? { id } : skipToken),
  );
  const icon = <MessagesSquare aria-hidden />;
  const errorTitle = 'Unterhaltung konnte nicht geladen werden';

  if (!valid) {
    return (
      <EmptyState icon={icon} title={errorTitle} size="compact">
        Diese Unterhaltung gibt es nicht.
      </EmptyState>
    );
  }
  return (
    <QueryState
      query={conversation}
      loadingLabel="Unterhaltung wird geladen"
      errorTitle={errorTitle}
      icon={icon}
      size="compact"
    >
      {({ participantName, participantProfileUrl, hasDetails, messages }) => (
        <>
          <DetailHeader>
            <Text as="h2" size="lg" weight="semibold" breakWords>
              {participantName ?? UNKNOWN_CONTACT}
            </Text>
            {participantProfileUrl && isWebUrl(participantProfileUrl) ? (
              <Text size="sm">
                <IconLink href={participantProfileUrl} target="_blank" rel="noreferrer">
                  LinkedIn-Profil öffnen
                  <ExternalLink aria-hidden />
                </IconLink>
              </Text>
            ) : null}
          </DetailHeader>
          <ConversationLeadActions
            conversationId={id}
            name={participantName}
            profileUrl={participantProfileUrl}
          />
          {hasDetails ? null : (
            <Text as="p" tone="muted" size="sm">
              Für diese Unterhaltung wurde bisher nur die Übersicht synchronisiert.
            </Text>
          )}
          {messages.length > 0 ? (
            <MessageThread aria-label="Nachrichten">
              {messages.map((message, index) => (
                <ThreadMessage
                  key={message.id ?? `${message.sentAt.getTime()}-${index}`}
                  sender={message.sender}
                  time={formatDateTime(message.sentAt)}
                  dateTime={message.sentAt.toISOString()}
                >
                  {message.text}
                </ThreadMessage>
              ))}
            </MessageThread>
          ) : hasDetails ? (
            <Text as="p" tone="muted" size="sm">
              Diese Unterhaltung enthält noch keine Nachrichten.
            </Text>
          ) : null}
        </>
      )}
    </QueryState>
  );
}

/** LinkedIn conversations: the list on the left, the chosen one (`?conversation=`) on the right. */
function LinkedinInbox({ channel }: { channel: 'linkedin' | null }) {
  const trpc = useTRPC();
  const conversations = useQuery(trpc.socialLinkedin.conversations.queryOptions());
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get('conversation');

  return (
    <QueryState
      query={conversations}
      loadingLabel="Unterhaltungen werden geladen"
      errorTitle="Unterhaltungen konnten nicht geladen werden"
      icon={<Inbox aria-hidden />}
      empty={
        <EmptyState icon={<Inbox aria-hidden />} title="Keine Unterhaltungen">
          Unterhaltungen aus LinkedIn erscheinen hier, sobald die Sprint-Browsererweiterung sie
          synchronisiert hat.
        </EmptyState>
      }
    >
      {(data) => (
        <SplitView
          selectedKey={selectedId}
          detailLabel="Unterhaltung"
          back={
            <Text size="sm">
              <IconLink href={inboxHref(channel)}>
                <ArrowLeft aria-hidden />
                Alle Unterhaltungen
              </IconLink>
            </Text>
          }
          list={
            <ConversationList aria-label="Unterhaltungen">
              {data.map((item) => (
                <ConversationListItem
                  key={item.id}
                  href={inboxHref(channel, item.id)}
                  current={item.id === selectedId}
                  name={item.participantName ?? UNKNOWN_CONTACT}
                  time={item.lastMessageAt ? formatRelativeTime(item.lastMessageAt) : undefined}
                  dateTime={item.lastMessageAt?.toISOString()}
                  preview={
                    item.preview
                      ? `${item.preview.sender}: ${item.preview.text}`
                      : 'Noch keine Nachrichten geladen'
                  }
                >
                  <Badge variant={item.hasDetails ? 'secondary' : 'outline'}>
                    {item.hasDetails ? 'Mit Verlauf' : 'Nur Übersicht'}
                  </Badge>
                </ConversationListItem>
              ))}
            </ConversationList>
          }
          detail={
            selectedId ? (
              <ConversationDetail key={selectedId} id={selectedId} />
            ) : (
              <Text as="p" tone="muted" size="sm">
                Wähle links eine Unterhaltung aus.
              </Text>
            )
          }
        />
      )}
    </QueryState>
  );
}

/**
 * The inbox. Every member may use it (the server's rule); should the server refuse all the same
 * (no longer a member), the page says why instead of its channels and conversations.
 */
export function Component() {
  const trpc = useTRPC();
  const access = usePageAccess(null, [trpc.socialLinkedin.pathKey()]);
  const [searchParams] = useSearchParams();
  const channel = searchParams.get('channel');
  const label = channelLabel(channel);
  const header = (
    <PageHeader
      title={`Inbox – ${label}`}
      description="Alle Unterhaltungen deiner Ansprache an einem Ort."
    />
  );
  if (!access.allowed) {
    return (
      <FullHeightFrame>
        {header}
        <NoAccess subject="die Inbox" reason={access.reason} />
      </FullHeightFrame>
    );
  }
  return (
    <FullHeightFrame>
      {header}
      <TabNav aria-label="Kanäle">
        {CHANNELS.map((value) => (
          <TabNavLink key={value} href={inboxHref(value)} current={value === channel}>
            {channelLabel(value)}
          </TabNavLink>
        ))}
      </TabNav>
      {channel === 'instagram' || channel === 'email' ? (
        <EmptyState icon={<Inbox aria-hidden />} title="Keine Unterhaltungen">
          {`Für ${label} sind noch keine Unterhaltungen verbunden.`}
        </EmptyState>
      ) : (
        <LinkedinInbox channel={channel === 'linkedin' ? 'linkedin' : null} />
      )}
    </FullHeightFrame>
  );
}
