import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { restoreCsvField, toCsv } from './csv';

const lines = (csv: string) => csv.slice(1).split('\r\n');

describe('the CSV writer of every export', () => {
  it('quotes every field, doubles quotes inside, ends lines with CRLF after a BOM', () => {
    const csv = toCsv(
      ['Name', 'Notiz'],
      [
        ['Müller "Metall"; GmbH', null],
        ['', 'a\r\nb'],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines(csv)).toEqual([
      '"Name";"Notiz"',
      '"Müller ""Metall""; GmbH";""',
      '"";"a',
      'b"',
      '',
    ]);
  });

  it('puts an apostrophe in front of what a spreadsheet would run as a formula', () => {
    const risky = ['=SUM(A1)', ' +1', '-2', '@x', '\tx', '\rx', '  =1+1', '\u00a0@SUM(1)'];
    const harmless = ['Summe =1', 'a-b', 'x@y.de', '', '1.234,56', "'=schon"];
    const csv = toCsv(
      ['Wert'],
      [...risky, ...harmless].map((value) => [value]),
    );
    expect(lines(csv).slice(1, -1)).toEqual([
      `"'=SUM(A1)"`,
      `"' +1"`,
      `"'-2"`,
      `"'@x"`,
      `"'\tx"`,
      `"'\rx"`,
      `"'  =1+1"`,
      `"'\u00a0@SUM(1)"`,
      `"Summe =1"`,
      `"a-b"`,
      `"x@y.de"`,
      `""`,
      `"1.234,56"`,
      `"'=schon"`,
    ]);
    // Read back by a CSV parser, every value is the neutralised text.
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data.slice(1, -1);
    expect(parsed.map(([value]) => value)).toEqual([
      ...risky.map((value) => `'${value}`),
      ...harmless,
    ]);
  });

  it('gives an import the value back that an export neutralised', () => {
    for (const value of ['=SUM(A1)', ' +1', '-2', '@x', '\tx', '\rx']) {
      expect(restoreCsvField(`'${value}`)).toBe(value);
    }
    expect(restoreCsvField("'+49 170 1234567")).toBe('+49 170 1234567');
    expect(restoreCsvField("'Text")).toBe("'Text");
    expect(restoreCsvField('=SUM(A1)')).toBe('=SUM(A1)');
  });
});
