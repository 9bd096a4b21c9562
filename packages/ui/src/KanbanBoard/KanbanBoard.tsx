import {
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  pointerWithin,
  PointerSensor,
  rectIntersection,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type PointerSensorOptions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { styled } from 'styled-components';
import { visuallyHidden } from '../lib/visuallyHidden';

export type KanbanColumn<TItem> = {
  id: string;
  /** The column's heading and accessible name, also spoken in the drag announcements. */
  title: string;
  /** Shown next to the title; defaults to `items.length` (pass the server's total when paged). */
  count?: number;
  /** A short aggregate under the title, e.g. the formatted € sum of the column. */
  summary?: ReactNode;
  items: readonly TItem[];
  /** Below the cards, e.g. a 'Mehr laden' button. */
  footer?: ReactNode;
};

export type KanbanMove<TItem> = {
  item: TItem;
  itemId: string;
  fromColumnId: string;
  toColumnId: string;
  fromIndex: number;
  /** The card's position in the target column after the move. */
  toIndex: number;
};

export type KanbanNoun = { one: string; other: string };

export type KanbanBoardProps<TItem> = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  columns: readonly KanbanColumn<TItem>[];
  renderCard: (item: TItem) => ReactNode;
  getItemId: (item: TItem) => string;
  /** The card's name in announcements and on its drag handle, e.g. the company name. */
  getItemLabel: (item: TItem) => string;
  /**
   * A card was dropped somewhere new. The board shows whatever `columns` it gets next: the
   * parent applies the move (optimistically) or leaves it, and the card returns.
   */
  onMove: (move: KanbanMove<TItem>) => void;
  /** Refuse a target column; the column shows that while the card is over it. */
  canDrop?: (item: TItem, fromColumnId: string, toColumnId: string) => boolean;
  /** What a card is, for the count and the announcements ('Lead'/'Leads'). */
  noun?: KanbanNoun;
  /** Column headings' level: `2` when the board is the page's main content. */
  headingLevel?: 2 | 3 | 4;
};

const DEFAULT_NOUN: KanbanNoun = { one: 'Karte', other: 'Karten' };

const COLUMN_PREFIX = 'column:';
const ITEM_PREFIX = 'item:';

// Prefixed, so an item and a column with the same id can never be confused.
const columnKey = (id: string) => `${COLUMN_PREFIX}${id}`;
const itemKey = (id: string) => `${ITEM_PREFIX}${id}`;
const isColumnKey = (key: UniqueIdentifier) => String(key).startsWith(COLUMN_PREFIX);

/**
 * Touches are left to the TouchSensor (press and hold), so a finger can still scroll the board;
 * a PointerSensor would otherwise claim every touch first.
 */
const [pointerActivator] = PointerSensor.activators;

class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' &&
        (pointerActivator?.handler(event, options) ?? false),
    },
  ];
}

/**
 * Pointer: the card under the pointer, else its column. Keyboard (no pointer): the closest
 * corners, which is what `sortableKeyboardCoordinates` aims at.
 */
const boardCollisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCorners(args);
  const within = pointerWithin(args);
  if (within.length > 0) {
    const cards = within.filter((collision) => !isColumnKey(collision.id));
    return cards.length > 0 ? cards : within;
  }
  return rectIntersection(args);
};

export const SCREEN_READER_INSTRUCTIONS =
  'Zum Aufnehmen Leertaste drücken. Mit den Pfeiltasten verschieben, mit Leertaste ablegen, mit Escape abbrechen.';

const StyledBoard = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--space-4);
  overflow-x: auto;
  padding-bottom: var(--space-2);
`;

const StyledColumn = styled.section`
  display: flex;
  flex-direction: column;
  flex: 0 0 17rem;
  max-width: 17rem;
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-muted);
`;

const Header = styled.div`
  display: grid;
  gap: var(--space-0-5);
  padding: var(--space-3) var(--space-3) var(--space-2);
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
`;

const Title = styled.h2`
  margin: 0;
  overflow: hidden;
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Count = styled.span`
  padding: 0 var(--space-2);
  border-radius: var(--radius-full);
  background: var(--color-secondary);
  color: var(--color-secondary-foreground);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-normal);
  font-variant-numeric: tabular-nums;
`;

