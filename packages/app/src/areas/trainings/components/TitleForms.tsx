import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@sprint/ui';
import { useZodForm } from '../../../forms/useZodForm';
import { errorMessage } from '../queries';
import { nameFormSchema } from './trainingForms';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--space-2);

  & > [data-slot='text-field'] {
    flex: 1;
    min-width: 12rem;
  }

  /* The buttons line up with the input, not with its label. */
  & > button {
    margin-top: calc(var(--font-size-sm) * var(--line-height-tight) + var(--space-2));
  }
`;

type TitleFormProps = {
  label: string;
  submitLabel: string;
  busyLabel: string;
  defaultValue?: string;
  /** Resolves when saved; a refusal's message goes under the field. */
  onSubmit: (title: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Opened on purpose ('Umbenennen'): typing starts at once. */
  focusOnMount?: boolean;
};

/**
 * One title, as the server takes it ('Bitte gib einen Titel ein.'): adding a module or lesson,
 * renaming one. Enter saves, Escape cancels a rename.
 */
export function TitleForm({
  label,
  submitLabel,
  busyLabel,
  defaultValue = '',
  onSubmit,
  onCancel,
  focusOnMount = false,
}: TitleFormProps) {
  const form = useZodForm(nameFormSchema, { defaultValues: { title: defaultValue } });
  const { register, formState, setError, reset } = form;
  const [busy, setBusy] = useState(false);
  const { setFocus } = form;

  useEffect(() => {
    if (focusOnMount) setFocus('title', { shouldSelect: true });
  }, [focusOnMount, setFocus]);

  const submit = form.handleSubmit(async ({ title }) => {
    setBusy(true);
    try {
      await onSubmit(title);
      // The next title typed while this one saved stays (it is not this one's to clear).
      if (form.getValues('title') === title) reset({ title: onCancel ? title : '' });
    } catch (error) {
      // The server's refusal ('Modul nicht gefunden.', a too long title) under the field.
      setError('title', { type: 'server', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <Row
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={busy}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <TextField
        label={label}
        autoComplete="off"
        {...register('title')}
        error={formState.errors.title?.message}
      />
      <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
        {busy ? busyLabel : submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          Abbrechen
        </Button>
      ) : null}
    </Row>
  );
}
