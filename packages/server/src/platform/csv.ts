/**
 * The one CSV writer of every export (ADR 028): what Excel in Germany opens as it is, and what
 * no spreadsheet runs as a formula.
 */
import Papa from 'papaparse';

export type CsvValue = string | null | undefined;

/**
 * A value a spreadsheet would take for a formula (or the start of one): `=`, `+`, `-` or `@`
 * first once leading spaces are trimmed, or a TAB or CR first (OWASP, "CSV injection").
 */
const FORMULA = /^(?:[\t\r]|\s*[=+\-@])/;

/** An apostrophe in front of such a value: spreadsheets show it as text. */
const NEUTRALISED = /^'(?=[\t\r]|\s*[=+\-@])/;

/**
 * A file of a header line and rows: `;`-separated, every field in quotes (quotes inside
 * doubled), a formula-like value behind an apostrophe, CRLF line ends (what Excel writes
 * itself) and a BOM so that Excel reads UTF-8 (umlauts).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const body = Papa.unparse(
    [header, ...rows].map((row) => row.map((value) => value ?? '')),
    { delimiter: ';', newline: '\r\n', quotes: true, escapeFormulae: FORMULA },
  );
  return `\uFEFF${body}\r\n`;
}

/**
 * A field of an imported file as it was before an export neutralised it ("'=SUM(A1)" back to
 * "=SUM(A1)"; also the apostrophe people type to keep "+49 …" a text). Sprint stores text and
 * runs nothing, so the value itself is safe here; the next export neutralises it again.
 */
export function restoreCsvField(value: string): string {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}
