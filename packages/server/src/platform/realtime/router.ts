import { appError } from '../errors';
import { noInput } from '../inputs';
import { restClient } from './ably';
import { customerCapability, REALTIME_TOKEN_TTL_MS } from './channels';
import { router, tenantProcedure } from '../trpc';

export const realtimeRouter = router({
  /**
   * A signed Ably TokenRequest for the signed-in user (clientId = user id), limited to the active
   * customer's channels, the person's own and those areas grant them. The client exchanges it with Ably, or locally with the emulator.
   */
  ablyTokenRequest: tenantProcedure.input(noInput).mutation(async ({ ctx }) => {
    if (!ctx.config.ablyApiKey) {
      throw appError(
        'PRECONDITION_FAILED',
        'Echtzeit ist nicht konfiguriert (ABLY_API_KEY fehlt).',
      );
    }
    const who = { userId: ctx.user.id, ourEmployee: ctx.user.ourEmployee, tenant: ctx.tenant };
    const extra = await Promise.all(
      ctx.registry.realtimeChannels.map((channels) => channels(ctx.db, who)),
    );
    const tokenRequest = await restClient(
      ctx.config.ablyApiKey,
      ctx.config.realtime,
    ).auth.createTokenRequest({
      clientId: ctx.user.id,
      capability: customerCapability(ctx.tenant.customerId, ctx.user.id, extra.flat()),
      ttl: REALTIME_TOKEN_TTL_MS,
    });
    return { tokenRequest };
  }),
});
