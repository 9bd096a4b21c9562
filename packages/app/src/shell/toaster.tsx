// A module of its own to import lazily: `import('@sprint/ui')` would turn the whole library into
// one namespace object in the first chunk.
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  useToast,
} from '@sprint/ui';

/**
 * A toast that offers an action ('Rückgängig') stays at least this long: undoing a delete needs
 * time to notice and reach the button (the spec's 10 s; others keep the default 5 s).
 */
export const ACTION_TOAST_DURATION_MS = 10_000;

/**
 * `@sprint/ui`'s Toaster, with the longer duration for toasts with an action. (The library's
 * `ToastOptions` has no duration yet; once it does, this can go back to re-exporting it.)
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={action ? ACTION_TOAST_DURATION_MS : undefined}
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
