import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { customers, invitations } from '../db/schema';
import { publicProcedure, router } from '../trpc';

export type InvitationStatus = 'open' | 'accepted' | 'expired';

export const invitationsRouter = router({
  /**
   * What the invitation page shows before sign-up: company and role. The token is the secret;
   * an unknown token reads exactly like a missing one.
   */
  byToken: publicProcedure
    .input(z.object({ token: z.string().trim().min(1).max(200) }))
    .query(async ({ ctx, input }) => {
      const [row] = await ctx.db
        .select({ invitation: invitations, customerName: customers.name })
        .from(invitations)
        .innerJoin(customers, eq(customers.id, invitations.customerId))
        .where(eq(invitations.token, input.token))
        .limit(1);
      if (!row) return null;
      const { invitation, customerName } = row;
      const status: InvitationStatus = invitation.acceptedAt
        ? 'accepted'
        : invitation.expiresAt.getTime() <= Date.now()
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
    }),
});
