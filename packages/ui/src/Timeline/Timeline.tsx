import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import {
  ArrowRight,
  CalendarDays,
  CirclePlus,
  Euro,
  Flag,
  Mail,
  Phone,
  SquareCheck,
  StickyNote,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { isValid } from 'date-fns';
import { styled } from 'styled-components';
import { EmptyState } from '../EmptyState';
import { formatDateTime, toDate, type DateInput } from '../format';
import { visuallyHidden } from '../lib/visuallyHidden';
import { Skeleton } from '../Skeleton';

export type TimelineEntryType =
  'note' | 'call' | 'meeting' | 'email' | 'task' | 'status' | 'value' | 'owner' | 'created';

export type TimelineEntry = {
  id: string;
  type: TimelineEntryType;
  /** When it happened; shown as `dd.MM.yyyy HH:mm` in Sprint's time zone. */
  at: DateInput;
  /** Who wrote, called or changed it. */
  author?: string;
  /** Replaces the type's label ('Notiz', 'Status geändert', …), e.g. 'Anruf (12 Min.)'. */
  title?: ReactNode;
  /** The body: the note, the call's summary. */
  text?: ReactNode;
  /** For automatic entries: the old and the new value (status, € value, owner). */
  change?: { from?: ReactNode; to: ReactNode };
};

export type TimelineProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  entries: readonly TimelineEntry[];
  /** Shows placeholders and announces the loading instead of the entries. */
  loading?: boolean;
  /** Above the entries, e.g. the 'Notiz' field with 'Notiz speichern'. */
  composer?: ReactNode;
  /** Below the entries, e.g. 'Ältere Einträge laden'. */
  footer?: ReactNode;
  /** The list's accessible name. */
  label?: string;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
};

const TYPES: Record<TimelineEntryType, { label: string; icon: LucideIcon }> = {
  note: { label: 'Notiz', icon: StickyNote },
  call: { label: 'Anruf', icon: Phone },
  meeting: { label: 'Termin', icon: CalendarDays },
  email: { label: 'E-Mail', icon: Mail },
  task: { label: 'Aufgabe', icon: SquareCheck },
  status: { label: 'Status geändert', icon: Flag },
  value: { label: 'Wert geändert', icon: Euro },
  owner: { label: 'Zuständigkeit geändert', icon: UserRound },
  created: { label: 'Angelegt', icon: CirclePlus },
};

/** The German label of an entry type, e.g. for a filter. */
export function timelineEntryLabel(type: TimelineEntryType): string {
  return TYPES[type].label;
}

const StyledTimeline = styled.div`
  display: grid;
  gap: var(--space-4);
`;

const List = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: var(--space-8) 1fr;
  gap: var(--space-3);
  padding-bottom: var(--space-5);

  /* The line that joins the markers, not drawn below the last one. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: var(--space-8);
    bottom: 0;
    left: calc(var(--space-4) - var(--border-width) / 2);
    border-left: var(--border-width) solid var(--color-border);
  }
`;

const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--space-8);
  height: var(--space-8);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-full);
  background: var(--color-muted);
  color: var(--color-muted-foreground);

  &[data-kind='change'] {
    background: var(--color-background);
  }

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

const Content = styled.div`
  display: grid;
  gap: var(--space-1);
  min-width: 0;
  padding-top: var(--space-1-5);
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--space-1) var(--space-2);
  font-size: var(--font-size-sm);
  line-height: var(--line-height-tight);
`;

const Kind = styled.span`
  font-weight: var(--font-weight-semibold);
`;

const Muted = styled.span`
  color: var(--color-muted-foreground);
`;

const Change = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1-5);
  font-size: var(--font-size-sm);

  & svg {
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
    color: var(--color-muted-foreground);
  }
`;

const Text = styled.div`
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const LoadingRow = styled.div`
  display: grid;
  grid-template-columns: var(--space-8) 1fr;
  gap: var(--space-3);
  padding-bottom: var(--space-5);
`;

const LoadingLines = styled.div`
  display: grid;
  gap: var(--space-2);
  padding-top: var(--space-1-5);
`;

const CHANGE_TYPES = new Set<TimelineEntryType>(['status', 'value', 'owner', 'created']);

function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const { label, icon: Icon } = TYPES[entry.type];
  const date = toDate(entry.at);
  const parts: ReactNode[] = [];
  if (entry.author) parts.push(<Muted key="author">{entry.author}</Muted>);
  parts.push(
    <Muted key="at" as="time" dateTime={isValid(date) ? date.toISOString() : undefined}>
      {formatDateTime(entry.at)}
    </Muted>,
  );
  return (
    <Item data-slot="timeline-entry" data-type={entry.type}>
      <Marker aria-hidden data-kind={CHANGE_TYPES.has(entry.type) ? 'change' : 'activity'}>
        <Icon />
      </Marker>
      <Content>
        <Meta>
          <Kind>{entry.title ?? label}</Kind>
          {parts.map((part, index) => (
            <Fragment key={index}>
              <Muted aria-hidden>·</Muted>
              {part}
            </Fragment>
          ))}
        </Meta>
        {entry.change ? (
          <Change data-slot="timeline-change">
            {entry.change.from !== undefined && entry.change.from !== null ? (
              <>
                <Hidden>von </Hidden>
                <Muted>{entry.change.from}</Muted>
                <ArrowRight aria-hidden />
                <Hidden> zu </Hidden>
              </>
            ) : null}
            <span>{entry.change.to}</span>
          </Change>
        ) : null}
        {entry.text !== undefined && entry.text !== null ? <Text>{entry.text}</Text> : null}
      </Content>
    </Item>
  );
}

/**
 * A record's history, newest first as given: notes, calls and meetings, and the automatic
 * entries (status, value and owner changes) with who and when. An ordered list named 'Verlauf';
 * each entry's icon is decoration, its type is also written out.
 */
export function Timeline({
  entries,
  loading = false,
  composer,
  footer,
  label = 'Verlauf',
  emptyTitle = 'Noch keine Einträge',
  emptyDescription = 'Notizen, Anrufe, Termine und Änderungen erscheinen hier.',
  ...props
}: TimelineProps) {
  let body: ReactNode;
  if (loading) {
    body = (
      <div role="status" data-slot="timeline-loading">
        <Hidden>{label} wird geladen …</Hidden>
        {[0, 1, 2].map((row) => (
          <LoadingRow key={row}>
            <Skeleton
              shape="circle"
              style={{ width: 'var(--space-8)', height: 'var(--space-8)' }}
            />
            <LoadingLines>
              <Skeleton style={{ width: '40%', height: 'var(--space-4)' }} />
              <Skeleton style={{ width: '80%', height: 'var(--space-4)' }} />
            </LoadingLines>
          </LoadingRow>
        ))}
      </div>
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState size="compact" headingLevel={3} title={emptyTitle}>
        {emptyDescription}
      </EmptyState>
    );
  } else {
    body = (
      <List aria-label={label} data-slot="timeline-list">
        {entries.map((entry) => (
          <TimelineItem key={entry.id} entry={entry} />
        ))}
      </List>
    );
  }

  return (
    <StyledTimeline data-slot="timeline" data-state={loading ? 'loading' : undefined} {...props}>
      {composer ? <div data-slot="timeline-composer">{composer}</div> : null}
      {body}
      {footer && !loading ? <div data-slot="timeline-footer">{footer}</div> : null}
    </StyledTimeline>
  );
}
