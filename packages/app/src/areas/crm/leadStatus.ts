import type { BadgeVariant } from '@sprint/ui';

export const LEAD_STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  new: { label: 'Neu', variant: 'outline' },
  contacted: { label: 'Kontaktiert', variant: 'secondary' },
  qualified: { label: 'Qualifiziert', variant: 'secondary' },
  proposal: { label: 'Angebot', variant: 'default' },
  won: { label: 'Gewonnen', variant: 'success' },
  lost: { label: 'Verloren', variant: 'destructive' },
};

export function leadStatus(status: string) {
  return LEAD_STATUS[status] ?? { label: status, variant: 'outline' as const };
}
