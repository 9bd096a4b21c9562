import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  hasActiveFilter,
  parseCrmSearchParams,
  serializeCrmSearchParams,
  toBoardFilter,
  toListFilter,
  withoutFilters,
} from './crmSearchParams';

const OWNER = '5b0c3f8e-2d4a-4c1e-9f3b-7a6d2e1c0b9a';

const parse = (query: string) => parseCrmSearchParams(new URLSearchParams(query));

describe('the CRM address', () => {
  it('reads the bare address as the board, unfiltered, newest change first', () => {
    expect(parse('')).toEqual({
      view: 'board',
      search: '',
      status: [],
      owner: null,
      source: null,
      sort: DEFAULT_SORT,
    });
  });

  it('reads view, search, statuses, owner, source and sort', () => {
    expect(
      parse(
        `view=table&search=M%C3%BCller&status=won,new&owner=${OWNER}&source=referral&sort=valueCents.asc`,
      ),
    ).toEqual({
      view: 'table',
      search: 'Müller',
      // Pipeline order, whatever order the link had.
      status: ['new', 'won'],
      owner: OWNER,
      source: 'referral',
      sort: { by: 'valueCents', dir: 'asc' },
    });
  });

  it('drops what it does not know instead of sending it to the server', () => {
    expect(
      parse('view=kanban&status=new,verloren,new&owner=anna&source=fax&sort=searchText.desc'),
    ).toEqual({
      view: 'board',
      search: '',
      status: ['new'],
      owner: null,
      source: null,
      sort: DEFAULT_SORT,
    });
    expect(parse('sort=valueCents').sort).toEqual(DEFAULT_SORT);
    expect(parse('sort=valueCents.up').sort).toEqual(DEFAULT_SORT);
    expect(parse(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });

  it("knows 'none' as the leads without an owner", () => {
    const state = parse('owner=none');
    expect(state.owner).toBe('none');
    expect(toListFilter(state)).toEqual({ ownerId: null });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(serializeCrmSearchParams(parse('')).toString()).toBe('');
    const state = parse(
      `view=table&search=Solar&status=qualified,proposal&owner=${OWNER}&source=linkedin&sort=companyName.asc`,
    );
    const written = serializeCrmSearchParams(state);
    expect(written.get('status')).toBe('qualified,proposal');
    expect(written.get('sort')).toBe('companyName.asc');
    expect(parseCrmSearchParams(written)).toEqual(state);
    expect(serializeCrmSearchParams({ ...state, sort: DEFAULT_SORT }).has('sort')).toBe(false);
  });

  it('keeps parameters that are not its own', () => {
    const written = serializeCrmSearchParams(parse('view=table'), new URLSearchParams('x=1'));
    expect(written.toString()).toBe('x=1&view=table');
  });

  it('turns the filter into the inputs of list and board', () => {
    const state = parse(`search=%20Solar%20&status=won&owner=${OWNER}&source=email`);
    expect(toListFilter(state)).toEqual({
      search: 'Solar',
      status: ['won'],
      ownerId: OWNER,
      source: 'email',
    });
    expect(toBoardFilter(state)).toEqual({ search: 'Solar', ownerId: OWNER, source: 'email' });
    expect(toListFilter(parse(''))).toEqual({});
  });

  it('tells a filtered view from an unfiltered one; resetting keeps view and sort', () => {
    expect(hasActiveFilter(parse('view=table&sort=valueCents.desc'))).toBe(false);
    expect(hasActiveFilter(parse('search=x'))).toBe(true);
    expect(hasActiveFilter(parse('owner=none'))).toBe(true);
    const reset = withoutFilters(parse('view=table&status=new&sort=valueCents.desc'));
    expect(hasActiveFilter(reset)).toBe(false);
    expect(reset.view).toBe('table');
    expect(reset.sort).toEqual({ by: 'valueCents', dir: 'desc' });
  });
});
