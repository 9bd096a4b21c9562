import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Plus } from 'lucide-react';
import styled from 'styled-components';
import { Button, InlineNote, Stack, TextField, toast } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { describeDue, parseQuickAdd } from './quickAdd';

const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: var(--space-2);
  align-items: end;
`;

export type QuickAddProps = {
  /** 'now' as the page sees it (stories fix it). */
  now?: () => Date;
  /** A new task about this lead. */
  leadId?: string;
};

/**
 * 'Aufgabe hinzufügen': a title with the due day and time in plain German ('morgen 14 Uhr',
 * 'nächsten Freitag', '24.12.'). What was understood shows under the field before Enter saves.
 */
export function QuickAdd({ now = () => new Date(), leadId }: QuickAddProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation(
    trpc.tasks.create.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.tasks.pathKey() }),
    }),
  );
  const parsed = text.trim() ? parseQuickAdd(text, now()) : null;
  const understood = parsed?.due ? describeDue(parsed.due, now()) : null;

  const submit = () => {
    if (!parsed) return;
    if (!parsed.title) {
      setError('Bitte gib einen Titel ein.');
      return;
    }
    setError(null);
    create.mutate(
      {
        title: parsed.title,
        dueDate: parsed.due?.date ?? null,
        dueTime: parsed.due?.time ?? null,
        ...(leadId ? { leadId } : {}),
      },
      {
        onSuccess: (task) => {
          setText('');
          toast({
            title: 'Aufgabe angelegt',
            description: understood ? `${task.title} · ${understood}` : task.title,
          });
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Stack gap="1">
      <Row
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Aufgabe hinzufügen"
          placeholder="z. B. Angebot nachfassen morgen 10 Uhr"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" disabled={!parsed || create.isPending}>
          <Plus aria-hidden />
          Hinzufügen
        </Button>
      </Row>
      <InlineNote
        align="center"
        aria-live="polite"
        data-slot="quick-add-understood"
        icon={understood ? <CalendarClock aria-hidden /> : undefined}
      >
        {understood ? (
          <span>{`Fällig: ${understood}`}</span>
        ) : parsed ? (
          <span>Ohne Fälligkeit</span>
        ) : null}
      </InlineNote>
    </Stack>
  );
}
