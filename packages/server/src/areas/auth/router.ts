import { z } from 'zod';
import { AccountRevokedError } from '../../platform/identity/verify';
import {
  appError,
  customerSelectionRequired,
  serviceUnavailable,
  tooManyRequests,
} from '../../platform/errors';
import { noInput } from '../../platform/inputs';
import { personNameClaim, pictureClaim } from '../../platform/identity/claims';
import { avatarUrl } from '../../platform/storage/service';
import { teamChanged } from '../team';
import { sharedSettings } from '../../platform/settings/settings';
import { notifyInviter } from './notifications';
import {
  protectedProcedure,
  publicProcedure,
  router,
  tenantProcedure,
  unverifiedCountedProcedure,
} from '../../platform/trpc';
import {
  customerChoices,
  findUser,
  publicCustomer,
  publicUser,
} from '../../platform/identity/service';
import { FIREBASE_EMAIL_REQUIRED, invitationByToken, syncUser } from './service';

export { FIREBASE_EMAIL_REQUIRED };

const syncUserInput = z.strictObject({
  idToken: z.string().min(1).max(8192),
  firebaseUser: z.strictObject({
    uid: z.string().min(1).max(128),
    email: z.string().max(320).nullish(),
    // The profile as Firebase keeps it: checked like the token's claims below, and ignored
    // when it fails, so an odd profile never keeps anybody from signing in.
    displayName: z.string().max(4096).nullish(),
    photoURL: z.string().max(4096).nullish(),
  }),
  customerId: z.uuid().optional(),
  forceUpdate: z.boolean().optional(),
  /** The token of `/signup?invitation=…`. */
  invitation: z.string().trim().min(1).max(200).optional(),
});

export const authRouter = router({
  /** The customers this identity may choose (empty before the first sync). */
  customers: protectedProcedure.input(noInput).query(async ({ ctx }) => {
    const user = await findUser(ctx.db, ctx.identity.uid);
    return user ? customerChoices(ctx.db, user) : [];
  }),

  /**
   * After every sign-in: creates or refreshes the user from the verified token, applies an
   * invitation, and settles the customer to work in (spec §4).
   */
  syncUser: unverifiedCountedProcedure('signInFromAddress')
    .input(syncUserInput)
    .mutation(async ({ ctx, input }) => {
      // Per account, not per address: see unverifiedCountedProcedure.
      const limited = await ctx.rateLimiter.consume('signIn', ctx.identity.uid);
      if (limited) throw tooManyRequests(limited);
      if (input.idToken !== ctx.token) {
        throw appError('UNAUTHORIZED', 'idToken passt nicht zum Authorization-Header.');
      }
      if (input.firebaseUser.uid !== ctx.identity.uid) {
        throw appError('UNAUTHORIZED', 'firebaseUser.uid passt nicht zum ID-Token.');
      }
      // Signing in sees the account as it is now, not as it was up to a minute ago. Only the
      // identity provider's verdict ends the session; not reaching it is a 503 the app waits out.
      await ctx.recheckAccount?.().catch((error: unknown) => {
        throw error instanceof AccountRevokedError
          ? appError('UNAUTHORIZED', error.message)
          : serviceUnavailable('Das Konto konnte nicht geprüft werden. Bitte versuche es erneut.');
      });
      // The token is the authority on the address; the client's claim is not.
      const email = ctx.identity.email;
      if (!email) throw appError('BAD_REQUEST', FIREBASE_EMAIL_REQUIRED);

      const result = await syncUser(ctx.db, {
        firebaseUid: ctx.identity.uid,
        email,
        emailVerified: ctx.identity.emailVerified,
        displayName: ctx.identity.name ?? personNameClaim(input.firebaseUser.displayName),
        avatar: ctx.identity.picture ?? pictureClaim(input.firebaseUser.photoURL),
        forceUpdate: input.forceUpdate ?? false,
        customerId: input.customerId,
        invitation: input.invitation,
      });
      if (result.accepted?.newMember) {
        void notifyInviter(ctx, result.accepted).catch((error: unknown) =>
          ctx.log.warn('invitation accepted mail failed', { error: String(error) }),
        );
        void ctx.realtime.publish(result.accepted.customerId, teamChanged());
      }
      if (result.kind === 'selectionRequired') throw customerSelectionRequired();
      return {
        user: { ...result.user, avatar: avatarUrl(ctx.storage, result.user.avatar) },
        customer: {
          ...result.customer,
          ...(await sharedSettings(ctx.db, result.customer.id, ctx.registry.settings)),
        },
      };
    }),

  /** The signed-in user in their active customer. */
  me: tenantProcedure.input(noInput).query(async ({ ctx }) => ({
    user: {
      ...publicUser(ctx.user, ctx.tenant.role),
      avatar: avatarUrl(ctx.storage, ctx.user.avatar),
    },
    // With what the areas' settings let every member's app know (the sidebar mirrors it).
    customer: {
      ...publicCustomer(ctx.tenant.customer),
      ...(await sharedSettings(ctx.db, ctx.tenant.customerId, ctx.registry.settings)),
    },
  })),
});

export const invitationsRouter = router({
  /** What the invitation page shows before sign-up: company, role and whether it can be used. */
  byToken: publicProcedure
    .input(z.strictObject({ token: z.string().trim().min(1).max(200) }))
    .query(async ({ ctx, input }) => {
      const limited = await ctx.rateLimiter.consume('invitationLookup', ctx.clientIp);
      if (limited) throw tooManyRequests(limited);
      return invitationByToken(ctx.db, input.token);
    }),
});
