/**
 * Deleting and 'Rückgängig' for bookings, recurring items and projects. A deleted record is moved
 * to `finance_trash` as it was, with the bookings that pointed at it; restoring puts it back
 * under its own id, so an undone deletion is exactly what was there: the booking made by 'Als
 * gebucht markieren' is that occurrence's booking again, an imported booking keeps its
 * fingerprint, a project gets its bookings back.
 */
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';
import { ServiceError } from '../../platform/serviceError';
import { ownedBy, type TenantScope } from '../../platform/tenancy/tenant';
import { ALREADY_BOOKED, BOOKING_NOT_FOUND, PROJECT_NOT_FOUND, RECURRING_NOT_FOUND } from './model';
import {
  financeCategories,
  financeProjects,
  financeRecurring,
  financeTransactions,
  financeTrash,
} from './schema';
import { findBooking, isUniqueViolation, type BookingRow } from './service';

type TrashKind = (typeof financeTrash.$inferSelect)['kind'];

export const NOT_RESTORABLE = 'Das lässt sich nicht mehr wiederherstellen.';
export const IMPORTED_AGAIN =
  'Diese Buchung wurde inzwischen erneut importiert und lässt sich nicht wiederherstellen.';

/** Timestamps come back from JSON as text. */
const TIMESTAMPS = ['createdAt', 'updatedAt'];

function revive<T>(record: Record<string, unknown>): T {
  const row: Record<string, unknown> = { ...record };
  for (const key of TIMESTAMPS) {
    if (typeof row[key] === 'string') row[key] = new Date(row[key]);
  }
  return row as T;
}

async function toTrash(
  db: Database,
  tenant: TenantScope,
  kind: TrashKind,
  record: { id: string } & Record<string, unknown>,
  linkedTransactionIds: string[] = [],
) {
  await db
    .insert(financeTrash)
    .values({ id: record.id, customerId: tenant.customerId, kind, record, linkedTransactionIds })
    .onConflictDoUpdate({
      target: financeTrash.id,
      set: { record, linkedTransactionIds, kind, deletedAt: new Date() },
    });
}

async function fromTrash(db: Database, tenant: TenantScope, kind: TrashKind, id: string) {
  const [entry] = await db
    .select()
    .from(financeTrash)
    .where(ownedBy(financeTrash, tenant, eq(financeTrash.id, id), eq(financeTrash.kind, kind)))
    .limit(1);
  if (!entry) throw new ServiceError('NOT_FOUND', NOT_RESTORABLE);
  await db.delete(financeTrash).where(eq(financeTrash.id, entry.id));
  return entry;
}

/** The id if the company still has that row, else null (a link to something deleted since). */
async function stillThere(
  db: Database,
  tenant: TenantScope,
  table: PgTable & { id: AnyPgColumn; customerId: AnyPgColumn },
  id: unknown,
): Promise<string | null> {
  if (typeof id !== 'string') return null;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(ownedBy(table, tenant, eq(table.id, id)))
    .limit(1);
  return typeof row?.id === 'string' ? row.id : null;
}

// ---------------------------------------------------------------------------------------------
// Bookings

/** Returns what was deleted, for the toast; 'Rückgängig' calls `restoreBooking`. */
export async function deleteBooking(
  db: Database,
  tenant: TenantScope,
  transactionId: string,
): Promise<BookingRow> {
  const booking = await findBooking(db, tenant, transactionId);
  if (!booking) throw new ServiceError('NOT_FOUND', BOOKING_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(financeTransactions)
      .where(ownedBy(financeTransactions, tenant, eq(financeTransactions.id, transactionId)))
      .returning();
    if (!row) throw new ServiceError('NOT_FOUND', BOOKING_NOT_FOUND);
    await toTrash(tx as unknown as Database, tenant, 'transaction', row);
  });
  return booking;
}

