import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PiggyBank, Plus, Trash2 } from 'lucide-react';
import {
  Alert,
  Button,
  DataTable,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EMPTY_VALUE,
  EmptyState,
  FormGrid,
  FormGridItem,
  TextField,
  VisuallyHidden,
  createDataTableColumnHelper,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { fieldError, Form, FormCurrencyField, FormDateField } from '../../../components/formParts';
import { useZodForm } from '../../../forms/useZodForm';
import { berlinToday, euro, formatDay } from './financeFormat';
import { PageSection, errorMessage } from './planningParts';
import type { ReserveEntry } from './planningTypes';
import { emptyReserveEntryValues, reserveEntryFormSchema } from './taxReserveForms';
import { yearOf } from './taxReserveYear';

/** The day a new entry starts with: today, or the last day of a past year (the first of a later one). */
function defaultDay(year: number): string {
  const today = berlinToday();
  const current = yearOf(today);
  if (year === current) return today;
  return year < current ? `${year}-12-31` : `${year}-01-01`;
}

function EntryForm({ year, onDone }: { year: number; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(reserveEntryFormSchema, {
    defaultValues: emptyReserveEntryValues(defaultDay(year)),
  });
  const { control, register, formState } = form;
  const add = useMutation(trpc.finances.taxReserves.addEntry.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await add.mutateAsync(values);
      void queryClient.invalidateQueries({ queryKey: trpc.finances.pathKey() });
      toast({
        title: 'Gespeichert',
        description: `${euro(values.amountCents)} am ${formatDay(values.enteredOn)} zurückgelegt`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <Form
      onSubmit={(event) => {
        if (add.isPending) event.preventDefault();
        else void onSubmit(event);
      }}
      noValidate
      aria-busy={add.isPending}
    >
      <Alert message={serverError} />
      <FormGrid minFieldWidth="12rem">
        <FormDateField control={control} name="enteredOn" label="Datum" required />
        <FormCurrencyField
          control={control}
          name="amountCents"
          label="Betrag"
          required
          allowNegative
          description="Negativ, wenn du Geld aus der Rücklage entnommen hast."
        />
        <FormGridItem span="full">
          <TextField
            label="Notiz"
            placeholder="z. B. Einkommensteuer-Vorauszahlung Q4"
            {...register('note')}
            error={fieldError(formState.errors, 'note')}
          />
        </FormGridItem>
      </FormGrid>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" aria-disabled={add.isPending || undefined}>
          {add.isPending ? 'Wird gespeichert …' : 'Zurücklegen'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

const column = createDataTableColumnHelper<ReserveEntry>();

function entryColumns(onDelete: (entry: ReserveEntry) => void) {
  return column.columns([
    column.accessor('enteredOn', {
      header: 'Datum',
      meta: { rowHeader: true, width: '8rem' },
      cell: (info) => formatDay(info.getValue()),
    }),
    column.accessor('amountCents', {
      header: 'Betrag',
      meta: { numeric: true, width: '9rem' },
      cell: (info) => euro(info.getValue()),
    }),
    column.accessor('note', {
      header: 'Notiz',
      enableSorting: false,
      meta: { width: '16rem' },
      cell: (info) => info.getValue() ?? EMPTY_VALUE,
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Aktionen</VisuallyHidden>,
      enableSorting: false,
      meta: { width: '4rem' },
      cell: (info) => {
        const entry = info.row.original;
        return (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Eintrag vom ${formatDay(entry.enteredOn)} über ${euro(entry.amountCents)} löschen`}
            onClick={() => onDelete(entry)}
          >
            <Trash2 aria-hidden />
          </Button>
        );
      },
    }),
  ]);
}

/**
 * 'Bereits zurückgelegt': money moved aside or prepaid in the year, newest first; an entry is
 * added with 'Betrag zurücklegen' and deleted with 'Rückgängig' in the toast.
 */
export function TaxReserveEntries({ year, entries }: { year: number; entries: ReserveEntry[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.finances.pathKey() });
  const { mutate: readd } = useMutation(
    trpc.finances.taxReserves.addEntry.mutationOptions({ onSettled: refresh }),
  );
  const { mutate: remove } = useMutation(
    trpc.finances.taxReserves.deleteEntry.mutationOptions({
      onSettled: refresh,
      onError: (error) =>
        toast({ title: 'Nicht gelöscht', description: error.message, variant: 'destructive' }),
    }),
  );
  const columns = useMemo(
    () =>
      entryColumns((entry) =>
        remove(
          { entryId: entry.id },
          {
            onSuccess: () =>
              toast({
                title: 'Eintrag gelöscht',
                description: `${euro(entry.amountCents)} vom ${formatDay(entry.enteredOn)}`,
                action: {
                  label: 'Rückgängig',
                  altText: 'Eintrag wiederherstellen',
                  onClick: () =>
                    readd({
                      enteredOn: entry.enteredOn,
                      amountCents: entry.amountCents,
                      note: entry.note,
                    }),
                },
              }),
          },
        ),
      ),
    [readd, remove],
  );

  const addButton = (label: string, variant: 'default' | 'outline') => (
    <Button size="sm" variant={variant} onClick={() => setAdding(true)}>
      <Plus aria-hidden />
      {label}
    </Button>
  );

  return (
    <PageSection
      title="Bereits zurückgelegt"
      action={entries.length > 0 ? addButton('Betrag zurücklegen', 'outline') : null}
    >
      {entries.length === 0 ? (
        <EmptyState
          size="compact"
          headingLevel={3}
          icon={<PiggyBank aria-hidden />}
          title={`${year}: noch nichts zurückgelegt`}
          action={addButton('Betrag zurücklegen', 'default')}
        >
          Trage ein, was du aufs Rücklagenkonto überwiesen oder vorausgezahlt hast: Es wird von der
          Rücklage abgezogen.
        </EmptyState>
      ) : (
        <DataTable
          aria-label={`Bereits zurückgelegt ${year}`}
          data={entries}
          columns={columns}
          getRowId={(entry) => entry.id}
          maxHeight="none"
        />
      )}
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent style={{ maxWidth: '32rem' }}>
          <DialogHeader>
            <DialogTitle>Betrag zurücklegen</DialogTitle>
            <DialogDescription>
              Geld, das du für die Steuer beiseitegelegt oder vorausgezahlt hast.
            </DialogDescription>
          </DialogHeader>
          <EntryForm year={year} onDone={() => setAdding(false)} />
        </DialogContent>
      </Dialog>
    </PageSection>
  );
}
