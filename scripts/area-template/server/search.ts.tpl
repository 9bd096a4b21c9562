import { desc, sql } from 'drizzle-orm';
import { containsPattern, foldedSql } from '../../platform/db/search';
import type { SearchProvider } from '../../platform/search';
import { ownedBy } from '../../platform/tenancy/tenant';
import { __area__Items } from './schema';

/** Items whose title contains every word. */
export const search__Area__: SearchProvider = async (db, { tenant }, { words, limit }) => {
  if (words.length === 0) return [];
  const rows = await db
    .select({ id: __area__Items.id, title: __area__Items.title })
    .from(__area__Items)
    .where(
      ownedBy(
        __area__Items,
        tenant,
        // The words come folded ('müller' → 'mueller'); the title is folded the same way.
        ...words.map(
          (word) => sql`${foldedSql(sql`${__area__Items.title}`)} like ${containsPattern(word)}`,
        ),
      ),
    )
    .orderBy(desc(__area__Items.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    area: '__area__',
    kind: 'Eintrag',
    id: row.id,
    title: row.title,
    href: '/app/__area-kebab__',
  }));
};
