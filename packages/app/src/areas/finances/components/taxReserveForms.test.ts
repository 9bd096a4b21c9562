import { describe, expect, it } from 'vitest';
import {
  emptyReserveEntryValues,
  reserveEntryFormSchema,
  settingsToValues,
  settingsUpdate,
  taxSettingsFormSchema,
} from './taxReserveForms';
import type { FinanceSettings } from './planningTypes';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe("'Betrag zurücklegen' (the server’s reserveEntryInput)", () => {
  const valid = { ...emptyReserveEntryValues('2026-11-20'), amountCents: 250_000 };

  it('turns the form into the server’s input', () => {
    expect(reserveEntryFormSchema.parse({ ...valid, note: '  Rücklagenkonto ' })).toEqual({
      enteredOn: '2026-11-20',
      amountCents: 250_000,
      note: 'Rücklagenkonto',
    });
    expect(reserveEntryFormSchema.parse(valid).note).toBeNull();
  });

  it('refuses an empty or zero amount and a missing day, in German', () => {
    expect(messages(reserveEntryFormSchema.safeParse({ ...valid, amountCents: null }))).toEqual([
      ['amountCents', 'Bitte gib einen Betrag ein.'],
    ]);
    expect(messages(reserveEntryFormSchema.safeParse({ ...valid, amountCents: 0 }))).toEqual([
      ['amountCents', 'Der Betrag darf nicht 0,00 € sein.'],
    ]);
    expect(messages(reserveEntryFormSchema.safeParse({ ...valid, enteredOn: null }))).toEqual([
      ['enteredOn', 'Bitte gib ein gültiges Datum ein.'],
    ]);
  });
});

describe("'Einstellungen' (the server’s updateSettingsInput)", () => {
  const saved: FinanceSettings = {
    legalForm: 'sole_trader',
    smallBusiness: false,
    hebesatz: 400,
    vatPeriod: 'quarterly',
    financesForAdmins: false,
  };

  it('refuses a Hebesatz the server refuses', () => {
    const parse = (hebesatz: number | null) =>
      messages(taxSettingsFormSchema.safeParse({ ...settingsToValues(saved), hebesatz }));
    expect(parse(null)).toEqual([['hebesatz', 'Bitte gib den Hebesatz in Prozent an.']]);
    expect(parse(150)).toEqual([['hebesatz', 'Der Hebesatz beträgt mindestens 200 %.']]);
    expect(parse(470)).toBeUndefined();
  });

  it('sends the sharing only from a primary admin, and only when it changed', () => {
    const values = taxSettingsFormSchema.parse({
      ...settingsToValues(saved),
      legalForm: 'gmbh',
      financesForAdmins: true,
    });
    expect(settingsUpdate(values, saved, true)).toEqual({
      legalForm: 'gmbh',
      smallBusiness: false,
      hebesatz: 400,
      vatPeriod: 'quarterly',
      financesForAdmins: true,
    });
    expect(settingsUpdate(values, saved, false)).not.toHaveProperty('financesForAdmins');
    expect(settingsUpdate(values, { ...saved, financesForAdmins: true }, true)).not.toHaveProperty(
      'financesForAdmins',
    );
  });
});
