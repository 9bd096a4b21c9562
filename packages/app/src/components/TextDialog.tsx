import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Stack,
  TextArea,
  TextField,
} from '@sprint/ui';
import { errorMessage } from '../lib/errorMessage';

export type TextDialogProps = {
  title: string;
  description?: string;
  label: string;
  initialValue: string;
  maxLength: number;
  /** A text area of this many rows; a one-line field without. */
  rows?: number;
  /** Said under the field when it is left empty. */
  emptyMessage: string;
  /** Saves; a refusal's message shows under the field and the dialog stays open. */
  onSave: (value: string) => Promise<void>;
  onClose: () => void;
};

/**
 * One text to change in a dialog ('Umbenennen', 'Kommentar bearbeiten'): the field with its
 * error under it, 'Speichern' busy while the server saves, focus back where it came from.
 */
export function TextDialog({
  title,
  description,
  label,
  initialValue,
  maxLength,
  rows,
  emptyMessage,
  onSave,
  onClose,
}: TextDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (!value.trim()) return setError(emptyMessage);
    if (pending) return;
    setPending(true);
    try {
      await onSave(value);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };
  const field = {
    label,
    value,
    maxLength,
    error: error ?? undefined,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <form
          noValidate
          aria-busy={pending || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="4">
            {rows ? <TextArea rows={rows} {...field} /> : <TextField {...field} />}
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Abbrechen
              </Button>
              <Button type="submit" aria-disabled={pending || undefined}>
                {pending ? 'Wird gespeichert...' : 'Speichern'}
              </Button>
            </DialogFooter>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
