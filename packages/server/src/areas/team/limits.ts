import { tooManyRequests } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rateLimits';
import type { InvitationLimits } from './service';

/**
 * The invitation budgets of one company in the rate limits (counted in the database, shared by
 * every replica): e-mails a day per company, resends a day per invitation.
 */
export function invitationLimits(rateLimiter: RateLimiter, customerId: string): InvitationLimits {
  return {
    async send(count) {
      const limited = await rateLimiter.consume('invitationsPerCompany', customerId, count);
      if (limited) throw tooManyRequests(limited);
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
