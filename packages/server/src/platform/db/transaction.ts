import type { Database } from './database';

/** A transaction handed to code written against the database type (either driver's). */
export function transaction<T>(db: Database, run: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction((inner) => run(inner as unknown as Database));
}
