import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { ServiceError } from '../../platform/serviceError';
import { hashInvitationToken } from '../../platform/identity/invitationTokens';
import {
  customerChoices,
  publicUser,
  type PublicCustomer,
  type PublicUser,
} from '../../platform/identity/service';
import { teamEvents } from '../team/schema';
import {
  customers,
  invitations,
  memberships,
  users,
  type User,
} from '../../platform/identity/schema';

export { hashInvitationToken };

export const FIREBASE_EMAIL_REQUIRED = 'Firebase user email is required';

export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Bitte bestätige zuerst deine E-Mail-Adresse: Diese Einladung gilt nur für sie.';

/**
 * Accepts an invitation for this user inside the sync's transaction; returns its customer.
 * Accepting the same invitation again (a retried sync) is fine; anybody else's use is not.
 */
async function acceptInvitation(
  tx: Database,
  token: string,
  user: User,
  emailVerified: boolean,
  now: Date,
): Promise<AcceptedInvitation> {
  const [invitation] = await tx
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashInvitationToken(token)))
    .for('update')
    .limit(1);
  // A revoked invitation reads exactly like one that never existed.
  if (!invitation || invitation.revokedAt) {
    throw new ServiceError('BAD_REQUEST', 'Die Einladung wurde nicht gefunden.');
  }
  if (invitation.acceptedAt) {
    if (invitation.acceptedBy === user.id) {
      return {
        customerId: invitation.customerId,
        userId: user.id,
        invitationId: invitation.id,
        invitedBy: invitation.invitedBy,
        newMember: false,
      };
    }
    throw new ServiceError('BAD_REQUEST', 'Die Einladung wurde bereits verwendet.');
  }
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    throw new ServiceError('BAD_REQUEST', 'Die Einladung ist abgelaufen.');
  }
  if (invitation.email && invitation.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new ServiceError('FORBIDDEN', 'Die Einladung gilt für eine andere E-Mail-Adresse.');
  }
  // Anybody may sign up under any address: only a confirmed one proves it is the invited person.
  if (invitation.email && !emailVerified) {
    throw new ServiceError('FORBIDDEN', EMAIL_NOT_VERIFIED_MESSAGE, 'EMAIL_NOT_VERIFIED');
  }
  // Already a member (perhaps with a higher role): the invitation adds nothing, but counts as used.
  const joined = await tx
    .insert(memberships)
    .values({ userId: user.id, customerId: invitation.customerId, role: invitation.role })
    .onConflictDoNothing()
    .returning({ id: memberships.id });
  await tx
    .update(invitations)
    .set({ acceptedAt: now, acceptedBy: user.id })
    .where(eq(invitations.id, invitation.id));
  if (joined.length > 0) {
    await tx.insert(teamEvents).values({
      customerId: invitation.customerId,
      kind: 'joined',
      actorId: user.id,
      subjectUserId: user.id,
      subjectEmail: user.email,
      details: { to: invitation.role },
      createdAt: now,
    });
  }
  return {
    customerId: invitation.customerId,
    userId: user.id,
    invitationId: invitation.id,
    invitedBy: invitation.invitedBy,
    newMember: joined.length > 0,
  };
}

/** An invitation the sync just accepted: whom to tell (the inviter, by e-mail). */
export type AcceptedInvitation = {
  customerId: string;
  /** Who accepted. */
  userId: string;
  invitationId: string;
  invitedBy: string | null;
  /** False when the user was a member already. */
  newMember: boolean;
};

export type SyncUserRequest = {
  firebaseUid: string;
  /** From the verified token: the authority on the address. */
  email: string;
  /** The token's `email_verified`: an invitation for one address needs it. */
  emailVerified: boolean;
  displayName: string | null;
  avatar: string | null;
  forceUpdate: boolean;
  customerId?: string;
  invitation?: string;
};

export type SyncUserResult = (
  { kind: 'synced'; user: PublicUser; customer: PublicCustomer } | { kind: 'selectionRequired' }
) & { accepted: AcceptedInvitation | null };

/**
 * After every sign-in: creates or refreshes the user, applies an invitation, and settles the
 * customer to work in (spec §4).
 */
export async function syncUser(
  db: Database,
  request: SyncUserRequest,
  now = new Date(),
): Promise<SyncUserResult> {
  const { firebaseUid, email, displayName, avatar } = request;
  // User and invitation first, committed on their own: a later "choose a customer" answer
  // must not undo an accepted invitation.
  const { user, accepted } = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ firebaseUid, email, displayName, avatar, lastSignInAt: now })
      .onConflictDoUpdate({
        target: users.firebaseUid,
        set: request.forceUpdate
          ? {
              email,
              lastSignInAt: now,
              displayName: sql`case when ${users.profileEditedAt} is null then excluded.display_name else ${users.displayName} end`,
              avatar: sql`case when ${users.profileEditedAt} is null then excluded.avatar else ${users.avatar} end`,
            }
          : {
              email,
              lastSignInAt: now,
              displayName: sql`coalesce(${users.displayName}, excluded.display_name)`,
              avatar: sql`coalesce(${users.avatar}, excluded.avatar)`,
            },
      })
      .returning();
    if (!user) throw new Error('user upsert returned no row');
    const accepted = request.invitation
      ? await acceptInvitation(
          tx as unknown as Database,
          request.invitation,
          user,
          request.emailVerified,
          now,
        )
      : null;
    return { user, accepted };
  });
  const invitedCustomerId = accepted?.customerId ?? null;

  const choices = await customerChoices(db, user);
  // An explicit choice wins; then the company that just invited the user; then the only one.
  const wantedId = request.customerId ?? invitedCustomerId;
  let chosen = wantedId ? choices.find((choice) => choice.id === wantedId) : undefined;
  if (wantedId && !chosen)
    throw new ServiceError('FORBIDDEN', 'Kein Zugriff auf dieses Unternehmen.');
  if (!chosen) {
    if (choices.length === 0) {
      throw new ServiceError(
        'FORBIDDEN',
        'Deinem Konto ist noch kein Unternehmen zugeordnet. Bitte wende dich an deinen Administrator.',
      );
    }
    if (choices.length > 1) return { kind: 'selectionRequired', accepted };
    chosen = choices[0];
  }
  if (!chosen) throw new Error('unreachable: a customer was chosen');

  const [updated] = await db
    .update(users)
    .set({ activeCustomerId: chosen.id })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new Error('the user vanished during the sync');
  const { role, ...customer } = chosen;
  return { kind: 'synced', user: publicUser(updated, role), customer, accepted };
}

export type InvitationStatus = 'open' | 'accepted' | 'expired';

/**
 * What the invitation page shows before sign-up: company and role. The token is the secret;
 * an unknown token reads exactly like a missing one.
 */
export async function invitationByToken(db: Database, token: string, now = Date.now()) {
  const [row] = await db
    .select({ invitation: invitations, customerName: customers.name })
    .from(invitations)
    .innerJoin(customers, eq(customers.id, invitations.customerId))
    .where(eq(invitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!row || row.invitation.revokedAt) return null;
  const { invitation, customerName } = row;
  const status: InvitationStatus = invitation.acceptedAt
    ? 'accepted'
    : invitation.expiresAt.getTime() <= now
      ? 'expired'
      : 'open';
  return {
    customerName,
    role: invitation.role,
    status,
    expiresAt: invitation.expiresAt,
    /** Only whether it is bound to an address, not the address itself. */
    forSpecificEmail: invitation.email !== null,
  };
}
