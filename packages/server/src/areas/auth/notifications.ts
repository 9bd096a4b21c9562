import { eq } from 'drizzle-orm';
import type { Context } from '../../platform/context';
import { invitationAcceptedMail } from '../../platform/mail/templates';
import { notify } from '../../platform/notifications/service';
import { customers, users } from '../../platform/identity/schema';
import type { AcceptedInvitation } from './service';

/**
 * Tells whoever sent an invitation that it was accepted, unless they switched that e-mail off
 * (Einstellungen › Benachrichtigungen) or are gone.
 */
export async function notifyInviter(
  ctx: Pick<Context, 'db' | 'mailer' | 'config' | 'log' | 'realtime'>,
  accepted: AcceptedInvitation,
): Promise<boolean> {
  if (!accepted.invitedBy) return false;
  const [inviter] = await ctx.db.select().from(users).where(eq(users.id, accepted.invitedBy));
  if (!inviter || inviter.deletedAt) return false;
  // The bell (as the inviter chose); the e-mail below is this area's own.
  await notify(ctx, {
    userId: inviter.id,
    customerId: accepted.customerId,
    kind: 'invitationAccepted',
    subjectKey: `member:${accepted.userId}`,
    subject: 'Mein Team',
    href: '/app/team',
    actorId: accepted.userId,
    mail: false,
  });
  if (inviter.notificationPreferences.invitationAccepted === false) return false;
  const [customer] = await ctx.db
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, accepted.customerId));
  const [member] = await ctx.db
    .select({ email: users.email, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, accepted.userId));
  if (!customer || !member) return false;
  await ctx.mailer.send(
    invitationAcceptedMail({
      to: inviter.email,
      companyName: customer.name,
      memberName: member.displayName ?? member.email,
      memberEmail: member.email,
      teamLink: `${ctx.config.appUrl.replace(/\/+$/, '')}/app/team`,
    }),
  );
  return true;
}
