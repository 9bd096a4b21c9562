import type { BookingKind } from '@sprint/server/finances';
import type { RouterInputs } from '../../../api/types';
import { parseMonth } from './financeFormat';

/** Which bookings the table lists: the chosen month (the default), its year, or all of them. */
export const BOOKING_PERIODS = ['month', 'year', 'all'] as const;
export type BookingPeriod = (typeof BOOKING_PERIODS)[number];

/** Everything the overview keeps in its address (`?month=2026-11&kind=expense&search=miete`). */
export type OverviewSearchState = {
  /** 'YYYY-MM'; null for the current Berlin month (then left out of the address). */
  month: string | null;
  period: BookingPeriod;
  kind: BookingKind | null;
  categoryId: string | null;
  /** The project's bookings (the projects page links here with `?project=…&period=all`). */
  projectId: string | null;
  search: string;
};

export const MAX_SEARCH = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isPeriod(value: string | null): value is BookingPeriod {
  return BOOKING_PERIODS.includes(value as BookingPeriod);
}

/**
 * The address as the page reads it, leniently: a hand-edited or outdated link with an unknown
 * value shows the overview without that filter rather than a server error.
 */
export function parseOverviewSearchParams(params: URLSearchParams): OverviewSearchState {
  const kind = params.get('kind');
  const category = params.get('category');
  const period = params.get('period');
  const project = params.get('project');
  return {
    month: parseMonth(params.get('month')),
    period: isPeriod(period) ? period : 'month',
    kind: kind === 'income' || kind === 'expense' ? kind : null,
    categoryId: category && UUID.test(category) ? category.toLowerCase() : null,
    projectId: project && UUID.test(project) ? project.toLowerCase() : null,
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH),
  };
}

/**
 * The state into a copy of `params`: defaults are left out, so `/app/finances` stays short, and
 * parameters that are not the overview's survive. `currentMonth` is the month shown without one.
 */
export function serializeOverviewSearchParams(
  state: OverviewSearchState,
  currentMonth: string,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set('month', state.month && state.month !== currentMonth ? state.month : null);
  set('period', state.period === 'month' ? null : state.period);
  set('kind', state.kind);
  set('category', state.categoryId);
  set('project', state.projectId);
  set('search', state.search.trim() || null);
  return next;
}

/** Whether a filter narrows the bookings (the month and the period do not count). */
export function hasBookingFilter(state: OverviewSearchState): boolean {
  return (
    state.kind !== null ||
    state.categoryId !== null ||
    state.projectId !== null ||
    state.search.trim() !== ''
  );
}

/** The state without kind, category, project and search: what 'Filter zurücksetzen' leaves. */
export function withoutBookingFilters(state: OverviewSearchState): OverviewSearchState {
  return { ...state, kind: null, categoryId: null, projectId: null, search: '' };
}

function daysInMonth(month: string): number {
  const [year = 2000, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

/** '2026-02' → { from: '2026-02-01', to: '2026-02-28' }. */
export function monthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: `${month}-${String(daysInMonth(month)).padStart(2, '0')}` };
}

/** The year of '2026-11' from 1 January to 31 December. */
export function yearRange(month: string): { from: string; to: string } {
  const year = month.slice(0, 4);
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

type ListInput = NonNullable<RouterInputs['finances']['transactions']['list']>;

/** What `finances.transactions.list` is asked for the shown month and filters (without cursor). */
export function bookingListInput(
  state: OverviewSearchState,
  month: string,
  limit: number,
): Omit<ListInput, 'cursor' | 'direction'> {
  const range =
    state.period === 'month' ? monthRange(month) : state.period === 'year' ? yearRange(month) : {};
  const search = state.search.trim();
  return {
    ...range,
    ...(state.kind ? { kind: state.kind } : {}),
    ...(state.categoryId ? { categoryId: state.categoryId } : {}),
    ...(state.projectId ? { projectId: state.projectId } : {}),
    ...(search ? { search } : {}),
    limit,
  };
}
