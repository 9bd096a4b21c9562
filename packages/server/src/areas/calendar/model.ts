/**
 * The calendar's words, limits and shapes as callers see them. Pure: the app imports it through
 * `@sprint/server/calendar/inputs`.
 */

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** RFC 5545 weekday codes, Monday first (the week starts on Monday in Germany). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MO: 'Montag',
  TU: 'Dienstag',
  WE: 'Mittwoch',
  TH: 'Donnerstag',
  FR: 'Freitag',
  SA: 'Samstag',
  SU: 'Sonntag',
};

export const FREQUENCY_LABELS: Record<RecurrenceFrequency, string> = {
  daily: 'Täglich',
  weekly: 'Wöchentlich',
  monthly: 'Monatlich',
  yearly: 'Jährlich',
};

/** A series as the form edits it; stored as an RFC 5545 RRULE. */
export type Recurrence = {
  frequency: RecurrenceFrequency;
  /** Every n-th day, week, month or year. */
  interval: number;
  /** Weekly series: the days it happens on (default: the start's weekday). */
  weekdays?: Weekday[] | undefined;
  /** The last day (Berlin) an occurrence may start on; or */
  until?: string | null | undefined;
  /** how many occurrences there are. Neither: it never ends. */
  count?: number | null | undefined;
};

/** 'Nur diesen Termin' or 'Alle Termine' when a series' occurrence is changed or deleted. */
export const CHANGE_SCOPES = ['single', 'all'] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];

export const CHANGE_SCOPE_LABELS: Record<ChangeScope, string> = {
  single: 'Nur diesen Termin',
  all: 'Alle Termine',
};

/** More than this many occurrences in one view are refused (a series is expanded per view). */
export const MAX_OCCURRENCES_PER_VIEW = 1000;
/** The longest range one request may ask for: a month view with its six weeks, or a list. */
export const MAX_RANGE_DAYS = 100;
/** An uploaded `.ics` (the upload purpose `calendar`). */
export const MAX_ICS_BYTES = 5 * 1024 * 1024;

export const EVENT_NOT_FOUND = 'Termin nicht gefunden.';
export const OCCURRENCE_NOT_FOUND = 'Dieser Termin gehört nicht zur Serie.';
export const END_BEFORE_START = 'Das Ende darf nicht vor dem Beginn liegen.';
export const TIMES_NEED_BOTH = 'Ein Termin mit Uhrzeit braucht Beginn- und Enduhrzeit.';
export const ATTENDEE_NOT_MEMBER = 'Teilnehmende müssen Mitglieder dieses Unternehmens sein.';
export const TOO_MANY_OCCURRENCES =
  'Zu viele Termine in diesem Zeitraum (mehr als 1.000). Bitte wähle einen kürzeren Zeitraum oder beende die Serie.';
export const RANGE_TOO_LONG = `Der Zeitraum darf höchstens ${MAX_RANGE_DAYS} Tage umfassen.`;
export const RANGE_END_BEFORE_START = 'Das Ende des Zeitraums muss nach seinem Beginn liegen.';
export const UNTIL_AND_COUNT = 'Eine Serie endet entweder an einem Datum oder nach einer Anzahl.';
export const UNTIL_BEFORE_START = 'Das Ende der Serie darf nicht vor dem ersten Termin liegen.';
export const ICS_INVALID =
  'Die Datei ist keine gültige iCalendar-Datei (.ics). Bitte exportiere den Kalender erneut.';
export const ICS_TOO_LARGE = 'Die Kalenderdatei ist größer als 5 MB.';
export const ICS_EMPTY = 'Die Kalenderdatei enthält keine Termine.';
export const ICS_UNSUPPORTED_RULE =
  'Die Kalenderdatei enthält eine Wiederholung, die Sprint nicht kennt (nur täglich, wöchentlich, monatlich oder jährlich).';

/**
 * One occurrence in a view: a single event, an exception of a series, or one expanded occurrence
 * of a series (then `occurrenceStart` names it). Instants are ISO strings; the Berlin wall-clock
 * fields are what the form shows.
 */
export type CalendarOccurrence = {
  /** Unique in a view: the event's ID, for a series' occurrence with its start appended. */
  key: string;
  eventId: string;
  /** The series this occurrence belongs to (itself for an expanded occurrence), or null. */
  seriesId: string | null;
  /** The occurrence's original start (RECURRENCE-ID) within its series, ISO instant, or null. */
  occurrenceStart: string | null;
  title: string;
  description: string | null;
  location: string | null;
  videoUrl: string | null;
  allDay: boolean;
  /** ISO instants; for all-day events the start of the first and the day after the last Berlin day. */
  start: string;
  end: string;
  /** Berlin wall clock: days 'YYYY-MM-DD', times 'HH:MM' (null all day); endDate is inclusive. */
  startDate: string;
  startTime: string | null;
  endDate: string;
  endTime: string | null;
  /** The series' rule, also on its exceptions. */
  recurrence: Recurrence | null;
  leadId: string | null;
  leadName: string | null;
  attendees: { id: string; name: string }[];
  createdBy: string | null;
  createdByName: string | null;
};

/** A task with a due date, as the calendar shows it ('Aufgaben anzeigen'). */
export type CalendarTask = {
  id: string;
  title: string;
  dueDate: string;
  dueTime: string | null;
  status: 'open' | 'in_progress' | 'done';
  priority: 'urgent' | 'high' | 'medium' | 'low';
  leadName: string | null;
};

export type CalendarRange = { events: CalendarOccurrence[]; tasks: CalendarTask[] };

export type IcsImportResult = { created: number; updated: number; unchanged: number };
