import { describe, expect, it } from 'vitest';
import {
  bookingListInput,
  hasBookingFilter,
  monthRange,
  parseOverviewSearchParams,
  serializeOverviewSearchParams,
  withoutBookingFilters,
  yearRange,
  type OverviewSearchState,
} from './overviewSearchParams';

const CATEGORY = '4b3c2d1e-0f9a-4b8c-9d7e-6f5a4b3c2d1e';
const PROJECT = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';

const defaults: OverviewSearchState = {
  month: null,
  period: 'month',
  kind: null,
  categoryId: null,
  projectId: null,
  search: '',
};

describe('overview address', () => {
  it('reads month, period, kind, category and search', () => {
    const state = parseOverviewSearchParams(
      new URLSearchParams(
        `month=2026-10&period=year&kind=expense&category=${CATEGORY}&project=${PROJECT}&search=Miete`,
      ),
    );
    expect(state).toEqual({
      month: '2026-10',
      period: 'year',
      kind: 'expense',
      categoryId: CATEGORY,
      projectId: PROJECT,
      search: 'Miete',
    });
  });

  it('falls back to the defaults for unknown or broken values', () => {
    const state = parseOverviewSearchParams(
      new URLSearchParams('month=2026-13&period=week&kind=both&category=42&project=x&search='),
    );
    expect(state).toEqual(defaults);
    expect(parseOverviewSearchParams(new URLSearchParams('month=1999-12')).month).toBeNull();
    expect(
      parseOverviewSearchParams(new URLSearchParams(`search=${'x'.repeat(300)}`)).search,
    ).toHaveLength(200);
  });

  it('writes only what differs from the defaults and keeps foreign parameters', () => {
    const current = new URLSearchParams('tab=x&month=2026-09');
    const next = serializeOverviewSearchParams(
      { ...defaults, month: '2026-11', kind: 'income', search: '  Hansewerft ' },
      '2026-11',
      current,
    );
    // The current month is the default: not written.
    expect(next.toString()).toBe('tab=x&kind=income&search=Hansewerft');
    expect(
      serializeOverviewSearchParams(
        { ...defaults, month: '2026-10', period: 'all', categoryId: CATEGORY },
        '2026-11',
      ).toString(),
    ).toBe(`month=2026-10&period=all&category=${CATEGORY}`);
  });

  it('round-trips through the address', () => {
    const state: OverviewSearchState = {
      month: '2025-02',
      period: 'year',
      kind: 'expense',
      categoryId: CATEGORY,
      projectId: PROJECT,
      search: 'Bahn & Co',
    };
    expect(parseOverviewSearchParams(serializeOverviewSearchParams(state, '2026-11'))).toEqual(
      state,
    );
  });

  it('knows which changes are filters', () => {
    expect(hasBookingFilter(defaults)).toBe(false);
    expect(hasBookingFilter({ ...defaults, month: '2026-01', period: 'all' })).toBe(false);
    expect(hasBookingFilter({ ...defaults, search: ' ' })).toBe(false);
    expect(hasBookingFilter({ ...defaults, kind: 'income' })).toBe(true);
    expect(
      withoutBookingFilters({ ...defaults, month: '2026-01', kind: 'income', search: 'x' }),
    ).toEqual({ ...defaults, month: '2026-01' });
  });
});

describe('booking list input', () => {
  it('covers the calendar month, leap years included', () => {
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(yearRange('2026-11')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('asks for the month by default, the year or everything when chosen', () => {
    expect(bookingListInput(defaults, '2026-11', 50)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      limit: 50,
    });
    expect(
      bookingListInput(
        { ...defaults, period: 'all', kind: 'expense', categoryId: CATEGORY, search: ' Miete ' },
        '2026-11',
        50,
      ),
    ).toEqual({ kind: 'expense', categoryId: CATEGORY, search: 'Miete', limit: 50 });
    expect(bookingListInput({ ...defaults, period: 'year' }, '2026-11', 20)).toMatchObject({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });
});

describe('a project’s bookings', () => {
  it('filters by the project from the projects page’s link and resets with the others', () => {
    const state = parseOverviewSearchParams(
      new URLSearchParams('project=7A6B5C4D-3E2F-4A1B-8C9D-0E1F2A3B4C5D&period=all'),
    );
    expect(state).toMatchObject({
      projectId: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
      period: 'all',
    });
    expect(hasBookingFilter(state)).toBe(true);
    expect(bookingListInput(state, '2026-11', 50)).toEqual({
      projectId: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
      limit: 50,
    });
    expect(withoutBookingFilters(state).projectId).toBeNull();
  });
});
