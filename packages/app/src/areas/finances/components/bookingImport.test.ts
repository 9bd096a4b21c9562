import { describe, expect, it } from 'vitest';
import {
  checkCsvFile,
  errorLine,
  errorsText,
  importButtonText,
  mappingComplete,
  readyText,
  resultTexts,
  withColumn,
} from './bookingImport';

describe('bank statement import', () => {
  it('refuses a CSV over 10 MB before uploading it', () => {
    expect(checkCsvFile({ size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkCsvFile({ size: 10 * 1024 * 1024 + 1 })).toBe(
      'Die CSV-Datei ist größer als 10 MB.',
    );
  });

  it('gives a column to one field only', () => {
    const mapping = { bookedOn: 0, amount: 4, counterparty: 2, description: 3 };
    expect(withColumn(mapping, 'bookedOn', 1)).toEqual({ ...mapping, bookedOn: 1 });
    // Column 2 moves from the partner to the purpose.
    expect(withColumn(mapping, 'description', 2)).toEqual({
      bookedOn: 0,
      amount: 4,
      description: 2,
    });
    expect(withColumn(mapping, 'counterparty', null)).toEqual({
      bookedOn: 0,
      amount: 4,
      description: 3,
    });
  });

  it('reads either a signed amount or Soll and Haben', () => {
    const signed = { bookedOn: 0, amount: 4 };
    expect(withColumn(signed, 'credit', 5)).toEqual({ bookedOn: 0, credit: 5 });
    expect(withColumn({ bookedOn: 0, credit: 5, debit: 6 }, 'amount', 4)).toEqual({
      bookedOn: 0,
      amount: 4,
    });
    expect(mappingComplete({ bookedOn: 0, debit: 6 })).toBe(true);
    expect(mappingComplete({ bookedOn: 0 })).toBe(false);
    expect(mappingComplete({ amount: 3, bookedOn: null })).toBe(false);
  });

  it('counts in German, singular and plural', () => {
    expect(readyText(1)).toBe('1 Buchung bereit');
    expect(readyText(1200)).toBe('1.200 Buchungen bereit');
    expect(errorsText(1)).toBe('1 fehlerhafte Zeile');
    expect(errorsText(2)).toBe('2 fehlerhafte Zeilen');
    expect(importButtonText(6)).toBe('6 Buchungen importieren');
    expect(
      resultTexts({
        imported: 6,
        duplicates: 2,
        errorCount: 1,
        errors: [{ line: 7, reason: 'Der Betrag fehlt.' }],
      }),
    ).toEqual([
      '6 Buchungen importiert',
      '2 übersprungen (bereits vorhanden)',
      '1 Zeile mit Fehlern nicht importiert',
    ]);
    expect(resultTexts({ imported: 1, duplicates: 0, errorCount: 0, errors: [] })).toEqual([
      '1 Buchung importiert',
    ]);
    expect(errorLine({ line: 7, reason: 'Der Betrag fehlt.' })).toBe('Zeile 7: Der Betrag fehlt.');
  });
});
