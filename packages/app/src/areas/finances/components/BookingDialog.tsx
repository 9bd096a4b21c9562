import { useMemo, useState, type CSSProperties } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
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
  FileAttachment,
  FileDrop,
  FormGrid,
  FormGridItem,
  FormSelectField,
  RadioGroup,
  RadioGroupItem,
  Text,
  TextArea,
  TextField,
  toast,
} from '@sprint/ui';
import {
  BOOKING_KIND_LABELS,
  BOOKING_KINDS,
  MAX_RECEIPT_BYTES,
  RECEIPT_TOO_LARGE,
  RECEIPT_WRONG_TYPE,
  type BookingKind,
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
import { uploadFile } from '../../../lib/upload';
import {
  NONE,
  RECEIPT_ACCEPT,
  VAT_RATE_OPTIONS,
  bookingFormSchema,
  bookingKindLabel,
  bookingToValues,
  emptyBookingValues,
  errorMessage,
  splitLine,
  type Booking,
} from './bookingForm';
import { euro, formatDay } from './financeFormat';

/** The two kinds side by side; the group's own layout stacks its options. */
const Kinds = styled.div`
  & [data-slot='radio-group'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2) var(--space-6);
  }
`;

const KIND_OPTIONS = BOOKING_KINDS.map((kind) => ({
  value: kind,
  label: BOOKING_KIND_LABELS[kind],
}));

/** The receipt as the form holds it: the saved one, none, or a new file to upload on saving. */
type ReceiptChoice = { kind: 'saved' } | { kind: 'none' } | { kind: 'new'; file: File };

type BookingFormProps = {
  booking: Booking | null;
  today: string;
  onDone: () => void;
};

function BookingForm({ booking, today, onDone }: BookingFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [receipt, setReceipt] = useState<ReceiptChoice>(
    booking?.receiptPath ? { kind: 'saved' } : { kind: 'none' },
  );
  const categories = useQuery(trpc.finances.categories.list.queryOptions());
  const projects = useQuery(trpc.finances.projects.options.queryOptions());
  const form = useZodForm(bookingFormSchema, {
    defaultValues: booking ? bookingToValues(booking) : emptyBookingValues(today),
  });
  const { control, register, formState, setValue, getValues } = form;
  const [kind, grossCents, vatRate] = useWatch({
    control,
    name: ['kind', 'grossCents', 'vatRate'],
  });
  const create = useMutation(trpc.finances.transactions.create.mutationOptions());
  const update = useMutation(trpc.finances.transactions.update.mutationOptions());
  const busy = uploading || create.isPending || update.isPending;

  const categoryOptions = useMemo(
    () => [
      { value: NONE, label: 'Ohne Kategorie' },
      ...(categories.data ?? [])
        .filter((category) => category.kind === kind)
        .map((category) => ({ value: category.id, label: category.name })),
    ],
    [categories.data, kind],
  );
  const projectOptions = useMemo(
    () => [
      { value: NONE, label: 'Kein Projekt' },
      ...(projects.data ?? []).map((project) => ({
        value: project.id,
        label: project.client ? `${project.name} · ${project.client}` : project.name,
      })),
    ],
    [projects.data],
  );

  function changeKind(next: BookingKind) {
    setValue('kind', next, { shouldDirty: true });
    // A category of the other kind does not fit: the booking goes without one.
    const categoryId = getValues('categoryId');
    const category = categories.data?.find((candidate) => candidate.id === categoryId);
    if (category && category.kind !== next) setValue('categoryId', NONE, { shouldDirty: true });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (busy) return;
    setServerError(null);
    try {
      let receiptPath: string | null | undefined;
      if (receipt.kind === 'new') {
        setUploading(true);
        try {
          const uploaded = await uploadFile(receipt.file, {
            purpose: 'receipt',
            fileName: receipt.file.name,
            contentType: receipt.file.type || undefined,
          });
          receiptPath = uploaded.path;
        } finally {
          setUploading(false);
        }
      } else if (receipt.kind === 'none') {
        receiptPath = booking?.receiptPath ? null : undefined;
      }
      const fields = { ...values, ...(receiptPath !== undefined ? { receiptPath } : {}) };
      const saved = booking
        ? await update.mutateAsync({ transactionId: booking.id, ...fields })
        : await create.mutateAsync(fields);
      void queryClient.invalidateQueries({ queryKey: trpc.finances.pathKey() });
      toast({
        title: 'Buchung gespeichert',
        description: `${bookingKindLabel(saved.kind)} · ${euro(saved.grossCents)} · ${formatDay(
          saved.bookedOn,
        )}`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      // The dialog stays with everything typed; the server's reason is shown on top.
      setServerError(errorMessage(error));
    }
  });

  const split = splitLine(grossCents, vatRate);

  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy || undefined}>
      <Alert message={serverError} />
      <FormGrid>
        <FormGridItem span="full">
          <Kinds>
            <Controller
              control={control}
              name="kind"
              render={({ field, fieldState }) => (
                <RadioGroup
                  label="Art"
                  value={field.value}
                  onValueChange={(value) => changeKind(value as BookingKind)}
                  error={fieldState.error?.message}
                >
                  {KIND_OPTIONS.map((option) => (
                    <RadioGroupItem key={option.value} value={option.value} label={option.label} />
                  ))}
                </RadioGroup>
              )}
            />
          </Kinds>
        </FormGridItem>
        <FormDateField control={control} name="bookedOn" label="Datum" required />
        <FormCurrencyField
          control={control}
          name="grossCents"
          label="Betrag brutto"
          required
          allowNegative
          description="Negativ für Gutschriften und Erstattungen."
        />
        <BoundSelectField
          control={control}
          name="vatRate"
          label="Steuersatz"
          options={VAT_RATE_OPTIONS}
        />
        <FormGridItem align="control">
          <Text as="p" size="sm" tone="muted" numeric aria-live="polite" data-slot="booking-split">
            {split}
          </Text>
        </FormGridItem>
        <Controller
          control={control}
          name="categoryId"
          render={({ field, fieldState }) => (
            <FormSelectField
              label="Kategorie"
              options={categoryOptions}
              ref={field.ref}
              name={field.name}
              value={
                categoryOptions.some((option) => option.value === field.value) ? field.value : NONE
              }
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="projectId"
          render={({ field, fieldState }) => (
            <FormSelectField
              label="Projekt"
              options={projectOptions}
              ref={field.ref}
              name={field.name}
              value={
                projectOptions.some((option) => option.value === field.value) ? field.value : NONE
              }
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormGridItem span="full">
          <TextField
            label="Geschäftspartner"
            autoComplete="organization"
            {...register('counterparty')}
            error={fieldError(formState.errors, 'counterparty')}
          />
        </FormGridItem>
        <FormGridItem span="full">
          <TextArea
            label="Beschreibung"
            rows={2}
            {...register('description')}
            error={fieldError(formState.errors, 'description')}
          />
        </FormGridItem>
        <FormGridItem span="full">
          {receipt.kind === 'saved' && booking?.receiptPath ? (
            <FileAttachment
              label="Beleg"
              fileName={booking.receiptName ?? 'Beleg'}
              href={booking.receiptUrl ?? undefined}
              action={
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => setReceipt({ kind: 'none' })}
                >
                  <Trash2 aria-hidden />
                  Beleg entfernen
                </Button>
              }
            />
          ) : (
            <FileDrop
              label="Beleg"
              accept={RECEIPT_ACCEPT}
              maxSize={MAX_RECEIPT_BYTES}
              messages={{ tooLarge: RECEIPT_TOO_LARGE, invalidType: RECEIPT_WRONG_TYPE }}
              hint="PDF, PNG oder JPEG, höchstens 20 MB"
              file={receipt.kind === 'new' ? receipt.file : null}
              onFileChange={(file) => setReceipt(file ? { kind: 'new', file } : { kind: 'none' })}
              disabled={busy}
            />
          )}
        </FormGridItem>
      </FormGrid>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {uploading ? 'Beleg wird hochgeladen …' : busy ? 'Wird gespeichert …' : 'Speichern'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

export type BookingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The booking to edit; none for 'Neue Buchung'. */
  booking?: Booking | null;
  /** The date a new booking starts with, 'YYYY-MM-DD' (today in Berlin). */
  today: string;
};

/**
 * 'Neue Buchung' / 'Buchung bearbeiten': the gross amount with its rate (net and VAT shown as the
 * server will compute them), category of the booking's kind, partner, description, project and
 * the receipt, which is uploaded before saving.
 */
export function BookingDialog({ open, onOpenChange, booking = null, today }: BookingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent style={{ '--dialog-width': '40rem' } as CSSProperties}>
        <DialogHeader>
          <DialogTitle>{booking ? 'Buchung bearbeiten' : 'Neue Buchung'}</DialogTitle>
          <DialogDescription>
            Trag den Bruttobetrag ein; Netto und Umsatzsteuer werden daraus berechnet.
          </DialogDescription>
        </DialogHeader>
        {/* Content unmounts when closed: each opening starts with a fresh form. */}
        <BookingForm
          key={booking?.id ?? 'new'}
          booking={booking}
          today={today}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
