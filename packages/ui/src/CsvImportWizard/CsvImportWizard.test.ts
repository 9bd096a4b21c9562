import { describe, expect, it } from 'vitest';
import {
  CSV_NOT_MAPPED,
  assignCsvColumn,
  csvColumnName,
  csvColumnOf,
  csvMappingValue,
  type CsvImportMapping,
} from './csvImportMapping';

type Field = 'name' | 'email' | 'company' | 'phone';

const suggested: CsvImportMapping<Field> = { name: 0, email: 1, company: 2, phone: null };

describe('assignCsvColumn', () => {
  it('fills the field from the column and leaves the other fields as they were', () => {
    expect(assignCsvColumn(suggested, 'phone', 3)).toEqual({
      name: 0,
      email: 1,
      company: 2,
      phone: 3,
    });
  });

  it('takes the column from the field that had it: one column fills one field', () => {
    expect(assignCsvColumn(suggested, 'company', 1)).toEqual({
      name: 0,
      email: null,
      company: 1,
      phone: null,
    });
  });

  it('keeps a field that already has the column', () => {
    expect(assignCsvColumn(suggested, 'email', 1)).toEqual(suggested);
  });

  it('empties the field for no column and takes nothing from the others', () => {
    expect(assignCsvColumn(suggested, 'name', null)).toEqual({
      name: null,
      email: 1,
      company: 2,
      phone: null,
    });
  });

  it('adds a field the mapping did not name yet', () => {
    expect(assignCsvColumn<Field>({ name: 0 }, 'email', 0)).toEqual({ name: null, email: 0 });
  });

  it('leaves the given mapping untouched', () => {
    const before = { ...suggested };
    assignCsvColumn(suggested, 'company', 0);
    expect(suggested).toEqual(before);
  });
});

describe('the mapping Select', () => {
  it('shows a column by its index and no column as its own choice', () => {
    expect(csvMappingValue(suggested, 'email')).toBe('1');
    expect(csvMappingValue(suggested, 'name')).toBe('0');
    expect(csvMappingValue(suggested, 'phone')).toBe(CSV_NOT_MAPPED);
    expect(csvMappingValue<Field>({}, 'phone')).toBe(CSV_NOT_MAPPED);
  });

  it('reads its value back as a column or none', () => {
    expect(csvColumnOf('0')).toBe(0);
    expect(csvColumnOf('12')).toBe(12);
    expect(csvColumnOf(CSV_NOT_MAPPED)).toBeNull();
  });
});

describe('csvColumnName', () => {
  it('is the header, or the column’s position for a column without one', () => {
    expect(csvColumnName('E-Mail', 1)).toBe('E-Mail');
    expect(csvColumnName('', 2)).toBe('Spalte 3');
    expect(csvColumnName(undefined, 0)).toBe('Spalte 1');
  });
});
