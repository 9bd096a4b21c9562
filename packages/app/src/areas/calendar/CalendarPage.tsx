import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/breezy/theme.css';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import FullCalendar, {
  useCalendarController,
  type DateSelectInfo,
  type DatesSetInfo,
  type EventChangeInfo,
  type EventClickInfo,
  type EventDisplayInfo,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import germanLocale from '@fullcalendar/react/locales/de';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import breezyTheme from '@fullcalendar/react/themes/breezy';
import { CalendarPlus, ChevronLeft, ChevronRight, ListChecks, Rss } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  EventCalendarFrame,
  PageHeader,
  QueryState,
  SegmentedControl,
  SegmentedControlItem,
  Switch,
  Text,
  VisuallyHidden,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { forEmployees, usePageAccess } from '../../components/access';
import { NoAccess } from '../../components/NoAccess';
import { TaskDialog, type TaskRow } from '../tasks/public';
import { usePageSearchParams } from '../../router/usePageSearchParams';
import {
  busyToEvent,
  occurrenceToEvent,
  taskToEvent,
  type CalendarItem,
} from './components/calendarEvents';
import {
  parseCalendarSearchParams,
  serializeCalendarSearchParams,
  type CalendarSearchState,
} from './components/calendarSearchParams';
import {
  CALENDAR_VIEWS,
  FULLCALENDAR_VIEWS,
  TIME_ZONE,
  VIEW_LABELS,
  berlinDay,
  defaultNewEventTimes,
  eventTimesFrom,
  viewFromFullCalendar,
  visibleRange,
  type CalendarViewName,
  type EventTimes,
} from './components/calendarTime';
import { EventDialog } from './components/EventDialog';
import { isSeriesOccurrence, occurrenceRef } from './components/eventForm';
import { ImportCalendarButton } from './components/ImportCalendarButton';
import type { CalendarOccurrence, ChangeScope } from './queries';
import { ScopeDialog } from './components/ScopeDialog';
import { SubscribeDialog } from './components/SubscribeDialog';
import { useEventMutations } from './components/useEventMutations';

const Page = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--space-3);
  min-height: 0;
  padding: var(--space-4) var(--space-6) var(--space-6);

  /* The calendar grows to the page's height and scrolls inside it. */
  & > [data-slot='event-calendar-frame'] {
    flex: 1;
    min-height: 24rem;
  }
`;

/** A row of the page's controls; `data-push` takes the free space, so what follows sits right. */
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);

  & > [data-slot='page-header'] {
    margin-right: var(--space-2);
  }

  & > [data-push] {
    flex: 1;
  }

  /* The range's title keeps its place as it changes, so the buttons before it do not move. */
  & > h2 {
    min-width: 12rem;
  }
`;

const MESSAGE_FALLBACK = 'Das hat nicht geklappt. Bitte versuche es erneut.';
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : MESSAGE_FALLBACK;

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, breezyTheme];

/** The week's title names its days ('16.–22. Nov. 2026'), not just its month. */
const VIEW_OPTIONS = {
  timeGridWeek: { titleFormat: { day: 'numeric', month: 'short', year: 'numeric' } },
} as const;

const EMPTY_TEXT: Record<CalendarViewName, string> = {
  monat: 'Keine Termine in diesem Monat.',
  woche: 'Keine Termine in dieser Woche.',
  tag: 'Keine Termine an diesem Tag.',
  liste: 'Keine Termine in diesem Monat.',
};

/** A timed view shows the connected calendar's busy times; the month grid and list do not. */
const showsBusyTimes = (view: CalendarViewName) => view === 'woche' || view === 'tag';

function itemOf(event: { extendedProps: Record<string, unknown> }): CalendarItem | undefined {
  return event.extendedProps.item as CalendarItem | undefined;
}

/** An event's face: what it shows, and one name for screen readers (title and time). */
function EventContent({ info }: { info: EventDisplayInfo }) {
  const item = itemOf(info.event);
  if (!item || item.kind === 'busy') {
    return <span className={info.titleClass}>{info.event.title}</span>;
  }
  // A task is due at a time; it has no end worth showing.
  const time = item.kind === 'task' ? (item.task.dueTime ?? '') : info.timeText;
  return (
    <>
      <VisuallyHidden>{item.label}</VisuallyHidden>
      {item.kind === 'task' ? <ListChecks className="sprint-task-icon" aria-hidden /> : null}
      {time ? (
        <span className={info.timeClass} aria-hidden>
          {time}
        </span>
      ) : null}
      <span className={info.titleClass} aria-hidden>
        {info.event.title}
      </span>
    </>
  );
}

