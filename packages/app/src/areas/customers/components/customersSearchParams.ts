import type { DataTableSorting } from '@sprint/ui';
import type { CustomerListInput, CustomerRow, Plan } from '../queries';

/** The plans, highest first (spec §9's badge order). */
export const PLANS = ['enterprise', 'professional', 'starter'] as const satisfies readonly Plan[];

/** The table's sortable columns (the row's fields of the same name). */
export const CUSTOMER_SORT_KEYS = [
  'name',
  'officialCompanyName',
  'plan',
  'members',
  'createdAt',
  'lastActivityAt',
] as const satisfies readonly (keyof CustomerRow)[];

export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];
export type CustomerSort = { by: CustomerSortKey; dir: 'asc' | 'desc' };

/** Everything the customer list keeps in its address. */
export type CustomersSearchState = {
  search: string;
  plan: Plan | null;
  /** Null: the server's order (by name). */
  sort: CustomerSort | null;
};

const MAX_SEARCH = 200;

function isPlan(value: string | null): value is Plan {
  return (PLANS as readonly (string | null)[]).includes(value);
}

function isSortKey(value: string): value is CustomerSortKey {
  return (CUSTOMER_SORT_KEYS as readonly string[]).includes(value);
}

/** `members.desc` → `{ by: 'members', dir: 'desc' }`; anything else is the server's order. */
export function parseCustomerSort(text: string | null): CustomerSort | null {
  const [by = '', dir = '', ...rest] = (text ?? '').split('.');
  if (rest.length > 0 || !isSortKey(by) || (dir !== 'asc' && dir !== 'desc')) return null;
  return { by, dir };
}

/** Reads the address leniently: an unknown plan or sort in a shared link is ignored. */
export function parseCustomersSearchParams(params: URLSearchParams): CustomersSearchState {
  const plan = params.get('plan');
  return {
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH),
    plan: isPlan(plan) ? plan : null,
    sort: parseCustomerSort(params.get('sort')),
  };
}

/** Writes the state into a copy of `params`; defaults are left out, so `/app/customers` stays short. */
export function serializeCustomersSearchParams(
  state: CustomersSearchState,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set('search', state.search.trim() || null);
  set('plan', state.plan);
  set('sort', state.sort ? `${state.sort.by}.${state.sort.dir}` : null);
  return next;
}

/** Whether search or plan narrow the list (the sort does not). */
export function hasActiveFilter(state: CustomersSearchState): boolean {
  return state.search.trim() !== '' || state.plan !== null;
}

/** What 'Filter zurücksetzen' leaves: the sort stays. */
export function withoutFilters(state: CustomersSearchState): CustomersSearchState {
  return { ...state, search: '', plan: null };
}

/** The filter as `customers.list` takes it: empty values left out (one query key per filter). */
export function toListInput(state: CustomersSearchState): CustomerListInput {
  const input: CustomerListInput = {};
  const search = state.search.trim();
  if (search) input.search = search;
  if (state.plan) input.plan = state.plan;
  return input;
}

export function toSorting(sort: CustomerSort | null): DataTableSorting {
  return sort ? [{ id: sort.by, desc: sort.dir === 'desc' }] : [];
}

export function fromSorting(sorting: DataTableSorting): CustomerSort | null {
  const first = sorting[0];
  if (!first || !isSortKey(first.id)) return null;
  return { by: first.id, dir: first.desc ? 'desc' : 'asc' };
}
