export const CRM_HREF = '/app/crm';

/** A lead's page. */
export function leadHref(leadId: string): string {
  return `${CRM_HREF}/leads/${leadId}`;
}
