import { useEffect, useRef } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ArrowLeft, ExternalLink, Inbox, MessagesSquare } from 'lucide-react';
import styled, { css } from 'styled-components';
import {
  Badge,
  EmptyState,
  Link,
  MOBILE_BREAKPOINT,
  PageHeader,
  Skeleton,
  formatDateTime,
  formatRelativeTime,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { channelLabel } from '../../shell/breadcrumbs';
import { FullHeightFrame } from '../AreaPage';

const INBOX_PATH = '/app/outreach/inbox';
const CHANNELS = ['linkedin', 'instagram', 'email'] as const;
const UNKNOWN_CONTACT = 'Unbekannter Kontakt';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MOBILE = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

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

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
  border-bottom: var(--border-width) solid var(--color-border);

  & a {
    padding: var(--space-2) var(--space-3);
    border-bottom: var(--focus-ring-width) solid transparent;
    color: var(--color-muted-foreground);
    font-size: var(--font-size-sm);
    font-weight: var(--font-weight-medium);
    text-decoration: none;
  }

  & a:hover {
    color: var(--color-foreground);
  }

  & a[aria-current='page'] {
    border-bottom-color: var(--color-primary);
    color: var(--color-foreground);
  }
`;

// A fixed-height frame: the panes scroll, never the page.
const Panes = styled.div`
  display: grid;
  flex: 1;
  grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
  grid-template-rows: minmax(0, 1fr);
  gap: var(--space-4);
  min-height: 0;

  @media ${MOBILE} {
    grid-template-columns: minmax(0, 1fr);

    &[data-selected='false'] > [data-pane='detail'],
    &[data-selected='true'] > [data-pane='list'] {
      display: none;
    }
  }
`;

const Pane = styled.div`
  min-height: 0;
  overflow: auto;
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-lg);
`;

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

const Detail = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  padding: var(--space-4);

  &:focus {
    outline: none;
  }
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
  display: none;

  @media ${MOBILE} {
    display: inline-flex;
  }
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

function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} role="status">
      <Skeleton style={{ height: 'var(--space-12)' }} />
    </div>
  );
}

function ConversationDetail({ id, channel }: { id: string; channel: string | null }) {
  const trpc = useTRPC();
  const valid = UUID.test(id);
  const conversation = useQuery(
    trpc.socialLinkedin.conversation.queryOptions(valid ? { id } : skipToken),
  );
  const back = (
    <BackLink href={inboxHref(channel)}>
      <ArrowLeft aria-hidden />
      Alle Unterhaltungen
    </BackLink>
  );

  if (!valid || conversation.isError) {
    return (
      <>
        {back}
        <EmptyState
          icon={<MessagesSquare aria-hidden />}
          title="Unterhaltung konnte nicht geladen werden"
          size="compact"
        >
          {conversation.error?.message ?? 'Diese Unterhaltung gibt es nicht.'}
        </EmptyState>
      </>
    );
  }
  if (conversation.isPending) {
    return (
      <>
        {back}
        <Loading label="Unterhaltung wird geladen" />
      </>
    );
  }

  const { participantName, participantProfileUrl, hasDetails, messages } = conversation.data;
  return (
    <>
      {back}
      <DetailHeader>
        <h2>{participantName ?? UNKNOWN_CONTACT}</h2>
        {participantProfileUrl && isWebUrl(participantProfileUrl) ? (
          <Link href={participantProfileUrl} target="_blank" rel="noreferrer">
            LinkedIn-Profil öffnen
            <ExternalLink aria-hidden />
          </Link>
        ) : null}
      </DetailHeader>
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
  );
}

/** LinkedIn conversations: the list on the left, the chosen one (`?conversation=`) on the right. */
function LinkedinInbox({ channel }: { channel: 'linkedin' | null }) {
  const trpc = useTRPC();
  const conversations = useQuery(trpc.socialLinkedin.conversations.queryOptions());
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get('conversation');
  const listRef = useRef<HTMLDivElement>(null);
  const detailRef = useRef<HTMLElement>(null);

  // On phones the list gives way to the conversation; focus would otherwise fall back to the page.
  useEffect(() => {
    if (selectedId && listRef.current?.offsetParent === null) detailRef.current?.focus();
  }, [selectedId]);

  if (conversations.isPending) return <Loading label="Unterhaltungen werden geladen" />;
  if (conversations.isError) {
    return (
      <EmptyState icon={<Inbox aria-hidden />} title="Unterhaltungen konnten nicht geladen werden">
        {conversations.error.message}
      </EmptyState>
    );
  }
  if (conversations.data.length === 0) {
    return (
      <EmptyState icon={<Inbox aria-hidden />} title="Keine Unterhaltungen">
        Unterhaltungen aus LinkedIn erscheinen hier, sobald die Sprint-Browsererweiterung sie
        synchronisiert hat.
      </EmptyState>
    );
  }

  return (
    <Panes data-selected={selectedId ? 'true' : 'false'}>
      <Pane ref={listRef} data-pane="list">
        <ConversationList aria-label="Unterhaltungen">
          {conversations.data.map((item) => (
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
      </Pane>
      <Pane data-pane="detail">
        <Detail ref={detailRef} aria-label="Unterhaltung" tabIndex={-1}>
          {selectedId ? (
            <ConversationDetail key={selectedId} id={selectedId} channel={channel} />
          ) : (
            <Hint>Wähle links eine Unterhaltung aus.</Hint>
          )}
        </Detail>
      </Pane>
    </Panes>
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
      <Tabs aria-label="Kanäle">
        {CHANNELS.map((value) => (
          <Link
            key={value}
            href={inboxHref(value)}
            aria-current={value === channel ? 'page' : undefined}
          >
            {channelLabel(value)}
          </Link>
        ))}
      </Tabs>
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
