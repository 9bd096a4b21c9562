import { skipToken, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ArrowLeft, ExternalLink, Inbox, MessagesSquare } from 'lucide-react';
import styled, { css } from 'styled-components';
import {
  Badge,
  EmptyState,
  Link,
  PageHeader,
  QueryState,
  SplitView,
  TabNav,
  TabNavLink,
  formatDateTime,
  formatRelativeTime,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
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

const ConversationList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: var(--border-width) solid var(--color-border);
  }
`;

const ConversationLink = styled(Link)`
  display: grid;
  gap: var(--space-1);
  padding: var(--space-3) var(--space-4);
  color: inherit;
  text-decoration: none;

  &:hover {
    background: var(--color-muted);
  }

  &[aria-current='true'] {
    background: var(--color-accent);
    color: var(--color-accent-foreground);
    box-shadow: inset var(--focus-ring-width) 0 0 var(--color-primary);
  }

  &:focus-visible {
    outline-offset: calc(-1 * var(--focus-ring-width));
  }
`;

const Line = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--space-2);
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  font-weight: var(--font-weight-medium);
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Muted = styled.span`
  flex-shrink: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
`;

const Preview = styled.span`
  overflow: hidden;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A small text link with a leading or trailing icon. */
const iconLink = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  font-size: var(--font-size-sm);

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

  & > h2 {
    margin: 0;
    font-size: var(--font-size-lg);
    font-weight: var(--font-weight-semibold);
    overflow-wrap: anywhere;
  }

  & a {
    ${iconLink}
  }
`;

const BackLink = styled(Link)`
  ${iconLink}
`;

const Hint = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

const Messages = styled.ol`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: var(--space-1);
  }
`;

const MessageText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
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
            <h2>{participantName ?? UNKNOWN_CONTACT}</h2>
            {participantProfileUrl && isWebUrl(participantProfileUrl) ? (
              <Link href={participantProfileUrl} target="_blank" rel="noreferrer">
                LinkedIn-Profil öffnen
                <ExternalLink aria-hidden />
              </Link>
            ) : null}
          </DetailHeader>
          <ConversationLeadActions
            conversationId={id}
            name={participantName}
            profileUrl={participantProfileUrl}
          />
          {hasDetails ? null : (
            <Hint>Für diese Unterhaltung wurde bisher nur die Übersicht synchronisiert.</Hint>
          )}
          {messages.length > 0 ? (
            <Messages aria-label="Nachrichten">
              {messages.map((message, index) => (
                <li key={message.id ?? `${message.sentAt.getTime()}-${index}`}>
                  <Line>
                    <Name>{message.sender}</Name>
                    <Muted as="time" dateTime={message.sentAt.toISOString()}>
                      {formatDateTime(message.sentAt)}
                    </Muted>
                  </Line>
                  <MessageText>{message.text}</MessageText>
                </li>
              ))}
            </Messages>
          ) : hasDetails ? (
            <Hint>Diese Unterhaltung enthält noch keine Nachrichten.</Hint>
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
            <BackLink href={inboxHref(channel)}>
              <ArrowLeft aria-hidden />
              Alle Unterhaltungen
            </BackLink>
          }
          list={
            <ConversationList aria-label="Unterhaltungen">
              {data.map((item) => (
                <li key={item.id}>
                  <ConversationLink
                    href={inboxHref(channel, item.id)}
                    aria-current={item.id === selectedId ? 'true' : undefined}
                  >
                    <Line>
                      <Name>{item.participantName ?? UNKNOWN_CONTACT}</Name>
                      {item.lastMessageAt ? (
                        <Muted as="time" dateTime={item.lastMessageAt.toISOString()}>
                          {formatRelativeTime(item.lastMessageAt)}
                        </Muted>
                      ) : null}
                    </Line>
                    <Preview>
                      {item.preview
                        ? `${item.preview.sender}: ${item.preview.text}`
                        : 'Noch keine Nachrichten geladen'}
                    </Preview>
                    <Badge variant={item.hasDetails ? 'secondary' : 'outline'}>
                      {item.hasDetails ? 'Mit Verlauf' : 'Nur Übersicht'}
                    </Badge>
                  </ConversationLink>
                </li>
              ))}
            </ConversationList>
          }
          detail={
            selectedId ? (
              <ConversationDetail key={selectedId} id={selectedId} />
            ) : (
              <Hint>Wähle links eine Unterhaltung aus.</Hint>
            )
          }
        />
      )}
    </QueryState>
  );
}

export function Component() {
  const [searchParams] = useSearchParams();
  const channel = searchParams.get('channel');
  const label = channelLabel(channel);
  return (
    <FullHeightFrame>
      <PageHeader
        title={`Inbox – ${label}`}
        description="Alle Unterhaltungen deiner Ansprache an einem Ort."
      />
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
