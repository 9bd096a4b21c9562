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

/** A lead changed anywhere in the company: lists, pages and the dashboard's figures refetch. */
export const crmLive: LiveInvalidations = {
  'lead.changed': (trpc) => [trpc.crm.leads.pathKey()],
};
