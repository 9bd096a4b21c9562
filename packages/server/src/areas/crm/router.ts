import type { TenantContext } from '../../platform/trpc';
import { actorOf } from '../../platform/tenancy/actor';
import { z } from 'zod';
import { appError } from '../../platform/errors';
import { inputDate, noInput } from '../../platform/inputs';
import { router, tenantProcedure } from '../../platform/trpc';
import {
  exportLeadsCsv,
  IMPORT_FIELDS,
  importCommit,
  importPreview,
  type ImportField,
} from './csv';
import { leadChanged } from './events';
import { notifyLeadOwner } from './notifications';
import { createLeadInput, leadFields } from './model';
import { LEAD_NOT_FOUND } from './model';
import { leadSourceEnum, leadStatusEnum } from './schema';
import {
  bulkUpdateLeads,
  companyMembers,
  createActivity,
  createLead,
  deleteActivity,
  dueNextSteps,
  findDuplicates,
  findLead,
  LEAD_SORT_KEYS,
  leadBoard,
  leadConversationList,
  leadsOfConversation,
  leadSummary,
  linkConversation,
  listActivities,
  listLeads,
  MAX_BULK,
  restoreLeads,
  softDelete,
  unlinkConversation,
  updateActivity,
  updateLead,
} from './service';

/** CSV text in one request: under the API's 4 MB body limit, with room for JSON escaping. */
export const MAX_CSV_LENGTH = 2_500_000;

const status = z.enum(leadStatusEnum.enumValues);
const source = z.enum(leadSourceEnum.enumValues);
const text = (max: number) => z.string().trim().max(max).nullable().optional();

const filterFields = {
  search: z.string().trim().max(200).optional(),
  /** A member's id, or null for leads without an owner. */
  ownerId: z.uuid().nullable().optional(),
  source: source.optional(),
};

const listFields = {
  ...filterFields,
  status: z.array(status).max(6).optional(),
  sort: z.strictObject({ by: z.enum(LEAD_SORT_KEYS), dir: z.enum(['asc', 'desc']) }).optional(),
};

const leadIds = z.array(z.uuid()).min(1).max(MAX_BULK);

const mapping = z.strictObject(
  Object.fromEntries(
    IMPORT_FIELDS.map((field) => [field, z.number().int().min(0).max(99).nullable().optional()]),
  ) as Record<ImportField, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>,
);

const csv = z.string().min(1).max(MAX_CSV_LENGTH);

/** Best effort, after the write: everyone else's open boards, tables and lead pages refetch. */
function announce(ctx: TenantContext, ids: string[]) {
  if (ids.length > 0) void ctx.realtime.publish(ctx.tenant.customerId, leadChanged(ids));
}

