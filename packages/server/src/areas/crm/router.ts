import { z } from 'zod';
import { appError } from '../../errors';
import { noInput } from '../../inputs';
import { router, tenantProcedure } from '../../trpc';
import { leadStatusEnum } from './schema';
import { findLead, leadSummary, listLeads, updateLead } from './service';

const LEAD_NOT_FOUND = 'Lead nicht gefunden.';

export const crmRouter = router({
  leads: router({
    /** One lead of the active customer; another customer's lead is as missing as a missing one. */
    byId: tenantProcedure
      .input(z.strictObject({ leadId: z.uuid() }))
      .query(async ({ ctx, input }) => {
        const lead = await findLead(ctx.db, ctx.tenant, input.leadId);
        if (!lead) throw appError('NOT_FOUND', LEAD_NOT_FOUND);
        return lead;
      }),

    /** Changes a lead of the active customer; everyone else looking at it sees it live. */
    update: tenantProcedure
      .input(
        z
          .strictObject({
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
        const lead = await updateLead(ctx.db, ctx.tenant, leadId, changes);
        if (!lead) throw appError('NOT_FOUND', LEAD_NOT_FOUND);
        void ctx.realtime.publish(ctx.tenant.customerId, {
          name: 'lead.changed',
          data: { leadId: lead.id },
        });
        return lead;
      }),

    /** The active customer's leads, most recently changed first. */
    list: tenantProcedure
      .input(z.strictObject({ limit: z.number().int().min(1).max(200).default(50) }).optional())
      .query(({ ctx, input }) => listLeads(ctx.db, ctx.tenant, input?.limit ?? 50)),

    /** Counts and sums over all leads (the dashboard), never from a capped list. */
    summary: tenantProcedure.input(noInput).query(({ ctx }) => leadSummary(ctx.db, ctx.tenant)),
  }),
});
