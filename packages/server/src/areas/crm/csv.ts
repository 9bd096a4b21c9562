import Papa from 'papaparse';
import { z } from 'zod';
import { inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { ServiceError } from '../../platform/serviceError';
import { ownedBy, ownedValues, type TenantScope } from '../../platform/tenancy/tenant';
import { formatBerlinDate, parseGermanDate } from '../../platform/berlin';
import {
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  LOST_REASON_REQUIRED,
  OWNER_NOT_MEMBER,
} from './model';
import {
  leads,
  leadSourceEnum,
  leadStatusEnum,
  type LeadSource,
  type LeadStatus,
  type NewLead,
} from './schema';
import { companyMembers, listLeads, type LeadFilter, type LeadRow, type LeadSort } from './service';
import { transaction } from '../../platform/db/transaction';
import { restoreCsvField, toCsv } from '../../platform/csv';

// ---------------------------------------------------------------------------------------------
// Export: through the shared CSV writer (platform/csv.ts)

const HEADERS = [
  'Unternehmen',
  'Ansprechpartner',
  'E-Mail',
  'Telefon',
  'Website',
  'LinkedIn',
  'Quelle',
  'Status',
  'Wert (€)',
  'Verantwortlich',
  'Nächster Schritt',
  'Fällig am',
  'Tags',
] as const;

/** An exported file holds at most this many leads (a filter narrows a larger company down). */
export const MAX_EXPORT = 100_000;

/** 123456 cents → "1.234,56": integer arithmetic, no floating point on money. */
export function formatCents(cents: number): string {
  const negative = cents < 0;
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${euros},${String(absolute % 100).padStart(2, '0')}`;
}

export function leadsToCsv(rows: LeadRow[]): string {
  return toCsv(
    HEADERS,
    rows.map((lead) => [
      lead.companyName,
      lead.contactName,
      lead.contactEmail,
      lead.phone,
      lead.website,
      lead.linkedinUrl,
      lead.source ? LEAD_SOURCE_LABELS[lead.source] : null,
      LEAD_STATUS_LABELS[lead.status],
      formatCents(lead.valueCents),
      lead.ownerName,
      lead.nextStep,
      lead.nextStepDueAt ? formatBerlinDate(lead.nextStepDueAt) : null,
      lead.tags.join(', '),
    ]),
  );
}

/** The leads under the list's filter and sort, as a CSV file. */
export async function exportLeadsCsv(
  db: Database,
  tenant: TenantScope,
  options: LeadFilter & { sort?: LeadSort },
  now: Date,
): Promise<{ filename: string; content: string; count: number }> {
  const rows: LeadRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await listLeads(db, tenant, { ...options, cursor, limit: 5000 });
    rows.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows.length < MAX_EXPORT);
  const day = formatBerlinDate(now).split('.').reverse().join('-');
  return {
    filename: `leads-${day}.csv`,
    content: leadsToCsv(rows.slice(0, MAX_EXPORT)),
    count: Math.min(rows.length, MAX_EXPORT),
  };
}

// ---------------------------------------------------------------------------------------------
// Import: preview and commit share one validation

export const IMPORT_FIELDS = [
  'companyName',
  'contactName',
  'contactEmail',
  'phone',
  'website',
  'linkedinUrl',
  'source',
  'status',
  'value',
  'owner',
  'nextStep',
  'nextStepDueAt',
  'lostReason',
  'tags',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** Which column (0-based) holds which field; null or missing: not imported. */
export type ImportMapping = Partial<Record<ImportField, number | null>>;

export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_COLUMNS = 100;

/** Header names people use, folded (lower case, no spaces, dashes or umlauts). */
const HEADER_NAMES: Record<ImportField, string[]> = {
  companyName: ['unternehmen', 'firma', 'company', 'companyname', 'firmenname', 'organisation'],
  contactName: ['ansprechpartner', 'kontakt', 'name', 'contact', 'contactname', 'kontaktperson'],
  contactEmail: ['email', 'mail', 'emailadresse', 'contactemail'],
  phone: ['telefon', 'phone', 'tel', 'telefonnummer', 'mobil'],
  website: ['website', 'webseite', 'web', 'url', 'homepage'],
  linkedinUrl: ['linkedin', 'linkedinurl', 'linkedinprofil'],
  source: ['quelle', 'source', 'herkunft', 'kanal'],
  status: ['status', 'phase', 'stage'],
  value: ['wert', 'wert€', 'werteur', 'value', 'betrag', 'volumen', 'amount'],
  owner: ['verantwortlich', 'owner', 'zuständig', 'zustaendig', 'betreuer'],
  nextStep: ['nächsterschritt', 'naechsterschritt', 'nextstep'],
  nextStepDueAt: ['fälligam', 'faelligam', 'fällig', 'faellig', 'due', 'duedate', 'nextstepdue'],
  lostReason: ['verlustgrund', 'grund', 'lostreason'],
  tags: ['tags', 'schlagworte', 'labels'],
};

function foldHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/\(|\)/g, '')
    .replace(/[\s_\-.:]/g, '');
}

export function suggestMapping(columns: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const index = columns.findIndex(
      (column, position) =>
        !taken.has(position) && HEADER_NAMES[field].includes(foldHeader(column)),
    );
    if (index >= 0) {
      mapping[field] = index;
      taken.add(index);
    }
  }
  return mapping;
}

function foldWord(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
}

const STATUS_WORDS = new Map<string, LeadStatus>();
for (const status of leadStatusEnum.enumValues) {
  STATUS_WORDS.set(foldWord(status), status);
  STATUS_WORDS.set(foldWord(LEAD_STATUS_LABELS[status]), status);
}
STATUS_WORDS.set('offen', 'new');
STATUS_WORDS.set('kontaktaufgenommen', 'contacted');
STATUS_WORDS.set('proposal', 'proposal');
STATUS_WORDS.set('verhandlung', 'proposal');

const SOURCE_WORDS = new Map<string, LeadSource>();
for (const source of leadSourceEnum.enumValues) {
  SOURCE_WORDS.set(foldWord(source), source);
  SOURCE_WORDS.set(foldWord(LEAD_SOURCE_LABELS[source]), source);
}
SOURCE_WORDS.set('mail', 'email');
SOURCE_WORDS.set('webseite', 'website');
SOURCE_WORDS.set('coldcall', 'cold_call');
SOURCE_WORDS.set('anruf', 'cold_call');
SOURCE_WORDS.set('andere', 'other');

/** "1.234,56", "1234,56", "1234.56", "1.234" or "12.345 €" as cents, or null. */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s€]|EUR/gi, '');
  let normalized: string;
  if (/^-?\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(compact) || /^-?\d+(,\d{1,2})?$/.test(compact)) {
    normalized = compact.replaceAll('.', '').replace(',', '.');
  } else if (/^-?\d+(\.\d{1,2})?$/.test(compact)) {
    normalized = compact;
  } else {
    return null;
  }
  const [euros = '0', fraction = ''] = normalized.replace('-', '').split('.');
  if (euros.length > 13) return null;
  const cents = Number(euros) * 100 + Number(fraction.padEnd(2, '0'));
  return normalized.startsWith('-') ? -cents : cents;
}

const emailSchema = z.email();

/** People paste addresses without the scheme; Sprint links https only. */
function httpsAddress(text: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' && url.hostname.includes('.') ? withScheme : null;
  } catch {
    return null;
  }
}

export type ImportRow = {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  line: number;
  values: Partial<Record<ImportField, string>>;
  errors: string[];
  /** A live lead with the same e-mail or company name. */
  duplicateOf?: { id: string; companyName: string };
  /** An earlier row of the same file with the same e-mail or company name. */
  duplicateOfLine?: number;
};

export type ImportPreview = {
  columns: string[];
  mapping: ImportMapping;
  rows: ImportRow[];
  counts: { rows: number; valid: number; invalid: number; duplicates: number };
};

type Parsed = { columns: string[]; records: string[][] };

function parseCsv(csv: string): Parsed {
  const text = csv.replace(/^\uFEFF/, '');
  // Delimiter guessed from ; , tab (Excel in Germany writes ;).
  const result = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t', '|'],
  });
  // A value an export neutralised ("'=…") comes back as it was.
  const [header, ...records] = result.data.map((row) => row.map(restoreCsvField));
  if (!header || header.every((cell) => !cell.trim())) {
    throw new ServiceError('BAD_REQUEST', 'Die Datei enthält keine Kopfzeile und keine Zeilen.');
  }
  if (header.length > MAX_IMPORT_COLUMNS) {
    throw new ServiceError(
      'BAD_REQUEST',
      `Die Datei hat mehr als ${MAX_IMPORT_COLUMNS} Spalten. Bitte prüfe das Trennzeichen.`,
    );
  }
  if (records.length > MAX_IMPORT_ROWS) {
    throw new ServiceError(
      'BAD_REQUEST',
      `Die Datei hat mehr als ${MAX_IMPORT_ROWS.toLocaleString('de-DE')} Zeilen. Bitte teile sie auf.`,
    );
  }
  return { columns: header.map((cell) => cell.trim()), records };
}

function checkMapping(mapping: ImportMapping, columns: string[]) {
  for (const index of Object.values(mapping)) {
    if (index !== null && index !== undefined && index >= columns.length) {
      throw new ServiceError('BAD_REQUEST', 'Die Zuordnung nennt eine Spalte, die es nicht gibt.');
    }
  }
  if (mapping.companyName === null || mapping.companyName === undefined) {
    throw new ServiceError('BAD_REQUEST', 'Bitte ordne eine Spalte dem Unternehmen zu.');
  }
}

type Validated = ImportRow & { lead?: Omit<NewLead, 'customerId'> };

const LIMITS: Partial<Record<ImportField, number>> = {
  companyName: 200,
  contactName: 200,
  phone: 50,
  nextStep: 500,
  lostReason: 500,
};

async function validateRows(
  db: Database,
  tenant: TenantScope,
  parsed: Parsed,
  mapping: ImportMapping,
): Promise<Validated[]> {
  const members = await companyMembers(db, tenant);
  const memberByKey = new Map<string, string>();
  for (const member of members) {
    memberByKey.set(member.email.toLowerCase(), member.id);
    memberByKey.set(member.name.toLowerCase(), member.id);
  }

  const rows: Validated[] = parsed.records.map((record, index) => {
    const values: Partial<Record<ImportField, string>> = {};
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field];
      if (column !== null && column !== undefined) {
        const value = record[column]?.trim() ?? '';
        if (value) values[field] = value;
      }
    }
    const errors: string[] = [];
    for (const [field, max] of Object.entries(LIMITS) as [ImportField, number][]) {
      if ((values[field]?.length ?? 0) > max) {
        errors.push(`${fieldLabel(field)} ist länger als ${max} Zeichen.`);
      }
    }
    if (!values.companyName) errors.push('Unternehmen fehlt.');
    const email = values.contactEmail?.toLowerCase();
    if (email && (email.length > 320 || !emailSchema.safeParse(email).success)) {
      errors.push(`Ungültige E-Mail-Adresse: ${values.contactEmail}`);
    }
    const website = values.website ? httpsAddress(values.website) : null;
    if (values.website && (!website || website.length > 2048)) {
      errors.push(`Ungültige Website: ${values.website}`);
    }
    const linkedinUrl = values.linkedinUrl ? httpsAddress(values.linkedinUrl) : null;
    if (values.linkedinUrl && (!linkedinUrl || linkedinUrl.length > 2048)) {
      errors.push(`Ungültige LinkedIn-Adresse: ${values.linkedinUrl}`);
    }
    const status = values.status ? STATUS_WORDS.get(foldWord(values.status)) : 'new';
    if (!status) errors.push(`Unbekannter Status: ${values.status}`);
    const source = values.source ? SOURCE_WORDS.get(foldWord(values.source)) : undefined;
    if (values.source && !source) errors.push(`Unbekannte Quelle: ${values.source}`);
    const valueCents = values.value ? parseAmount(values.value) : 0;
    if (valueCents === null) errors.push(`Ungültiger Betrag: ${values.value}`);
    else if (valueCents < 0) errors.push('Der Wert darf nicht negativ sein.');
    const ownerId = values.owner ? memberByKey.get(values.owner.toLowerCase()) : undefined;
    if (values.owner && !ownerId) errors.push(`${OWNER_NOT_MEMBER} (${values.owner})`);
    const due = values.nextStepDueAt ? parseGermanDate(values.nextStepDueAt) : null;
    if (values.nextStepDueAt && !due) {
      errors.push(`Ungültiges Datum: ${values.nextStepDueAt} (erwartet TT.MM.JJJJ)`);
    }
    if (status === 'lost' && !values.lostReason) errors.push(LOST_REASON_REQUIRED);
    const tags = (values.tags ?? '')
      .split(/[,|]/)
      .map((tag) => tag.trim())
      .filter(Boolean);
    if (tags.length > 20 || tags.some((tag) => tag.length > 50)) {
      errors.push('Höchstens 20 Tags mit je höchstens 50 Zeichen.');
    }
    const row: Validated = { line: index + 2, values, errors };
    if (errors.length === 0 && values.companyName && status && valueCents !== null) {
      row.lead = {
        companyName: values.companyName,
        contactName: values.contactName ?? null,
        contactEmail: email ?? null,
        phone: values.phone ?? null,
        website,
        linkedinUrl,
        source: source ?? null,
        status,
        valueCents,
        ownerId: ownerId ?? null,
        nextStep: values.nextStep ?? null,
        nextStepDueAt: due,
        lostReason: status === 'lost' ? (values.lostReason ?? null) : null,
        tags: [...new Set(tags)],
      };
    }
    return row;
  });

  await markDuplicates(db, tenant, rows);
  return rows;
}

function fieldLabel(field: ImportField): string {
  const labels: Record<ImportField, string> = {
    companyName: 'Unternehmen',
    contactName: 'Ansprechpartner',
    contactEmail: 'E-Mail',
    phone: 'Telefon',
    website: 'Website',
    linkedinUrl: 'LinkedIn',
    source: 'Quelle',
    status: 'Status',
    value: 'Wert',
    owner: 'Verantwortlich',
    nextStep: 'Nächster Schritt',
    nextStepDueAt: 'Fällig am',
    lostReason: 'Verlustgrund',
    tags: 'Tags',
  };
  return labels[field];
}

/** Same e-mail or company name as a live lead, or as an earlier row of the file. */
async function markDuplicates(db: Database, tenant: TenantScope, rows: Validated[]) {
  const companies = [
    ...new Set(rows.flatMap((row) => row.values.companyName?.toLowerCase() ?? [])),
  ];
  const emails = [...new Set(rows.flatMap((row) => row.values.contactEmail?.toLowerCase() ?? []))];
  const existingByCompany = new Map<string, { id: string; companyName: string }>();
  const existingByEmail = new Map<string, { id: string; companyName: string }>();
  // In chunks: a parameter list of 10,000 names is fine, 65,535 parameters are not.
  for (let start = 0; start < Math.max(companies.length, emails.length); start += 2000) {
    const someCompanies = companies.slice(start, start + 2000);
    const someEmails = emails.slice(start, start + 2000);
    const found = await db
      .select({
        id: leads.id,
        companyName: leads.companyName,
        contactEmail: leads.contactEmail,
        companyKey: sql<string>`lower(${leads.companyName})`,
      })
      .from(leads)
      .where(
        ownedBy(
          leads,
          tenant,
          isNull(leads.deletedAt),
          sql`(${someCompanies.length > 0 ? inArray(sql`lower(${leads.companyName})`, someCompanies) : sql`false`} or ${someEmails.length > 0 ? inArray(sql`lower(${leads.contactEmail})`, someEmails) : sql`false`})`,
        ),
      );
    for (const lead of found) {
      if (!existingByCompany.has(lead.companyKey)) existingByCompany.set(lead.companyKey, lead);
      const email = lead.contactEmail?.toLowerCase();
      if (email && !existingByEmail.has(email)) existingByEmail.set(email, lead);
    }
  }
  const seenCompany = new Map<string, number>();
  const seenEmail = new Map<string, number>();
  for (const row of rows) {
    const company = row.values.companyName?.toLowerCase();
    const email = row.values.contactEmail?.toLowerCase();
    const existing =
      (email ? existingByEmail.get(email) : undefined) ??
      (company ? existingByCompany.get(company) : undefined);
    if (existing) row.duplicateOf = { id: existing.id, companyName: existing.companyName };
    const earlier =
      (email ? seenEmail.get(email) : undefined) ??
      (company ? seenCompany.get(company) : undefined);
    if (earlier !== undefined) row.duplicateOfLine = earlier;
    if (company && !seenCompany.has(company)) seenCompany.set(company, row.line);
    if (email && !seenEmail.has(email)) seenEmail.set(email, row.line);
  }
}

function publicRow({ lead: _lead, ...row }: Validated): ImportRow {
  return row;
}

export async function importPreview(
  db: Database,
  tenant: TenantScope,
  csv: string,
  mapping?: ImportMapping,
): Promise<ImportPreview> {
  const parsed = parseCsv(csv);
  const used = mapping ?? suggestMapping(parsed.columns);
  const mapped = used.companyName !== null && used.companyName !== undefined;
  if (mapping) checkMapping(mapping, parsed.columns);
  // Without a company column yet, the preview still shows the columns for the mapping step.
  const rows: Validated[] = mapped
    ? await validateRows(db, tenant, parsed, used)
    : parsed.records.map((_, index) => ({
        line: index + 2,
        values: {},
        errors: ['Unternehmen fehlt.'],
      }));
  const duplicates = rows.filter(
    (row) => row.duplicateOf !== undefined || row.duplicateOfLine !== undefined,
  ).length;
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  return {
    columns: parsed.columns,
    mapping: used,
    rows: rows.map((row) => publicRow(row)),
    counts: { rows: rows.length, valid: rows.length - invalid, invalid, duplicates },
  };
}

export type ImportResult = {
  created: number;
  leadIds: string[];
  skipped: { line: number; errors: string[] }[];
};

/**
 * Validates the file again and writes every valid row in one transaction: a failure writes
 * nothing. Invalid rows (and duplicates, when asked) are listed, not written.
 */
export async function importCommit(
  db: Database,
  tenant: TenantScope,
  csv: string,
  mapping: ImportMapping,
  skipDuplicates: boolean,
): Promise<ImportResult> {
  const parsed = parseCsv(csv);
  checkMapping(mapping, parsed.columns);
  return transaction(db, async (db) => {
    const rows = await validateRows(db, tenant, parsed, mapping);
    const skipped: ImportResult['skipped'] = [];
    const values: NewLead[] = [];
    for (const row of rows) {
      if (!row.lead) {
        skipped.push({ line: row.line, errors: row.errors });
      } else if (
        skipDuplicates &&
        (row.duplicateOf !== undefined || row.duplicateOfLine !== undefined)
      ) {
        skipped.push({
          line: row.line,
          errors: [
            row.duplicateOf
              ? `Möglicher Duplikat: ${row.duplicateOf.companyName}`
              : `Möglicher Duplikat: Zeile ${row.duplicateOfLine}`,
          ],
        });
      } else {
        values.push(ownedValues(tenant, row.lead));
      }
    }
    const leadIds: string[] = [];
    for (let start = 0; start < values.length; start += 1000) {
      const inserted = await db
        .insert(leads)
        .values(values.slice(start, start + 1000))
        .returning({ id: leads.id });
      leadIds.push(...inserted.map((row) => row.id));
    }
    return { created: leadIds.length, leadIds, skipped };
  });
}
