/**
 * Spec §8: three messages are known noise and silenced everywhere — a dev-overlay plugin's
 * message, a third-party script's `options.onMessage is not a function`, and the realtime
 * client's rejection when a channel is outside the token's capability (the app handles that
 * itself). Everything else still reaches the console and the error handlers.
 */
const SUPPRESSED: ((message: string) => boolean)[] = [
  (message) => message.includes('runtime-error-plugin'),
  (message) => message.includes('options.onMessage is not a function'),
  (message) => message.includes('Channel denied access based on given capability'),
];

function messageOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.message;
  if (value && typeof value === 'object' && 'message' in value) {
    const { message } = value as { message: unknown };
    return typeof message === 'string' ? message : '';
  }
  return '';
}

export function isSuppressed(value: unknown): boolean {
  const message = messageOf(value);
  return message !== '' && SUPPRESSED.some((matches) => matches(message));
}

/** Installs the filters once; returns a function that removes them (tests). */
export function installErrorSuppression(target: Window & typeof globalThis = window): () => void {
  const handleError = (event: ErrorEvent) => {
    if (isSuppressed(event.error) || isSuppressed(event.message)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  const handleRejection = (event: PromiseRejectionEvent) => {
    if (isSuppressed(event.reason)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  const originalError = target.console.error;
  target.console.error = (...args: unknown[]) => {
    if (args.some(isSuppressed)) return;
    originalError.apply(target.console, args);
  };
  target.addEventListener('error', handleError, true);
  target.addEventListener('unhandledrejection', handleRejection, true);
  return () => {
    target.console.error = originalError;
    target.removeEventListener('error', handleError, true);
    target.removeEventListener('unhandledrejection', handleRejection, true);
  };
}
