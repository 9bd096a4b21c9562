import type { ServerConfig } from '../config';
import type { Logger } from '../log';
import { restClient } from './ably';
import type { RealtimeEvent } from './events';
import { customerChannel, SERVER_CLIENT_ID } from './channels';

export type RealtimePublisher = {
  /** Best effort: a failed publish is logged; the change it reports has already been saved. */
  publish: (customerId: string, event: RealtimeEvent) => Promise<void>;
  /** The same on another channel: a person's own (`userChannel`) or an area's shared one. */
  publishTo: (channel: string, event: RealtimeEvent) => Promise<void>;
  /**
   * Ends a user's realtime access at once: their tokens (clientId = user id) are revoked and
   * live connections dropped; a new token needs the token procedure, which refuses them. Best
   * effort, logged. (With Ably, the key needs revocable tokens enabled.)
   */
  revokeClient: (clientId: string) => Promise<void>;
};

/** Publishes on the customer's channel through Ably's REST API (or the emulator's). */
export function createRealtimePublisher(config: ServerConfig, log: Logger): RealtimePublisher {
  async function publishTo(channel: string, event: RealtimeEvent) {
    if (!config.ablyApiKey) return;
    try {
      await restClient(config.ablyApiKey, config.realtime, SERVER_CLIENT_ID)
        .channels.get(channel)
        .publish(event.name, event.data);
    } catch (error) {
      log.warn('realtime publish failed', {
        event: event.name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return {
    publish: (customerId, event) => publishTo(customerChannel(customerId), event),
    publishTo,
    async revokeClient(clientId) {
      if (!config.ablyApiKey) return;
      try {
        await restClient(config.ablyApiKey, config.realtime).auth.revokeTokens([
          { type: 'clientId', value: clientId },
        ]);
      } catch (error) {
        log.warn('realtime revocation failed', {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },
  };
}

/** For callers without realtime (tests of unrelated procedures). */
export const silentPublisher: RealtimePublisher = {
  publish: async () => undefined,
  publishTo: async () => undefined,
  revokeClient: async () => undefined,
};