export async function restoreBooking(
  db: Database,
  tenant: TenantScope,
  transactionId: string,
): Promise<BookingRow> {
  try {
    await db.transaction(async (untyped) => {
      const tx = untyped as unknown as Database;
      const entry = await fromTrash(tx, tenant, 'transaction', transactionId);
      const row = revive<typeof financeTransactions.$inferInsert>(entry.record);
      // What it pointed at may be gone since; the booking comes back without that link.
      const recurringId = await stillThere(tx, tenant, financeRecurring, row.recurringId);
      await tx.insert(financeTransactions).values({
        ...row,
        customerId: tenant.customerId,
        categoryId: await stillThere(tx, tenant, financeCategories, row.categoryId),
        projectId: await stillThere(tx, tenant, financeProjects, row.projectId),
        recurringId,
        recurringDue: recurringId ? (row.recurringDue ?? null) : null,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'finance_transactions_occurrence')) {
      throw new ServiceError('CONFLICT', ALREADY_BOOKED);
    }
    if (isUniqueViolation(error, 'finance_transactions_fingerprint')) {
      throw new ServiceError('CONFLICT', IMPORTED_AGAIN);
    }
    throw error;
  }
  const booking = await findBooking(db, tenant, transactionId);
  if (!booking) throw new ServiceError('NOT_FOUND', BOOKING_NOT_FOUND);
  return booking;
}

/** Of these import fingerprints, the ones of bookings the company deleted. */
export async function deletedFingerprints(
  db: Database,
  tenant: TenantScope,
  fingerprints: string[],
): Promise<string[]> {
  if (fingerprints.length === 0) return [];
  const fingerprint = sql<string>`${financeTrash.record} ->> 'importFingerprint'`;
  const rows = await db
    .select({ fingerprint })
    .from(financeTrash)
    .where(
      ownedBy(
        financeTrash,
        tenant,
        eq(financeTrash.kind, 'transaction'),
        inArray(fingerprint, fingerprints),
      ),
    );
  return rows.map((row) => row.fingerprint);
}

// ---------------------------------------------------------------------------------------------
// Recurring items and projects: their bookings stay (without the link) and get it back

async function linkedBookings(
  db: Database,
  tenant: TenantScope,
  column: typeof financeTransactions.recurringId | typeof financeTransactions.projectId,
  id: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: financeTransactions.id })
    .from(financeTransactions)
    .where(ownedBy(financeTransactions, tenant, eq(column, id)));
  return rows.map((row) => row.id);
}

async function relink(
  db: Database,
  tenant: TenantScope,
  column: 'recurringId' | 'projectId',
  id: string,
  transactionIds: string[],
) {
  if (transactionIds.length === 0) return;
  const target = financeTransactions[column];
  await db
    .update(financeTransactions)
    .set({ [column]: id })
    .where(
      ownedBy(
        financeTransactions,
        tenant,
        inArray(financeTransactions.id, transactionIds),
        // A booking linked elsewhere meanwhile keeps that link.
        isNull(target),
      ),
    );
}

export async function deleteRecurring(db: Database, tenant: TenantScope, recurringId: string) {
  return db.transaction(async (untyped) => {
    const tx = untyped as unknown as Database;
    const linked = await linkedBookings(tx, tenant, financeTransactions.recurringId, recurringId);
    const [row] = await tx
      .delete(financeRecurring)
      .where(ownedBy(financeRecurring, tenant, eq(financeRecurring.id, recurringId)))
      .returning();
    if (!row) throw new ServiceError('NOT_FOUND', RECURRING_NOT_FOUND);
    await toTrash(tx, tenant, 'recurring', row, linked);
    return { id: row.id, name: row.name };
  });
}

export async function restoreRecurring(db: Database, tenant: TenantScope, recurringId: string) {
  await db.transaction(async (untyped) => {
    const tx = untyped as unknown as Database;
    const entry = await fromTrash(tx, tenant, 'recurring', recurringId);
    const row = revive<typeof financeRecurring.$inferInsert>(entry.record);
    await tx.insert(financeRecurring).values({
      ...row,
      customerId: tenant.customerId,
      categoryId: await stillThere(tx, tenant, financeCategories, row.categoryId),
    });
    await relink(tx, tenant, 'recurringId', recurringId, entry.linkedTransactionIds);
  });
  return { id: recurringId };
}

export async function deleteProject(db: Database, tenant: TenantScope, projectId: string) {
  return db.transaction(async (untyped) => {
    const tx = untyped as unknown as Database;
    const linked = await linkedBookings(tx, tenant, financeTransactions.projectId, projectId);
    const [row] = await tx
      .delete(financeProjects)
      .where(ownedBy(financeProjects, tenant, eq(financeProjects.id, projectId)))
      .returning();
    if (!row) throw new ServiceError('NOT_FOUND', PROJECT_NOT_FOUND);
    await toTrash(tx, tenant, 'project', row, linked);
    return { id: row.id, name: row.name };
  });
}

export async function restoreProject(db: Database, tenant: TenantScope, projectId: string) {
  await db.transaction(async (untyped) => {
    const tx = untyped as unknown as Database;
    const entry = await fromTrash(tx, tenant, 'project', projectId);
    const row = revive<typeof financeProjects.$inferInsert>(entry.record);
    await tx.insert(financeProjects).values({ ...row, customerId: tenant.customerId });
    await relink(tx, tenant, 'projectId', projectId, entry.linkedTransactionIds);
  });
  return { id: projectId };
}
