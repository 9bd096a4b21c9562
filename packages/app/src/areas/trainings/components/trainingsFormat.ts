/**
 * The trainings area's pure rules: addresses, the words for durations and counts, what a course
 * card offers, and the breadcrumb trail of a lesson. No React, no requests: unit-tested.
 */

import { TRAININGS_HREF, courseHref, lessonHref, type LessonRef } from './trainingsPaths';

// The addresses and the lesson's breadcrumb trail live apart: the route table, in the first
// paint of every page, needs them without the rest of this file.
export {
  TRAININGS_HREF,
  courseHref,
  decodeLessonTrail,
  encodeLessonTrail,
  lessonHref,
  type LessonRef,
  type LessonTrail,
} from './trainingsPaths';

// Durations -----------------------------------------------------------------------------------

/**
 * A lesson's or course's length as people say it: '45 Sek.', '8 Min.', '1 Std. 5 Min.'.
 * Empty for nothing known (null, 0, not a number).
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return '';
  if (seconds < 60) return `${Math.round(seconds)} Sek.`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} Min.`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} Std.` : `${hours} Std. ${rest} Min.`;
}

const two = (value: number) => String(value).padStart(2, '0');

/** A position in a video as players show it: '0:07', '3:05', '1:02:03'. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/** The server's limit for a lesson's duration (a day; more is a typing mistake). */
export const MAX_DURATION_SECONDS = 86_400;

export const DURATION_FORMAT_ERROR = 'Bitte gib die Dauer als Minuten:Sekunden an, z. B. 8:30.';
export const DURATION_TOO_LONG = 'Eine Lektion dauert höchstens 24 Stunden.';

export type ParsedDuration = { ok: true; seconds: number | null } | { ok: false; error: string };

/**
 * The duration field as people type it: '8:30' (minutes and seconds), '1:02:03' (with hours) or
 * '12' (whole minutes); empty for unknown.
 */
export function parseDuration(text: string): ParsedDuration {
  const value = text.trim();
  if (value === '') return { ok: true, seconds: null };
  if (!/^\d{1,4}(:\d{1,2}){0,2}$/.test(value)) return { ok: false, error: DURATION_FORMAT_ERROR };
  const parts = value.split(':').map(Number);
  let seconds: number;
  if (parts.length === 1) {
    seconds = (parts[0] ?? 0) * 60;
  } else {
    const [first = 0, second = 0, third] = parts;
    if (second >= 60 || (third !== undefined && third >= 60)) {
      return { ok: false, error: DURATION_FORMAT_ERROR };
    }
    seconds = third === undefined ? first * 60 + second : first * 3600 + second * 60 + third;
  }
  if (seconds > MAX_DURATION_SECONDS) return { ok: false, error: DURATION_TOO_LONG };
  return { ok: true, seconds };
}

/** The field's text for a stored duration: '8:30', '' for none. */
export function durationInput(seconds: number | null | undefined): string {
  return typeof seconds === 'number' && seconds > 0 ? formatClock(seconds) : '';
}

/** What a `<video>` element reports as its duration, as whole seconds the server takes. */
export function wholeSeconds(duration: number): number | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  return Math.min(MAX_DURATION_SECONDS, Math.round(duration));
}

// Counts --------------------------------------------------------------------------------------

export function lessonCount(count: number): string {
  return `${count} ${count === 1 ? 'Lektion' : 'Lektionen'}`;
}

export function moduleCount(count: number): string {
  return `${count} ${count === 1 ? 'Modul' : 'Module'}`;
}

/** '3 von 8 Lektionen erledigt'. */
export function completedText(completed: number, total: number): string {
  return `${completed} von ${lessonCount(total)} erledigt`;
}

// Filters and edit mode in the address ---------------------------------------------------------

export const COURSE_FILTERS = ['all', 'started', 'completed'] as const;
export type CourseFilter = (typeof COURSE_FILTERS)[number];

export const COURSE_FILTER_LABELS: Record<CourseFilter, string> = {
  all: 'Alle',
  started: 'Begonnen',
  completed: 'Abgeschlossen',
};

