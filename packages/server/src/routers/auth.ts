import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { invitations, memberships, users, type User } from '../db/schema';
import type { Database } from '../db/database';
import { appError, customerSelectionRequired } from '../errors';
import { protectedProcedure, router, tenantProcedure } from '../trpc';
import { customerChoices, publicCustomer, publicUser } from './shared';

export const FIREBASE_EMAIL_REQUIRED = 'Firebase user email is required';

const syncUserInput = z.object({
  idToken: z.string().min(1).max(8192),
  firebaseUser: z.object({
    uid: z.string().min(1).max(128),
    email: z.string().max(320).nullish(),
    displayName: z.string().max(200).nullish(),
    photoURL: z.string().max(2048).nullish(),
  }),
  customerId: z.uuid().optional(),
  forceUpdate: z.boolean().optional(),
  /** The token of `/signup?invitation=…`. */
  invitation: z.string().trim().min(1).max(200).optional(),
});

async function findUser(db: Database, firebaseUid: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.firebaseUid, firebaseUid)).limit(1);
  return user ?? null;
}

/**
 * Accepts an invitation for this user inside the sync's transaction; returns its customer.
 * Accepting the same invitation again (a retried sync) is fine; anybody else's use is not.
 */
async function acceptInvitation(
  tx: Database,
  token: string,
  user: User,
  now: Date,
): Promise<string> {
  const [invitation] = await tx
    .select()
    .from(invitations)
    .where(eq(invitations.token, token))
    .for('update')
    .limit(1);
  if (!invitation) throw appError('BAD_REQUEST', 'Die Einladung wurde nicht gefunden.');
  if (invitation.acceptedAt) {
    if (invitation.acceptedBy === user.id) return invitation.customerId;
    throw appError('BAD_REQUEST', 'Die Einladung wurde bereits verwendet.');
  }
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    throw appError('BAD_REQUEST', 'Die Einladung ist abgelaufen.');
  }
  if (invitation.email && invitation.email.toLowerCase() !== user.email.toLowerCase()) {
    throw appError('FORBIDDEN', 'Die Einladung gilt für eine andere E-Mail-Adresse.');
  }
  // Already a member (perhaps with a higher role): the invitation adds nothing, but counts as used.
  await tx
    .insert(memberships)
    .values({ userId: user.id, customerId: invitation.customerId, role: invitation.role })
    .onConflictDoNothing();
  await tx
    .update(invitations)
    .set({ acceptedAt: now, acceptedBy: user.id })
    .where(eq(invitations.id, invitation.id));
  return invitation.customerId;
}

export const authRouter = router({
  /** The customers this identity may choose (empty before the first sync). */
  customers: protectedProcedure.query(async ({ ctx }) => {
    const user = await findUser(ctx.db, ctx.identity.uid);
    return user ? customerChoices(ctx.db, user) : [];
  }),

  /**
   * After every sign-in: creates or refreshes the user from the verified token, applies an
   * invitation, and settles the customer to work in (spec §4).
   */
  syncUser: protectedProcedure.input(syncUserInput).mutation(async ({ ctx, input }) => {
    if (input.idToken !== ctx.token) {
      throw appError('UNAUTHORIZED', 'idToken passt nicht zum Authorization-Header.');
    }
    if (input.firebaseUser.uid !== ctx.identity.uid) {
      throw appError('UNAUTHORIZED', 'firebaseUser.uid passt nicht zum ID-Token.');
    }
    // The token is the authority on the address; the client's claim is not.
    const email = ctx.identity.email;
    if (!email) throw appError('BAD_REQUEST', FIREBASE_EMAIL_REQUIRED);

    const displayName = ctx.identity.name ?? input.firebaseUser.displayName?.trim() ?? null;
    const avatar = ctx.identity.picture ?? input.firebaseUser.photoURL ?? null;
    const now = new Date();

    // User and invitation first, committed on their own: a later "choose a customer" answer
    // must not undo an accepted invitation.
    const { user, invitedCustomerId } = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ firebaseUid: ctx.identity.uid, email, displayName, avatar })
        .onConflictDoUpdate({
          target: users.firebaseUid,
          set: input.forceUpdate
            ? { email, displayName, avatar }
            : {
                email,
                displayName: sql`coalesce(${users.displayName}, excluded.display_name)`,
                avatar: sql`coalesce(${users.avatar}, excluded.avatar)`,
              },
        })
        .returning();
      if (!user) throw new Error('user upsert returned no row');
      const invitedCustomerId = input.invitation
        ? await acceptInvitation(tx as unknown as Database, input.invitation, user, now)
        : null;
      return { user, invitedCustomerId };
    });

    const choices = await customerChoices(ctx.db, user);
    // An explicit choice wins; then the company that just invited the user; then the only one.
    const wantedId = input.customerId ?? invitedCustomerId;
    let chosen = wantedId ? choices.find((choice) => choice.id === wantedId) : undefined;
    if (wantedId && !chosen) throw appError('FORBIDDEN', 'Kein Zugriff auf dieses Unternehmen.');
    if (!chosen) {
      if (choices.length === 0) {
        throw appError(
          'FORBIDDEN',
          'Deinem Konto ist noch kein Unternehmen zugeordnet. Bitte wende dich an deinen Administrator.',
        );
      }
      if (choices.length > 1) throw customerSelectionRequired();
      chosen = choices[0];
    }
    if (!chosen) throw new Error('unreachable: a customer was chosen');

    const [updated] = await ctx.db
      .update(users)
      .set({ activeCustomerId: chosen.id })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new Error('the user vanished during the sync');
    const { role, ...customer } = chosen;
    return { user: publicUser(updated, role), customer };
  }),

  /** The signed-in user in their active customer. */
  me: tenantProcedure.query(({ ctx }) => ({
    user: publicUser(ctx.user, ctx.tenant.role),
    customer: publicCustomer(ctx.tenant.customer),
  })),
});
