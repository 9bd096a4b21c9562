import type * as Ably from 'ably';
import { endpointOptions } from '@sprint/server/platform/realtime';
import type { AppConfig } from '../config';

/** 'idle': no client (nobody signed in, or the SDK is still loading). */
export type RealtimeState = 'idle' | Ably.ConnectionState;

export type RealtimeError = { message: string; code: number | null };

export type RealtimeSnapshot = {
  client: Ably.Realtime | null;
  state: RealtimeState;
  /** Spec §4: on when connected; off when disconnected, suspended, closed or failed. */
  isConnected: boolean;
  /** Stored when the connection failed; cleared once connected. */
  error: RealtimeError | null;
  /** Why the connection last left 'connected' (shown while it retries). */
  reason: RealtimeError | null;
  /** The named channel `subscribe` chose last; `publish` sends on it. */
  channel: Ably.RealtimeChannel | null;
};

export const IDLE: RealtimeSnapshot = {
  client: null,
  state: 'idle',
  isConnected: false,
  error: null,
  reason: null,
  channel: null,
};

/** Spec §9: the realtime client's fixed options. */
export const REALTIME_CLIENT_OPTIONS = {
  echoMessages: false,
  autoConnect: true,
  useBinaryProtocol: false,
  disconnectedRetryTimeout: 15_000,
  suspendedRetryTimeout: 30_000,
} as const satisfies Ably.ClientOptions;

export const CHANNEL_NOT_AVAILABLE = 'Channel not available';

export type RealtimeConnectionOptions = {
  endpoint: AppConfig['realtime'];
  /** The server's token request procedure; its failure becomes the client's auth error. */
  fetchTokenRequest: () => Promise<unknown>;
  /** The SDK, loaded only once someone is signed in (never part of /login's JavaScript). */
  loadAbly?: () => Promise<typeof Ably>;
  /** Only tests shorten the retry timeouts. */
  overrides?: Partial<Ably.ClientOptions>;
};

/** The HTTP status of a failed procedure call (tRPC's client error carries it in `data`). */
function httpStatusOf(error: unknown): number | null {
  const status = (error as { data?: { httpStatus?: unknown } } | null)?.data?.httpStatus;
  return typeof status === 'number' ? status : null;
}

/**
 * A failed token fetch as the SDK's auth error: 403 (no access to the customer) fails the
 * connection for good; anything else is retried like a network error.
 */
function authError(sdk: typeof Ably | undefined, error: unknown): Ably.ErrorInfo | string {
  const message = error instanceof Error ? error.message : String(error);
  if (!sdk) return message;
  const status = httpStatusOf(error);
  return status === 403
    ? new sdk.ErrorInfo(message, 40300, 403)
    : new sdk.ErrorInfo(message, 40170, status ?? 401);
}

/** Client options for the configured endpoint: Ably's defaults, or the local emulator. */
export function clientOptions(
  options: RealtimeConnectionOptions,
  sdk?: typeof Ably,
): Ably.ClientOptions {
  return {
    ...REALTIME_CLIENT_OPTIONS,
    ...endpointOptions(options.endpoint),
    // Recovery on: the SDK keeps the recovery key across a reload and we always accept it.
    recover: (_lastConnectionDetails, callback) => callback(true),
    authCallback: (_params, callback) => {
      options.fetchTokenRequest().then(
        (tokenRequest) => callback(null, tokenRequest as Ably.TokenRequest),
        (error: unknown) => callback(authError(sdk, error), null),
      );
    },
    ...options.overrides,
  };
}

/** The SDK wraps auth failures (80019); the cause holds our server's German message. */
function toError(reason: Ably.ErrorInfo | null | undefined): RealtimeError | null {
  if (!reason) return null;
  const cause = (reason as { cause?: unknown }).cause;
  const message =
    cause && typeof cause === 'object' && 'message' in cause && typeof cause.message === 'string'
      ? cause.message
      : reason.message;
  return { message, code: reason.code ?? null };
}

/**
 * One realtime connection at a time for the signed-in user, as an external store React reads
 * with `useSyncExternalStore`. `open(key)` with a new key (another user or customer) replaces the
 * client, since its token grants one customer's channels only.
 */
export class RealtimeConnection {
  private snapshot: RealtimeSnapshot = IDLE;
  private readonly listeners = new Set<() => void>();
  private key: string | null = null;
  private generation = 0;

  constructor(private readonly options: RealtimeConnectionOptions) {}

  getSnapshot = (): RealtimeSnapshot => this.snapshot;

  subscribeToChanges = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  open(key: string): void {
    if (this.key === key) return;
    this.close();
    this.key = key;
    const generation = ++this.generation;
    const load = this.options.loadAbly ?? (() => import('ably'));
    void load().then((sdk) => {
      if (generation !== this.generation) return; // closed while the SDK loaded
      const client = new sdk.Realtime(clientOptions(this.options, sdk));
      client.connection.on((change) => {
        if (generation === this.generation) this.onStateChange(change);
      });
      this.update({ client, state: client.connection.state });
    });
  }

  /** The user is gone: close the client and clear client, flag and channel. */
  close(): void {
    this.generation += 1;
    this.key = null;
    this.snapshot.client?.close();
    this.update(IDLE);
  }

  /** The manual reconnect (spec §4): connects again from any state but 'connected'. */
  reconnect(): void {
    const client = this.snapshot.client;
    if (client && client.connection.state !== 'connected') client.connection.connect();
  }

  /**
   * Subscribes to a named channel, which also becomes the one `publish` uses. Returns the
   * unsubscribe; a refused attach (another customer's channel) leaves the listener silent.
   */
  subscribe(channelName: string, listener: (message: Ably.InboundMessage) => void): () => void {
    const client = this.snapshot.client;
    if (!client) return () => undefined;
    const channel = client.channels.get(channelName);
    this.update({ channel });
    channel.subscribe(listener).catch(() => undefined);
    return () => {
      channel.unsubscribe(listener);
      if (this.snapshot.channel === channel) this.update({ channel: null });
    };
  }

  async publish(eventName: string, data?: unknown): Promise<void> {
    const channel = this.snapshot.channel;
    if (!channel) throw new Error(CHANNEL_NOT_AVAILABLE);
    await channel.publish(eventName, data);
  }

  private onStateChange(change: Ably.ConnectionStateChange): void {
    const state = change.current;
    if (state === 'connected') {
      this.update({ state, isConnected: true, error: null, reason: null });
    } else if (state === 'failed') {
      this.update({ state, isConnected: false, error: toError(change.reason) });
    } else {
      this.update({
        state,
        isConnected: false,
        reason: toError(change.reason) ?? this.snapshot.reason,
      });
    }
  }

  private update(patch: Partial<RealtimeSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}
