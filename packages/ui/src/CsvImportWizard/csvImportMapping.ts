/**
 * Which CSV column (0-based) fills each field; `null` or missing: the field is not imported.
 * The shape both of Sprint's importers send to the server.
 */
export type CsvImportMapping<Field extends string> = Partial<Record<Field, number | null>>;

/** The value of a mapping Select that stands for 'no column'. */
export const CSV_NOT_MAPPED = 'none';

/**
 * The mapping with `field` filled from `column` (`null`: from none). One column fills one field:
 * a field that had `column` before gives it up (`null`); every other field keeps its column.
 */
export function assignCsvColumn<Field extends string>(
  mapping: CsvImportMapping<Field>,
  field: Field,
  column: number | null,
): CsvImportMapping<Field> {
  const next: CsvImportMapping<Field> = { ...mapping };
  if (column !== null) {
    for (const other of Object.keys(next) as Field[]) {
      if (next[other] === column) next[other] = null;
    }
  }
  next[field] = column;
  return next;
}

/** A mapping Select's value for `field`: the column's index as text, or `CSV_NOT_MAPPED`. */
export function csvMappingValue<Field extends string>(
  mapping: CsvImportMapping<Field>,
  field: Field,
): string {
  const column = mapping[field];
  return column === null || column === undefined ? CSV_NOT_MAPPED : String(column);
}

/** The column a mapping Select's value names: `null` for `CSV_NOT_MAPPED`. */
export function csvColumnOf(value: string): number | null {
  return value === CSV_NOT_MAPPED ? null : Number(value);
}

/** A column's name as the file has it, or 'Spalte 3' for a column without a header. */
export function csvColumnName(name: string | undefined, index: number): string {
  return name || `Spalte ${index + 1}`;
}
