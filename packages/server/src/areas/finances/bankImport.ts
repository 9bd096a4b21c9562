/**
 * 'Kontoauszug importieren': a bank's CSV export becomes bookings. The file comes through the
 * file storage (uploads of purpose 'bankStatement', up to 10 MB), the person maps its columns in
 * a preview, and the import writes every valid row that is not already booked in one
 * transaction; bad rows are named with their line and reason and left out.
 *
 * German exports as banks write them: ';'-separated, Windows-1252 or UTF-8 (with or without
 * BOM), a few lines about the account above the table, amounts as '-1.234,56' (or in separate
 * Soll/Haben columns) and days as 'dd.MM.yyyy'. A row imported before is recognised by a
 * fingerprint of its day, amount, partner and purpose (and, for identical rows in one file, its
 * place among them), so importing the same or an overlapping statement again adds nothing twice.
 */
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Database } from '../../platform/db/database';
import { ServiceError } from '../../platform/serviceError';
import { ownedBy, ownedValues, type TenantScope } from '../../platform/tenancy/tenant';
import type { FileStorage } from '../../platform/storage/fileStorage';
import { uploadedFile } from '../../platform/storage/uploads';
import { isDay } from './intervals';
import { IMPORT_FIELDS, type ImportField, type ImportInput, type ImportMapping } from './model';
import {
  AMOUNT_OUT_OF_RANGE,
  CATEGORY_NOT_FOUND,
  CATEGORY_WRONG_KIND,
  CSV_EMPTY,
  CSV_MAPPING_INCOMPLETE,
  CSV_TOO_LARGE,
  CSV_TOO_MANY_ROWS,
  CSV_UNREADABLE,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  MAX_DESCRIPTION,
  MAX_TEXT,
  type BookingKind,
  type VatRate,
} from './model';
import { MAX_AMOUNT_CENTS, parseGermanAmount, splitGross } from './money';
import { financeCategories, financeTransactions } from './schema';
import { deletedFingerprints } from './trash';
import { bankStatementUpload } from './uploads';

const MAX_COLUMNS = 200;
/** How many bad rows a reply names; the count covers all of them. */
const MAX_LISTED_ERRORS = 200;
const SAMPLE_ROWS = 5;
const PREVIEW_ROWS = 20;
const INSERT_CHUNK = 1000;

// ---------------------------------------------------------------------------------------------
// Reading the file

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what German banks often write). */
export function decodeStatement(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

type Line = { line: number; cells: string[] };

export type ParsedStatement = {
  columns: string[];
  /** The line of the header row (1 = the file's first line). */
  headerLine: number;
  rows: Line[];
};

const countLineBreaks = (text: string) => (text.match(/\r\n|\r|\n/g) ?? []).length;

const DELIMITERS = [';', ',', '\t', '|'];

/**
 * The delimiter that makes the most of the first lines one table: the most lines of one width
 * (at least two cells); ';', the German one, on a tie. Papa's own guess averages the widths over
 * every line, blank ones included, and takes ',' for a short two-column export, which splits its
 * amounts at the decimal comma.
 */
function guessDelimiter(text: string): string {
  let best = { delimiter: ';', lines: 0 };
  for (const delimiter of DELIMITERS) {
    const { data } = Papa.parse<string[]>(text, {
      delimiter,
      preview: 100,
      skipEmptyLines: 'greedy',
    });
    const widths = new Map<number, number>();
    for (const cells of data) {
      if (cells.length >= 2) widths.set(cells.length, (widths.get(cells.length) ?? 0) + 1);
    }
    const lines = Math.max(0, ...widths.values());
    if (lines > best.lines) best = { delimiter, lines };
  }
  return best.delimiter;
}

/**
 * The table of a statement: rows with their line numbers as an editor shows them (a quoted cell
 * may span lines), the header being the first row as wide as most rows (the lines about the
 * account above it are narrower).
 */
export function parseStatement(text: string): ParsedStatement {
  const result = Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimiter: guessDelimiter(text),
  });
  const lines: Line[] = [];
  let line = 1;
  for (const cells of result.data) {
    if (cells.some((cell) => cell.trim() !== '')) lines.push({ line, cells });
    line += 1 + cells.reduce((sum, cell) => sum + countLineBreaks(cell), 0);
  }
  const widths = new Map<number, number>();
  for (const { cells } of lines) {
    if (cells.length >= 2) widths.set(cells.length, (widths.get(cells.length) ?? 0) + 1);
  }
  const width = [...widths.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
  const headerIndex = lines.findIndex(
    ({ cells }) => cells.length === width && cells.filter((cell) => cell.trim()).length >= 2,
  );
  const header = lines[headerIndex];
  if (!width || !header) throw new ServiceError('BAD_REQUEST', CSV_UNREADABLE);
  if (width > MAX_COLUMNS) throw new ServiceError('BAD_REQUEST', CSV_UNREADABLE);
  const rows = lines.slice(headerIndex + 1);
  if (rows.length === 0) throw new ServiceError('BAD_REQUEST', CSV_EMPTY);
  if (rows.length > MAX_CSV_ROWS) throw new ServiceError('BAD_REQUEST', CSV_TOO_MANY_ROWS);
  return {
    columns: header.cells.map((cell) => cell.trim()),
    headerLine: header.line,
    rows,
  };
}

