import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  customers,
  files,
  invitations,
  leads,
  linkedinConversations,
  memberships,
  users,
} from '../db/schema';
import { customerPrefix, type FileStorage } from '../storage/fileStorage';
import {
  DEMO_CUSTOMERS,
  DEMO_CUSTOMER_IDS,
  DEMO_INVITATION_TOKEN,
  DEMO_LINKEDIN_USER_ID,
  DEMO_PASSWORD,
  DEMO_USERS,
  demoConversations,
  demoLeads,
} from './demoData';

/** Creates (or finds) the sign-in account and returns its uid. */
export type EnsureAuthUser = (account: {
  email: string;
  password: string;
  displayName: string;
}) => Promise<string>;

export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(customers);
  return Number(row?.value ?? 0) === 0;
}

/**
 * The demo world of the README: three customers, four users (the same in the Auth emulator and
 * the database), an open invitation, leads and LinkedIn conversations. Safe to run again: it
 * updates what it owns and adds nothing twice.
 */
export async function seedDemoData(options: {
  db: Database;
  storage: FileStorage;
  ensureAuthUser: EnsureAuthUser;
  now?: Date;
}): Promise<{ customers: number; users: number }> {
  const { db, storage, ensureAuthUser } = options;
  const now = options.now ?? new Date();

  for (const customer of DEMO_CUSTOMERS) {
    const { logoFile, ...fields } = customer;
    const logo = logoFile ? `${customerPrefix(customer.id)}${logoFile.name}` : null;
    const values = { ...fields, logo };
    await db
      .insert(customers)
      .values(values)
      .onConflictDoUpdate({ target: customers.id, set: values });
    if (logoFile && logo) {
      const content = Buffer.from(logoFile.content, 'utf8');
      await storage.write(logo, content);
      const record = {
        customerId: customer.id,
        path: logo,
        contentType: logoFile.contentType,
        bytes: content.length,
      };
      await db.insert(files).values(record).onConflictDoUpdate({ target: files.path, set: record });
    }
  }

  for (const demoUser of DEMO_USERS) {
    const firebaseUid = await ensureAuthUser({
      email: demoUser.email,
      password: DEMO_PASSWORD,
      displayName: demoUser.displayName,
    });
    // Matched by e-mail, so a wiped Auth emulator (new uids) re-links to the same user.
    const [existing] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoUser.email))
      .limit(1);
    const profile = {
      firebaseUid,
      email: demoUser.email,
      displayName: demoUser.displayName,
      ourEmployee: demoUser.ourEmployee,
    };
    const [user] = existing
      ? await db.update(users).set(profile).where(eq(users.id, existing.id)).returning()
      : await db.insert(users).values(profile).returning();
    if (!user) throw new Error(`could not seed ${demoUser.email}`);
    for (const membership of demoUser.memberships) {
      await db
        .insert(memberships)
        .values({ userId: user.id, ...membership })
        .onConflictDoUpdate({
          target: [memberships.userId, memberships.customerId],
          set: { role: membership.role },
        });
    }
  }

  // Open until someone accepts it; the seed never re-opens a used invitation.
  await db
    .insert(invitations)
    .values({
      token: DEMO_INVITATION_TOKEN,
      customerId: DEMO_CUSTOMER_IDS.nordlicht,
      role: 'user',
      expiresAt: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000),
    })
    .onConflictDoNothing();

  for (const [index, customer] of DEMO_CUSTOMERS.entries()) {
    const [existing] = await db
      .select({ value: count() })
      .from(leads)
      .where(eq(leads.customerId, customer.id));
    if (Number(existing?.value ?? 0) === 0) {
      await db
        .insert(leads)
        .values(demoLeads(index).map((lead) => ({ ...lead, customerId: customer.id })));
    }
    await db
      .insert(linkedinConversations)
      .values(
        demoConversations(now).map((conversation) => ({
          ...conversation,
          customerId: customer.id,
          linkedinUserId: DEMO_LINKEDIN_USER_ID,
          syncedAt: now,
        })),
      )
      .onConflictDoNothing();
  }

  return { customers: DEMO_CUSTOMERS.length, users: DEMO_USERS.length };
}
