import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Customer } from '../identity/schema';
import type { Role } from '../identity/roles';

/** The company a request works in, as `tenantProcedure` settled it. */
export type Tenant = {
  customerId: string;
  customer: Customer;
  /** The user's role there; null for an employee who is not a member. */
  role: Role | null;
};

/** What a service needs of the tenant: whose rows to touch. */
export type TenantScope = Pick<Tenant, 'customerId'>;

/**
 * The condition every tenant query carries: only rows of the request's company, plus any further
 * conditions. Services build every `where` of a tenant table through this, so no query can
 * forget the company (the security test's tenant probes check each procedure).
 */
export function ownedBy(
  table: { customerId: PgColumn },
  tenant: TenantScope,
  ...conditions: (SQL | undefined)[]
): SQL {
  const owned = and(eq(table.customerId, tenant.customerId), ...conditions);
  // `and` only returns undefined without conditions; ours always has the company.
  if (!owned) throw new Error('ownedBy built no condition');
  return owned;
}

/** New rows of a tenant table: the company comes from the request, never from input. */
export function ownedValues<T extends object>(
  tenant: TenantScope,
  values: T,
): T & { customerId: string } {
  return { ...values, customerId: tenant.customerId };
}
