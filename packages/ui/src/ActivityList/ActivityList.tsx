import { forwardRef, type OlHTMLAttributes, type ReactNode } from 'react';
import { isValid } from 'date-fns';
import { styled } from 'styled-components';
import { formatDateTime, formatRelativeTime, toDate, type DateInput } from '../format';

/** One event of an `ActivityList`. */
export type ActivityListItem = {
  /** React key. */
  id: string;
  /** A lucide icon for the kind of event, shown in a muted circle (decorative). */
  icon: ReactNode;
  /** What happened, as a sentence ('Anna Berger hat Jonas Keller eingeladen.'). */
  text: ReactNode;
  /** When: shown relative ('vor 12 Min', older ones as a date), the exact time on hover. */
  at: DateInput;
};

export type ActivityListProps = Omit<OlHTMLAttributes<HTMLOListElement>, 'children'> & {
  /** The events, in the order to show them (usually the newest first). */
  items: readonly ActivityListItem[];
};

const List = styled.ol`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: var(--space-3);
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--space-8);
  height: var(--space-8);
  border-radius: var(--radius-full);
  background: var(--color-muted);
  color: var(--color-muted-foreground);

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

// Level with the middle of the icon circle.
const Text = styled.p`
  margin: 0;
  padding-top: var(--space-1-5);
`;

const Time = styled.time`
  padding-top: var(--space-1-5);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  white-space: nowrap;
`;

/**
 * A log of events as sentences, each with an icon for its kind and when it happened: a team's
 * 'Verlauf', who invited or removed whom. An ordered list, so screen readers announce the count;
 * name it with `aria-label`. For a lead's notes and calls with authors, use `Timeline`.
 */
export const ActivityList = forwardRef<HTMLOListElement, ActivityListProps>(function ActivityList(
  { items, ...props },
  ref,
) {
  return (
    <List ref={ref} data-slot="activity-list" {...props}>
      {items.map((item) => {
        const at = toDate(item.at);
        return (
          <Item key={item.id} data-slot="activity-list-item">
            <Icon aria-hidden data-slot="activity-list-icon">
              {item.icon}
            </Icon>
            <Text data-slot="activity-list-text">{item.text}</Text>
            <Time dateTime={isValid(at) ? at.toISOString() : undefined} title={formatDateTime(at)}>
              {formatRelativeTime(at)}
            </Time>
          </Item>
        );
      })}
    </List>
  );
});
