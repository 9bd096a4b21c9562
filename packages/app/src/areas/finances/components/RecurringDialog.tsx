import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch, type Control } from 'react-hook-form';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormGrid,
  FormGridItem,
  NumberField,
  Switch,
  Text,
  TextField,
  toast,
} from '@sprint/ui';
import {
  MAX_AMOUNT_CENTS,
  netToGross,
  type BookingKind,
  type VatRate,
} from '@sprint/server/finances';
import { useTRPC } from '../../../api/trpc';
import {
  fieldError,
  Form,
  FormCurrencyField,
  FormDateField,
  BoundSelectField,
} from '../../../components/formParts';
import { useZodForm } from '../../../forms/useZodForm';
import { berlinToday, euro } from './financeFormat';
import { errorMessage } from './planningParts';
import type { RecurringItem } from './planningTypes';
import {
  INTERVAL_OPTIONS,
  NOTICE_UNIT_OPTIONS,
  NO_CATEGORY,
  RECURRING_TEXTS,
  VAT_RATE_OPTIONS,
  emptyRecurringValues,
  recurringFormSchema,
  recurringToValues,
  type RecurringFormOutput,
  type RecurringFormValues,
} from './recurringForm';

/** 'Brutto 119,00 €' as the amount and the rate are typed (the server's `netToGross`). */
function GrossPreview({
  control,
}: {
  control: Control<RecurringFormValues, unknown, RecurringFormOutput>;
}) {
  const [netCents, vatRate] = useWatch({ control, name: ['netCents', 'vatRate'] });
  const valid =
    typeof netCents === 'number' &&
    Number.isSafeInteger(netCents) &&
    Math.abs(netCents) <= MAX_AMOUNT_CENTS;
  return (
    <Text as="p" size="sm" tone="muted" numeric aria-live="polite" data-slot="gross-preview">
      {valid ? `Brutto ${euro(netToGross(netCents, Number(vatRate) as VatRate))}` : null}
    </Text>
  );
}

type RecurringFormProps = {
  kind: BookingKind;
  item?: RecurringItem;
  onDone: () => void;
};

function RecurringForm({ kind, item, onDone }: RecurringFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const categories = useQuery(trpc.finances.categories.list.queryOptions());
  const form = useZodForm(recurringFormSchema, {
    defaultValues: item ? recurringToValues(item) : emptyRecurringValues(kind, berlinToday()),
  });
  const { control, register, formState } = form;
  const create = useMutation(trpc.finances.recurring.create.mutationOptions());
  const update = useMutation(trpc.finances.recurring.update.mutationOptions());
  const pending = create.isPending || update.isPending;

  const categoryOptions = [
    { value: NO_CATEGORY, label: 'Keine Kategorie' },
    ...(categories.data ?? [])
      .filter((category) => category.kind === kind)
      .map((category) => ({ value: category.id, label: category.name })),
  ];
  // A saved category the list does not (yet) have stays choosable under its name.
  if (item?.categoryId && !categoryOptions.some((option) => option.value === item.categoryId)) {
    categoryOptions.push({ value: item.categoryId, label: item.categoryName ?? 'Kategorie' });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (item) await update.mutateAsync({ recurringId: item.id, ...values });
      else await create.mutateAsync(values);
      void queryClient.invalidateQueries({ queryKey: trpc.finances.pathKey() });
      toast({ title: 'Gespeichert', description: values.name, variant: 'success' });
      onDone();
    } catch (error) {
      // The dialog stays with everything typed; the server's reason is shown on top.
      setServerError(errorMessage(error));
    }
  });

  return (
    <Form
      onSubmit={(event) => {
        if (pending) event.preventDefault();
        else void onSubmit(event);
      }}
      noValidate
      aria-busy={pending}
    >
      <Alert message={serverError} />
      <FormGrid>
        <TextField
          label="Name"
          required
          {...register('name')}
          error={fieldError(formState.errors, 'name')}
        />
        <TextField
          label="Geschäftspartner"
          autoComplete="organization"
          {...register('counterparty')}
          error={fieldError(formState.errors, 'counterparty')}
        />
        <FormCurrencyField control={control} name="netCents" label="Betrag netto" required />
        <BoundSelectField
          control={control}
          name="vatRate"
          label="Steuersatz"
          options={VAT_RATE_OPTIONS}
        />
        <FormGridItem span="full">
          <GrossPreview control={control} />
        </FormGridItem>
        <BoundSelectField
          control={control}
          name="interval"
          label="Intervall"
          options={INTERVAL_OPTIONS}
        />
        <BoundSelectField
          control={control}
          name="categoryId"
          label="Kategorie"
          options={categoryOptions}
        />
        <FormDateField
          control={control}
          name="startsOn"
          label="Beginn"
          required
          onChange={() => {
            // 'Ende' is checked against 'Beginn': a moved start can make or mend its error.
            if (form.getFieldState('endsOn').isTouched) void form.trigger('endsOn');
          }}
        />
        <FormDateField
          control={control}
          name="endsOn"
          label="Ende"
          description="Leer lassen, wenn es kein Enddatum gibt."
        />
        <Controller
          control={control}
          name="noticeValue"
          render={({ field, fieldState }) => (
            <NumberField
              label="Kündigungsfrist"
              min={1}
              max={999}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <BoundSelectField
          control={control}
          name="noticeUnit"
          label="Einheit der Kündigungsfrist"
          options={NOTICE_UNIT_OPTIONS}
        />
        <FormGridItem span="full">
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Switch
                label="Aktiv"
                description="Pausierte Posten werden nicht fällig und zählen nicht zu den Summen."
                ref={field.ref}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </FormGridItem>
      </FormGrid>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? 'Wird gespeichert …' : 'Speichern'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

export type RecurringDialogProps = {
  kind: BookingKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; a new one when absent. */
  item?: RecurringItem;
};

/** 'Neue wiederkehrende Ausgabe' / '… bearbeiten': every field with the server's rules. */
export function RecurringDialog({ kind, open, onOpenChange, item }: RecurringDialogProps) {
  const texts = RECURRING_TEXTS[kind];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '40rem' }}>
        <DialogHeader>
          <DialogTitle>{item ? texts.editItem : texts.newItem}</DialogTitle>
          <DialogDescription>
            Der Betrag ist netto je Fälligkeit; Sprint rechnet brutto und pro Monat.
          </DialogDescription>
        </DialogHeader>
        {/* Content unmounts when closed: each opening starts with a fresh form. */}
        <RecurringForm kind={kind} item={item} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
