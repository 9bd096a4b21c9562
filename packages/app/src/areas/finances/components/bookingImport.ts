import {
  CSV_TOO_LARGE,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  MAX_CSV_BYTES,
  type ImportField,
  type ImportMapping,
} from '@sprint/server/finances';
import type { RouterOutputs } from '../../../api/types';

/**
 * The bank statement import's pure parts: the client-side size check, the one-column-per-field
 * mapping, and the counts in German.
 */

export { CSV_TOO_LARGE, IMPORT_FIELD_LABELS, IMPORT_FIELDS, MAX_CSV_BYTES };
export type { ImportField, ImportMapping };

export type ImportPreview = RouterOutputs['finances']['transactions']['importPreview'];
export type ImportResult = RouterOutputs['finances']['transactions']['import'];

/** Refused before uploading: a bank export beyond 10 MB is not one month's statement. */
export function checkCsvFile(file: Pick<File, 'size'>): string | null {
  return file.size > MAX_CSV_BYTES ? CSV_TOO_LARGE : null;
}

/**
 * The mapping with `field` set to `column` (null: 'Nicht zuordnen'). A column fills one field:
 * choosing it here takes it from any other. A signed amount and separate Soll/Haben columns
 * exclude each other, as the server reads either the one or the others.
 */
export function withColumn(
  mapping: ImportMapping,
  field: ImportField,
  column: number | null,
): ImportMapping {
  const next: ImportMapping = {};
  for (const other of IMPORT_FIELDS) {
    const index = mapping[other];
    if (index === null || index === undefined) continue;
    if (other !== field && index !== column) next[other] = index;
  }
  if (column !== null) {
    next[field] = column;
    if (field === 'amount') {
      delete next.credit;
      delete next.debit;
    }
    if (field === 'credit' || field === 'debit') delete next.amount;
  }
  return next;
}

const count = new Intl.NumberFormat('de-DE');
const n = (value: number) => count.format(value);

/** '12 Buchungen bereit', '1 Buchung bereit'. */
export function readyText(ready: number): string {
  return `${n(ready)} ${ready === 1 ? 'Buchung' : 'Buchungen'} bereit`;
}

/** '3 bereits importiert'. */
export function duplicatesText(duplicates: number): string {
  return `${n(duplicates)} bereits importiert`;
}

/** '1 fehlerhafte Zeile', '2 fehlerhafte Zeilen'. */
export function errorsText(errors: number): string {
  return `${n(errors)} fehlerhafte ${errors === 1 ? 'Zeile' : 'Zeilen'}`;
}

/** The import button: '12 Buchungen importieren'. */
export function importButtonText(ready: number): string {
  return `${n(ready)} ${ready === 1 ? 'Buchung' : 'Buchungen'} importieren`;
}

/** The result's lines: '12 Buchungen importiert', '3 übersprungen (bereits vorhanden)'. */
export function resultTexts(result: ImportResult): string[] {
  const lines = [
    `${n(result.imported)} ${result.imported === 1 ? 'Buchung' : 'Buchungen'} importiert`,
  ];
  if (result.duplicates > 0) lines.push(`${n(result.duplicates)} übersprungen (bereits vorhanden)`);
  if (result.errorCount > 0) {
    lines.push(
      `${n(result.errorCount)} ${result.errorCount === 1 ? 'Zeile' : 'Zeilen'} mit Fehlern nicht importiert`,
    );
  }
  return lines;
}

/** 'Zeile 7: Der Betrag „abc“ ist kein gültiger Betrag (z. B. -1.234,56).' */
export function errorLine(error: { line: number; reason: string }): string {
  return `Zeile ${error.line}: ${error.reason}`;
}

/** Whether the mapping names a day and an amount (signed, or Soll/Haben): the server's minimum. */
export function mappingComplete(mapping: ImportMapping): boolean {
  const has = (field: ImportField) => mapping[field] !== null && mapping[field] !== undefined;
  return has('bookedOn') && (has('amount') || has('credit') || has('debit'));
}
