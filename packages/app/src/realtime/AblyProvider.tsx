import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { trpcClient } from '../api/trpc';
import { useAuth } from '../auth/AuthContext';
import { config } from '../config';
import { AblyContext, type AblyContextValue } from './AblyContext';
import { RealtimeConnection, type RealtimeConnectionOptions } from './connection';

export type AblyProviderProps = {
  children: ReactNode;
  /** Stories and tests point the connection elsewhere; the app uses the configured endpoint. */
  connectionOptions?: RealtimeConnectionOptions;
};

const defaultOptions = (): RealtimeConnectionOptions => ({
  endpoint: config.realtime,
  fetchTokenRequest: async () => (await trpcClient.realtime.ablyTokenRequest.mutate()).tokenRequest,
});

/**
 * Spec §4: the realtime connection exists while a user is signed in with a customer and auth
 * has finished loading; it is closed, with client and flag cleared, when the user is gone.
 */
export function AblyProvider({ children, connectionOptions }: AblyProviderProps) {
  const [connection] = useState(
    () => new RealtimeConnection(connectionOptions ?? defaultOptions()),
  );
  const { databaseUser, customer, loading } = useAuth();
  // A token grants one customer's channels: another user or customer needs a new client.
  const key = databaseUser && customer && !loading ? `${databaseUser.id}:${customer.id}` : null;

  useEffect(() => {
    if (!key) return;
    connection.open(key);
    return () => connection.close();
  }, [connection, key]);

  const snapshot = useSyncExternalStore(connection.subscribeToChanges, connection.getSnapshot);
  // Stable functions: effects that subscribe must not re-run on every state change.
  const actions = useMemo(
    () => ({
      reconnect: () => connection.reconnect(),
      subscribe: connection.subscribe.bind(connection),
      publish: connection.publish.bind(connection),
    }),
    [connection],
  );
  const value = useMemo<AblyContextValue>(() => ({ ...snapshot, ...actions }), [snapshot, actions]);
  return <AblyContext.Provider value={value}>{children}</AblyContext.Provider>;
}
