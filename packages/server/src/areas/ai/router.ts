import { eq, inArray } from 'drizzle-orm';
import { appError } from '../../platform/errors';
import { hasRole, roleRequiredMessage } from '../../platform/identity/roles';
import { customers, users } from '../../platform/identity/schema';
import type { TenantScope } from '../../platform/tenancy/tenant';
import { noInput } from '../../platform/inputs';
import { writeSettings } from '../../platform/settings/settings';
import { findLead } from '../crm';
import { assertEmployee, router, tenantProcedure, type TenantContext } from '../../platform/trpc';
import {
  chatRef,
  connectionInput,
  consoleCompany,
  listChatsInput,
  profileInput,
  quotasInput,
  renameChatInput,
  selectVersionInput,
} from './inputs';
import {
  AI_EMPLOYEES_ONLY,
  CUSTOMER_NOT_FOUND,
  TEMPLATE_MODE_HELP,
  TEMPLATE_MODE_LABEL,
} from './model';
import {
  chatById,
  deleteChat,
  exportChat,
  listChats,
  recentChats,
  renameChat,
  selectVersion,
  usageByPerson,
  usageNow,
  type ChatOwner,
  type ChatView,
} from './service';
import {
  aiSettings,
  companyAi,
  companyConnection,
  connectionSummary,
  saveConnection,
} from './settings';

/** A company of the customer console: employees only, and it must exist. */
async function consoleTenant(ctx: TenantContext, customerId: string): Promise<TenantScope> {
  assertEmployee(ctx.user);
  const [company] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!company) throw appError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return { customerId: company.id };
}

/** The AI chats are for employees (spec §6: the group is locked for customers' staff). */
function chatOwner(ctx: TenantContext): ChatOwner {
  if (!ctx.user.ourEmployee) throw appError('FORBIDDEN', AI_EMPLOYEES_ONLY);
  return { customerId: ctx.tenant.customerId, userId: ctx.user.id };
}

/** The company's usage and profile: its admins, and employees (who run the console). */
function assertAdmin(ctx: TenantContext) {
  if (!ctx.user.ourEmployee && !hasRole(ctx.tenant.role, 'admin')) {
    throw appError('FORBIDDEN', roleRequiredMessage('admin'));
  }
}

/** The lead 'Lead einbeziehen' named, while it is still a live lead of the company. */
async function withLead(ctx: TenantContext, chat: ChatView) {
  const lead = chat.leadId ? await findLead(ctx.db, ctx.tenant, chat.leadId) : null;
  return { ...chat, lead: lead ? { id: lead.id, name: lead.companyName } : null };
}

const chats = router({
  /** The latest five of any category (the dashboard). */
  recent: tenantProcedure.input(noInput).query(({ ctx }) => recentChats(ctx.db, chatOwner(ctx))),
  list: tenantProcedure
    .input(listChatsInput)
    .query(({ ctx, input }) => listChats(ctx.db, chatOwner(ctx), input)),
  byId: tenantProcedure
    .input(chatRef)
    .query(async ({ ctx, input }) =>
      withLead(ctx, await chatById(ctx.db, chatOwner(ctx), input.chatId)),
    ),
  rename: tenantProcedure.input(renameChatInput).mutation(async ({ ctx, input }) => {
    await renameChat(ctx.db, chatOwner(ctx), input.chatId, input.title);
  }),
  delete: tenantProcedure.input(chatRef).mutation(async ({ ctx, input }) => {
    await deleteChat(ctx.db, chatOwner(ctx), input.chatId);
  }),
  /** Shows another version of a question or answer ('Version 1 von 2'). */
  selectVersion: tenantProcedure
    .input(selectVersionInput)
    .mutation(async ({ ctx, input }) =>
      withLead(ctx, await selectVersion(ctx.db, chatOwner(ctx), input.chatId, input.messageId)),
    ),
  export: tenantProcedure
    .input(chatRef)
    .query(({ ctx, input }) => exportChat(ctx.db, chatOwner(ctx), input.chatId)),
});