const Summary = styled.div`
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
  font-variant-numeric: tabular-nums;
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  min-height: 6rem;
  margin: 0 var(--space-2) var(--space-2);
  padding: var(--space-1);
  border-radius: var(--radius-md);
  outline: var(--focus-ring-width) dashed transparent;
  outline-offset: -2px;
  transition: outline-color var(--duration-fast) var(--easing-standard);

  &[data-drop='over'] {
    outline-color: var(--color-ring);
  }

  &[data-drop='disallowed'] {
    outline-color: var(--color-destructive);
    cursor: not-allowed;
  }
`;

const List = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  padding: var(--space-4) var(--space-2);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  text-align: center;
`;

const Footer = styled.div`
  padding: 0 var(--space-2) var(--space-2);
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Announcer = styled.div`
  display: contents;
`;

const cardSurface = `
  display: flex;
  align-items: flex-start;
  gap: var(--space-1);
  padding: var(--space-2) var(--space-3) var(--space-3) var(--space-1);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-card);
  color: var(--color-card-foreground);
  box-shadow: var(--shadow-sm);
`;

const CardItem = styled.li`
  ${cardSurface}
  cursor: grab;
  /* Press-and-hold starts a touch drag; panning and pinch zoom stay with the browser. */
  touch-action: manipulation;

  &[data-dragging] {
    opacity: 0.4;
  }
`;

const OverlayCard = styled.div`
  ${cardSurface}
  box-shadow: var(--shadow-lg);
  cursor: grabbing;
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

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

const CardBody = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: var(--space-0-5);
`;

type Located<TItem> = { item: TItem; id: string; columnId: string; index: number };

type SortableCardProps = { sortId: string; label: string; children: ReactNode };

function SortableCard({ sortId, label, children }: SortableCardProps) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: sortId, attributes: { roleDescription: 'Ziehgriff' } });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  return (
    // The whole card answers the mouse; the keyboard only the handle (`setActivatorNodeRef`), so
    // links and buttons inside a card keep their own keys.
    <CardItem
      ref={setNodeRef}
      style={style}
      data-slot="kanban-card"
      data-dragging={isDragging || undefined}
      {...listeners}
    >
      <Handle
        ref={setActivatorNodeRef}
        type="button"
        data-slot="kanban-card-handle"
        {...attributes}
        aria-label={`„${label}“ verschieben`}
      >
        <GripVertical aria-hidden />
      </Handle>
      <CardBody>{children}</CardBody>
    </CardItem>
  );
}

type ColumnProps<TItem> = {
  column: KanbanColumn<TItem>;
  drop: 'over' | 'disallowed' | undefined;
  noun: KanbanNoun;
  headingLevel: 2 | 3 | 4;
  renderCard: (item: TItem) => ReactNode;
  getItemId: (item: TItem) => string;
  getItemLabel: (item: TItem) => string;
};

