import { describe, expect, it } from 'vitest';
import { END_BEFORE_START } from '@sprint/server/finances';
import {
  NO_CATEGORY,
  emptyRecurringValues,
  recurringFormSchema,
  recurringToInput,
  recurringToValues,
} from './recurringForm';
import type { RecurringItem } from './planningTypes';

const CATEGORY = '6a1f0c2e-3b4d-4e5f-8a9b-000000000001';

const valid = {
  ...emptyRecurringValues('expense', '2026-11-20'),
  name: '  Büromiete ',
  netCents: 150_000,
};

const messages = (input: object) =>
  recurringFormSchema
    .safeParse({ ...valid, ...input })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('recurringFormSchema (the server’s createRecurringInput)', () => {
  it('turns the form into the server’s input', () => {
    expect(
      recurringFormSchema.parse({
        ...valid,
        counterparty: ' ',
        vatRate: '7',
        noticeValue: 3,
        categoryId: CATEGORY,
      }),
    ).toEqual({
      kind: 'expense',
      name: 'Büromiete',
      counterparty: null,
      netCents: 150_000,
      vatRate: 7,
      interval: 'monthly',
      startsOn: '2026-11-20',
      endsOn: null,
      noticeValue: 3,
      noticeUnit: 'months',
      categoryId: CATEGORY,
      active: true,
    });
  });

  it('has no unit without a notice period, and no category for "none"', () => {
    const result = recurringFormSchema.parse({ ...valid, noticeUnit: 'weeks' });
    expect(result.noticeValue).toBeNull();
    expect(result.noticeUnit).toBeNull();
    expect(result.categoryId).toBeNull();
    expect(valid.categoryId).toBe(NO_CATEGORY);
  });

  it('refuses what the server refuses, under the field, in German', () => {
    expect(messages({ name: ' ' })).toEqual([['name', 'Bitte gib einen Namen ein.']]);
    expect(messages({ netCents: null })).toEqual([['netCents', 'Bitte gib einen Betrag ein.']]);
    expect(messages({ netCents: 0 })).toEqual([['netCents', 'Der Betrag darf nicht 0,00 € sein.']]);
    expect(messages({ startsOn: null })).toEqual([
      ['startsOn', 'Bitte gib ein gültiges Datum ein.'],
    ]);
    expect(messages({ endsOn: '2026-11-19' })).toEqual([['endsOn', END_BEFORE_START]]);
    expect(messages({ endsOn: '2026-11-20' })).toBeUndefined();
    expect(messages({ noticeValue: 0 })).toEqual([
      ['noticeValue', 'Die Kündigungsfrist muss mindestens 1 sein.'],
    ]);
  });
});

describe('a saved item in the form and back', () => {
  const item: RecurringItem = {
    id: '5d0e3a1b-7c2f-4d6e-9a8b-000000000001',
    kind: 'income',
    name: 'Retainer Vertriebsberatung',
    counterparty: 'Hansewerft Technik AG',
    netCents: 350_000,
    vatRate: 19,
    grossCents: 416_500,
    interval: 'quarterly',
    startsOn: '2025-02-01',
    endsOn: '2027-01-31',
    noticeValue: 2,
    noticeUnit: 'months',
    cancelBy: '2026-11-30',
    categoryId: CATEGORY,
    categoryName: 'Beratung',
    active: false,
    nextDue: null,
    perMonthGrossCents: 138_833,
    perMonthNetCents: 116_667,
    perYearGrossCents: 1_666_000,
    perYearNetCents: 1_400_000,
  };

  it('edits what was saved and recreates it unchanged', () => {
    expect(recurringFormSchema.parse(recurringToValues(item))).toEqual(recurringToInput(item));
    expect(recurringToValues({ ...item, counterparty: null, categoryId: null })).toMatchObject({
      counterparty: '',
      categoryId: NO_CATEGORY,
      vatRate: '19',
    });
  });
});
