import { forwardRef, type HTMLAttributes, type LiHTMLAttributes, type ReactNode } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { styled } from 'styled-components';
import { cx } from '../lib/cx';
import { defineVariants } from '../lib/variants';

export const threadMessageVariants = defineVariants(
  'thread-message',
  { direction: ['unknown', 'inbound', 'outbound'] },
  { direction: 'unknown' },
);

export type ThreadMessageDirection = NonNullable<
  VariantProps<typeof threadMessageVariants>['direction']
>;

export type MessageThreadProps = HTMLAttributes<HTMLOListElement>;

export type ThreadMessageProps = LiHTMLAttributes<HTMLLIElement> & {
  /** Who wrote it, as the channel names them ('Sophie Winter'). */
  sender: ReactNode;
  /** When it was sent, as shown ('20.11.2026 09:50'). */
  time?: ReactNode;
  /** The instant of `time` as an ISO string, for the `time` element's `datetime`. */
  dateTime?: string;
  /**
   * `inbound` (from the contact: a bubble at the start) or `outbound` (from us: a bubble at the
   * end, in the primary colour). `unknown` (default) where the channel does not say (LinkedIn
   * names only the sender): sender and time above the text, no bubble.
   */
  direction?: ThreadMessageDirection | null;
  /** The message's text; line breaks are kept, long words and addresses break anywhere. */
  children: ReactNode;
};

const List = styled.ol`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  --thread-message-bg: transparent;
  --thread-message-fg: inherit;

  display: grid;
  gap: var(--space-1);

  &[data-direction='inbound'] {
    --thread-message-bg: var(--color-muted);
    --thread-message-fg: var(--color-foreground);

    justify-items: start;
  }

  &[data-direction='outbound'] {
    --thread-message-bg: var(--color-primary);
    --thread-message-fg: var(--color-primary-foreground);

    justify-items: end;
  }
`;

const Header = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--space-2);
  min-width: 0;
`;

const Sender = styled.span`
  overflow: hidden;
  font-weight: var(--font-weight-medium);
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Time = styled.span`
  flex-shrink: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
`;

const Body = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;

  [data-direction='inbound'] > &,
  [data-direction='outbound'] > & {
    max-width: min(36rem, 85%);
    padding: var(--space-2) var(--space-3);
    border-radius: var(--radius-lg);
    background: var(--thread-message-bg);
    color: var(--thread-message-fg);
  }
`;

/**
 * The messages of one conversation, oldest first: an ordered list; name it with `aria-label`
 * ('Nachrichten'). Channel-neutral, so LinkedIn, e-mail and Instagram threads read alike.
 */
export const MessageThread = forwardRef<HTMLOListElement, MessageThreadProps>(
  function MessageThread(props, ref) {
    return <List ref={ref} data-slot="message-thread" {...props} />;
  },
);

/**
 * One message of a `MessageThread`: who wrote it and when, then the text. With a `direction`,
 * the text sits in a bubble, the contact's at the start and ours at the end; the sender's name
 * still says who wrote it, so the side is never the only clue.
 */
export const ThreadMessage = forwardRef<HTMLLIElement, ThreadMessageProps>(function ThreadMessage(
  { sender, time, dateTime, direction, className, children, ...props },
  ref,
) {
  const hasTime = time !== undefined && time !== null && time !== '';
  return (
    <Item
      ref={ref}
      data-slot="thread-message"
      className={cx(threadMessageVariants({ direction }), className)}
      {...threadMessageVariants.dataAttributes({ direction })}
      {...props}
    >
      <Header data-slot="thread-message-header">
        <Sender data-slot="thread-message-sender">{sender}</Sender>
        {hasTime ? (
          <Time as={dateTime ? 'time' : 'span'} dateTime={dateTime} data-slot="thread-message-time">
            {time}
          </Time>
        ) : null}
      </Header>
      <Body data-slot="thread-message-text">{children}</Body>
    </Item>
  );
});
