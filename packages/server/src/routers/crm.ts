import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { leads } from '../db/schema';
import { appError } from '../errors';
import { router, tenantProcedure } from '../trpc';

export const crmRouter = router({
  leads: router({
    /** One lead of the active customer; another customer's lead is as missing as a missing one. */
    byId: tenantProcedure.input(z.object({ leadId: z.uuid() })).query(async ({ ctx, input }) => {
      const [lead] = await ctx.db
        .select()
        .from(leads)
        .where(and(eq(leads.id, input.leadId), eq(leads.customerId, ctx.tenant.customerId)))
        .limit(1);
      if (!lead) throw appError('NOT_FOUND', 'Lead nicht gefunden.');
      return lead;
    }),

    /** The active customer's leads, most recently changed first. */
    list: tenantProcedure
      .input(z.object({ limit: z.number().int().min(1).max(200).default(50) }).optional())
      .query(({ ctx, input }) =>
        ctx.db
          .select()
          .from(leads)
          .where(eq(leads.customerId, ctx.tenant.customerId))
          .orderBy(desc(leads.updatedAt), desc(leads.createdAt))
          .limit(input?.limit ?? 50),
      ),
  }),
});
