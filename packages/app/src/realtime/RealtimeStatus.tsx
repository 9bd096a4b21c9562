import { ConnectionStatus, type ConnectionState } from '@sprint/ui';
import type { RealtimeState } from './connection';
import { useAbly } from './AblyContext';

export function connectionStateOf(state: RealtimeState): ConnectionState {
  switch (state) {
    case 'connected':
    case 'disconnected':
    case 'suspended':
    case 'failed':
    case 'closed':
      return state;
    case 'closing':
      return 'closed';
    default:
      // 'idle' (the SDK is loading), 'initialized', 'connecting'
      return 'connecting';
  }
}

/** The header's live indicator, with 'Neu verbinden' whenever the connection is down. */
export function RealtimeStatus() {
  const { state, error, reason, reconnect } = useAbly();
  return (
    <ConnectionStatus
      state={connectionStateOf(state)}
      errorMessage={(error ?? reason)?.message ?? null}
      onReconnect={reconnect}
    />
  );
}
