/**
 * The limits on what a company stores and a person has in flight (ADR 027): a storage quota per
 * company, a few unfinished uploads per person, and how long an unfinished upload is kept.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { files, uploads } from './schema';
import { MAX_UNFINISHED_UPLOADS } from './limits';

export const TOO_MANY_UNFINISHED = `Du hast bereits ${MAX_UNFINISHED_UPLOADS} Uploads, die noch nicht abgeschlossen sind. Schließe einen davon ab oder brich ihn ab, bevor du eine weitere Datei hochlädst.`;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const oneDecimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const round = (value: number) => (value < 100 ? Math.round(value * 10) / 10 : Math.round(value));

/**
 * A size as the app shows it (`formatBytes` of @sprint/ui, which the server cannot import):
 * steps of 1024, one decimal under 100 (`1,2 GB`, `10 GB`, `350 MB`).
 */
export function formatSize(bytes: number): string {
  let unit = 0;
  let value = Math.max(0, bytes);
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${whole.format(value)} B`;
  let rounded = round(value);
  if (rounded >= 1024 && unit < UNITS.length - 1) {
    rounded = round(value / 1024);
    unit += 1;
  }
  return `${(rounded < 100 ? oneDecimal : whole).format(rounded)} ${UNITS[unit]}`;
}

/** The refusal of an upload that does not fit into what is left of the company's quota. */
export function quotaExceeded(usage: StorageUsage, bytes: number): string {
  return (
    `Der Speicherplatz des Unternehmens reicht für diese Datei (${formatSize(bytes)}) nicht aus: ` +
    `${formatSize(usage.usedBytes)} von ${formatSize(usage.quotaBytes)} sind belegt. ` +
    'Lösche nicht mehr benötigte Dateien oder wende dich an Sprint.'
  );
}

export type StorageUsage = {
  /** The company's files plus what its unfinished uploads will add (they are already promised). */
  usedBytes: number;
  quotaBytes: number;
};

/** What a company stores, and may store. */
export async function storageUsage(
  db: Database,
  customerId: string,
  quotaBytes: number,
): Promise<StorageUsage> {
  const [stored] = await db
    .select({ bytes: sql<string | number | null>`sum(${files.bytes})` })
    .from(files)
    .where(eq(files.customerId, customerId));
  const [pending] = await db
    .select({ bytes: sql<string | number | null>`sum(${uploads.bytes})` })
    .from(uploads)
    .where(and(eq(uploads.customerId, customerId), isNull(uploads.completedAt)));
  // `sum` of a bigint is numeric: text from node-postgres, a number or text from PGlite.
  return { usedBytes: Number(stored?.bytes ?? 0) + Number(pending?.bytes ?? 0), quotaBytes };
}

/** How many uploads a person has started and not yet finished or given up. */
export async function unfinishedUploadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), isNull(uploads.completedAt)));
  return row?.count ?? 0;
}
