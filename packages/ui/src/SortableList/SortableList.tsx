import { useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { styled } from 'styled-components';

export type SortableListProps<T> = {
  /** Accessible name of the list, e.g. 'Module'. */
  label: string;
  items: readonly T[];
  getId: (item: T) => string;
  /** Spoken name of an item in announcements and on its handle. */
  getLabel: (item: T) => string;
  /** One row's content; place `handle` (the drag handle button) where it belongs in the row. */
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  /** The new order of ids after a drop that changed it. */
  onReorder: (ids: string[]) => void;
  /** Rows stay where they are; the handles are shown disabled. */
  disabled?: boolean;
};

export const SORTABLE_LIST_INSTRUCTIONS =
  'Zum Aufnehmen Leertaste drücken. Mit den Pfeiltasten nach oben oder unten verschieben, mit Leertaste ablegen, mit Escape abbrechen.';

/** A list moves up and down only: the dragged row keeps to its column. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const MODIFIERS = [restrictToVerticalAxis];

const Root = styled.div`
  display: grid;
  min-width: 0;
`;

const List = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  position: relative;
  display: block;
  min-width: 0;
  padding: var(--space-2) var(--space-3) var(--space-2) var(--space-2);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-card);
  color: var(--color-card-foreground);
  box-shadow: var(--shadow-sm);

  /* The dragged row floats above its neighbours. */
  &[data-dragging] {
    z-index: 1;
    box-shadow: var(--shadow-lg);
  }
`;

const Handle = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: var(--space-6);
  height: var(--space-6);
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-muted-foreground);
  cursor: grab;
  /* A finger on the handle drags at once; the rest of the row still scrolls the page. */
  touch-action: none;

  &:hover {
    background: var(--color-accent);
    color: var(--color-accent-foreground);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 1px;
  }

  &[aria-pressed='true'] {
    cursor: grabbing;
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

const Announcer = styled.div`
  display: contents;
`;

type SortableRowProps = {
  id: string;
  label: string;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
};

function SortableRow({ id, label, disabled, children }: SortableRowProps) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled, attributes: { roleDescription: 'Ziehgriff' } });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };

  // Only the handle starts a drag (mouse, touch and keyboard alike), so buttons, links and a
  // nested list inside the row keep their own pointer and keys.
  const handle = (
    <Handle
      ref={setActivatorNodeRef}
      type="button"
      data-slot="sortable-list-handle"
      {...attributes}
      {...listeners}
      disabled={disabled}
      aria-label={`Verschieben: ${label}`}
    >
      <GripVertical aria-hidden />
    </Handle>
  );

  return (
    <Row
      ref={setNodeRef}
      style={style}
      data-slot="sortable-list-item"
      data-dragging={isDragging || undefined}
    >
      {children(handle)}
    </Row>
  );
}

/**
 * A vertical list reordered by drag and drop: the mouse or a finger on a row's handle, or the
 * keyboard (Tab to the handle, Space, arrow keys, Space; Escape cancels), with German
 * screen-reader instructions and announcements. The list keeps no copy of the order: it reports
 * a drop through `onReorder` and shows the `items` it gets next.
 *
 * Each list has its own drag and drop context, so a row may hold another `SortableList` (lessons
 * inside a module); a drag never leaves the list it started in.
 */
export function SortableList<T>({
  label,
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  disabled = false,
}: SortableListProps<T>) {
  const [announcer, setAnnouncer] = useState<HTMLDivElement | null>(null);
  // Right after pick-up the row is over itself; that is no move worth announcing.
  const moved = useRef(false);

  const { ids, byId } = useMemo(() => {
    const list = items.map((item) => getId(item));
    return {
      ids: list,
      byId: new Map(items.map((item, index) => [list[index] ?? '', { item, index }])),
    };
  }, [items, getId]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const total = ids.length;
  const name = (id: UniqueIdentifier) => {
    const entry = byId.get(String(id));
    return `„${entry ? getLabel(entry.item) : ''}“`;
  };
  const position = (id: UniqueIdentifier | undefined) =>
    id === undefined ? undefined : byId.get(String(id))?.index;

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      const from = position(active.id) ?? 0;
      return `${name(active.id)} aufgenommen, Position ${from + 1} von ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id && !moved.current) return undefined;
      moved.current = true;
      const to = position(over?.id);
      if (to === undefined) return `${name(active.id)} ist außerhalb der Liste.`;
      return `${name(active.id)} an Position ${to + 1} von ${total}.`;
    },
    onDragEnd: ({ active, over }) => {
      const to = position(over?.id);
      if (to === undefined) {
        const from = position(active.id) ?? 0;
        return `${name(active.id)} zurückgelegt an Position ${from + 1} von ${total}.`;
      }
      return `${name(active.id)} an Position ${to + 1} von ${total} abgelegt.`;
    },
    onDragCancel: ({ active }) => {
      const from = position(active.id) ?? 0;
      return `Verschieben abgebrochen. ${name(active.id)} bleibt an Position ${from + 1} von ${total}.`;
    },
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    const from = position(active.id);
    const to = position(over?.id);
    if (from === undefined || to === undefined || from === to) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <Root data-slot="sortable-list" data-disabled={disabled || undefined}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={MODIFIERS}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: SORTABLE_LIST_INSTRUCTIONS },
          // Inside the list rather than at the end of <body>: it leaves with the list.
          container: announcer ?? undefined,
        }}
        onDragEnd={handleDragEnd}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
          <List aria-label={label} data-slot="sortable-list-items">
            {items.map((item) => {
              const id = getId(item);
              return (
                <SortableRow key={id} id={id} label={getLabel(item)} disabled={disabled}>
                  {(handle) => renderItem(item, handle)}
                </SortableRow>
              );
            })}
          </List>
        </SortableContext>
      </DndContext>
      <Announcer ref={setAnnouncer} data-slot="sortable-list-announcer" />
    </Root>
  );
}
