import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  QueryState,
  Separator,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  TextField,
  toast,
} from '@sprint/ui';
import { categoryName, type BookingKind } from '@sprint/server/finances';
import { useTRPC } from '../../../api/trpc';
import { errorMessage, type Category } from './bookingForm';

export const CATEGORY_DELETE_NOTE =
  'Buchungen behalten ihre Beträge, verlieren aber die Kategorie.';

const KIND_TABS: { kind: BookingKind; label: string }[] = [
  { kind: 'income', label: 'Einnahmen' },
  { kind: 'expense', label: 'Ausgaben' },
];

/** A category's line; the line under it is a Separator, so the row is one control high with it. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  min-height: calc(var(--size-control-lg) - var(--border-width));
  padding: var(--space-1) 0;

  & > [data-slot='category-name'] {
    flex: 1 1 10rem;
    min-width: 0;
  }

  & > [data-slot='category-confirm'] {
    flex: 1 1 100%;
  }

  &[data-state='confirm'] {
    padding: var(--space-2) 0;
  }
`;

const RenameForm = styled.form`
  display: flex;
  flex: 1 1 100%;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--space-2);

  & > div {
    flex: 1 1 12rem;
    display: grid;
    gap: var(--space-1);
  }
`;

const AddForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-2);
  margin-top: var(--space-4);

  & > :first-child {
    flex: 1 1 14rem;
  }
`;

/** One category in the list: its row and the line under it. */
function Item({ state, children }: { state?: 'rename' | 'confirm'; children: ReactNode }) {
  return (
    <Text as="li" size="sm">
      <Row data-state={state}>{children}</Row>
      <Separator />
    </Text>
  );
}

/** The name as the server takes it (trimmed, 1–80 characters), or its German message. */
function checkName(name: string): { name: string } | { error: string } {
  const result = categoryName.safeParse(name);
  return result.success
    ? { name: result.data }
    : { error: result.error.issues[0]?.message ?? 'Bitte gib einen Namen ein.' };
}

type Editing = { id: string; mode: 'rename' | 'delete' } | null;

function CategoryItem({
  category,
  editing,
  busy,
  onEdit,
  onRename,
  onDelete,
}: {
  category: Category;
  editing: Editing;
  busy: boolean;
  onEdit: (editing: Editing) => void;
  onRename: (category: Category, name: string) => void;
  onDelete: (category: Category) => void;
}) {
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const mode = editing?.id === category.id ? editing.mode : null;
  const errorId = `category-${category.id}-error`;

  // The focus goes where the person now has to act, and back to the row's button after.
  useEffect(() => {
    if (mode === 'rename') input.current?.select();
    if (mode === 'delete') cancel.current?.focus();
  }, [mode]);

  function close() {
    onEdit(null);
    setName(category.name);
    setError(null);
    requestAnimationFrame(() => renameButton.current?.focus());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkName(name);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    if (checked.name === category.name) {
      close();
      return;
    }
    onRename(category, checked.name);
  }

  if (mode === 'rename') {
    return (
      <Item state="rename">
        <RenameForm onSubmit={submit} noValidate>
          <div>
            <Input
              ref={input}
              aria-label={`Neuer Name für „${category.name}“`}
              value={name}
              maxLength={80}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                // Escape leaves the renaming, not the dialog.
                if (event.key === 'Escape') {
                  event.preventDefault();
                  event.stopPropagation();
                  close();
                }
              }}
            />
            {error ? (
              <Text as="p" size="sm" tone="destructive" id={errorId}>
                {error}
              </Text>
            ) : null}
          </div>
          <Button type="submit" size="sm" aria-disabled={busy || undefined}>
            <Check aria-hidden />
            Speichern
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={close}>
            <X aria-hidden />
            Abbrechen
          </Button>
        </RenameForm>
      </Item>
    );
  }

  if (mode === 'delete') {
    return (
      <Item state="confirm">
        <Text as="p" data-slot="category-confirm">
          <strong>„{category.name}“ löschen?</strong> {CATEGORY_DELETE_NOTE}
        </Text>
        <Button
          size="sm"
          variant="destructive"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onDelete(category);
          }}
        >
          <Trash2 aria-hidden />
          Löschen
        </Button>
        <Button ref={cancel} size="sm" variant="ghost" onClick={close}>
          Abbrechen
        </Button>
      </Item>
    );
  }

  return (
    <Item>
      <Text breakWords data-slot="category-name">
        {category.name}
      </Text>
      <Button
        ref={renameButton}
        size="sm"
        variant="ghost"
        aria-label={`„${category.name}“ umbenennen`}
        onClick={() => {
          setName(category.name);
          onEdit({ id: category.id, mode: 'rename' });
        }}
      >
        <Pencil aria-hidden />
        Umbenennen
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`„${category.name}“ löschen`}
        onClick={() => onEdit({ id: category.id, mode: 'delete' })}
      >
        <Trash2 aria-hidden />
        Löschen
      </Button>
    </Item>
  );
}

