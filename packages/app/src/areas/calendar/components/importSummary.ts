import { MAX_ICS_BYTES } from '@sprint/server/calendar';

export type ImportResult = { created: number; updated: number; unchanged: number };

/** Said before anything is sent (the server refuses it too). */
export const ICS_TOO_LARGE = 'Die Kalenderdatei ist größer als 5 MB.';

/** Null when the file may be uploaded; otherwise why not. */
export function checkIcsFile(file: { size: number }): string | null {
  return file.size > MAX_ICS_BYTES ? ICS_TOO_LARGE : null;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What an import did, in one sentence: '3 Termine importiert, 1 aktualisiert, 2 unverändert.',
 * leaving out what did not happen; 'Keine Termine importiert.' when the file held nothing new.
 */
export function describeImport({ created, updated, unchanged }: ImportResult): string {
  const parts: string[] = [];
  if (created > 0) parts.push(`${count(created, 'Termin', 'Termine')} importiert`);
  if (updated > 0) {
    parts.push(
      parts.length
        ? `${updated} aktualisiert`
        : `${count(updated, 'Termin', 'Termine')} aktualisiert`,
    );
  }
  if (unchanged > 0) {
    parts.push(
      parts.length
        ? `${unchanged} unverändert`
        : `${count(unchanged, 'Termin', 'Termine')} unverändert`,
    );
  }
  return parts.length ? `${parts.join(', ')}.` : 'Keine Termine importiert.';
}
