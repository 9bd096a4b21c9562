/**
 * The storage clean-up (ADR 027): unfinished uploads a day old are given up, and files nothing
 * refers to any more leave storage. Which columns refer to files, each area declares
 * (`fileReferences` in its definition); this module names no area.
 */
import {
  and,
  eq,
  exists,
  inArray,
  is,
  isNotNull,
  isNull,
  lt,
  not,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { PgColumn, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { loggableError, type Logger } from '../log';
import type { FileStorage } from './fileStorage';
import { UNFINISHED_UPLOAD_LIFETIME_MS } from './limits';
import { files, uploads } from './schema';

/**
 * Where a stored file's path is kept: a text column (`clips.video_path`), or an expression over
 * a table for a path inside a value (a deleted booking's receipt in the finance trash's JSON).
 */
export type FileReference = AnyPgColumn | { table: PgTable; path: SQL };

/**
 * A file nothing refers to is kept this long: an upload is finished first and attached after
 * (a clip, a booking), and a bank statement or calendar file is read a while after its upload.
 */
export const UNREFERENCED_FILE_GRACE_MS = UNFINISHED_UPLOAD_LIFETIME_MS;

/** At most this many uploads and files per run: a run stays short, the next one goes on. */
const BATCH = 500;

/** How often the server runs the clean-up. */
export const CLEANUP_INTERVAL_MS = 15 * 60 * 1000;

function isReferenced(db: Database, reference: FileReference): SQL {
  const { table, path }: { table: PgTable; path: SQLWrapper } = is(reference, PgColumn)
    ? { table: reference.table as PgTable, path: reference }
    : (reference as Exclude<FileReference, AnyPgColumn>);
  return exists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(eq(path, files.path)),
  );
}

export type CleanupResult = {
  /** Unfinished uploads given up, their parts deleted. */
  abortedUploads: number;
  /** Files that nothing referred to, deleted with their records. */
  removedFiles: number;
};

export type CleanupDeps = {
  db: Database;
  storage: FileStorage;
  /** Every area's file references (the registry's `fileReferences`). */
  references: readonly FileReference[];
  log?: Logger;
  now?: number;
};

/**
 * One run: gives up unfinished uploads older than a day (and forgets finished ones as old: their
 * files are records of their own), then deletes files older than a day that no reference names.
 * Idempotent, so replicas may run it side by side; a failing item is logged and tried next run.
 */
export async function cleanUpStorage(deps: CleanupDeps): Promise<CleanupResult> {
  const { db, storage, log } = deps;
  const now = deps.now ?? Date.now();
  const uploadCutoff = new Date(now - UNFINISHED_UPLOAD_LIFETIME_MS);

  const expired = await db
    .select({ id: uploads.id, path: uploads.path, storageUploadId: uploads.storageUploadId })
    .from(uploads)
    .where(and(isNull(uploads.completedAt), lt(uploads.createdAt, uploadCutoff)))
    .limit(BATCH);
  let abortedUploads = 0;
  for (const upload of expired) {
    try {
      await storage.multipart.abort(upload.path, upload.storageUploadId);
      const deleted = await db
        .delete(uploads)
        .where(and(eq(uploads.id, upload.id), isNull(uploads.completedAt)))
        .returning({ id: uploads.id });
      abortedUploads += deleted.length;
    } catch (error) {
      log?.warn('giving up an unfinished upload failed', {
        uploadId: upload.id,
        ...loggableError(error),
      });
    }
  }
  await db
    .delete(uploads)
    .where(and(isNotNull(uploads.completedAt), lt(uploads.completedAt, uploadCutoff)));

  const unreferenced = and(
    lt(files.createdAt, new Date(now - UNREFERENCED_FILE_GRACE_MS)),
    ...deps.references.map((reference) => not(isReferenced(db, reference))),
  );
  // Checked again as it is deleted: a reference written since the selection keeps its file.
  const removed = await db
    .delete(files)
    .where(
      and(
        inArray(files.id, db.select({ id: files.id }).from(files).where(unreferenced).limit(BATCH)),
        unreferenced,
      ),
    )
    .returning({ path: files.path });
  for (const file of removed) {
    try {
      await storage.remove(file.path);
    } catch (error) {
      // The record is gone: the content costs space, but nothing shows or counts it any more.
      log?.warn('removing an unreferenced file failed', {
        path: file.path,
        ...loggableError(error),
      });
    }
  }
  if (abortedUploads > 0 || removed.length > 0) {
    log?.info('storage cleaned up', { abortedUploads, removedFiles: removed.length });
  }
  return { abortedUploads, removedFiles: removed.length };
}

/**
 * Runs the clean-up every `intervalMs` while the server runs; `stop` waits for a run under way.
 * The timer keeps no process alive on its own.
 */
export function startStorageCleanup(
  deps: Omit<CleanupDeps, 'now'> & { log: Logger },
  intervalMs = CLEANUP_INTERVAL_MS,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = cleanUpStorage(deps)
      .catch((error: unknown) => deps.log.error('storage clean-up failed', loggableError(error)))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
