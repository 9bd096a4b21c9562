/**
 * Membership roles, highest first (spec §6). No imports: the app reads the same order to mirror
 * on screen what the server enforces.
 */
export const ROLES = ['primary_admin', 'admin', 'user'] as const;

export type Role = (typeof ROLES)[number];

/** Whether a role reaches at least `minimum` (primary_admin > admin > user); null never does. */
export function hasRole(role: Role | string | null | undefined, minimum: Role): boolean {
  const rank = ROLES.indexOf(role as Role);
  return rank !== -1 && rank <= ROLES.indexOf(minimum);
}

/** Spec §6's labels. */
export const ROLE_LABELS: Record<Role, string> = {
  primary_admin: 'Hauptadministrator',
  admin: 'Administrator',
  user: 'Benutzer',
};

/**
 * The server's refusal of a procedure that needs at least this role (`roleProcedure`). Here, so
 * a page that decides before asking shows the same words the server would send.
 */
export function roleRequiredMessage(minimum: Role): string {
  return `Keine Berechtigung: Dafür ist die Rolle „${ROLE_LABELS[minimum]}“ nötig.`;
}

/** The server's refusal of the provider's own areas (customer console, calendar) to others. */
export const EMPLOYEES_ONLY_MESSAGE = 'Nur für Mitarbeiter verfügbar.';
