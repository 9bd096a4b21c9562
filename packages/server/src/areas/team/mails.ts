import type { Context } from '../../platform/context';
import { invitationMail } from '../../platform/mail/templates';
import { ROLE_LABELS } from '../../platform/identity/roles';
import { invitationLink } from '../../platform/identity/invitationTokens';
import type { IssuedInvitation } from './service';

/**
 * Sends one invitation e-mail per address. The invitations are saved before: an address whose
 * mail fails is returned, and the page offers its link to copy instead.
 */
export async function sendInvitationMails(
  ctx: Pick<Context, 'mailer' | 'config' | 'log'>,
  invitation: { companyName: string; inviterName: string | null },
  issued: IssuedInvitation[],
): Promise<{ failed: string[] }> {
  const results = await Promise.allSettled(
    issued.map((item) =>
      ctx.mailer.send(
        invitationMail({
          to: item.email,
          companyName: invitation.companyName,
          inviterName: invitation.inviterName,
          roleLabel: ROLE_LABELS[item.role],
          link: invitationLink(ctx.config.appUrl, item.token),
          expiresAt: item.expiresAt,
        }),
      ),
    ),
  );
  const failed = issued.filter((_, index) => results[index]?.status === 'rejected');
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') {
      ctx.log.warn('invitation mail failed', {
        invitationId: issued[index]?.id,
        error: String(result.reason),
      });
    }
  }
  return { failed: failed.map((item) => item.email) };
}
