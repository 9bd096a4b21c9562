/**
 * Stopping the local stack on SIGINT, SIGTERM or SIGHUP — from the first line on, also while it
 * is still starting: every child process (the Auth emulator's process group, a running app
 * build) and every in-process part (server, database, realtime emulator) is stopped before the
 * process exits, so that nothing keeps a port or a database open for the next start.
 */

/**
 * The same signal often arrives twice within a few milliseconds: from the terminal to the whole
 * process group and again from npm, which forwards it to its child. Only a signal after this
 * pause counts as a second one, which then cuts the shutdown short.
 */
const REPEAT_AFTER_MS = 1000;

type Cleanup = () => Promise<void> | void;

export type Shutdown = {
  /** Registers a stop for something started; all of them run at the shutdown, concurrently. */
  add: (cleanup: Cleanup) => void;
  /**
   * The start in progress: a shutdown during it waits for it to give up (its children are
   * stopped first, which makes it fail) before stopping what it had already opened.
   */
  track: (start: Promise<unknown>) => void;
  /** True once a shutdown has begun. */
  readonly stopping: boolean;
  /** Stops everything and exits with this code. */
  stop: (code: number) => Promise<never>;
};

export function createShutdown(
  options: { onSignal?: (signal: NodeJS.Signals) => void; onForced?: () => void } = {},
): Shutdown {
  const pending: Cleanup[] = [];
  let start: Promise<unknown> = Promise.resolve();
  let stopping: Promise<never> | undefined;
  let firstSignalAt = 0;

  const runPending = async () => {
    // Whatever registers while these run (the server, once the start is through) runs next round.
    while (pending.length > 0) {
      const batch = pending.splice(0);
      const results = await Promise.allSettled(batch.map(async (cleanup) => cleanup()));
      for (const result of results) {
        if (result.status === 'rejected') console.error('Beim Beenden:', result.reason);
      }
    }
  };

  const stop = (code: number) =>
    (stopping ??= (async () => {
      await Promise.all([runPending(), start.catch(() => undefined)]);
      await runPending();
      process.exit(code);
    })());

  const handle = (signal: NodeJS.Signals) => {
    if (!stopping) {
      firstSignalAt = Date.now();
      options.onSignal?.(signal);
      void stop(0);
      return;
    }
    if (Date.now() - firstSignalAt < REPEAT_AFTER_MS) return;
    // A deliberate second signal: exit now. The children's exit hooks kill their process groups.
    options.onForced?.();
    process.exit(1);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, handle);

  return {
    add: (cleanup) => {
      pending.push(cleanup);
    },
    track: (promise) => {
      start = promise;
    },
    get stopping() {
      return stopping !== undefined;
    },
    stop,
  };
}
