import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_PERSON_NAME_LENGTH, personNameClaim } from '../../platform/identity/claims';
import { firebaseAdminAuth } from '../../platform/identity/verify';
import type { Context } from '../../platform/context';
import { appError } from '../../platform/errors';
import { noInput } from '../../platform/inputs';
import { protectedProcedure, router } from '../../platform/trpc';
import { findUser, publicUser } from '../../platform/identity/service';
import { memberships, themeEnum, type User } from '../../platform/identity/schema';
import { avatarUrl } from '../../platform/storage/service';
import { teamChanged } from '../team';
import {
  deleteAccount,
  exportPersonalData,
  preferencesOf,
  setAvatar,
  updatePreferences,
  updateProfile,
} from './service';

/**
 * The signed-in person's own account. Not a company's data, so no tenant: someone removed from
 * every company can still export and delete (Art. 15, 17, 20 DSGVO).
 */
const accountProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  const user = await findUser(ctx.db, ctx.identity.uid);
  if (!user || user.deletedAt) {
    throw appError('FORBIDDEN', 'Benutzer ist nicht synchronisiert. Bitte melde dich erneut an.');
  }
  return next({ ctx: { user } });
});

/** The account as the app shows it: the avatar as a URL it can load. */
function accountView(ctx: Pick<Context, 'storage'>, user: User) {
  const view = publicUser(user, null);
  return { ...view, avatar: avatarUrl(ctx.storage, view.avatar) };
}

/** Colleagues' member lists show name and picture: they refetch. */
async function announceProfile(ctx: Pick<Context, 'db' | 'realtime'>, user: User) {
  const companies = await ctx.db
    .select({ customerId: memberships.customerId })
    .from(memberships)
    .where(eq(memberships.userId, user.id));
  for (const { customerId } of companies) {
    void ctx.realtime.publish(customerId, teamChanged(user.id));
  }
}

/** Cropped and scaled in the browser: well under 2 MB of image, as base64. */
const imageDataUrl = z.string().max(3_000_000);

/** Every switch of Einstellungen › Benachrichtigungen, each optional (one changes at a time). */
const toggle = z.boolean().optional();
const notificationPreferencesInput = z.strictObject({
  invitationAccepted: toggle,
  leadAssigned: toggle,
  mention: toggle,
  reply: toggle,
  comment: toggle,
  like: toggle,
  invitationAcceptedInApp: toggle,
  leadAssignedInApp: toggle,
  mentionInApp: toggle,
  replyInApp: toggle,
  commentInApp: toggle,
  likeInApp: toggle,
  dailyDigest: toggle,
});

export const accountRouter = router({
  profile: router({
    get: accountProcedure.input(noInput).query(({ ctx }) => accountView(ctx, ctx.user)),

    update: accountProcedure
      .input(
        z.strictObject({
          displayName: z
            .string()
            .trim()
            .min(1, 'Bitte gib deinen Namen ein.')
            .max(
              MAX_PERSON_NAME_LENGTH,
              `Der Name darf höchstens ${MAX_PERSON_NAME_LENGTH} Zeichen lang sein.`,
            )
            // The same rule as for a name from the sign-in provider: shown beside others' text.
            .refine(
              (name) => personNameClaim(name) !== null,
              'Der Name darf keine Steuerzeichen oder Richtungszeichen enthalten.',
            ),
        }),
      )
      .mutation(async ({ ctx, input }) => {
        const user = await updateProfile(ctx.db, ctx.user, input);
        await announceProfile(ctx, user);
        return accountView(ctx, user);
      }),

    setAvatar: accountProcedure
      .input(z.strictObject({ dataUrl: imageDataUrl.nullable() }))
      .mutation(async ({ ctx, input }) => {
        const user = await setAvatar(ctx.db, ctx.storage, ctx.user, input.dataUrl);
        await announceProfile(ctx, user);
        return accountView(ctx, user);
      }),
  }),

  preferences: router({
    get: accountProcedure.input(noInput).query(({ ctx }) => preferencesOf(ctx.user)),

    update: accountProcedure
      .input(
        z.strictObject({
          theme: z.enum(themeEnum.enumValues).optional(),
          notifications: notificationPreferencesInput.optional(),
        }),
      )
      .mutation(({ ctx, input }) => updatePreferences(ctx.db, ctx.user, input)),
  }),

  /** 'Meine Daten exportieren' (Art. 20 DSGVO). */
  exportData: accountProcedure
    .input(noInput)
    .mutation(({ ctx }) => exportPersonalData(ctx.db, ctx.user, ctx.registry.personalData)),

  /**
   * 'Konto löschen' (Art. 17 DSGVO), confirmed by typing the account's e-mail address, with a
   * sign-in of the last 5 minutes (the app re-authenticates first).
   */
  delete: accountProcedure
    .input(z.strictObject({ confirmEmail: z.string().trim().min(1).max(320) }))
    .mutation(async ({ ctx, input }) => {
      const companies = await ctx.db
        .select({ customerId: memberships.customerId })
        .from(memberships)
        .where(eq(memberships.userId, ctx.user.id));
      const auth = firebaseAdminAuth({
        projectId: ctx.config.firebaseProjectId,
        emulatorHost: ctx.config.authEmulatorHost,
      });
      await deleteAccount(
        ctx.db,
        ctx.storage,
        ctx.user,
        { confirmEmail: input.confirmEmail, signedInAt: ctx.identity.authTime ?? null },
        ctx.registry.personalData,
        async () => {
          try {
            await auth.deleteUser(ctx.identity.uid);
          } catch (error) {
            // Already gone at Firebase: what remains here is deleted all the same.
            if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
          }
        },
      );
      // Colleagues' pages refetch, and the person's other tabs hear it and end their session.
      await Promise.all(
        companies.map(({ customerId }) =>
          ctx.realtime.publish(customerId, teamChanged(ctx.user.id)),
        ),
      );
      // Then their live connections end (other tabs, other devices): the Firebase account is
      // gone and the row no longer names it, so no later request could tell whose to end.
      await ctx.realtime.revokeClient(ctx.user.id);
      return { deleted: true };
    }),
});