// ---------------------------------------------------------------------------------------------
// Columns

/** Lower case, umlauts spelled out, no spaces or punctuation: 'Buchungs-Tag' → 'buchungstag'. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

/** Header names of German banks' exports, most specific first. */
const HEADER_NAMES: Record<ImportField, string[]> = {
  bookedOn: [
    'buchungstag',
    'buchungsdatum',
    'datum',
    'date',
    'bookingdate',
    'valuta',
    'wertstellung',
    'valutadatum',
  ],
  amount: ['betrag', 'betrageur', 'betragineur', 'umsatz', 'umsatzineur', 'amount', 'betrageuro'],
  credit: ['haben', 'eingang', 'gutschrift', 'einnahme', 'credit'],
  debit: ['soll', 'ausgang', 'lastschrift', 'ausgabe', 'debit'],
  counterparty: [
    'beguenstigterzahlungspflichtiger',
    'namezahlungsbeteiligter',
    'auftraggeberempfaenger',
    'zahlungsempfaengerin',
    'zahlungspflichtiger',
    'empfaenger',
    'auftraggeber',
    'gegenpartei',
    'name',
    'partner',
    'counterparty',
    'payee',
  ],
  description: [
    'verwendungszweck',
    'buchungstext',
    'beschreibung',
    'zweck',
    'text',
    'description',
    'purpose',
  ],
};

