import { z } from 'zod';
import {
  INTERVAL_LABELS,
  INTERVALS,
  NOTICE_UNIT_LABELS,
  NOTICE_UNITS,
  VAT_RATE_LABELS,
  VAT_RATES,
  createRecurringInput,
  type BookingKind,
  type CreateRecurringInput,
  type Interval,
  type NoticeUnit,
  type VatRate,
} from '@sprint/server/finances';
import type { RecurringItem } from './planningTypes';

/**
 * The recurring item's form validates with the server's own `createRecurringInput` (ADR 017):
 * the same limits and German messages, errors under the fields of the same names. The form only
 * holds some values differently: the VAT rate and the category as a select's strings ('none' for
 * no category), an empty amount or day as null. A notice period without a count has no unit.
 */

/** Radix Select items cannot carry '', so "no category" is a value of its own. */
export const NO_CATEGORY = 'none';

const VAT_RATE_VALUES = ['19', '7', '0'] as const;
type VatRateValue = (typeof VAT_RATE_VALUES)[number];

const formShape = z.object({
  kind: z.enum(['income', 'expense']),
  name: z.string(),
  counterparty: z.string(),
  /** Net cents from the CurrencyField; null while empty. */
  netCents: z.number().nullable(),
  vatRate: z.enum(VAT_RATE_VALUES),
  interval: z.enum(INTERVALS),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  noticeValue: z.number().nullable(),
  noticeUnit: z.enum(NOTICE_UNITS),
  categoryId: z.string(),
  active: z.boolean(),
});

export const recurringFormSchema = formShape
  .transform(
    ({ vatRate, noticeUnit, categoryId, ...values }) =>
      // An empty amount or start stays null: the server's schema refuses it with its message.
      ({
        ...values,
        vatRate: Number(vatRate) as VatRate,
        noticeUnit: values.noticeValue === null ? null : noticeUnit,
        categoryId: categoryId === NO_CATEGORY || categoryId === '' ? null : categoryId,
      }) as CreateRecurringInput,
  )
  .pipe(createRecurringInput);

export type RecurringFormValues = z.input<typeof recurringFormSchema>;
export type RecurringFormOutput = z.output<typeof recurringFormSchema>;

export function emptyRecurringValues(kind: BookingKind, today: string): RecurringFormValues {
  return {
    kind,
    name: '',
    counterparty: '',
    netCents: null,
    vatRate: '19',
    interval: 'monthly',
    startsOn: today,
    endsOn: null,
    noticeValue: null,
    noticeUnit: 'months',
    categoryId: NO_CATEGORY,
    active: true,
  };
}

/** A saved item as the form shows it. */
export function recurringToValues(item: RecurringItem): RecurringFormValues {
  return {
    kind: item.kind,
    name: item.name,
    counterparty: item.counterparty ?? '',
    netCents: item.netCents,
    vatRate: String(item.vatRate) as VatRateValue,
    interval: item.interval,
    startsOn: item.startsOn,
    endsOn: item.endsOn,
    noticeValue: item.noticeValue,
    noticeUnit: item.noticeUnit ?? 'months',
    categoryId: item.categoryId ?? NO_CATEGORY,
    active: item.active,
  };
}

/** What 'Rückgängig' sends to create a deleted item again. */
export function recurringToInput(item: RecurringItem): CreateRecurringInput {
  return {
    kind: item.kind,
    name: item.name,
    counterparty: item.counterparty,
    netCents: item.netCents,
    vatRate: item.vatRate,
    interval: item.interval,
    startsOn: item.startsOn,
    endsOn: item.endsOn,
    noticeValue: item.noticeValue,
    noticeUnit: item.noticeUnit,
    categoryId: item.categoryId,
    active: item.active,
  };
}

export const VAT_RATE_OPTIONS: { value: VatRateValue; label: string }[] = VAT_RATES.map((rate) => ({
  value: String(rate) as VatRateValue,
  label: VAT_RATE_LABELS[rate],
}));

export const INTERVAL_OPTIONS: { value: Interval; label: string }[] = INTERVALS.map((interval) => ({
  value: interval,
  label: INTERVAL_LABELS[interval],
}));

export const NOTICE_UNIT_OPTIONS: { value: NoticeUnit; label: string }[] = NOTICE_UNITS.map(
  (unit) => ({ value: unit, label: NOTICE_UNIT_LABELS[unit].many }),
);

/** The words a page uses for one kind of recurring item. */
export type RecurringKindTexts = {
  title: string;
  description: string;
  /** 'Neue wiederkehrende Ausgabe': the header button and the dialog's title. */
  newItem: string;
  editItem: string;
  firstItem: string;
  emptyTitle: string;
  emptyText: string;
  tableLabel: string;
  loading: string;
  error: string;
};

export const RECURRING_TEXTS: Record<BookingKind, RecurringKindTexts> = {
  expense: {
    title: 'Wiederkehrende Ausgaben',
    description: 'Laufende Kosten im Blick: was wann fällig ist und was es im Monat kostet.',
    newItem: 'Neue wiederkehrende Ausgabe',
    editItem: 'Wiederkehrende Ausgabe bearbeiten',
    firstItem: 'Erste wiederkehrende Ausgabe anlegen',
    emptyTitle: 'Noch keine wiederkehrenden Ausgaben',
    emptyText:
      'Lege Miete, Abos und Verträge mit festen Beträgen an: Sprint zeigt, wann sie fällig sind und was sie im Monat kosten.',
    tableLabel: 'Alle wiederkehrenden Ausgaben',
    loading: 'Wiederkehrende Ausgaben werden geladen',
    error: 'Wiederkehrende Ausgaben konnten nicht geladen werden',
  },
  income: {
    title: 'Wiederkehrende Einnahmen',
    description: 'Planbare Umsätze im Blick: was wann fällig ist und was es im Monat bringt.',
    newItem: 'Neue wiederkehrende Einnahme',
    editItem: 'Wiederkehrende Einnahme bearbeiten',
    firstItem: 'Erste wiederkehrende Einnahme anlegen',
    emptyTitle: 'Noch keine wiederkehrenden Einnahmen',
    emptyText:
      'Lege Retainer, Wartungsverträge und Abos deiner Kunden an: Sprint zeigt, wann sie fällig sind und was sie im Monat bringen.',
    tableLabel: 'Alle wiederkehrenden Einnahmen',
    loading: 'Wiederkehrende Einnahmen werden geladen',
    error: 'Wiederkehrende Einnahmen konnten nicht geladen werden',
  },
};
