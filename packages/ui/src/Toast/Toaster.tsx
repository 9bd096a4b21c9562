import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './Toast';
import { useToast, type ToastOptions } from './toastStore';

/**
 * How long a toast with an action ('Rückgängig') stays: undoing needs time to notice the toast and
 * reach its button (the spec's 10 s; toasts without an action keep `TOAST_DURATION_MS`, 5 s).
 */
export const TOAST_ACTION_DURATION_MS = 10_000;

/**
 * A toast's time on screen: its own `duration`, else 10 s with an action; `undefined` leaves it to
 * the provider (`TOAST_DURATION_MS`).
 */
export function toastDuration({ duration, action }: ToastOptions): number | undefined {
  return duration ?? (action ? TOAST_ACTION_DURATION_MS : undefined);
}

/**
 * Renders the toasts of `toast()` / `useToast()`. Mount it once, near the root of the app.
 * Each toast stays for its `duration` (default: 10 s with an action, 5 s without).
 * Whatever closes a toast in Radix (its timeout, a swipe, the close button, Escape, the action)
 * only dismisses it in the store, which stays the single source of truth.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();

  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={toastDuration({ duration, action })}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
        >
          {title && <ToastTitle>{title}</ToastTitle>}
          {description && <ToastDescription>{description}</ToastDescription>}
          {action && (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          )}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
