import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { keyframes, styled } from 'styled-components';
import { Button } from '../Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../Dialog';

export type ConfirmDialogProps = {
  /** The question, e.g. 'Lead wirklich löschen?'. */
  title: string;
  /** What happens, and whether it can be undone. */
  description?: ReactNode;
  /** The confirming button's text: a verb that names the action ('Löschen'), never 'OK'. */
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button, for actions that destroy or cannot be undone. */
  destructive?: boolean;
  /**
   * The action is running: the confirm button shows a spinner and ignores clicks, and the dialog
   * cannot be dismissed. Set by the parent; an `onConfirm` that returns a promise sets it itself.
   */
  pending?: boolean;
  /** Extra fields between text and buttons, e.g. a required reason. Part of the dialog's form. */
  children?: ReactNode;
  /**
   * Called on confirm (button or Enter in a field, after the browser's validation of `required`
   * fields); the dialog then closes. Return a promise (`mutateAsync()`) to keep it open and busy
   * until it resolves; when it rejects, the dialog stays open (the caller shows the error toast).
   */
  onConfirm: () => unknown;
  /** Called when the dialog is dismissed without confirming (button, Escape, ✕). */
  onCancel?: () => void;
  /** Where focus starts: the cancel button (the safe choice) or the first extra field. */
  initialFocus?: 'cancel' | 'content';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered with `asChild`), for uncontrolled use. */
  trigger?: ReactNode;
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled(Loader2)`
  animation: ${spin} 1s linear infinite;
`;

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const Extra = styled.div`
  display: grid;
  gap: var(--space-3);
`;

/**
 * Asks before an action that cannot simply be undone (deleting, marking a lead lost). Built on
 * `Dialog` as an `alertdialog`: focus starts on 'Abbrechen', Escape and the ✕ cancel, a click
 * on the backdrop does not (a stray click must not decide). Where undo is possible, prefer an
 * undo toast.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Abbrechen',
  destructive = false,
  pending: pendingProp = false,
  children,
  onConfirm,
  onCancel,
  initialFocus = 'cancel',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [running, setRunning] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const extraRef = useRef<HTMLDivElement>(null);
  const open = openProp ?? uncontrolledOpen;
  const pending = pendingProp || running;

  function setOpen(next: boolean) {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  function handleOpenChange(next: boolean) {
    // Escape, the ✕ and 'Abbrechen' all land here; none of them interrupts a running action.
    if (pending) return;
    if (!next) onCancel?.();
    setOpen(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setRunning(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure (a toast); the dialog stays for another try.
    } finally {
      setRunning(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        role="alertdialog"
        data-slot="confirm-dialog"
        data-variant={destructive ? 'destructive' : 'default'}
        aria-busy={pending || undefined}
        // Without a description, say so, rather than pointing at nothing (Radix warns otherwise).
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          const field =
            initialFocus === 'content'
              ? extraRef.current?.querySelector<HTMLElement>('input, textarea, select')
              : null;
          (field ?? cancelRef.current)?.focus();
        }}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <Form onSubmit={(event) => void handleSubmit(event)}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          {children ? (
            <Extra ref={extraRef} data-slot="confirm-dialog-content">
              {children}
            </Extra>
          ) : null}
          <DialogFooter>
            <Button
              ref={cancelRef}
              variant="outline"
              aria-disabled={pending || undefined}
              onClick={() => handleOpenChange(false)}
            >
              {cancelLabel}
            </Button>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              // aria-disabled, not disabled: the button keeps focus while the action runs.
              aria-disabled={pending || undefined}
              data-slot="confirm-dialog-confirm"
            >
              {pending ? <Spinner aria-hidden /> : null}
              {confirmLabel}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
