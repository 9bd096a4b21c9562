import type * as Ably from 'ably';
import type { RealtimeEndpoint } from '../config';

/**
 * Client options for the configured realtime endpoint, shared by the server's REST client and
 * the app's realtime client: Ably's defaults, a chosen Ably endpoint, or the local emulator.
 * Type imports only, so the app can use it without pulling the SDK into its first chunk.
 */
export function endpointOptions(realtime: RealtimeEndpoint): Ably.ClientOptions {
  const { endpoint, port, tls } = realtime;
  if (!endpoint) return {};
  if (tls) return { endpoint, ...(port ? { tlsPort: port } : {}) };
  const address = `${endpoint}:${port ?? 80}`;
  return {
    endpoint,
    tls: false,
    ...(port ? { port } : {}),
    // Nothing may reach Ably's hosts locally: no fallbacks, the connectivity checks go to the
    // emulator, and the emulator speaks WebSocket only.
    fallbackHosts: [],
    transports: ['web_socket'],
    connectivityCheckUrl: `http://${address}/is-the-internet-up.txt`,
    wsConnectivityCheckUrl: `ws://${address}/ws-up`,
  };
}
