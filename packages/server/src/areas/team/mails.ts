import type { Context } from '../../platform/context';
import { invitationMail } from '../../platform/mail/templates';
import { ROLE_LABELS } from '../../platform/identity/roles';
import { invitationLink } from '../../platform/identity/invitationTokens';
import type { IssuedInvitation } from './service';

/** How long a name may be in an invitation e-mail: a company's as the console allows it. */
export const MAX_COMPANY_NAME_IN_MAIL = 120;
export const MAX_INVITER_NAME_IN_MAIL = 80;

// Control characters, and the ones that turn the direction of the text around (a name that
// reads backwards could pass for a link or an address).
const UNSAFE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu;
const graphemes = new Intl.Segmenter('de', { granularity: 'grapheme' });

/**
 * A name someone chose, as an e-mail may show it: one line, no control characters, at most
 * `max` characters (cut between letters, with '…'). The template escapes it for HTML.
 */
export function nameForMail(value: string, max: number): string {
  const clean = value.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const letters = Array.from(graphemes.segment(clean), (part) => part.segment);
  return letters.length <= max
    ? clean
    : `${letters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

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
          companyName: nameForMail(invitation.companyName, MAX_COMPANY_NAME_IN_MAIL),
          inviterName: invitation.inviterName
            ? nameForMail(invitation.inviterName, MAX_INVITER_NAME_IN_MAIL) || null
            : null,
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
