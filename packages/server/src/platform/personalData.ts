/**
 * Personal data (Art. 15, 17, 20 DSGVO), declared by the module that owns the tables: what the
 * account export lists and what account deletion does. `account` runs the declarations of every
 * module; a test fails for a table that names a person or a company and that no declaration
 * covers, so a new table cannot be forgotten.
 */
import type { Table } from 'drizzle-orm';
import type { Database } from './db/database';

/** Whose data: the account, and the companies the person belongs to now. */
export type Person = {
  userId: string;
  email: string;
  /**
   * Their companies now. Company content is exported only from these: a company the person has
   * left keeps its content, and the person gets none of it.
   */
  companyIds: string[];
};

/**
 * The sections of the export, by name: each module adds its own by declaration merging
 * (`declare module '…/platform/personalData' { interface PersonalDataSections { … } }`), so the
 * export is typed end to end without the platform knowing any area.
 */
export interface PersonalDataSections {}

/** What a module declares for some of its tables. */
export type PersonalData = {
  /** The tables this declaration speaks for (the coverage test reads these). */
  tables: readonly Table[];
  /** Its sections of the export: plain JSON (dates as ISO text). */
  export?: (db: Database, person: Person) => Promise<Partial<PersonalDataSections>>;
  /**
   * What deleting the account does to its rows (delete what is only the person's, anonymise
   * what the company keeps). Runs inside the deletion's transaction, after the checks.
   */
  erase?: (tx: Database, person: Person, context: EraseContext) => Promise<void>;
  /** Why these tables need no export or erasure of their own (no person in them, …). */
  reason?: string;
};

export type EraseContext = { now: Date };

/** A declaration whose export gives exactly these sections (checked against the merged type). */
export function definePersonalData<Section extends keyof PersonalDataSections = never>(
  declaration: Omit<PersonalData, 'export'> & {
    export?: (db: Database, person: Person) => Promise<Pick<PersonalDataSections, Section>>;
  },
): PersonalData {
  return declaration;
}

/** Every module's sections, side by side: the export's body. */
export async function exportSections(
  db: Database,
  person: Person,
  declarations: readonly PersonalData[],
): Promise<PersonalDataSections> {
  const sections = await Promise.all(
    declarations.map((declaration) => declaration.export?.(db, person) ?? {}),
  );
  return Object.assign({}, ...sections) as PersonalDataSections;
}

/** Every module's erasure, in the registry's order, in the caller's transaction. */
export async function eraseAll(
  tx: Database,
  person: Person,
  declarations: readonly PersonalData[],
  context: EraseContext,
): Promise<void> {
  for (const declaration of declarations) await declaration.erase?.(tx, person, context);
}

/** ISO text for a timestamp the export shows (JSON has no dates). */
export function isoOrNull(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}