export function suggestMapping(columns: string[]): ImportMapping {
  const folded = columns.map(fold);
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    for (const name of HEADER_NAMES[field]) {
      // 'Soll (EUR)', 'Haben in EUR': the currency after the name does not change the column.
      const names = [name, `${name}eur`, `${name}ineur`, `${name}euro`];
      const index = folded.findIndex(
        (column, position) => !taken.has(position) && names.includes(column),
      );
      if (index >= 0) {
        mapping[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  // A signed amount column makes separate Soll/Haben columns unnecessary.
  if (mapping.amount !== undefined) {
    delete mapping.credit;
    delete mapping.debit;
  }
  return mapping;
}

function checkMapping(mapping: ImportMapping, columns: string[]): void {
  for (const index of Object.values(mapping)) {
    if (index !== null && index !== undefined && index >= columns.length) {
      throw new ServiceError('BAD_REQUEST', 'Die Zuordnung nennt eine Spalte, die es nicht gibt.');
    }
  }
  const has = (field: ImportField) => mapping[field] !== null && mapping[field] !== undefined;
  if (!has('bookedOn') || !(has('amount') || has('credit') || has('debit'))) {
    throw new ServiceError('BAD_REQUEST', CSV_MAPPING_INCOMPLETE);
  }
}

// ---------------------------------------------------------------------------------------------
// Rows

/** 'dd.MM.yyyy', 'd.M.yyyy', 'dd.MM.yy' (20yy) or 'yyyy-MM-dd' as 'YYYY-MM-DD', else null. */
export function parseStatementDay(text: string): string | null {
  const value = text.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  let day: string | null = null;
  if (german) {
    const [, d = '', m = '', y = ''] = german;
    const year = y.length === 2 ? `20${y}` : y;
    day = `${year}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  } else if (iso) {
    day = value;
  }
  return day && isDay(day) ? day : null;
}

/**
 * A statement's amount as signed cents: '-1.234,56', '1.234,56 €', '+12,00', '12,00-' (a
 * trailing minus), 'EUR 5,00'. 'out of range' beyond ±1 billion euros; null if unreadable.
 */
export function parseStatementAmount(text: string): number | 'out of range' | null {
  let value = text.replace(/[\s\u00a0\u202f]|€|EUR/gi, '');
  let negative = false;
  if (/^[-\u2212]/.test(value)) {
    negative = true;
    value = value.slice(1);
  } else if (value.startsWith('+')) {
    value = value.slice(1);
  } else if (/[-\u2212]$/.test(value)) {
    negative = true;
    value = value.slice(0, -1);
  }
  // Some exports pad amounts with zeros ('0012,50').
  value = value.replace(/^0+(?=\d)/, '');
  if (value === '') return null;
  const cents = parseGermanAmount(value);
  if (cents === null) {
    const digits = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(value);
    return digits ? 'out of range' : null;
  }
  return negative ? -cents : cents;
}

type Draft = {
  line: number;
  bookedOn: string;
  kind: BookingKind;
  /** Positive; the kind says which way the money went. */
  grossCents: number;
  counterparty: string | null;
  description: string | null;
  fingerprint: string;
};

type RowError = { line: number; reason: string };

function cellOf(cells: string[], mapping: ImportMapping, field: ImportField): string {
  const index = mapping[field];
  return index === null || index === undefined ? '' : (cells[index] ?? '').trim();
}

function clip(text: string, max: number): string | null {
  const value = text.replace(/\s+/g, ' ').trim();
  return value === '' ? null : value.slice(0, max);
}

function readAmount(cells: string[], mapping: ImportMapping): number | RowError['reason'] {
  const quoted = (text: string) => `„${text.slice(0, 40)}“`;
  const read = (field: ImportField) => {
    const text = cellOf(cells, mapping, field);
    if (!text) return { text, cents: null as number | null, problem: null as string | null };
    const cents = parseStatementAmount(text);
    if (cents === 'out of range') return { text, cents: null, problem: AMOUNT_OUT_OF_RANGE };
    if (cents === null) {
      return {
        text,
        cents: null,
        problem: `Der Betrag ${quoted(text)} ist kein gültiger Betrag (z. B. -1.234,56).`,
      };
    }
    return { text, cents, problem: null };
  };
  if (mapping.amount !== null && mapping.amount !== undefined) {
    const amount = read('amount');
    if (amount.problem) return amount.problem;
    if (amount.cents === null) return 'Der Betrag fehlt.';
    return amount.cents;
  }
  const credit = read('credit');
  const debit = read('debit');
  if (credit.problem) return credit.problem;
  if (debit.problem) return debit.problem;
  const incoming = Math.abs(credit.cents ?? 0);
  const outgoing = Math.abs(debit.cents ?? 0);
  if (credit.cents === null && debit.cents === null) return 'Der Betrag fehlt.';
  return incoming - outgoing;
}

function fingerprintOf(parts: (string | number | null)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** Each row checked: a draft booking, or its line and reason. */
export function evaluateRows(
  rows: Line[],
  mapping: ImportMapping,
): { drafts: Draft[]; errors: RowError[] } {
  const drafts: Draft[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of rows) {
    const dayText = cellOf(cells, mapping, 'bookedOn');
    const bookedOn = parseStatementDay(dayText);
    if (!bookedOn) {
      errors.push({
        line,
        reason: dayText
          ? `Das Datum „${dayText.slice(0, 40)}“ ist ungültig (erwartet TT.MM.JJJJ).`
          : 'Das Datum fehlt.',
      });
      continue;
    }
    if (bookedOn < '2000-01-01' || bookedOn > '2100-12-31') {
      errors.push({ line, reason: 'Das Datum muss zwischen 2000 und 2100 liegen.' });
      continue;
    }
    const amount = readAmount(cells, mapping);
    if (typeof amount === 'string') {
      errors.push({ line, reason: amount });
      continue;
    }
    if (amount === 0) {
      errors.push({ line, reason: 'Der Betrag ist 0,00 €.' });
      continue;
    }
    if (Math.abs(amount) > MAX_AMOUNT_CENTS) {
      errors.push({ line, reason: AMOUNT_OUT_OF_RANGE });
      continue;
    }
    const counterparty = clip(cellOf(cells, mapping, 'counterparty'), MAX_TEXT);
    const description = clip(cellOf(cells, mapping, 'description'), MAX_DESCRIPTION);
    const key = JSON.stringify([
      bookedOn,
      amount,
      counterparty?.toLowerCase() ?? null,
      description?.toLowerCase() ?? null,
    ]);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    drafts.push({
      line,
      bookedOn,
      kind: amount < 0 ? 'expense' : 'income',
      grossCents: Math.abs(amount),
      counterparty,
      description,
      fingerprint: fingerprintOf([key, occurrence]),
    });
  }
  return { drafts, errors };
}

// ---------------------------------------------------------------------------------------------
// Preview and import

async function readStatement(
  db: Database,
  storage: FileStorage,
  tenant: TenantScope,
  filePath: string,
): Promise<ParsedStatement> {
  const file = await uploadedFile(db, tenant, filePath, bankStatementUpload);
  if (file.bytes > MAX_CSV_BYTES) throw new ServiceError('BAD_REQUEST', CSV_TOO_LARGE);
  const content = await storage.read(file.path);
  if (!content) throw new ServiceError('NOT_FOUND', 'Datei nicht gefunden.');
  if (content.length > MAX_CSV_BYTES) throw new ServiceError('BAD_REQUEST', CSV_TOO_LARGE);
  return parseStatement(decodeStatement(content));
}

/**
 * Fingerprints of these drafts that the company has booked already, or booked and deleted (what
 * someone deleted on purpose does not come back with the next statement).
 */
async function knownFingerprints(
  db: Database,
  tenant: TenantScope,
  drafts: Draft[],
): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < drafts.length; start += 5000) {
    const chunk = drafts.slice(start, start + 5000).map((draft) => draft.fingerprint);
    const rows = await db
      .select({ fingerprint: financeTransactions.importFingerprint })
      .from(financeTransactions)
      .where(
        ownedBy(financeTransactions, tenant, inArray(financeTransactions.importFingerprint, chunk)),
      );
    for (const row of rows) if (row.fingerprint) known.add(row.fingerprint);
    for (const fingerprint of await deletedFingerprints(db, tenant, chunk)) known.add(fingerprint);
  }
  return known;
}

export type ImportPreview = {
  columns: string[];
  headerLine: number;
  /** The mapping the figures below were computed with (the suggested one if none was sent). */
  mapping: ImportMapping;
  /** The first data rows as they are in the file. */
  sample: { line: number; cells: string[] }[];
  rowCount: number;
  /** Rows that would be booked. */
  ready: number;
  /** Rows booked before (by an earlier import). */
  duplicates: number;
  errorCount: number;
  errors: RowError[];
  /** The first rows as they would be booked. */
  drafts: (Omit<Draft, 'fingerprint'> & { duplicate: boolean })[];
};

export async function previewImport(
  db: Database,
  storage: FileStorage,
  tenant: TenantScope,
  input: Pick<ImportInput, 'filePath' | 'mapping'>,
): Promise<ImportPreview> {
  const statement = await readStatement(db, storage, tenant, input.filePath);
  const mapping = input.mapping ?? suggestMapping(statement.columns);
  const sample = statement.rows.slice(0, SAMPLE_ROWS);
  const base = {
    columns: statement.columns,
    headerLine: statement.headerLine,
    mapping,
    sample,
    rowCount: statement.rows.length,
  };
  try {
    checkMapping(mapping, statement.columns);
  } catch (error) {
    // Without a usable mapping yet, the preview shows the file so the person can map it.
    if (input.mapping === undefined && error instanceof ServiceError) {
      return { ...base, ready: 0, duplicates: 0, errorCount: 0, errors: [], drafts: [] };
    }
    throw error;
  }
  const { drafts, errors } = evaluateRows(statement.rows, mapping);
  const known = await knownFingerprints(db, tenant, drafts);
  const duplicates = drafts.filter((draft) => known.has(draft.fingerprint)).length;
  return {
    ...base,
    ready: drafts.length - duplicates,
    duplicates,
    errorCount: errors.length,
    errors: errors.slice(0, MAX_LISTED_ERRORS),
    drafts: drafts
      .slice(0, PREVIEW_ROWS)
      .map(({ fingerprint, ...draft }) => ({ ...draft, duplicate: known.has(fingerprint) })),
  };
}

export type ImportResult = {
  imported: number;
  duplicates: number;
  errorCount: number;
  errors: RowError[];
};

async function importCategory(
  db: Database,
  tenant: TenantScope,
  categoryId: string | null | undefined,
  kind: BookingKind,
): Promise<string | null> {
  if (!categoryId) return null;
  const [category] = await db
    .select({ id: financeCategories.id, kind: financeCategories.kind })
    .from(financeCategories)
    .where(ownedBy(financeCategories, tenant, eq(financeCategories.id, categoryId)))
    .limit(1);
  if (!category) throw new ServiceError('NOT_FOUND', CATEGORY_NOT_FOUND);
  if (category.kind !== kind) throw new ServiceError('BAD_REQUEST', CATEGORY_WRONG_KIND);
  return category.id;
}

/**
 * Books every valid row not booked before, all in one transaction (a failure writes none), and
 * names the rows it left out.
 */
export async function importStatement(
  db: Database,
  storage: FileStorage,
  tenant: TenantScope,
  userId: string,
  input: ImportInput & { vatRate: VatRate },
): Promise<ImportResult> {
  const statement = await readStatement(db, storage, tenant, input.filePath);
  const mapping = input.mapping ?? suggestMapping(statement.columns);
  checkMapping(mapping, statement.columns);
  const categories = {
    income: await importCategory(db, tenant, input.incomeCategoryId, 'income'),
    expense: await importCategory(db, tenant, input.expenseCategoryId, 'expense'),
  };
  const { drafts, errors } = evaluateRows(statement.rows, mapping);
  const known = await knownFingerprints(db, tenant, drafts);
  const fresh = drafts.filter((draft) => !known.has(draft.fingerprint));
  const imported = await db.transaction(async (tx) => {
    let count = 0;
    for (let start = 0; start < fresh.length; start += INSERT_CHUNK) {
      const values = fresh.slice(start, start + INSERT_CHUNK).map((draft) =>
        ownedValues(tenant, {
          bookedOn: draft.bookedOn,
          kind: draft.kind,
          grossCents: draft.grossCents,
          vatRate: input.vatRate,
          ...splitGross(draft.grossCents, input.vatRate),
          categoryId: categories[draft.kind],
          counterparty: draft.counterparty,
          description: draft.description,
          importFingerprint: draft.fingerprint,
          createdBy: userId,
        }),
      );
      // Rows booked before (or by an import running at the same time) are skipped.
      const inserted = await tx
        .insert(financeTransactions)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: financeTransactions.id });
      count += inserted.length;
    }
    return count;
  });
  return {
    imported,
    duplicates: drafts.length - imported,
    errorCount: errors.length,
    errors: errors.slice(0, MAX_LISTED_ERRORS),
  };
}