function AddCategory({
  kind,
  busy,
  onAdd,
}: {
  kind: BookingKind;
  busy: boolean;
  onAdd: (kind: BookingKind, name: string, done: () => void) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <AddForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const checked = checkName(name);
        if ('error' in checked) {
          setError(checked.error);
          return;
        }
        onAdd(kind, checked.name, () => setName(''));
      }}
    >
      <TextField
        label={kind === 'income' ? 'Neue Kategorie für Einnahmen' : 'Neue Kategorie für Ausgaben'}
        value={name}
        maxLength={80}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="outline" aria-disabled={busy || undefined}>
        <Plus aria-hidden />
        Hinzufügen
      </Button>
    </AddForm>
  );
}

export type CategoriesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Kategorien verwalten': the categories of income and of expenses, renamed in place, added at
 * the end, deleted after a word of what that means for the bookings. The server's refusals (a
 * name taken, the limit reached) are shown on top.
 */
export function CategoriesDialog({ open, onOpenChange }: CategoriesDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<BookingKind>('income');
  const [editing, setEditing] = useState<Editing>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const categories = useQuery({ ...trpc.finances.categories.list.queryOptions(), enabled: open });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.finances.pathKey() });
  const fail = (error: unknown) => setServerError(errorMessage(error));
  const create = useMutation(trpc.finances.categories.create.mutationOptions({ onError: fail }));
  const rename = useMutation(trpc.finances.categories.rename.mutationOptions({ onError: fail }));
  const remove = useMutation(trpc.finances.categories.delete.mutationOptions({ onError: fail }));
  const busy = create.isPending || rename.isPending || remove.isPending;

  function handleAdd(kind: BookingKind, name: string, done: () => void) {
    setServerError(null);
    create.mutate(
      { kind, name },
      {
        onSuccess: (category) => {
          done();
          toast({ title: 'Kategorie angelegt', description: category.name, variant: 'success' });
        },
        onSettled: refresh,
      },
    );
  }

  function handleRename(category: Category, name: string) {
    setServerError(null);
    rename.mutate(
      { categoryId: category.id, name },
      {
        onSuccess: (renamed) => {
          setEditing(null);
          toast({
            title: 'Kategorie umbenannt',
            description: `„${category.name}“ heißt jetzt „${renamed.name}“.`,
            variant: 'success',
          });
        },
        onSettled: refresh,
      },
    );
  }

  function handleDelete(category: Category) {
    setServerError(null);
    remove.mutate(
      { categoryId: category.id },
      {
        onSuccess: () => {
          setEditing(null);
          toast({ title: 'Kategorie gelöscht', description: category.name });
        },
        onSettled: refresh,
      },
    );
  }

  function handleOpenChange(next: boolean) {
    if (!next) {
      setEditing(null);
      setServerError(null);
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent style={{ '--dialog-width': '36rem' } as CSSProperties}>
        <DialogHeader>
          <DialogTitle>Kategorien verwalten</DialogTitle>
          <DialogDescription>
            Kategorien ordnen deine Buchungen, für die Auswertung nach Kategorie und die
            Steuerrücklage.
          </DialogDescription>
        </DialogHeader>
        <Alert message={serverError} />
        <QueryState
          query={categories}
          loadingLabel="Kategorien werden geladen"
          errorTitle="Kategorien konnten nicht geladen werden"
          headingLevel={3}
          size="compact"
        >
          {(list) => (
            <Tabs
              value={tab}
              onValueChange={(value) => {
                setTab(value as BookingKind);
                setEditing(null);
              }}
            >
              <TabsList aria-label="Art">
                {KIND_TABS.map((option) => (
                  <TabsTrigger key={option.kind} value={option.kind}>
                    {option.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              {KIND_TABS.map((option) => {
                const items = list.filter((category) => category.kind === option.kind);
                return (
                  <TabsContent key={option.kind} value={option.kind}>
                    {items.length > 0 ? (
                      <Stack as="ul" gap="0" aria-label={`Kategorien für ${option.label}`}>
                        {items.map((category) => (
                          <CategoryItem
                            key={category.id}
                            category={category}
                            editing={editing}
                            busy={busy}
                            onEdit={setEditing}
                            onRename={handleRename}
                            onDelete={handleDelete}
                          />
                        ))}
                      </Stack>
                    ) : (
                      <p>Noch keine Kategorien für {option.label}.</p>
                    )}
                    <AddCategory kind={option.kind} busy={busy} onAdd={handleAdd} />
                  </TabsContent>
                );
              })}
            </Tabs>
          )}
        </QueryState>
        <DialogFooter>
          <Button variant="outline" onClick={() => handleOpenChange(false)}>
            Fertig
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
