import type { Actor } from '../../platform/tenancy/actor';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { ServiceError } from '../../platform/serviceError';
import type { TenantScope } from '../../platform/tenancy/tenant';
import {
  customers,
  memberships,
  users,
  type Customer,
  type Plan,
} from '../../platform/identity/schema';
import type { FileStorage } from '../../platform/storage/fileStorage';
import { customerPrefix } from '../../platform/storage/fileStorage';
import { files } from '../../platform/storage/schema';
import { readImageDataUrl } from '../../platform/storage/service';
import { createInvitations, type IssuedInvitation } from '../team';

export const CUSTOMER_NOT_FOUND = 'Diesen Kunden gibt es nicht.';

export type CustomerFields = {
  name: string;
  officialCompanyName: string | null;
  domain: string | null;
};

/** Escapes LIKE's wildcards, so a search for '100%' finds exactly that. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export type CustomerRow = {
  id: string;
  name: string;
  officialCompanyName: string | null;
  domain: string | null;
  plan: Plan;
  logo: string | null;
  members: number;
  pendingInvitations: number;
  createdAt: Date;
  /** The latest sign-in of any member: when someone last worked in it. */
  lastActivityAt: Date | null;
};

/** The customer console's table: every company with its members and latest activity. */
export async function listCustomers(
  db: Database,
  filter: { search?: string; plan?: Plan },
): Promise<CustomerRow[]> {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const match = or(
      ilike(customers.name, pattern),
      ilike(customers.officialCompanyName, pattern),
      ilike(customers.domain, pattern),
    );
    if (match) conditions.push(match);
  }
  if (filter.plan) conditions.push(eq(customers.plan, filter.plan));
  const rows = await db
    .select({
      customer: customers,
      // Correlated subqueries spelled out: drizzle leaves columns unqualified inside `sql`.
      members: sql<number>`(select count(*)::int from memberships m where m.customer_id = customers.id)`,
      pendingInvitations: sql<number>`(select count(*)::int from invitations i where i.customer_id = customers.id and i.accepted_at is null and i.revoked_at is null and i.expires_at > now())`,
      lastActivityAt: sql<Date | null>`(select max(u.last_sign_in_at) from memberships m join users u on u.id = m.user_id where m.customer_id = customers.id)`,
    })
    .from(customers)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${customers.name})`));
  return rows.map(({ customer, members, pendingInvitations, lastActivityAt }) => ({
    id: customer.id,
    name: customer.name,
    officialCompanyName: customer.officialCompanyName,
    domain: customer.domain,
    plan: customer.plan,
    logo: customer.logo,
    members,
    pendingInvitations,
    createdAt: customer.createdAt,
    // Raw SQL subqueries come back as text on some drivers.
    lastActivityAt: lastActivityAt ? new Date(lastActivityAt) : null,
  }));
}

export async function findCustomer(db: Database, customerId: string): Promise<Customer | null> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return customer ?? null;
}

/**
 * 'Neuer Kunde': the company and the invitation of its first primary admin, in one transaction
 * (a customer nobody can enter is worth nothing).
 */
export async function createCustomer(
  db: Database,
  actor: Actor,
  input: CustomerFields & { plan: Plan; adminEmail: string },
  secret: string,
  now = new Date(),
): Promise<{ customer: Customer; invitation: IssuedInvitation }> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .insert(customers)
      .values({
        name: input.name,
        officialCompanyName: input.officialCompanyName,
        domain: input.domain,
        plan: input.plan,
        createdAt: now,
      })
      .returning();
    if (!customer) throw new Error('customer insert returned no row');
    const [invitation] = await createInvitations(
      tx as unknown as Database,
      { customerId: customer.id },
      actor,
      { emails: [input.adminEmail], role: 'primary_admin' },
      secret,
      now,
    );
    if (!invitation) throw new Error('no invitation was issued');
    return { customer, invitation };
  });
}

/** Name, official name, domain and (console only) plan of one company. */
export async function updateCustomer(
  db: Database,
  customerId: string,
  fields: Partial<CustomerFields & { plan: Plan; logo: string | null }>,
): Promise<Customer> {
  const [customer] = await db
    .update(customers)
    .set(fields)
    .where(eq(customers.id, customerId))
    .returning();
  if (!customer) throw new ServiceError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return customer;
}

/**
 * A new company logo, stored like the demo logos (`customers/<id>/…` with its file record) so
 * the sidebar resolves it through the storage download URL (spec §3).
 */
export async function setCompanyLogo(
  db: Database,
  storage: FileStorage,
  tenant: TenantScope,
  dataUrl: string | null,
): Promise<Customer> {
  const current = await findCustomer(db, tenant.customerId);
  if (!current) throw new ServiceError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  let path: string | null = null;
  if (dataUrl !== null) {
    const image = readImageDataUrl(dataUrl);
    path = `${customerPrefix(tenant.customerId)}logo-${randomBytes(6).toString('hex')}.${image.extension}`;
    await storage.write(path, image.content);
    await db.insert(files).values({
      customerId: tenant.customerId,
      path,
      contentType: image.contentType,
      bytes: image.content.length,
    });
  }
  const updated = await updateCustomer(db, tenant.customerId, { logo: path });
  const old = current.logo;
  if (old?.startsWith(customerPrefix(tenant.customerId))) {
    await db.delete(files).where(and(eq(files.customerId, tenant.customerId), eq(files.path, old)));
    await storage.remove(old);
  }
  return updated;
}

/** A customer page's members (the console shows them read only). */
export async function customerMembers(db: Database, customerId: string) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      avatar: users.avatar,
      role: memberships.role,
      joinedAt: memberships.createdAt,
      lastSignInAt: users.lastSignInAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.customerId, customerId), isNull(users.deletedAt)))
    .orderBy(asc(memberships.createdAt));
}
