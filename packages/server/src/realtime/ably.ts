import * as Ably from 'ably';
import type { RealtimeEndpoint } from '../config';
import { endpointOptions } from './endpoint';

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
