import { z } from 'zod';
import { noInput } from '../../platform/inputs';
import { roleProcedure, router } from '../../platform/trpc';
import { ROLES } from '../../platform/identity/roles';
import { invitationLink } from '../../platform/identity/invitationTokens';
import { avatarUrl } from '../../platform/storage/service';
import { teamChanged } from './events';
import { invitationLimits } from './limits';
import { sendInvitationMails } from './mails';
import {
  changeRole,
  createInvitations,
  invitationToken,
  listInvitations,
  listMembers,
  MAX_INVITATIONS_PER_REQUEST,
  removeMember,
  renewInvitation,
  revokeInvitation,
  teamHistory,
  teamSummary,
  transferPrimaryAdmin,
} from './service';
import { actorOf } from '../../platform/tenancy/actor';

/** 'Mein Team' is the primary admin's (spec §6); the server enforces what the sidebar mirrors. */
const teamProcedure = roleProcedure('primary_admin');

const memberInput = z.strictObject({ userId: z.uuid() });
const invitationInput = z.strictObject({ invitationId: z.uuid() });
/** Invitations make administrators or users; the primary admin role is handed over instead. */
const invitedRole = z.enum(['admin', 'user']);

export const teamRouter = router({
  members: router({
    list: teamProcedure.input(noInput).query(async ({ ctx }) => {
      const members = await listMembers(ctx.db, ctx.tenant);
      return members.map((member) => ({
        ...member,
        avatar: avatarUrl(ctx.storage, member.avatar),
        isSelf: member.userId === ctx.user.id,
      }));
    }),

    changeRole: teamProcedure
      .input(z.strictObject({ userId: z.uuid(), role: z.enum(ROLES) }))
      .mutation(async ({ ctx, input }) => {
        const result = await changeRole(ctx.db, ctx.tenant, actorOf(ctx), input);
        if (result.changed)
          void ctx.realtime.publish(ctx.tenant.customerId, teamChanged(input.userId));
        return result;
      }),

    remove: teamProcedure.input(memberInput).mutation(async ({ ctx, input }) => {
      await removeMember(ctx.db, ctx.tenant, actorOf(ctx), input.userId);
      // Their open page hears it first and notices; then their token, which still grants this
      // company's channels for up to an hour, is revoked (a new one is refused them).
      await ctx.realtime.publish(ctx.tenant.customerId, teamChanged(input.userId));
      await ctx.realtime.revokeClient(input.userId);
      return { removed: true };
    }),

    transferPrimaryAdmin: teamProcedure.input(memberInput).mutation(async ({ ctx, input }) => {
      await transferPrimaryAdmin(ctx.db, ctx.tenant, actorOf(ctx), input.userId);
      void ctx.realtime.publish(ctx.tenant.customerId, teamChanged(input.userId));
      return { transferred: true };
    }),
  }),

  invitations: router({
    list: teamProcedure.input(noInput).query(({ ctx }) => listInvitations(ctx.db, ctx.tenant)),

    /** 'Einladungen senden': saved first, then mailed; failed mails are named in the answer. */
    create: teamProcedure
      .input(
        z.strictObject({
          emails: z
            .array(z.string().max(320))
            .min(1, 'Bitte gib mindestens eine E-Mail-Adresse ein.')
            .max(
              MAX_INVITATIONS_PER_REQUEST,
              `Höchstens ${MAX_INVITATIONS_PER_REQUEST} Adressen auf einmal.`,
            ),
          role: invitedRole,
        }),
      )
      .mutation(async ({ ctx, input }) => {
        const issued = await createInvitations(
          ctx.db,
          ctx.tenant,
          actorOf(ctx),
          input,
          ctx.config.fileUrlSecret,
          new Date(),
          invitationLimits(ctx.rateLimiter, ctx.tenant.customerId),
        );
        const { failed } = await sendInvitationMails(
          ctx,
          {
            companyName: ctx.tenant.customer.name,
            inviterName: ctx.user.displayName ?? ctx.user.email,
          },
          issued,
        );
        void ctx.realtime.publish(ctx.tenant.customerId, teamChanged());
        return { invited: issued.map((item) => item.email), mailFailed: failed };
      }),

    resend: teamProcedure.input(invitationInput).mutation(async ({ ctx, input }) => {
      const renewed = await renewInvitation(
        ctx.db,
        ctx.tenant,
        actorOf(ctx),
        input.invitationId,
        ctx.config.fileUrlSecret,
        invitationLimits(ctx.rateLimiter, ctx.tenant.customerId),
      );
      const { failed } = await sendInvitationMails(
        ctx,
        {
          companyName: ctx.tenant.customer.name,
          inviterName: ctx.user.displayName ?? ctx.user.email,
        },
        [renewed],
      );
      void ctx.realtime.publish(ctx.tenant.customerId, teamChanged());
      return { sent: failed.length === 0, expiresAt: renewed.expiresAt };
    }),

    revoke: teamProcedure.input(invitationInput).mutation(async ({ ctx, input }) => {
      await revokeInvitation(ctx.db, ctx.tenant, actorOf(ctx), input.invitationId);
      void ctx.realtime.publish(ctx.tenant.customerId, teamChanged());
      return { revoked: true };
    }),

    /** 'Link kopieren'. A mutation: the link is a secret, so no cache or history keeps it. */
    link: teamProcedure.input(invitationInput).mutation(async ({ ctx, input }) => {
      const token = await invitationToken(
        ctx.db,
        ctx.tenant,
        input.invitationId,
        ctx.config.fileUrlSecret,
      );
      return { url: invitationLink(ctx.config.appUrl, token) };
    }),
  }),

  /** 'Verlauf': who invited, removed or changed the role of whom, and when. */
  history: teamProcedure.input(noInput).query(({ ctx }) => teamHistory(ctx.db, ctx.tenant)),

  summary: teamProcedure.input(noInput).query(({ ctx }) => teamSummary(ctx.db, ctx.tenant)),
});
