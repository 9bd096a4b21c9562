import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Button, EmptyState, PageHeader, QueryState, Stack, Text, TextField } from '@sprint/ui';
import { create__Area__ItemInput } from '@sprint/server/__area__';
import { useTRPC } from '../../api/trpc';

/** `/app/__area-kebab__`: the company's items, newest first, and a field to add one. */
export function __Area__View() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const items = useQuery(trpc.__area__.list.queryOptions());
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation(
    trpc.__area__.create.mutationOptions({
      onSuccess: async () => {
        setTitle('');
        await queryClient.invalidateQueries({ queryKey: trpc.__area__.pathKey() });
      },
      onError: (failure) => setError(failure.message),
    }),
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = create__Area__ItemInput.safeParse({ title });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Ungültige Eingabe.');
      return;
    }
    setError(null);
    create.mutate(checked.data);
  }

  return (
    <Stack gap="6">
      <PageHeader title="__Title__" />
      <form onSubmit={handleSubmit} noValidate>
        <Stack direction="row" gap="2" align="end" wrap>
          <TextField
            label="Neuer Eintrag"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={error}
          />
          <Button type="submit" aria-busy={create.isPending || undefined}>
            Hinzufügen
          </Button>
        </Stack>
      </form>
      <QueryState
        query={items}
        loadingLabel="Einträge werden geladen"
        errorTitle="Einträge konnten nicht geladen werden"
        empty={
          <EmptyState icon={<Inbox aria-hidden />} title="Noch keine Einträge">
            Lege oben den ersten Eintrag an.
          </EmptyState>
        }
      >
        {(data) => (
          <Stack as="ul" gap="2" aria-label="Einträge">
            {data.map((item) => (
              <li key={item.id}>
                <Text>{item.title}</Text>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export function Component() {
  return <__Area__View />;
}
