import type { Role } from '../identity/roles';

/**
 * Who acts in a company: recorded on what they change (authors, automatic activities) and
 * checked for what they may do. One type for every area; a procedure builds it with `actorOf`.
 */
export type Actor = {
  userId: string;
  /** Their role in the request's company; null for an employee who is no member there. */
  role: Role | null;
  /** One of the provider's employees (spec §6). */
  ourEmployee: boolean;
};

export function actorOf(ctx: {
  user: { id: string; ourEmployee: boolean };
  tenant: { role: Role | null };
}): Actor {
  return { userId: ctx.user.id, role: ctx.tenant.role, ourEmployee: ctx.user.ourEmployee };
}
