import type { BadgeVariant } from '@sprint/ui';
import { LEAD_STATUS_LABELS, type LeadStatusValue } from '@sprint/server/crm';

/** How each status looks; its German label is the server's (`@sprint/server/crm`). */
const STATUS_VARIANT: Record<LeadStatusValue, BadgeVariant> = {
  new: 'outline',
  contacted: 'secondary',
  qualified: 'secondary',
  proposal: 'default',
  won: 'success',
  lost: 'destructive',
};

export const LEAD_STATUS: Record<string, { label: string; variant: BadgeVariant }> =
  Object.fromEntries(
    (Object.keys(STATUS_VARIANT) as LeadStatusValue[]).map((status) => [
      status,
      { label: LEAD_STATUS_LABELS[status], variant: STATUS_VARIANT[status] },
    ]),
  );

export function leadStatus(status: string) {
  return LEAD_STATUS[status] ?? { label: status, variant: 'outline' as const };
}
