import { createContext, useContext } from 'react';
import type * as Ably from 'ably';
import type { RealtimeSnapshot } from './connection';

export type AblyContextValue = RealtimeSnapshot & {
  reconnect: () => void;
  /** Subscribes to a named channel (which `publish` then uses); returns the unsubscribe. */
  subscribe: (channelName: string, listener: (message: Ably.InboundMessage) => void) => () => void;
  /** Publishes an event name plus data; rejects with 'Channel not available' without a channel. */
  publish: (eventName: string, data?: unknown) => Promise<void>;
};

export const AblyContext = createContext<AblyContextValue | null>(null);

export function useAbly(): AblyContextValue {
  const value = useContext(AblyContext);
  if (!value) throw new Error('useAbly must be used within an AblyProvider');
  return value;
}
