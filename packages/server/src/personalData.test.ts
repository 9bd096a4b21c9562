import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { areas } from './areas';
import { tablesOf, type AreaDefinition } from './platform/area';
import { users } from './platform/identity/schema';

const definitions: readonly AreaDefinition[] = areas;
const tables = tablesOf(definitions, (value) => is(value, PgTableClass)) as PgTable[];
const declared = new Set(
  definitions.flatMap((area) => area.personalData ?? []).flatMap((data) => data.tables),
);

/** A table that names a person (a reference to `users`) or belongs to a company. */
function personalOrCompany(table: PgTable): string | null {
  const config = getTableConfig(table);
  if (table === users) return 'the people themselves';
  const person = config.foreignKeys.find(
    (key) => getTableConfig(key.reference().foreignTable).name === 'users',
  );
  if (person)
    return `references users (${person
      .reference()
      .columns.map((c) => c.name)
      .join(', ')})`;
  if (config.columns.some((column) => column.name === 'customer_id')) return 'has customer_id';
  return null;
}

// Art. 15, 17, 20 DSGVO: the account export and deletion loop over the modules' declarations
// (platform/personalData.ts). A table they do not cover would be forgotten by both.
describe('personal data coverage', () => {
  it('finds the tables of every module', () => {
    expect(tables.length).toBeGreaterThanOrEqual(30);
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s is covered by a personal-data declaration if it names a person or a company',
    (_name, table) => {
      const why = personalOrCompany(table);
      if (why) expect(declared.has(table), `${getTableConfig(table).name} ${why}`).toBe(true);
    },
  );

  it('fails for a new table that names a person and is declared nowhere', async () => {
    const { pgTable, uuid } = await import('drizzle-orm/pg-core');
    const notes = pgTable('notes', {
      authorId: uuid('author_id').references(() => users.id),
    });
    expect(personalOrCompany(notes)).not.toBeNull();
    expect(declared.has(notes)).toBe(false);
  });
});
