import { tooManyRequests } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rateLimits';
import { onlyRoomFor, type InvitationLimits } from './service';

/**
 * The invitation budgets of one company in the rate limits (counted in the database, shared by
 * every replica): e-mails a day per company, resends a day per invitation.
 */
export function invitationLimits(rateLimiter: RateLimiter, customerId: string): InvitationLimits {
  return {
    async send(count) {
      const limited = await rateLimiter.consume('invitationsPerCompany', customerId, count);
      if (!limited) return;
      // Part of the batch would still have fit: say how much, not that the day's are all sent.
      if (limited.remaining > 0) {
        const sent = limited.limit - limited.remaining;
        throw tooManyRequests({
          ...limited,
          message: `Heute wurden schon ${sent} Einladungen verschickt, höchstens ${limited.limit} am Tag sind möglich: ${onlyRoomFor(limited.remaining)}`,
        });
      }
      throw tooManyRequests(limited);
    },
    async resend(invitation, inBatch) {
      const limited = await rateLimiter.consume('invitationResend', invitation.id);
      if (!limited) return;
      // Among several addresses, the refusal names the one it is about.
      throw tooManyRequests(
        inBatch ? { ...limited, message: `${invitation.email}: ${limited.message}` } : limited,
      );
    },
  };
}