function Column<TItem>({
  column,
  drop,
  noun,
  headingLevel,
  renderCard,
  getItemId,
  getItemLabel,
}: ColumnProps<TItem>) {
  const titleId = useId();
  const { setNodeRef } = useDroppable({ id: columnKey(column.id) });
  const sortIds = useMemo(
    () => column.items.map((item) => itemKey(getItemId(item))),
    [column.items, getItemId],
  );
  const count = column.count ?? column.items.length;

  return (
    <StyledColumn aria-labelledby={titleId} data-slot="kanban-column" data-column-id={column.id}>
      <Header data-slot="kanban-column-header">
        <TitleRow>
          <Title id={titleId} as={`h${headingLevel}`}>
            {column.title}
          </Title>
          <Count data-slot="kanban-column-count">
            {count}
            <Hidden> {count === 1 ? noun.one : noun.other}</Hidden>
          </Count>
        </TitleRow>
        {column.summary !== undefined && column.summary !== null ? (
          <Summary data-slot="kanban-column-summary">{column.summary}</Summary>
        ) : null}
      </Header>
      <Body ref={setNodeRef} data-slot="kanban-column-body" data-drop={drop}>
        <SortableContext id={column.id} items={sortIds} strategy={verticalListSortingStrategy}>
          {column.items.length > 0 ? (
            <List aria-labelledby={titleId}>
              {column.items.map((item) => {
                const sortId = itemKey(getItemId(item));
                return (
                  <SortableCard key={sortId} sortId={sortId} label={getItemLabel(item)}>
                    {renderCard(item)}
                  </SortableCard>
                );
              })}
            </List>
          ) : (
            <Empty data-slot="kanban-column-empty">Keine {noun.other}</Empty>
          )}
        </SortableContext>
      </Body>
      {column.footer !== undefined && column.footer !== null ? (
        <Footer data-slot="kanban-column-footer">{column.footer}</Footer>
      ) : null}
    </StyledColumn>
  );
}

/**
 * Columns of cards that move by mouse, touch (press and hold) and keyboard (focus a card's
 * handle, Space, arrow keys, Space), with German screen-reader announcements. The board keeps no
 * copy of the data: it reports a drop through `onMove` and renders the `columns` it gets.
 */
