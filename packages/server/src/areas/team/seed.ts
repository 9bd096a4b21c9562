import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Role } from '../../platform/identity/roles';
import { issueInvitationToken } from '../../platform/identity/invitationTokens';
import { DEMO_CUSTOMER_IDS, DEMO_PASSWORD } from '../../platform/identity/seed';
import { invitations, memberships, users } from '../../platform/identity/schema';
import type { SeedStep } from '../../platform/seed';
import { teamEvents, type TeamEventKind } from './schema';

const DAY = 24 * 60 * 60 * 1000;

/** Nordlicht's sales team beyond the sign-in demo accounts: a team worth managing. */
const COLLEAGUES: {
  email: string;
  displayName: string;
  role: Role;
  joinedDaysAgo: number;
  signedInDaysAgo: number | null;
}[] = [
  {
    email: 'mehmet.yilmaz@nordlicht.local',
    displayName: 'Mehmet Yılmaz',
    role: 'admin',
    joinedDaysAgo: 120,
    signedInDaysAgo: 0.2,
  },
  {
    email: 'lea.hoffmann@nordlicht.local',
    displayName: 'Lea Hoffmann',
    role: 'user',
    joinedDaysAgo: 64,
    signedInDaysAgo: 1.5,
  },
  {
    email: 'jonas.berger@nordlicht.local',
    displayName: 'Jonas Berger',
    role: 'user',
    joinedDaysAgo: 21,
    signedInDaysAgo: 9,
  },
  {
    email: 'sophie.wagner@nordlicht.local',
    displayName: 'Sophie Wagner',
    role: 'user',
    joinedDaysAgo: 3,
    signedInDaysAgo: null,
  },
];

const PENDING = [
  { email: 'finn.krueger@nordlicht.local', role: 'user' as const, sentDaysAgo: 2 },
  { email: 'anna.schulz@nordlicht.local', role: 'admin' as const, sentDaysAgo: 5 },
  // Past its 14 days: 'Erneut senden' renews it.
  { email: 'paul.neumann@nordlicht.local', role: 'user' as const, sentDaysAgo: 20 },
];

/**
 * 'Mein Team' of Nordlicht Vertrieb: colleagues with their roles and last sign-ins, open and
 * expired invitations with links that can be copied, and the history of how the team grew.
 * Runs once per database (it looks for its own events first).
 */
export const seedTeam: SeedStep = async ({ db, ensureAuthUser, now, secret }) => {
  const customerId = DEMO_CUSTOMER_IDS.nordlicht;
  const [already] = await db
    .select({ id: teamEvents.id })
    .from(teamEvents)
    .where(eq(teamEvents.customerId, customerId))
    .limit(1);
  if (already) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'chef@sprint.local'))
    .limit(1);
  const actorId = owner?.id ?? null;
  const events: {
    kind: TeamEventKind;
    actorId?: string | null;
    subjectUserId?: string | null;
    subjectEmail: string;
    details?: { from?: Role; to?: Role };
    createdAt: Date;
  }[] = [];

  for (const colleague of COLLEAGUES) {
    const firebaseUid = await ensureAuthUser({
      email: colleague.email,
      password: DEMO_PASSWORD,
      displayName: colleague.displayName,
    });
    const [user] = await db
      .insert(users)
      .values({
        firebaseUid,
        email: colleague.email,
        displayName: colleague.displayName,
        activeCustomerId: customerId,
        lastSignInAt: colleague.signedInDaysAgo === null ? null : ago(colleague.signedInDaysAgo),
        createdAt: ago(colleague.joinedDaysAgo),
      })
      .onConflictDoUpdate({ target: users.firebaseUid, set: { email: colleague.email } })
      .returning({ id: users.id });
    if (!user) continue;
    await db
      .insert(memberships)
      .values({
        userId: user.id,
        customerId,
        role: colleague.role,
        createdAt: ago(colleague.joinedDaysAgo),
      })
      .onConflictDoNothing();
    const invitedRole = colleague.role === 'admin' ? 'user' : colleague.role;
    events.push(
      {
        kind: 'invited',
        subjectEmail: colleague.email,
        details: { to: invitedRole },
        createdAt: ago(colleague.joinedDaysAgo + 1),
      },
      {
        kind: 'joined',
        actorId: user.id,
        subjectUserId: user.id,
        subjectEmail: colleague.email,
        details: { to: invitedRole },
        createdAt: ago(colleague.joinedDaysAgo),
      },
    );
    if (colleague.role !== invitedRole) {
      events.push({
        kind: 'role_changed',
        subjectUserId: user.id,
        subjectEmail: colleague.email,
        details: { from: invitedRole, to: colleague.role },
        createdAt: ago(colleague.joinedDaysAgo - 30),
      });
    }
  }

  // The demo sign-ins get a last sign-in too, so the table reads like a team in use.
  await db
    .update(users)
    .set({ lastSignInAt: ago(0.05) })
    .where(
      and(
        inArray(users.email, ['chef@sprint.local', 'kunde@nordlicht.local']),
        isNull(users.lastSignInAt),
      ),
    );

  for (const pending of PENDING) {
    const { tokenHash, tokenCiphertext } = issueInvitationToken(secret);
    await db.insert(invitations).values({
      customerId,
      tokenHash,
      tokenCiphertext,
      email: pending.email,
      role: pending.role,
      invitedBy: actorId,
      createdAt: ago(pending.sentDaysAgo),
      lastSentAt: ago(pending.sentDaysAgo),
      expiresAt: new Date(ago(pending.sentDaysAgo).getTime() + 14 * DAY),
    });
    events.push({
      kind: 'invited',
      subjectEmail: pending.email,
      details: { to: pending.role },
      createdAt: ago(pending.sentDaysAgo),
    });
  }

  await db
    .insert(teamEvents)
    .values(
      events.map((event) => ({ customerId, actorId, subjectUserId: null, details: {}, ...event })),
    );
};