export const aiRouter = router({
  chats,
  /** Which mode answers, and this person's and company's quotas now. */
  status: tenantProcedure.input(noInput).query(async ({ ctx }) => {
    const owner = chatOwner(ctx);
    const { quotas } = await companyAi(ctx.db, ctx.tenant);
    const connection = await companyConnection(ctx.db, ctx.tenant, ctx.config.fileUrlSecret);
    const chosen = connection ?? ctx.config.ai.connection;
    return {
      mode: chosen ? ('model' as const) : ('templates' as const),
      source: connection ? ('company' as const) : chosen ? ('server' as const) : null,
      modelName: chosen?.model ?? null,
      /** Where a question goes: the model's host, shown under the input. */
      destination: chosen ? new URL(chosen.baseUrl).host : null,
      label: chosen ? null : TEMPLATE_MODE_LABEL,
      help: chosen ? null : TEMPLATE_MODE_HELP,
      usage: await usageNow(ctx.db, owner, quotas),
    };
  }),
  /** The company's requests this month, per person (admins). */
  usage: tenantProcedure.input(noInput).query(async ({ ctx }) => {
    assertAdmin(ctx);
    const { quotas } = await companyAi(ctx.db, ctx.tenant);
    const rows = await usageByPerson(ctx.db, ctx.tenant);
    const ids = rows.flatMap((row) => (row.userId ? [row.userId] : []));
    const names =
      ids.length === 0
        ? []
        : await ctx.db
            .select({ id: users.id, displayName: users.displayName, email: users.email })
            .from(users)
            .where(inArray(users.id, ids));
    const nameOf = new Map(names.map((user) => [user.id, user.displayName ?? user.email]));
    return {
      quotas,
      monthUsed: rows.reduce((sum, row) => sum + row.month, 0),
      people: rows
        .map((row) => ({
          userId: row.userId,
          name: row.userId ? (nameOf.get(row.userId) ?? 'Unbekannt') : 'Gelöschtes Konto',
          today: row.today,
          month: row.month,
        }))
        .sort((a, b) => b.month - a.month || a.name.localeCompare(b.name, 'de')),
    };
  }),
  profile: router({
    get: tenantProcedure.input(noInput).query(async ({ ctx }) => {
      chatOwner(ctx);
      return (await companyAi(ctx.db, ctx.tenant)).profile;
    }),
    update: tenantProcedure.input(profileInput).mutation(async ({ ctx, input }) => {
      assertAdmin(ctx);
      const value = await writeSettings(ctx.db, ctx.tenant, aiSettings, input);
      return {
        offer: value.offer,
        audience: value.audience,
        tone: value.tone,
        examples: value.examples,
      };
    }),
  }),
  /** A company's own model and quotas (customer console, employees, any company). */
  connection: router({
    get: tenantProcedure.input(consoleCompany).query(async ({ ctx, input }) => {
      const company = await consoleTenant(ctx, input.customerId);
      const { quotas } = await companyAi(ctx.db, company);
      const server = ctx.config.ai.connection;
      return {
        connection: await connectionSummary(ctx.db, company),
        server: server ? { model: server.model, host: new URL(server.baseUrl).host } : null,
        quotas,
      };
    }),
    update: tenantProcedure.input(connectionInput).mutation(async ({ ctx, input }) => {
      const company = await consoleTenant(ctx, input.customerId);
      await saveConnection(
        ctx.db,
        company,
        ctx.config.fileUrlSecret,
        ctx.user.id,
        input.connection,
      );
      return connectionSummary(ctx.db, company);
    }),
    quotas: tenantProcedure.input(quotasInput).mutation(async ({ ctx, input }) => {
      const company = await consoleTenant(ctx, input.customerId);
      const value = await writeSettings(ctx.db, company, aiSettings, {
        dailyQuota: input.dailyQuota,
        monthlyQuota: input.monthlyQuota,
      });
      return { daily: value.dailyQuota, monthly: value.monthlyQuota };
    }),
  }),
});
