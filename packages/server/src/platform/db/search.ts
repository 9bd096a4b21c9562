import { sql, type SQL } from 'drizzle-orm';

/**
 * Text folded for search: 'Müller' → 'mueller', so 'müller', 'MÜLLER' and 'mueller' all find
 * it on either database. `foldedSql` folds a column the same way (a generated search column).
 */
export function foldSearch(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss');
}

export function foldedSql(expression: SQL): SQL {
  return sql`replace(replace(replace(replace(lower(translate(${expression}, 'ÄÖÜẞ', 'äöüß')), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')`;
}

/** The words of a search, folded, at most eight. */
export function searchWords(search: string | undefined): string[] {
  return foldSearch(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
}

/** A LIKE pattern that finds the word anywhere, its wildcards taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, '\\$&')}%`;
}
