import * as Ably from 'ably';
import type { RealtimeEndpoint } from '../config';
import { endpointOptions } from './endpoint';

// One REST client per key, endpoint and clientId: it signs token requests locally (without a
// clientId of its own, so each token names its user) and publishes (as the server).
const clients = new Map<string, Ably.Rest>();

export function restClient(key: string, realtime: RealtimeEndpoint, clientId?: string): Ably.Rest {
  const id = `${key}@${realtime.endpoint ?? 'ably'}:${realtime.port ?? ''}#${clientId ?? ''}`;
  let client = clients.get(id);
  if (!client) {
    client = new Ably.Rest({
      key,
      ...(clientId ? { clientId } : {}),
      queryTime: false,
      logLevel: 0,
      useBinaryProtocol: false,
      ...endpointOptions(realtime),
    });
    clients.set(id, client);
  }
  return client;
}
