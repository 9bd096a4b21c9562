import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { customerPrefix, type FileStorage } from '../../platform/storage/fileStorage';
import { files } from '../../platform/storage/schema';
import { splitGross, type VatRate } from './money';
import {
  financeProjects,
  financeRecurring,
  financeTransactions,
  type FinanceProject,
  type FinanceRecurring,
  type FinanceTransaction,
} from './schema';

type Fields<T extends { $inferInsert: object }> = Partial<
  Omit<T['$inferInsert'], 'id' | 'customerId'>
>;

/**
 * A booking of this customer, stored as the finances area stores it: net and VAT split from the
 * gross (an income of 1.190,00 € at 19 % by default).
 */
export async function createBooking(
  db: Database,
  customerId: string,
  fields: Fields<typeof financeTransactions> = {},
): Promise<FinanceTransaction> {
  const grossCents = fields.grossCents ?? 119_000;
  const vatRate = (fields.vatRate ?? 19) as VatRate;
  const [booking] = await db
    .insert(financeTransactions)
    .values({
      bookedOn: '2026-11-10',
      kind: 'income',
      counterparty: 'Alpenblick GmbH',
      description: 'Rechnung Konzeption',
      ...splitGross(grossCents, vatRate),
      ...fields,
      grossCents,
      vatRate,
      customerId,
    })
    .returning();
  if (!booking) throw new Error('no booking');
  return booking;
}

/** A recurring item of this customer (a monthly rent of 2.400,00 € net by default). */
export async function createRecurringItem(
  db: Database,
  customerId: string,
  fields: Fields<typeof financeRecurring> = {},
): Promise<FinanceRecurring> {
  const [item] = await db
    .insert(financeRecurring)
    .values({
      kind: 'expense',
      name: 'Büromiete',
      counterparty: 'Hausverwaltung Spree GmbH',
      netCents: 240_000,
      vatRate: 19,
      interval: 'monthly',
      startsOn: '2026-01-01',
      ...fields,
      customerId,
    })
    .returning();
  if (!item) throw new Error('no recurring item');
  return item;
}

/** A project of this customer (a budget of 10.000,00 €). */
export async function createFinanceProject(
  db: Database,
  customerId: string,
  fields: Fields<typeof financeProjects> = {},
): Promise<FinanceProject> {
  const [project] = await db
    .insert(financeProjects)
    .values({
      name: 'Website-Relaunch',
      client: 'Alpenblick GmbH',
      budgetCents: 1_000_000,
      startsOn: '2026-01-01',
      ...fields,
      customerId,
    })
    .returning();
  if (!project) throw new Error('no project');
  return project;
}

type World = { db: Database; storage: FileStorage };

/** A file of this customer as a completed upload of this purpose leaves it; its path. */
async function completedUpload(
  world: World,
  customerId: string,
  folder: string,
  extension: string,
  content: Buffer,
  contentType: string,
  fileName: string,
): Promise<string> {
  const path = `${customerPrefix(customerId)}${folder}/${randomUUID()}.${extension}`;
  await world.storage.write(path, content);
  await world.db
    .insert(files)
    .values({ customerId, path, contentType, bytes: content.length, fileName });
  return path;
}

/** A completed 'bankStatement' upload with this CSV text (UTF-8) or these bytes; its path. */
export function uploadStatement(
  world: World,
  customerId: string,
  csv: string | Buffer,
  fileName = 'Kontoauszug.csv',
): Promise<string> {
  const content = typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv;
  return completedUpload(world, customerId, 'bankStatements', 'csv', content, 'text/csv', fileName);
}

/** A completed 'receipt' upload: a tiny PDF; its path. */
export function uploadReceipt(
  world: World,
  customerId: string,
  fileName = 'Rechnung-2026-117.pdf',
): Promise<string> {
  return completedUpload(
    world,
    customerId,
    'receipts',
    'pdf',
    Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    'application/pdf',
    fileName,
  );
}
