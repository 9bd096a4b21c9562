import { CALENDAR_VIEWS, isDay, type CalendarViewName } from './calendarTime';

/** Everything the calendar keeps in its address: a view can be shared, reloaded, gone back to. */
export type CalendarSearchState = {
  view: CalendarViewName;
  /** The day the view shows (any day of its week or month); null: today. */
  date: string | null;
  /** 'Aufgaben anzeigen'. */
  tasks: boolean;
  /** 'Nur meine Termine': events the signed-in person created or attends. */
  mine: boolean;
};

export const DEFAULT_VIEW: CalendarViewName = 'woche';

function isView(value: string | null): value is CalendarViewName {
  return CALENDAR_VIEWS.includes(value as CalendarViewName);
}

/** The address as the page reads it; anything unknown falls back to the default. */
export function parseCalendarSearchParams(params: URLSearchParams): CalendarSearchState {
  const view = params.get('ansicht');
  const date = params.get('datum');
  return {
    view: isView(view) ? view : DEFAULT_VIEW,
    date: isDay(date) ? date : null,
    tasks: params.get('aufgaben') === '1',
    mine: params.get('meine') === '1',
  };
}

/** The state into the address, defaults left out; other parameters are kept. */
export function serializeCalendarSearchParams(
  state: CalendarSearchState,
  current = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => {
    if (value === null) next.delete(key);
    else next.set(key, value);
  };
  set('ansicht', state.view === DEFAULT_VIEW ? null : state.view);
  set('datum', state.date);
  set('aufgaben', state.tasks ? '1' : null);
  set('meine', state.mine ? '1' : null);
  return next;
}