const HEADER = '[role="table"] > [role="rowgroup"]';
const ALL_DAY_ROW = '[role="table"] > [role="rowgroup"] + [role="rowgroup"] > [role="row"]';

/**
 * A day's grid opens at 07:00 (the hours before are a scroll away), below the day headers and
 * the all-day row, which stay in view (sticky). FullCalendar's `scrollTime` does not apply since
 * the grid has its full height here; it lays the grid out in steps, so the position is kept
 * while its size settles, until the person scrolls themselves.
 */
function scrollToMorning(frame: HTMLElement | null): () => void {
  const content = frame?.firstElementChild;
  if (!frame || !content) return () => undefined;
  let placed: number | null = null;
  const place = () => {
    if (placed !== null && Math.abs(frame.scrollTop - placed) > 1) return stop();
    const slot = frame.querySelector<HTMLElement>('[data-time="07:00:00"]');
    const header = frame.querySelector<HTMLElement>(HEADER);
    if (!slot || !header) return;
    const headerHeight = header.getBoundingClientRect().height;
    frame.style.setProperty('--event-calendar-header-height', `${headerHeight}px`);
    const allDay =
      frame.querySelector<HTMLElement>(ALL_DAY_ROW)?.getBoundingClientRect().height ?? 0;
    const offset = slot.getBoundingClientRect().top - frame.getBoundingClientRect().top;
    // A little above the hour, so its label shows in full.
    frame.scrollTop += offset - headerHeight - allDay - 12;
    placed = frame.scrollTop;
  };
  const observer = new ResizeObserver(place);
  observer.observe(content);
  const timer = setTimeout(() => stop(), 2000);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  return stop;
}

const ARROW_STEPS: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * From an event, the arrow keys move to the view's next or previous event (day by day, then by
 * time, as the calendar lays them out); elsewhere they scroll as usual.
 */
function moveBetweenEvents(event: KeyboardEvent<HTMLElement>) {
  const step = ARROW_STEPS[event.key];
  const from = event.target as HTMLElement;
  if (!step || from.getAttribute('role') !== 'button') return;
  const items = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('[role="button"][tabindex="0"]'),
  ];
  const next = items[items.indexOf(from) + step];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

type Move = { occurrence: CalendarOccurrence; times: EventTimes; revert: () => void };

export type CalendarViewProps = {
  /** 'now' as the page sees it (stories fix it). */
  now?: () => Date;
};

/**
 * The page's body, so stories can fix 'now'. The calendar is the provider's employees' (the
 * server's `assertEmployee`): anyone else sees why not, and nothing is asked of the server.
 */
export function CalendarView({ now = () => new Date() }: CalendarViewProps) {
  const trpc = useTRPC();
  const access = usePageAccess(forEmployees, [trpc.calendar.pathKey()]);
  if (!access.allowed) {
    return (
      <Page>
        <Toolbar>
          <PageHeader title="Kalender" />
        </Toolbar>
        <NoAccess subject="den Kalender" reason={access.reason} />
      </Page>
    );
  }
  return <CalendarContent now={now} />;
}

