import { tooManyRequests } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rateLimits';
import { onlyRoomFor, type InvitationLimits } from './service';

/**
 * The invitation budgets of one company in the rate limits (counted in the database, shared by
 * every replica): e-mails a day per company, resends a day per invitation.
 */
export function invitationLimits(rateLimiter: RateLimiter, customerId: string): InvitationLimits {
  return {
    async spend(count, resends, inBatch) {
      const spent: string[] = [];
      const giveBack = () =>
        Promise.all(spent.map((id) => rateLimiter.refund('invitationResend', id)));
      for (const invitation of resends) {
        const limited = await rateLimiter.consume('invitationResend', invitation.id);
        if (limited) {
          await giveBack();
          // Among several addresses, the refusal names the one it is about.
          throw tooManyRequests(
            inBatch ? { ...limited, message: `${invitation.email}: ${limited.message}` } : limited,
          );
        }
        spent.push(invitation.id);
      }
      const limited = await rateLimiter.consume('invitationsPerCompany', customerId, count);
      if (!limited) return;
      await giveBack();
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
  };
}
