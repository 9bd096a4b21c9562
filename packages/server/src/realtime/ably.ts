import * as Ably from 'ably';
import type { RealtimeEndpoint } from '../config';

/** Client options for our realtime endpoint: Ably itself, or the local emulator (plain HTTP). */
export function endpointOptions(realtime: RealtimeEndpoint): Ably.ClientOptions {
  if (!realtime.endpoint) return {};
  return {
    endpoint: realtime.endpoint,
    tls: realtime.tls,
    ...(realtime.port ? (realtime.tls ? { tlsPort: realtime.port } : { port: realtime.port }) : {}),
    // Locally nothing may reach Ably's hosts: no fallbacks, and the connectivity checks go to
    // the emulator too.
    fallbackHosts: [],
    ...(realtime.tls ? {} : localConnectivityChecks(realtime.endpoint, realtime.port)),
  };
}

function localConnectivityChecks(host: string, port: number | null): Ably.ClientOptions {
  const address = `${host}:${port ?? 80}`;
  return {
    connectivityCheckUrl: `http://${address}/is-the-internet-up.txt`,
    wsConnectivityCheckUrl: `ws://${address}/ws-up`,
  };
}

// One REST client per key and endpoint: it signs token requests locally and publishes.
const clients = new Map<string, Ably.Rest>();

export function restClient(key: string, realtime: RealtimeEndpoint): Ably.Rest {
  const id = `${key}@${realtime.endpoint ?? 'ably'}:${realtime.port ?? ''}`;
  let client = clients.get(id);
  if (!client) {
    client = new Ably.Rest({
      key,
      queryTime: false,
      logLevel: 0,
      useBinaryProtocol: false,
      ...endpointOptions(realtime),
    });
    clients.set(id, client);
  }
  return client;
}