export const crmRouter = router({
  /** Members of the active company: who can own a lead. */
  members: tenantProcedure.input(noInput).query(({ ctx }) => companyMembers(ctx.db, ctx.tenant)),

  leads: router({
    /** One lead of the active customer; another customer's lead is as missing as a missing one. */
    byId: tenantProcedure
      .input(z.strictObject({ leadId: z.uuid() }))
      .query(async ({ ctx, input }) => {
        const lead = await findLead(ctx.db, ctx.tenant, input.leadId);
        if (!lead) throw appError('NOT_FOUND', LEAD_NOT_FOUND);
        return lead;
      }),

    /** A page of leads under a filter and sort, with the count under the filter. */
    list: tenantProcedure
      .input(
        z
          .strictObject({
            ...listFields,
            cursor: z.string().max(4000).optional(),
            // Sent by tRPC's infinite queries along with the cursor; pages only go forward.
            direction: z.enum(['forward', 'backward']).optional(),
            limit: z.number().int().min(1).max(200).default(50),
          })
          .optional(),
      )
      .query(({ ctx, input }) =>
        listLeads(ctx.db, ctx.tenant, { ...input, limit: input?.limit ?? 50 }),
      ),

    /** Per status: count, € sum and the first leads (more via `list` with the column's cursor). */
    board: tenantProcedure
      .input(
        z
          .strictObject({
            ...filterFields,
            perColumn: z.number().int().min(1).max(100).default(20),
          })
          .optional(),
      )
      .query(({ ctx, input }) =>
        leadBoard(ctx.db, ctx.tenant, { ...input, perColumn: input?.perColumn ?? 20 }),
      ),

    create: tenantProcedure.input(createLeadInput).mutation(async ({ ctx, input }) => {
      const lead = await createLead(ctx.db, ctx.tenant, input);
      announce(ctx, [lead.id]);
      void notifyLeadOwner(ctx, input.ownerId, [lead.id]);
      return lead;
    }),

    /** Changes a lead; status, value and owner changes land in its activities by themselves. */
    update: tenantProcedure
      .input(
        z
          .strictObject({
            leadId: z.uuid(),
            ...leadFields,
            companyName: leadFields.companyName.optional(),
          })
          .refine(({ leadId: _leadId, ...changes }) => Object.keys(changes).length > 0, {
            message: 'Keine Änderung angegeben.',
          }),
      )
      .mutation(async ({ ctx, input }) => {
        const { leadId, ...changes } = input;
        const before = changes.ownerId ? await findLead(ctx.db, ctx.tenant, leadId) : null;
        const lead = await updateLead(ctx.db, ctx.tenant, actorOf(ctx), leadId, changes);
        announce(ctx, [lead.id]);
        if (before && before.ownerId !== changes.ownerId) {
          void notifyLeadOwner(ctx, changes.ownerId, [lead.id]);
        }
        return lead;
      }),

    /** Soft delete of one or more leads (undo with `restore`). */
    delete: tenantProcedure.input(z.strictObject({ leadIds })).mutation(async ({ ctx, input }) => {
      const deleted = await softDelete(ctx.db, ctx.tenant, input.leadIds);
      announce(ctx, input.leadIds);
      return { deleted };
    }),

    restore: tenantProcedure.input(z.strictObject({ leadIds })).mutation(async ({ ctx, input }) => {
      const restored = await restoreLeads(ctx.db, ctx.tenant, input.leadIds);
      announce(ctx, input.leadIds);
      return { restored };
    }),

    /** One change for up to 500 leads, all or nothing. */
    bulkUpdate: tenantProcedure
      .input(
        z.discriminatedUnion('action', [
          z.strictObject({
            action: z.literal('status'),
            leadIds,
            status,
            lostReason: text(500),
          }),
          z.strictObject({ action: z.literal('owner'), leadIds, ownerId: z.uuid().nullable() }),
          z.strictObject({ action: z.literal('delete'), leadIds }),
        ]),
      )
      .mutation(async ({ ctx, input }) => {
        const { leadIds: ids, ...change } = input;
        const result = await bulkUpdateLeads(ctx.db, ctx.tenant, actorOf(ctx), ids, change);
        announce(ctx, result.leadIds);
        if (change.action === 'owner') void notifyLeadOwner(ctx, change.ownerId, result.leadIds);
        return { updated: result.updated };
      }),

    /** Live leads with the same company name or e-mail ('Möglicher Duplikat:'), at most five. */
    duplicates: tenantProcedure
      .input(
        z.strictObject({
          companyName: z.string().trim().max(200).optional(),
          contactEmail: z.string().trim().max(320).optional(),
          excludeId: z.uuid().optional(),
        }),
      )
      .query(({ ctx, input }) => findDuplicates(ctx.db, ctx.tenant, input)),

    /** Counts and sums over all leads (the dashboard), never from a capped list. */
    summary: tenantProcedure.input(noInput).query(({ ctx }) => leadSummary(ctx.db, ctx.tenant)),

    /** Open leads whose next step is due today or overdue (Europe/Berlin), oldest first. */
    dueNextSteps: tenantProcedure
      .input(z.strictObject({ limit: z.number().int().min(1).max(50).default(10) }).optional())
      .query(({ ctx, input }) =>
        dueNextSteps(ctx.db, ctx.tenant, { limit: input?.limit ?? 10, now: new Date() }),
      ),

    /** The leads under the list's filter and sort as CSV (`;`, UTF-8 with BOM, de-DE). */
    exportCsv: tenantProcedure
      .input(z.strictObject(listFields).optional())
      .query(({ ctx, input }) => exportLeadsCsv(ctx.db, ctx.tenant, input ?? {}, new Date())),

    /** Reads a CSV without writing: columns, suggested mapping, each row's errors and duplicates. */
    importPreview: tenantProcedure
      .input(z.strictObject({ csv, mapping: mapping.optional() }))
      .mutation(({ ctx, input }) => importPreview(ctx.db, ctx.tenant, input.csv, input.mapping)),

    /** Writes the valid rows in one transaction; invalid ones (and duplicates if asked) are listed. */
    importCommit: tenantProcedure
      .input(z.strictObject({ csv, mapping, skipDuplicates: z.boolean().default(false) }))
      .mutation(async ({ ctx, input }) => {
        const result = await importCommit(
          ctx.db,
          ctx.tenant,
          input.csv,
          input.mapping,
          input.skipDuplicates,
        );
        announce(ctx, result.leadIds);
        return { created: result.created, skipped: result.skipped };
      }),

    /** The LinkedIn threads linked to a lead (its page lists them). */
    conversations: tenantProcedure
      .input(z.strictObject({ leadId: z.uuid() }))
      .query(({ ctx, input }) => leadConversationList(ctx.db, ctx.tenant, input.leadId)),

    /** The leads a LinkedIn thread is linked to (the inbox shows them on the thread). */
    byConversation: tenantProcedure
      .input(z.strictObject({ conversationId: z.uuid() }))
      .query(({ ctx, input }) => leadsOfConversation(ctx.db, ctx.tenant, input.conversationId)),

    linkConversation: tenantProcedure
      .input(z.strictObject({ leadId: z.uuid(), conversationId: z.uuid() }))
      .mutation(async ({ ctx, input }) => {
        await linkConversation(
          ctx.db,
          ctx.tenant,
          actorOf(ctx),
          input.leadId,
          input.conversationId,
        );
        announce(ctx, [input.leadId]);
        return leadConversationList(ctx.db, ctx.tenant, input.leadId);
      }),

    unlinkConversation: tenantProcedure
      .input(z.strictObject({ leadId: z.uuid(), conversationId: z.uuid() }))
      .mutation(async ({ ctx, input }) => {
        await unlinkConversation(ctx.db, ctx.tenant, input.leadId, input.conversationId);
        announce(ctx, [input.leadId]);
        return leadConversationList(ctx.db, ctx.tenant, input.leadId);
      }),
  }),

  activities: router({
    /** A lead's history, newest first: notes, calls, meetings and the automatic entries. */
    list: tenantProcedure
      .input(
        z.strictObject({
          leadId: z.uuid(),
          limit: z.number().int().min(1).max(200).default(100),
        }),
      )
      .query(({ ctx, input }) => listActivities(ctx.db, ctx.tenant, input.leadId, input.limit)),

    create: tenantProcedure
      .input(
        z.strictObject({
          leadId: z.uuid(),
          type: z.enum(['note', 'call', 'meeting']),
          occurredAt: inputDate.optional(),
          body: z.string().trim().min(1).max(10_000),
          outcome: text(500),
        }),
      )
      .mutation(async ({ ctx, input }) => {
        const { leadId, ...fields } = input;
        const activity = await createActivity(ctx.db, ctx.tenant, actorOf(ctx), leadId, fields);
        announce(ctx, [leadId]);
        return activity;
      }),

    /** Only hand-written entries, by their author or an admin. */
    update: tenantProcedure
      .input(
        z
          .strictObject({
            activityId: z.uuid(),
            occurredAt: inputDate.optional(),
            body: z.string().trim().min(1).max(10_000).optional(),
            outcome: text(500),
          })
          .refine(({ activityId: _id, ...changes }) => Object.keys(changes).length > 0, {
            message: 'Keine Änderung angegeben.',
          }),
      )
      .mutation(async ({ ctx, input }) => {
        const { activityId, ...changes } = input;
        const activity = await updateActivity(
          ctx.db,
          ctx.tenant,
          actorOf(ctx),
          activityId,
          changes,
        );
        announce(ctx, [activity.leadId]);
        return activity;
      }),

    delete: tenantProcedure
      .input(z.strictObject({ activityId: z.uuid() }))
      .mutation(async ({ ctx, input }) => {
        const { leadId } = await deleteActivity(ctx.db, ctx.tenant, actorOf(ctx), input.activityId);
        announce(ctx, [leadId]);
        return { deleted: true };
      }),
  }),
});
