import * as Ably from 'ably';
import { appError } from '../errors';
import { customerCapability, REALTIME_TOKEN_TTL_MS } from '../realtime';
import { router, tenantProcedure } from '../trpc';

// One REST client per key: it only signs token requests locally, it never connects.
const clients = new Map<string, Ably.Rest>();

function restClient(key: string): Ably.Rest {
  let client = clients.get(key);
  if (!client) {
    client = new Ably.Rest({ key, queryTime: false, logLevel: 0 });
    clients.set(key, client);
  }
  return client;
}

export const realtimeRouter = router({
  /**
   * A signed Ably TokenRequest for the signed-in user (clientId = user id), limited to the active
   * customer's channels. The client exchanges it with Ably, or locally with the emulator.
   */
  ablyTokenRequest: tenantProcedure.mutation(async ({ ctx }) => {
    if (!ctx.config.ablyApiKey) {
      throw appError(
        'PRECONDITION_FAILED',
        'Echtzeit ist nicht konfiguriert (ABLY_API_KEY fehlt).',
      );
    }
    const tokenRequest = await restClient(ctx.config.ablyApiKey).auth.createTokenRequest({
      clientId: ctx.user.id,
      capability: customerCapability(ctx.tenant.customerId),
      ttl: REALTIME_TOKEN_TTL_MS,
    });
    return { tokenRequest };
  }),
});
