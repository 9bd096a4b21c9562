import type { RouterInputs, RouterOutputs } from '../../api/types';
import { isUuid } from '../../lib/uuid';
import { defineLookup } from '../area';
import { forEmployees } from '../../components/access';

/** The customer page's breadcrumb while the company's name loads (spec §2, like the lead's). */
export const CUSTOMER_LOADING = 'Kunde wird geladen...';

/** The customer page's breadcrumb: Kunden › company name (the page's own query, one request). */
export const customerLookup = defineLookup({
  query: ({ id }, trpc) =>
    isUuid(id) ? trpc.customers.byId.queryOptions({ customerId: id }) : null,
  label: (page) => page.customer.name,
  loading: CUSTOMER_LOADING,
  // The console is the provider's employees' (the server's `assertEmployee`).
  access: forEmployees,
});

/** The shapes the customer console works with, as the server answers them. */
export type CustomerListInput = Extract<RouterInputs['customers']['list'], object>;
export type CustomerRow = RouterOutputs['customers']['list'][number];
export type CustomerDetail = RouterOutputs['customers']['byId'];
export type CustomerMember = CustomerDetail['members'][number];
export type CustomerInvitation = CustomerDetail['invitations'][number];
export type Plan = CustomerRow['plan'];
