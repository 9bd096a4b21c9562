/**
 * The CRM's vocabulary without a database: the app imports it (`@sprint/server/crm/inputs`), so it
 * must stay free of drizzle and node modules. `schema.ts` builds its enums from these lists.
 */

/** The pipeline, in its order: the enum's order is what `order by status` sorts by. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;

export const LEAD_SOURCES = [
  'linkedin',
  'instagram',
  'email',
  'referral',
  'website',
  'cold_call',
  'other',
] as const;

export type LeadStatusValue = (typeof LEAD_STATUSES)[number];
export type LeadSourceValue = (typeof LEAD_SOURCES)[number];
