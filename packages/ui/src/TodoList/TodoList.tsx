import { forwardRef, type HTMLAttributes, type LiHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Checkbox } from '../Checkbox';

export type TodoListProps = HTMLAttributes<HTMLUListElement>;

export type TodoItemProps = Omit<LiHTMLAttributes<HTMLLIElement>, 'children'> & {
  /** What is to be done ('Angebot nachfassen'); the box's label and accessible name. */
  label: ReactNode;
  /** Done: the box is ticked and the label struck through (and muted). */
  checked: boolean;
  /** Called with the new state when the box is ticked or cleared. */
  onCheckedChange: (checked: boolean) => void;
  /** Beside the label, at the end of the row: e.g. an icon button that opens the item. */
  action?: ReactNode;
  /** A muted line under the label, aligned with it: due date, priority, who, a link. */
  meta?: ReactNode;
  /** The box cannot be changed. */
  disabled?: boolean;
};

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: var(--space-3) 0;
  border-bottom: var(--border-width) solid var(--color-border);

  &:last-child {
    border-bottom: 0;
  }
`;

const Head = styled.div`
  display: flex;
  gap: var(--space-2);
  align-items: start;
  justify-content: space-between;

  /* A finished item reads as finished, not by colour alone. */
  [data-state='checked'] > & [data-slot='choice-field-label'] {
    color: var(--color-muted-foreground);
    text-decoration: line-through;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-3);
  align-items: center;
  min-width: 0;
  /* The details line up with the label, past the box. */
  padding-left: calc(var(--size-icon) + var(--space-2));
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

/** A list of things to do: `TodoItem`s in a `ul`, named by `aria-label` or a heading. */
export const TodoList = forwardRef<HTMLUListElement, TodoListProps>(function TodoList(props, ref) {
  return <List ref={ref} data-slot="todo-list" {...props} />;
});

/**
 * One thing to do: a checkbox named by the label that marks it done, an action at the end of the
 * row, and a muted line of details under the label. Done items are struck through. Items are
 * divided by a line (none after the last).
 */
export const TodoItem = forwardRef<HTMLLIElement, TodoItemProps>(function TodoItem(
  { label, checked, onCheckedChange, action, meta, disabled, ...props },
  ref,
) {
  const hasMeta = meta !== undefined && meta !== null && meta !== false;
  return (
    <Item ref={ref} data-slot="todo-item" data-state={checked ? 'checked' : 'unchecked'} {...props}>
      <Head data-slot="todo-item-head">
        <Checkbox
          checked={checked}
          onCheckedChange={onCheckedChange}
          label={label}
          disabled={disabled}
        />
        {action}
      </Head>
      {hasMeta ? <Meta data-slot="todo-item-meta">{meta}</Meta> : null}
    </Item>
  );
});