export function KanbanBoard<TItem>({
  columns,
  renderCard,
  getItemId,
  getItemLabel,
  onMove,
  canDrop,
  noun = DEFAULT_NOUN,
  headingLevel = 2,
  ...props
}: KanbanBoardProps<TItem>) {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [overColumnId, setOverColumnId] = useState<string | null>(null);
  const [announcer, setAnnouncer] = useState<HTMLDivElement | null>(null);

  const { byKey, columnsById } = useMemo(() => {
    const located = new Map<string, Located<TItem>>();
    for (const column of columns) {
      column.items.forEach((item, index) => {
        const id = getItemId(item);
        located.set(itemKey(id), { item, id, columnId: column.id, index });
      });
    }
    return { byKey: located, columnsById: new Map(columns.map((column) => [column.id, column])) };
  }, [columns, getItemId]);

  /** The column a droppable belongs to: itself, or the column of the card it is. */
  function columnOf(key: UniqueIdentifier | undefined): KanbanColumn<TItem> | undefined {
    if (key === undefined) return undefined;
    const id = isColumnKey(key)
      ? String(key).slice(COLUMN_PREFIX.length)
      : byKey.get(String(key))?.columnId;
    return id === undefined ? undefined : columnsById.get(id);
  }

  /**
   * Up and down move among the cards; left and right step to the neighbouring column in the
   * given order, to its top. Geometry alone would find the card's own column first (its left edge
   * lies left of the card) and never leave it.
   */
  const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const { active, over, droppableRects } = args.context;
    const current = columnOf(over?.id ?? active?.id);
    const index = columns.findIndex((column) => column.id === current?.id);
    const next = index === -1 ? undefined : columns[index + step];
    const rect = next ? droppableRects.get(columnKey(next.id)) : undefined;
    return rect ? { x: rect.left, y: rect.top } : undefined;
  };

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  function allowed(source: Located<TItem>, target: KanbanColumn<TItem>): boolean {
    // Staying put is always possible; `canDrop` only judges a change of column.
    if (target.id === source.columnId || !canDrop) return true;
    return canDrop(source.item, source.columnId, target.id);
  }

  const label = (key: UniqueIdentifier) => {
    const source = byKey.get(String(key));
    return `${noun.one} „${source ? getItemLabel(source.item) : ''}“`;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `${label(active.id)} aufgenommen.`,
    onDragOver: ({ active, over }) => {
      // Right after pick-up the card is over itself: keep 'aufgenommen' audible.
      if (over?.id === active.id) return undefined;
      const target = columnOf(over?.id);
      const source = byKey.get(String(active.id));
      if (!target || !source) return `${label(active.id)} ist über keiner Spalte.`;
      const overCard = over ? byKey.get(String(over.id)) : undefined;
      if (target.id === source.columnId && overCard) {
        return `${label(active.id)} an Position ${overCard.index + 1} von ${target.items.length} in Spalte „${target.title}“.`;
      }
      return allowed(source, target)
        ? `${label(active.id)} über Spalte „${target.title}“.`
        : `${label(active.id)} kann nicht in Spalte „${target.title}“ abgelegt werden.`;
    },
    onDragEnd: ({ active, over }) => {
      const target = columnOf(over?.id);
      const source = byKey.get(String(active.id));
      if (!target || !source || !allowed(source, target)) {
        return `${label(active.id)} zurückgelegt.`;
      }
      return `${label(active.id)} in Spalte „${target.title}“ abgelegt.`;
    },
    onDragCancel: () => 'Verschieben abgebrochen.',
  };

  function handleDragStart({ active }: DragStartEvent) {
    setActiveKey(String(active.id));
    setOverColumnId(byKey.get(String(active.id))?.columnId ?? null);
  }

  function handleDragOver({ over }: DragOverEvent) {
    setOverColumnId(columnOf(over?.id)?.id ?? null);
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    setActiveKey(null);
    setOverColumnId(null);
    const source = byKey.get(String(active.id));
    const target = columnOf(over?.id);
    if (!over || !source || !target || !allowed(source, target)) return;

    const sameColumn = target.id === source.columnId;
    let toIndex: number;
    const overCard = byKey.get(String(over.id));
    if (!overCard) {
      // Over the column itself (its empty space): to the end.
      toIndex = sameColumn ? target.items.length - 1 : target.items.length;
    } else if (sameColumn) {
      // Sortable already shows the card at the hovered card's place.
      toIndex = overCard.index;
    } else {
      const dragged = active.rect.current.translated;
      const below = dragged !== null && dragged.top > over.rect.top + over.rect.height / 2;
      toIndex = overCard.index + (below ? 1 : 0);
    }
    if (sameColumn && toIndex === source.index) return;

    onMove({
      item: source.item,
      itemId: source.id,
      fromColumnId: source.columnId,
      toColumnId: target.id,
      fromIndex: source.index,
      toIndex,
    });
  }

  function handleDragCancel() {
    setActiveKey(null);
    setOverColumnId(null);
  }

  const active = activeKey ? byKey.get(activeKey) : undefined;

  function dropState(column: KanbanColumn<TItem>): 'over' | 'disallowed' | undefined {
    if (!active || column.id !== overColumnId) return undefined;
    return allowed(active, column) ? 'over' : 'disallowed';
  }

  return (
    <StyledBoard data-slot="kanban-board" {...props}>
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        // Cards shift while sorting; measure again so the keyboard aims at where they are now.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS },
          // Inside the board rather than at the end of <body>: it leaves with the board.
          container: announcer ?? undefined,
        }}
        onDragStart={handleDragStart}
        onDragOver={handleDragOver}
        onDragEnd={handleDragEnd}
        onDragCancel={handleDragCancel}
      >
        {columns.map((column) => (
          <Column
            key={column.id}
            column={column}
            drop={dropState(column)}
            noun={noun}
            headingLevel={headingLevel}
            renderCard={renderCard}
            getItemId={getItemId}
            getItemLabel={getItemLabel}
          />
        ))}
        <DragOverlay>
          {active ? (
            <OverlayCard data-slot="kanban-card-overlay">
              <Handle as="span" aria-hidden>
                <GripVertical />
              </Handle>
              <CardBody>{renderCard(active.item)}</CardBody>
            </OverlayCard>
          ) : null}
        </DragOverlay>
      </DndContext>
      <Announcer ref={setAnnouncer} data-slot="kanban-board-announcer" />
    </StyledBoard>
  );
}
