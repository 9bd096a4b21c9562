import type { RouterInputs, RouterOutputs } from '../../api/types';
import { isUuid } from '../../lib/uuid';
import { defineLookup, type LiveInvalidations } from '../area';

/** Spec §2: the lead page's breadcrumb while its company name loads. */
export const LEAD_LOADING = 'Lead wird geladen...';

/** The lead page's breadcrumb: CRM › company name (the page's own query, one request). */
export const leadLookup = defineLookup({
  query: ({ id }, trpc) => (isUuid(id) ? trpc.crm.leads.byId.queryOptions({ leadId: id }) : null),
  label: (lead) => lead.companyName,
  loading: LEAD_LOADING,
});

/**
 * A lead changed anywhere in the company: boards, tables, lead pages with their timelines and
 * the dashboard's figures refetch.
 */
export const crmLive: LiveInvalidations = {
  'lead.changed': (trpc) => [trpc.crm.leads.pathKey(), trpc.crm.activities.pathKey()],
};

/** The shapes the CRM's screens work with, as the server answers them. */
export type LeadListInput = Extract<RouterInputs['crm']['leads']['list'], object>;
export type LeadPage = RouterOutputs['crm']['leads']['list'];
export type LeadRow = LeadPage['items'][number];
export type LeadDetail = RouterOutputs['crm']['leads']['byId'];
export type LeadBoard = RouterOutputs['crm']['leads']['board'];
export type LeadStatus = LeadRow['status'];
export type LeadSource = NonNullable<LeadRow['source']>;
export type LeadSortKey = NonNullable<LeadListInput['sort']>['by'];
export type CompanyMember = RouterOutputs['crm']['members'][number];
export type LeadActivity = RouterOutputs['crm']['activities']['list'] extends readonly (infer A)[]
  ? A
  : RouterOutputs['crm']['activities']['list'] extends { items: readonly (infer B)[] }
    ? B
    : never;
