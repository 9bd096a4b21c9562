import { randomUUID } from 'node:crypto';
import type { Identity } from './verify';
import type { Database } from '../db/database';
import type { Role } from './roles';
import {
  customers,
  invitations,
  memberships,
  users,
  type Customer,
  type Invitation,
  type Plan,
  type User,
} from './schema';
import { hashInvitationToken } from './invitationTokens';

/** Test builders of the identity area: who signs in, companies, users as a sync leaves them. */

export function identity(overrides: Partial<Identity> = {}): Identity {
  const uid = overrides.uid ?? `uid-${randomUUID()}`;
  return {
    uid,
    email: `${uid}@test.local`,
    emailVerified: true,
    name: null,
    picture: null,
    // Signed in just now, as after the sign-in form.
    authTime: Date.now(),
    ...overrides,
  };
}

export async function createCustomer(
  db: Database,
  fields: Partial<Omit<Customer, 'id' | 'createdAt'>> & { name?: string; plan?: Plan } = {},
): Promise<Customer> {
  const [customer] = await db
    .insert(customers)
    .values({ name: fields.name ?? `Kunde ${randomUUID().slice(0, 8)}`, ...fields })
    .returning();
  if (!customer) throw new Error('no customer');
  return customer;
}

/** A user as a completed sync leaves it: in the database, optionally in a customer. */
export async function createUser(
  db: Database,
  who: Identity,
  options: {
    ourEmployee?: boolean;
    memberships?: { customer: Customer; role: Role }[];
    activeCustomer?: Customer;
  } = {},
): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({
      firebaseUid: who.uid,
      email: who.email ?? `${who.uid}@test.local`,
      ourEmployee: options.ourEmployee ?? false,
      activeCustomerId: options.activeCustomer?.id ?? null,
    })
    .returning();
  if (!user) throw new Error('no user');
  for (const membership of options.memberships ?? []) {
    await db
      .insert(memberships)
      .values({ userId: user.id, customerId: membership.customer.id, role: membership.role });
  }
  return user;
}

/** An invitation to this customer, stored as the app stores it (hashed); its link's token. */
export async function createInvitation(
  db: Database,
  customerId: string,
  fields: Partial<Omit<typeof invitations.$inferInsert, 'tokenHash' | 'customerId'>> & {
    token?: string;
  } = {},
): Promise<{ token: string; invitation: Invitation }> {
  const { token = `einladung-${randomUUID()}`, ...rest } = fields;
  const [invitation] = await db
    .insert(invitations)
    .values({
      tokenHash: hashInvitationToken(token),
      customerId,
      expiresAt: new Date(Date.now() + 60_000),
      ...rest,
    })
    .returning();
  if (!invitation) throw new Error('no invitation');
  return { token, invitation };
}