/** The calendar itself, for those who may open it. */
function CalendarContent({ now }: { now: () => Date }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [params, setParams] = usePageSearchParams();
  const state = useMemo(() => parseCalendarSearchParams(params), [params]);
  // One clock for the page's life (FullCalendar's 'now' option keeps its identity).
  const [currentNow] = useState(() => now);
  const today = berlinDay(currentNow());
  const day = state.date ?? today;
  const range = visibleRange(state.view, day);
  const controller = useCalendarController();
  const frameRef = useRef<HTMLDivElement>(null);

  const events = useQuery({
    ...trpc.calendar.range.queryOptions({
      ...range,
      includeTasks: state.tasks,
      mine: state.mine,
    }),
    placeholderData: keepPreviousData,
  });
  const busyShown = showsBusyTimes(state.view);
  const busy = useQuery({
    ...trpc.calendarSync.busy.queryOptions(range),
    enabled: busyShown,
    // Without a connected calendar (or while it cannot be reached) the view simply shows none.
    retry: false,
    placeholderData: keepPreviousData,
  });
  const { update } = useEventMutations();

  const [creating, setCreating] = useState<EventTimes | null>(null);
  const [editing, setEditing] = useState<CalendarOccurrence | null>(null);
  const [eventOpen, setEventOpen] = useState(false);
  const [moving, setMoving] = useState<Move | null>(null);
  const [task, setTask] = useState<TaskRow | null>(null);
  const [taskOpen, setTaskOpen] = useState(false);
  const [subscribing, setSubscribing] = useState(false);

  const setState = useCallback(
    (changes: Partial<CalendarSearchState>, replace = false) =>
      setParams(
        (current) =>
          serializeCalendarSearchParams(
            { ...parseCalendarSearchParams(current), ...changes },
            current,
          ),
        { replace },
      ),
    [setParams],
  );

  // The address leads (back, forward, a shared link): the calendar follows it.
  const fullCalendarView = FULLCALENDAR_VIEWS[state.view];
  useEffect(() => {
    const view = controller.view;
    if (!view) return;
    if (view.type !== fullCalendarView) controller.changeView(fullCalendarView);
    const shown = controller.getDate();
    if (!shown || view.calendar.formatIso(shown, true) !== day) controller.gotoDate(day);
  }, [controller, fullCalendarView, day]);

  // A new day or week opens at the morning.
  useEffect(() => {
    if (busyShown) return scrollToMorning(frameRef.current);
    frameRef.current?.scrollTo({ top: 0 });
  }, [busyShown, range.from]);

  // The calendar's own navigation writes the address (replacing it: each step is no new entry).
  const handleDatesSet = useCallback(
    (info: DatesSetInfo) => {
      const view = viewFromFullCalendar(info.view.type) ?? state.view;
      const calendar = info.view.calendar;
      const shown = calendar.formatIso(calendar.getDate(), true);
      const date = shown === berlinDay(currentNow()) ? null : shown;
      if (view === state.view && date === state.date) return;
      setState({ view, date }, view === state.view);
    },
    [currentNow, setState, state.view, state.date],
  );

  const items = useMemo(
    () => [
      ...(events.data?.events ?? []).map(occurrenceToEvent),
      ...(state.tasks ? (events.data?.tasks ?? []) : []).map(taskToEvent),
      ...(busyShown && busy.data?.connected ? busy.data.busy.map(busyToEvent) : []),
    ],
    [events.data, state.tasks, busyShown, busy.data],
  );

  const openNew = useCallback((times: EventTimes) => {
    setEditing(null);
    setCreating(times);
    setEventOpen(true);
  }, []);

  const openTask = useCallback(
    async (taskId: string) => {
      try {
        const row = await queryClient.fetchQuery(trpc.tasks.byId.queryOptions({ taskId }));
        setTask(row);
        setTaskOpen(true);
      } catch (error) {
        toast({
          title: 'Aufgabe nicht geöffnet',
          description: messageOf(error),
          variant: 'destructive',
        });
      }
    },
    [queryClient, trpc],
  );

  const handleEventClick = useCallback(
    (info: EventClickInfo) => {
      const item = itemOf(info.event);
      if (!item || item.kind === 'busy') return;
      info.jsEvent.preventDefault();
      if (item.kind === 'task') {
        void openTask(item.task.id);
        return;
      }
      setCreating(null);
      setEditing(item.occurrence);
      setEventOpen(true);
    },
    [openTask],
  );

  const handleSelect = useCallback(
    (info: DateSelectInfo) => {
      info.view.calendar.unselect();
      openNew(eventTimesFrom(info));
    },
    [openNew],
  );

  const move = useCallback(
    ({ occurrence, times, revert }: Move, scope: ChangeScope | null) => {
      update.mutate(
        { ...occurrenceRef(occurrence, scope), ...times },
        {
          onSuccess: () => {
            setMoving(null);
            toast({
              title: 'Termin verschoben',
              description: occurrence.title,
              variant: 'success',
            });
          },
          onError: (error) => {
            setMoving(null);
            revert();
            toast({
              title: 'Termin nicht verschoben',
              description: messageOf(error),
              variant: 'destructive',
            });
          },
        },
      );
    },
    [update],
  );

  // Dragged or resized: the occurrence's new times; a series first asks which ones change.
  const handleEventChange = useCallback(
    (info: EventChangeInfo) => {
      const item = itemOf(info.event);
      if (item?.kind !== 'event') {
        info.revert();
        return;
      }
      const next: Move = {
        occurrence: item.occurrence,
        times: eventTimesFrom(info.event),
        revert: info.revert,
      };
      if (isSeriesOccurrence(item.occurrence)) setMoving(next);
      else move(next, null);
    },
    [move],
  );

  const renderEvent = useCallback((info: EventDisplayInfo) => <EventContent info={info} />, []);

  const empty =
    events.isSuccess &&
    !events.isPlaceholderData &&
    events.data.events.length === 0 &&
    (!state.tasks || events.data.tasks.length === 0);

  return (
    <Page>
      <Toolbar>
        <PageHeader title="Kalender" />
        <div data-push />
        <Switch
          label="Aufgaben anzeigen"
          checked={state.tasks}
          onCheckedChange={(tasks) => setState({ tasks })}
        />
        <Switch
          label="Nur meine Termine"
          checked={state.mine}
          onCheckedChange={(mine) => setState({ mine })}
        />
        <Button type="button" variant="outline" size="sm" onClick={() => setSubscribing(true)}>
          <Rss aria-hidden />
          Kalender abonnieren
        </Button>
        <ImportCalendarButton />
        <Button
          type="button"
          size="sm"
          onClick={() => openNew(defaultNewEventTimes(currentNow(), day))}
        >
          <CalendarPlus aria-hidden />
          Neuer Termin
        </Button>
      </Toolbar>
      <Toolbar>
        <Button type="button" variant="outline" size="sm" onClick={() => controller.today()}>
          Heute
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Zurück"
          onClick={() => controller.prev()}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Weiter"
          onClick={() => controller.next()}
        >
          <ChevronRight aria-hidden />
        </Button>
        <Text as="h2" size="lg" weight="semibold" aria-live="polite">
          {controller.view?.title ?? ''}
        </Text>
        {events.isFetching ? (
          <Text as="p" tone="muted" size="sm" role="status">
            Termine werden geladen …
          </Text>
        ) : empty && state.view !== 'liste' ? (
          <Text as="p" tone="muted" size="sm" role="status">
            {EMPTY_TEXT[state.view]}
          </Text>
        ) : null}
        <div data-push />
        <SegmentedControl
          aria-label="Ansicht"
          value={state.view}
          onValueChange={(view) => setState({ view })}
        >
          {CALENDAR_VIEWS.map((view) => (
            <SegmentedControlItem key={view} value={view}>
              {VIEW_LABELS[view]}
            </SegmentedControlItem>
          ))}
        </SegmentedControl>
      </Toolbar>
      {events.isError ? (
        <QueryState
          query={events}
          loadingLabel="Termine werden geladen"
          errorTitle="Termine konnten nicht geladen werden"
          size="compact"
          isEmpty={() => false}
        >
          {() => null}
        </QueryState>
      ) : null}
      {/* The calendar grows to its full height and scrolls here: one scroll area that takes
          keyboard focus (FullCalendar's own scroll panes sit inside its table roles). */}
      <EventCalendarFrame
        ref={frameRef}
        tabIndex={0}
        role="region"
        aria-label="Kalenderansicht"
        stickyAllDay={busyShown}
        onKeyDown={moveBetweenEvents}
      >
        <FullCalendar
          controller={controller}
          plugins={PLUGINS}
          locale={germanLocale}
          timeZone={TIME_ZONE}
          firstDay={1}
          initialView={fullCalendarView}
          initialDate={day}
          now={currentNow}
          headerToolbar={false}
          views={VIEW_OPTIONS}
          height="auto"
          events={items}
          editable
          selectable
          selectMirror
          nowIndicator
          navLinks={false}
          dayMaxEvents
          weekNumbers={false}
          slotDuration="00:30:00"
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          slotHeaderFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          noEventsContent={EMPTY_TEXT.liste}
          eventContent={renderEvent}
          eventClick={handleEventClick}
          eventDrop={handleEventChange}
          eventResize={handleEventChange}
          select={handleSelect}
          datesSet={handleDatesSet}
        />
      </EventCalendarFrame>
      <EventDialog
        open={eventOpen}
        onOpenChange={setEventOpen}
        occurrence={editing}
        defaults={creating ?? undefined}
      />
      <ScopeDialog
        action={moving ? 'change' : null}
        pending={update.isPending}
        onCancel={() => {
          moving?.revert();
          setMoving(null);
        }}
        onChoose={(scope) => (moving ? move(moving, scope) : undefined)}
      />
      <TaskDialog
        open={taskOpen}
        onOpenChange={(open) => {
          setTaskOpen(open);
          // The task's day or title may have changed: the calendar shows it too.
          if (!open)
            void queryClient.invalidateQueries({ queryKey: trpc.calendar.range.pathKey() });
        }}
        task={task}
      />
      <SubscribeDialog open={subscribing} onOpenChange={setSubscribing} />
    </Page>
  );
}

/** Kalender: month, week, day and list of the company's events, the person's tasks. */
export function Component() {
  return <CalendarView />;
}
