import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from '@sprint/server/crm';
import type { LeadSource } from '../queries';

/** The sources and their German labels are the server's (`@sprint/server/crm`). */
export { LEAD_SOURCE_LABELS, LEAD_SOURCES };

export function leadSourceLabel(source: LeadSource | null | undefined): string | null {
  return source ? LEAD_SOURCE_LABELS[source] : null;
}
