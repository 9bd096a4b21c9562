import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Link, type LinkProps } from '../Link';

export type ConversationListProps = HTMLAttributes<HTMLUListElement>;

export type ConversationListItemProps = Omit<LinkProps, 'title'> & {
  /** Where the conversation opens (the inbox with `?conversation=`). */
  href: string;
  /** Who the conversation is with; cut with an ellipsis when it is long. */
  name: ReactNode;
  /** When the last message came, as shown ('vor 25 Min'). */
  time?: ReactNode;
  /** The instant of `time` as an ISO string, for the `time` element's `datetime`. */
  dateTime?: string;
  /** The last message, one line cut with an ellipsis ('Sophie Winter: Danke für …'). */
  preview?: ReactNode;
  /** The conversation that is open beside the list: highlighted, `aria-current="true"`. */
  current?: boolean;
  /** Below the preview, e.g. a `Badge` with how much of the thread is synced. */
  children?: ReactNode;
};

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: var(--border-width) solid var(--color-border);
  }
`;

const ItemLink = styled(Link)`
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

const Time = styled.span`
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

/**
 * The conversations of an inbox, newest first, divided by lines: who, when, the last message.
 * Each is a link that opens the conversation beside the list (`SplitView`); the open one is
 * highlighted. A `ul`; name it with `aria-label` ('Unterhaltungen'). Channel-neutral: LinkedIn
 * today, e-mail and Instagram threads the same way.
 */
export const ConversationList = forwardRef<HTMLUListElement, ConversationListProps>(
  function ConversationList(props, ref) {
    return <List ref={ref} data-slot="conversation-list" {...props} />;
  },
);

/** One conversation of a `ConversationList`: a link with the name, the time and a preview. */
export const ConversationListItem = forwardRef<HTMLAnchorElement, ConversationListItemProps>(
  function ConversationListItem(
    { name, time, dateTime, preview, current = false, children, ...props },
    ref,
  ) {
    const hasTime = time !== undefined && time !== null && time !== '';
    return (
      <li data-slot="conversation-list-item">
        <ItemLink
          ref={ref}
          data-slot="conversation-list-link"
          aria-current={current ? 'true' : undefined}
          {...props}
        >
          <Line>
            <Name data-slot="conversation-list-name">{name}</Name>
            {hasTime ? (
              <Time
                as={dateTime ? 'time' : 'span'}
                dateTime={dateTime}
                data-slot="conversation-list-time"
              >
                {time}
              </Time>
            ) : null}
          </Line>
          {preview !== undefined && preview !== null ? (
            <Preview data-slot="conversation-list-preview">{preview}</Preview>
          ) : null}
          {children}
        </ItemLink>
      </li>
    );
  },
);