/** `?filter=started`; anything else (or nothing) is every course. */
export function parseCourseFilter(value: string | null): CourseFilter {
  return COURSE_FILTERS.find((filter) => filter === value) ?? 'all';
}

export function filterHref(filter: CourseFilter): string {
  return filter === 'all' ? TRAININGS_HREF : `${TRAININGS_HREF}?filter=${filter}`;
}

/** The editor's switch in the address: `?bearbeiten=1`. */
export const EDIT_PARAM = 'bearbeiten';

export function isEditing(params: URLSearchParams): boolean {
  return params.get(EDIT_PARAM) === '1';
}

/** The same address with the editor on or off, other parameters kept. */
export function editHref(pathname: string, params: URLSearchParams, editing: boolean): string {
  const next = new URLSearchParams(params);
  if (editing) next.set(EDIT_PARAM, '1');
  else next.delete(EDIT_PARAM);
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname;
}

// Plans ---------------------------------------------------------------------------------------

export type MinPlan = 'professional' | 'enterprise';
/** A course's visibility as the editor's choice: every plan, or from a plan on. */
export type Visibility = 'all' | MinPlan;

export const VISIBILITY_OPTIONS: readonly { value: Visibility; label: string }[] = [
  { value: 'all', label: 'Alle Pakete' },
  { value: 'professional', label: 'Ab Professional' },
  { value: 'enterprise', label: 'Nur Enterprise' },
];

export function visibilityOf(minPlan: MinPlan | 'starter' | null): Visibility {
  return minPlan === 'professional' || minPlan === 'enterprise' ? minPlan : 'all';
}

export function minPlanOf(visibility: Visibility): MinPlan | null {
  return visibility === 'all' ? null : visibility;
}

// Levels ('Ab Level N') -----------------------------------------------------------------------

/** A course's level lock as the editor's choice: every level, or from Level 2 to 9 on. */
export const LEVEL_CHOICES = ['all', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type LevelChoice = (typeof LEVEL_CHOICES)[number];

export const LEVEL_OPTIONS: readonly { value: LevelChoice; label: string }[] = LEVEL_CHOICES.map(
  (value) => ({ value, label: value === 'all' ? 'Für jedes Level' : `Ab Level ${value}` }),
);

export function levelChoiceOf(minLevel: number | null): LevelChoice {
  return LEVEL_CHOICES.find((choice) => choice === String(minLevel)) ?? 'all';
}

export function minLevelOf(choice: LevelChoice): number | null {
  return choice === 'all' ? null : Number(choice);
}

export function visibilityLabel(minPlan: MinPlan | 'starter' | null): string {
  const visibility = visibilityOf(minPlan);
  return VISIBILITY_OPTIONS.find((option) => option.value === visibility)?.label ?? 'Alle Pakete';
}

// What a course card offers --------------------------------------------------------------------

export type CourseForAction = {
  id: string;
  locked: boolean;
  lockLabel: string | null;
  status: 'not_started' | 'in_progress' | 'completed';
  nextLesson: LessonRef | null;
};

export type CourseAction =
  | { kind: 'locked'; label: string }
  | { kind: 'start' | 'continue' | 'completed' | 'view'; label: string; href: string };

/**
 * 'Starten' and 'Fortsetzen' go straight to the first unfinished lesson; a finished course is
 * 'Abgeschlossen' and opens its page; a locked one names the plan it needs and goes nowhere.
 */
export function courseAction(course: CourseForAction): CourseAction {
  if (course.locked) return { kind: 'locked', label: course.lockLabel ?? 'Gesperrt' };
  if (course.status === 'completed') {
    return { kind: 'completed', label: 'Abgeschlossen', href: courseHref(course.id) };
  }
  if (!course.nextLesson) return { kind: 'view', label: 'Ansehen', href: courseHref(course.id) };
  const href = lessonHref(course.id, course.nextLesson);
  return course.status === 'in_progress'
    ? { kind: 'continue', label: 'Fortsetzen', href }
    : { kind: 'start', label: 'Starten', href };
}
