import { forwardRef, type HTMLAttributes, type LiHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';

export type AgendaListProps = HTMLAttributes<HTMLUListElement>;

export type AgendaItemProps = Omit<LiHTMLAttributes<HTMLLIElement>, 'title'> & {
  /** What happens, usually a link to it in the calendar ('Demo bei Alpenblick Logistik'). */
  title: ReactNode;
  /**
   * When and where, in a muted row that wraps: the day and time, then pieces with a small icon
   * ('<MapPin aria-hidden /> Besprechungsraum 2', '<Video aria-hidden /> Videocall').
   */
  children?: ReactNode;
};

const List = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--font-size-sm);
`;

const Item = styled.li`
  display: grid;
  gap: var(--space-0-5);
  padding-left: var(--space-3);
  border-left: calc(3 * var(--border-width)) solid var(--color-primary);
`;

const Details = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1) var(--space-3);
  color: var(--color-muted-foreground);

  & svg {
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
    vertical-align: -0.125em;
  }
`;

/**
 * What comes next, soonest first: each item marked by a bar in the primary colour, its title
 * (a link into the calendar) over a muted row of when and where. A `ul`; name it with
 * `aria-label` ('Nächste Termine'). For a dashboard card or the side of a page.
 */
export const AgendaList = forwardRef<HTMLUListElement, AgendaListProps>(
  function AgendaList(props, ref) {
    return <List ref={ref} data-slot="agenda-list" {...props} />;
  },
);

/** One appointment of an `AgendaList`: its title, then its details (`children`). */
export const AgendaItem = forwardRef<HTMLLIElement, AgendaItemProps>(function AgendaItem(
  { title, children, ...props },
  ref,
) {
  const hasDetails = children !== undefined && children !== null && children !== false;
  return (
    <Item ref={ref} data-slot="agenda-item" {...props}>
      {title}
      {hasDetails ? <Details data-slot="agenda-item-details">{children}</Details> : null}
    </Item>
  );
});
