import { describe, expect, it } from 'vitest';
import {
  fromSorting,
  parseCustomersSearchParams,
  serializeCustomersSearchParams,
  toListInput,
  toSorting,
  withoutFilters,
} from './customersSearchParams';

const parse = (query: string) => parseCustomersSearchParams(new URLSearchParams(query));

describe('the customer list’s address', () => {
  it('reads search, plan and sort, and ignores what it does not know', () => {
    expect(parse('search=huber&plan=starter&sort=members.desc')).toEqual({
      search: 'huber',
      plan: 'starter',
      sort: { by: 'members', dir: 'desc' },
    });
    expect(parse('plan=gold&sort=password.asc')).toEqual({ search: '', plan: null, sort: null });
    expect(parse('sort=name.up')).toMatchObject({ sort: null });
    expect(parse(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    const params = serializeCustomersSearchParams(
      { search: '  huber ', plan: null, sort: { by: 'createdAt', dir: 'asc' } },
      new URLSearchParams('other=1&plan=starter'),
    );
    expect(params.toString()).toBe('other=1&search=huber&sort=createdAt.asc');
    expect(
      serializeCustomersSearchParams(withoutFilters(parse('search=x&plan=starter'))).toString(),
    ).toBe('');
  });

  it('hands the server only a filter that narrows', () => {
    expect(toListInput(parse(''))).toEqual({});
    expect(toListInput(parse('search=%20huber%20&plan=enterprise'))).toEqual({
      search: 'huber',
      plan: 'enterprise',
    });
  });

  it('maps the table’s sorting both ways', () => {
    expect(toSorting(null)).toEqual([]);
    expect(fromSorting(toSorting({ by: 'plan', dir: 'desc' }))).toEqual({
      by: 'plan',
      dir: 'desc',
    });
    expect(fromSorting([])).toBeNull();
    expect(fromSorting([{ id: 'unknown', desc: false }])).toBeNull();
  });
});
