import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../../platform/context';
import { leadAssignedMail } from '../../platform/mail/templates';
import { notify } from '../../platform/notifications/service';
import { ownedBy } from '../../platform/tenancy/tenant';
import type { Tenant } from '../../platform/tenancy/tenant';
import { users } from '../../platform/identity/schema';
import { leads } from './schema';

/**
 * E-mails the new owner of leads that someone else assigned to them, unless they switched it off
 * (Einstellungen › Benachrichtigungen). Best effort: the change is saved already.
 */
export async function notifyLeadOwner(
  ctx: Pick<Context, 'db' | 'mailer' | 'config' | 'log' | 'realtime'> & {
    tenant: Tenant;
    user: { id: string; email: string; displayName: string | null };
  },
  ownerId: string | null | undefined,
  leadIds: string[],
): Promise<void> {
  if (!ownerId || ownerId === ctx.user.id || leadIds.length === 0) return;
  try {
    const [owner] = await ctx.db.select().from(users).where(eq(users.id, ownerId));
    if (!owner || owner.deletedAt) return;
    const assigned = await ctx.db
      .select({ id: leads.id, companyName: leads.companyName })
      .from(leads)
      .where(
        ownedBy(leads, ctx.tenant, and(inArray(leads.id, leadIds), eq(leads.ownerId, ownerId))),
      );
    if (assigned.length === 0) return;
    const base = ctx.config.appUrl.replace(/\/+$/, '');
    const [only] = assigned;
    // The bell (as the owner chose); the e-mail below is this area's own.
    await notify(ctx, {
      userId: ownerId,
      customerId: ctx.tenant.customerId,
      kind: 'leadAssigned',
      subjectKey: assigned.length === 1 && only ? `lead:${only.id}` : `leads:${Date.now()}`,
      subject:
        assigned.length === 1 && only
          ? only.companyName
          : `${only?.companyName ?? ''} und ${assigned.length - 1} weitere`,
      href: assigned.length === 1 && only ? `/app/crm/leads/${only.id}` : '/app/crm',
      actorId: ctx.user.id,
      mail: false,
    });
    if (owner.notificationPreferences.leadAssigned === false) return;
    await ctx.mailer.send(
      leadAssignedMail({
        to: owner.email,
        assignedBy: ctx.user.displayName ?? ctx.user.email,
        companyName: ctx.tenant.customer.name,
        leadNames: assigned.map((lead) => lead.companyName),
        link:
          assigned.length === 1 && only ? `${base}/app/crm/leads/${only.id}` : `${base}/app/crm`,
      }),
    );
  } catch (error) {
    ctx.log.warn('lead assigned mail failed', { error: String(error) });
  }
}
