/** What the CRM tells everyone else in the company (live updates). */
export type CrmEvent = { name: 'lead.changed'; data: { leadId: string } };
