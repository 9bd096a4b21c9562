import { eq } from 'drizzle-orm';
import type { Role } from './roles';
import type { SeedStep } from '../seed';
import { customerPrefix } from '../storage/fileStorage';
import { customers, invitations, memberships, users, type Plan } from './schema';
import { hashInvitationToken } from './invitationTokens';

export const DEMO_PASSWORD = 'sprint-demo';
export const DEMO_INVITATION_TOKEN = 'demo-einladung';
/** An invitation for one address: signing up with it asks to confirm that address first. */
export const DEMO_PERSONAL_INVITATION = {
  token: 'demo-einladung-persoenlich',
  email: 'neu@nordlicht.local',
} as const;

/** Fixed ids, so the seed can run again without duplicating anything. */
export const DEMO_CUSTOMER_IDS = {
  sprintDemo: '0b7d1c9e-2f51-4d2a-9a52-5f0c6d7e8a01',
  nordlicht: '0b7d1c9e-2f51-4d2a-9a52-5f0c6d7e8a02',
  kleinkram: '0b7d1c9e-2f51-4d2a-9a52-5f0c6d7e8a03',
} as const;

export type DemoCustomer = {
  id: string;
  name: string;
  officialCompanyName: string;
  plan: Plan;
  domain: string;
  logoFile?: { name: string; contentType: string; content: string };
};

const sprintLogo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Sprint Demo GmbH">
  <rect width="64" height="64" rx="14" fill="#1d4ed8"/>
  <path d="M36 8 16 36h14l-4 20 22-30H34z" fill="#ffffff"/>
</svg>
`;

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    id: DEMO_CUSTOMER_IDS.sprintDemo,
    name: 'Sprint Demo GmbH',
    officialCompanyName: 'Sprint Demo GmbH',
    plan: 'enterprise',
    domain: 'sprint-demo.de',
    logoFile: { name: 'logo.svg', contentType: 'image/svg+xml', content: sprintLogo },
  },
  {
    id: DEMO_CUSTOMER_IDS.nordlicht,
    name: 'Nordlicht Vertrieb GmbH',
    officialCompanyName: 'Nordlicht Vertriebsgesellschaft mbH',
    plan: 'professional',
    domain: 'nordlicht-vertrieb.de',
  },
  {
    id: DEMO_CUSTOMER_IDS.kleinkram,
    name: 'Kleinkram UG',
    officialCompanyName: 'Kleinkram UG (haftungsbeschränkt)',
    plan: 'starter',
    domain: 'kleinkram.de',
  },
];

export type DemoUser = {
  email: string;
  displayName: string;
  ourEmployee: boolean;
  memberships: { customerId: string; role: Role }[];
};

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'chef@sprint.local',
    displayName: 'Clara Chef',
    ourEmployee: true,
    memberships: [
      { customerId: DEMO_CUSTOMER_IDS.sprintDemo, role: 'primary_admin' },
      { customerId: DEMO_CUSTOMER_IDS.nordlicht, role: 'primary_admin' },
    ],
  },
  {
    email: 'team@sprint.local',
    displayName: 'Tim Team',
    ourEmployee: true,
    memberships: [{ customerId: DEMO_CUSTOMER_IDS.sprintDemo, role: 'user' }],
  },
  {
    email: 'kunde@nordlicht.local',
    displayName: 'Nora Nordlicht',
    ourEmployee: false,
    memberships: [{ customerId: DEMO_CUSTOMER_IDS.nordlicht, role: 'admin' }],
  },
  {
    email: 'inhaber@kleinkram.local',
    displayName: 'Karl Kleinkram',
    ourEmployee: false,
    memberships: [{ customerId: DEMO_CUSTOMER_IDS.kleinkram, role: 'primary_admin' }],
  },
];

/** Where a demo customer's logo is stored (the storage seed writes the file). */
export function demoLogoPath(customer: DemoCustomer): string | null {
  return customer.logoFile ? `${customerPrefix(customer.id)}${customer.logoFile.name}` : null;
}

/**
 * The demo world of the README: three customers, four users (the same in the Auth emulator and
 * the database), an open invitation and one for a single address.
 */
export const seedIdentity: SeedStep = async ({ db, ensureAuthUser, now }) => {
  for (const customer of DEMO_CUSTOMERS) {
    const { logoFile: _logoFile, ...fields } = customer;
    const values = { ...fields, logo: demoLogoPath(customer) };
    await db
      .insert(customers)
      .values(values)
      .onConflictDoUpdate({ target: customers.id, set: values });
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

  // Open until someone accepts them; the seed never re-opens a used invitation.
  const expiresAt = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000);
  await db
    .insert(invitations)
    .values([
      {
        tokenHash: hashInvitationToken(DEMO_INVITATION_TOKEN),
        customerId: DEMO_CUSTOMER_IDS.nordlicht,
        role: 'user',
        expiresAt,
      },
      {
        tokenHash: hashInvitationToken(DEMO_PERSONAL_INVITATION.token),
        customerId: DEMO_CUSTOMER_IDS.nordlicht,
        email: DEMO_PERSONAL_INVITATION.email,
        role: 'user',
        expiresAt,
      },
    ])
    .onConflictDoNothing();
};
