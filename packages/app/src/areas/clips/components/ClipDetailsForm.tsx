import type { ReactNode } from 'react';
import { Alert, Button, DialogFooter, TextArea, TextField } from '@sprint/ui';
import { Form, fieldError } from '../../../components/formParts';
import { useZodForm } from '../../../forms/useZodForm';
import { clipFormSchema, type ClipDetails, type ClipFormValues } from './clipForm';

export type ClipDetailsFormProps = {
  defaultValues: ClipFormValues;
  onSubmit: (details: ClipDetails) => unknown;
  submitLabel: string;
  /** The submit button's text while `busy`. */
  busyLabel: string;
  /** Sending: the fields stay readable but cannot change, the button says what happens. */
  busy?: boolean;
  serverError?: string | null;
  /** The way out next to the submit button ('Abbrechen', 'Verwerfen'). */
  secondaryAction?: ReactNode;
  /** Shown between the fields and the buttons (the upload's progress). */
  children?: ReactNode;
  /** Every press of the submit button, before the fields are checked (a missing file). */
  onSubmitAttempt?: () => void;
  /** Shown as unavailable (a file is still being read); a click still reaches `onSubmit`. */
  submitDisabled?: boolean;
};

/**
 * A clip's title, description and tags with the server's rules (clipForm.ts), for the recorder,
 * the upload and 'Bearbeiten'. Errors show under each field; the server's refusal on top.
 */
export function ClipDetailsForm({
  defaultValues,
  onSubmit,
  submitLabel,
  busyLabel,
  busy = false,
  serverError,
  secondaryAction,
  children,
  submitDisabled = false,
  onSubmitAttempt,
}: ClipDetailsFormProps) {
  const form = useZodForm(clipFormSchema, { defaultValues });
  const { register, formState } = form;
  const handleSubmit = form.handleSubmit(async (details) => {
    if (busy) return;
    await onSubmit(details);
  });

  return (
    <Form
      onSubmit={(event) => {
        onSubmitAttempt?.();
        void handleSubmit(event);
      }}
      noValidate
      aria-busy={busy}
    >
      <Alert message={serverError} />
      <TextField
        label="Titel"
        required
        readOnly={busy}
        maxLength={220}
        {...register('title')}
        error={fieldError(formState.errors, 'title')}
      />
      <TextArea
        label="Beschreibung"
        rows={3}
        readOnly={busy}
        {...register('description')}
        error={fieldError(formState.errors, 'description')}
      />
      <TextField
        label="Tags"
        description="Mit Komma getrennt, z. B. Kaltakquise, Einwände"
        readOnly={busy}
        {...register('tags')}
        error={fieldError(formState.errors, 'tags')}
      />
      {children}
      <DialogFooter>
        {secondaryAction}
        <Button type="submit" aria-disabled={busy || submitDisabled || undefined}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </Form>
  );
}
