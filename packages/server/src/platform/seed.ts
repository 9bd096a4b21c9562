import type { Database } from './db/database';
import type { FileStorage } from './storage/fileStorage';

/** Creates (or finds) the sign-in account and returns its uid. */
export type EnsureAuthUser = (account: {
  email: string;
  password: string;
  displayName: string;
}) => Promise<string>;

export type SeedContext = {
  db: Database;
  storage: FileStorage;
  ensureAuthUser: EnsureAuthUser;
  now: Date;
  /** The server secret: seeded invitations keep their link sealed with it ('Link kopieren'). */
  secret: string;
};

/** One area's demo data. Safe to run again: it updates what it owns and adds nothing twice. */
export type SeedStep = (context: SeedContext) => Promise<void>;
