/**
 * The people and companies as every area reads them: a user by sign-in, the fields a page may
 * show of a user and a company, and the companies a user may work in.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Role } from './roles';
import { customers, memberships, users, type Customer, type User } from './schema';

export type PublicCustomer = Pick<
  Customer,
  'id' | 'name' | 'officialCompanyName' | 'plan' | 'domain' | 'logo'
>;

export type PublicUser = {
  id: string;
  email: string;
  displayName: string | null;
  avatar: string | null;
  /** Role in the active customer; null for an employee who is not a member there. */
  role: Role | null;
  ourEmployee: boolean;
};

export function publicCustomer(customer: Customer): PublicCustomer {
  const { id, name, officialCompanyName, plan, domain, logo } = customer;
  return { id, name, officialCompanyName, plan, domain, logo };
}

export function publicUser(user: User, role: Role | null): PublicUser {
  const { id, email, displayName, avatar, ourEmployee } = user;
  return { id, email, displayName, avatar, role, ourEmployee };
}

export type CustomerChoice = PublicCustomer & { role: Role | null };

/** The customers a user may work in: every one for employees, otherwise their memberships. */
export async function customerChoices(db: Database, user: User): Promise<CustomerChoice[]> {
  const rows = await db
    .select({ customer: customers, role: memberships.role })
    .from(customers)
    .leftJoin(
      memberships,
      // The join condition carries the user, so employees still see their own role.
      and(eq(memberships.customerId, customers.id), eq(memberships.userId, user.id)),
    )
    .orderBy(asc(customers.name));
  return rows
    .filter((row) => user.ourEmployee || row.role !== null)
    .map((row) => ({ ...publicCustomer(row.customer), role: row.role }));
}

export async function findUser(db: Database, firebaseUid: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.firebaseUid, firebaseUid)).limit(1);
  return user ?? null;
}
