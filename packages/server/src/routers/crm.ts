import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { leads, leadStatusEnum } from '../db/schema';
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

    /** Changes a lead of the active customer; everyone else looking at it sees it live. */
    update: tenantProcedure
      .input(
        z
          .object({
            leadId: z.uuid(),
            status: z.enum(leadStatusEnum.enumValues).optional(),
            valueCents: z.number().int().min(0).max(10_000_000_000_00).optional(),
            contactName: z.string().trim().max(200).nullable().optional(),
            contactEmail: z.email().max(320).nullable().optional(),
          })
          .refine(({ leadId: _leadId, ...changes }) => Object.keys(changes).length > 0, {
            message: 'Keine Änderung angegeben.',
          }),
      )
      .mutation(async ({ ctx, input }) => {
        const { leadId, ...changes } = input;
        const [lead] = await ctx.db
          .update(leads)
          .set(changes)
          .where(and(eq(leads.id, leadId), eq(leads.customerId, ctx.tenant.customerId)))
          .returning();
        if (!lead) throw appError('NOT_FOUND', 'Lead nicht gefunden.');
        void ctx.realtime.publish(ctx.tenant.customerId, {
          name: 'lead.changed',
          data: { leadId: lead.id },
        });
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
