/**
 * The Badge variants for a role's or a plan's rank, most prominent first. Spelled out instead of
 * imported from `../Badge`, so `@sprint/ui/format` and its types stay free of React (roles.test.ts
 * checks that they remain Badge variants).
 */
type RankBadgeVariant = 'default' | 'secondary' | 'outline';

export type Role = 'primary_admin' | 'admin' | 'user';
export type Plan = 'enterprise' | 'professional' | 'starter';

/** German label of a membership role; any unknown role is a plain user. */
export function roleLabel(role?: string | null): string {
  if (role === 'primary_admin') return 'Hauptadministrator';
  if (role === 'admin') return 'Administrator';
  return 'Benutzer';
}

export function roleBadgeVariant(role?: string | null): RankBadgeVariant {
  if (role === 'primary_admin') return 'default';
  if (role === 'admin') return 'secondary';
  return 'outline';
}

export function planBadgeVariant(plan?: string | null): RankBadgeVariant {
  if (plan === 'enterprise') return 'default';
  if (plan === 'professional') return 'secondary';
  return 'outline';
}

const planLabels: Record<Plan, string> = {
  enterprise: 'Enterprise',
  professional: 'Professional',
  starter: 'Starter',
};

/** Display name of a plan tier; an unknown tier is shown as it came. */
export function planLabel(plan?: string | null): string {
  if (!plan) return 'Kein Tarif';
  return plan in planLabels ? planLabels[plan as Plan] : plan;
}
