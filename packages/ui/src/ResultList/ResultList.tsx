import { forwardRef, type CSSProperties, type HTMLAttributes, type LiHTMLAttributes } from 'react';
import { styled } from 'styled-components';

export type ResultListProps = HTMLAttributes<HTMLUListElement> & {
  /**
   * The tallest the list gets (a CSS length, e.g. `'18rem'`); longer lists scroll inside it. By
   * default the list is as tall as its items.
   */
  maxHeight?: string;
};

export type ResultListItemProps = LiHTMLAttributes<HTMLLIElement>;

const List = styled.ul`
  display: grid;
  gap: var(--space-1);
  max-height: var(--result-list-max-height, none);
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  padding: var(--space-1-5) 0;
  border-bottom: var(--border-width) solid var(--color-border);
`;

/**
 * Rows divided by lines, each with what it is on the left and what to do with it on the right:
 * the leads a search found, each with 'Verknüpfen'. A `ul`; name it with `aria-label` ('Gefundene
 * Leads'). With `maxHeight` a long list scrolls inside the dialog rather than stretching it.
 */
export const ResultList = forwardRef<HTMLUListElement, ResultListProps>(function ResultList(
  { maxHeight, style, ...props },
  ref,
) {
  return (
    <List
      ref={ref}
      data-slot="result-list"
      style={
        maxHeight ? ({ '--result-list-max-height': maxHeight, ...style } as CSSProperties) : style
      }
      {...props}
    />
  );
});

/** One row of a `ResultList`: its children side by side, the first at the start, the last at the end. */
export const ResultListItem = forwardRef<HTMLLIElement, ResultListItemProps>(
  function ResultListItem(props, ref) {
    return <Item ref={ref} data-slot="result-list-item" {...props} />;
  },
);
