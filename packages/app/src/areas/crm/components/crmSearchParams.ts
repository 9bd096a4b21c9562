import type { LeadListInput, LeadSortKey, LeadSource, LeadStatus } from '../queries';
import { LEAD_STATUSES } from '@sprint/server/crm';
import { LEAD_SOURCES } from './leadSource';

/** The pipeline in its order (the server's enum order, which `order by status` follows). */
export { LEAD_STATUSES };

const SORT_KEYS: Record<LeadSortKey, true> = {
  companyName: true,
  contactName: true,
  status: true,
  valueCents: true,
  ownerName: true,
  nextStepDueAt: true,
  updatedAt: true,
  createdAt: true,
};

export type CrmView = 'board' | 'table';
export type LeadSort = { by: LeadSortKey; dir: 'asc' | 'desc' };
/** A member's id, or 'none' for leads without an owner. */
export type OwnerFilter = string | 'none';

/** Everything the CRM page keeps in its address. */
export type CrmSearchState = {
  view: CrmView;
  search: string;
  status: LeadStatus[];
  owner: OwnerFilter | null;
  source: LeadSource | null;
  sort: LeadSort;
};

/** The server's default order (service.ts DEFAULT_SORT): not written into the address. */
export const DEFAULT_SORT: LeadSort = { by: 'updatedAt', dir: 'desc' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_SEARCH = 200;

function isStatus(value: string): value is LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value);
}

function isSource(value: string): value is LeadSource {
  return (LEAD_SOURCES as readonly string[]).includes(value);
}

function isSortKey(value: string): value is LeadSortKey {
  return value in SORT_KEYS;
}

/** `valueCents.desc` → `{ by: 'valueCents', dir: 'desc' }`; anything else is the default. */
export function parseSort(text: string | null): LeadSort {
  const [by = '', dir = '', ...rest] = (text ?? '').split('.');
  if (rest.length > 0 || !isSortKey(by) || (dir !== 'asc' && dir !== 'desc')) return DEFAULT_SORT;
  return { by, dir };
}

/**
 * Reads the address leniently: a shared or hand-edited link with an unknown value shows the
 * CRM without that filter rather than a server error.
 */
export function parseCrmSearchParams(params: URLSearchParams): CrmSearchState {
  const status = (params.get('status') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(isStatus);
  const owner = params.get('owner');
  const source = params.get('source');
  return {
    view: params.get('view') === 'table' ? 'table' : 'board',
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH),
    // Once each, in pipeline order: the same filter is the same address (and query key).
    status: LEAD_STATUSES.filter((value) => status.includes(value)),
    owner: owner === 'none' || (owner && UUID.test(owner)) ? owner : null,
    source: source && isSource(source) ? source : null,
    sort: parseSort(params.get('sort')),
  };
}

/**
 * Writes the state into a copy of `params`: defaults are left out, so `/app/crm` stays short,
 * and parameters that are not the CRM's (none today) survive.
 */
export function serializeCrmSearchParams(
  state: CrmSearchState,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set('view', state.view === 'table' ? 'table' : null);
  set('search', state.search.trim() || null);
  set('status', state.status.length > 0 ? state.status.join(',') : null);
  set('owner', state.owner);
  set('source', state.source);
  const sortIsDefault = state.sort.by === DEFAULT_SORT.by && state.sort.dir === DEFAULT_SORT.dir;
  set('sort', sortIsDefault ? null : `${state.sort.by}.${state.sort.dir}`);
  return next;
}

/** Whether a filter narrows the leads (the sort and the view do not). */
export function hasActiveFilter(state: CrmSearchState): boolean {
  return (
    state.search.trim() !== '' ||
    state.status.length > 0 ||
    state.owner !== null ||
    state.source !== null
  );
}

/** The state without any filter: what 'Filter zurücksetzen' leaves (view and sort stay). */
export function withoutFilters(state: CrmSearchState): CrmSearchState {
  return { ...state, search: '', status: [], owner: null, source: null };
}

type ListFilter = Pick<LeadListInput, 'search' | 'status' | 'ownerId' | 'source'>;

/** The filter as the server's list, board and export take it. */
export function toListFilter(state: CrmSearchState): ListFilter {
  const filter: ListFilter = {};
  const search = state.search.trim();
  if (search) filter.search = search;
  if (state.status.length > 0) filter.status = state.status;
  if (state.owner) filter.ownerId = state.owner === 'none' ? null : state.owner;
  if (state.source) filter.source = state.source;
  return filter;
}

/** The board shows every status as a column: its filter has no status. */
export function toBoardFilter(state: CrmSearchState): Omit<ListFilter, 'status'> {
  const { status: _status, ...filter } = toListFilter(state);
  return filter;
}
