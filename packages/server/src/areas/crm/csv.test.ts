import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCustomer, memberOf, useTestWorld } from '../../../test/fixtures';
import { databaseKinds } from '../../../test/database';
import {
  berlinDayStart,
  berlinMidnight,
  formatBerlinDate,
  parseGermanDate,
} from '../../platform/berlin';
import { formatCents, parseAmount, suggestMapping } from './csv';
import { createLead } from './fixtures';
import { leads } from './schema';

describe('CSV helpers', () => {
  it('writes and reads German amounts exactly', () => {
    expect(formatCents(123_456)).toBe('1.234,56');
    expect(formatCents(5)).toBe('0,05');
    expect(formatCents(100_000_000_00)).toBe('100.000.000,00');
    expect(parseAmount('1.234,56')).toBe(123_456);
    expect(parseAmount('1234,5')).toBe(123_450);
    expect(parseAmount('1.234')).toBe(123_400);
    expect(parseAmount('1234.56')).toBe(123_456);
    expect(parseAmount('12.500 €')).toBe(1_250_000);
    expect(parseAmount('-5,00')).toBe(-500);
    expect(parseAmount('zwölf')).toBeNull();
    expect(parseAmount('1,2,3')).toBeNull();
  });

  it('reads German dates as the start of the Berlin day', () => {
    expect(parseGermanDate('31.12.2026')).toEqual(new Date('2026-12-30T23:00:00Z'));
    expect(parseGermanDate('2026-07-01')).toEqual(new Date('2026-06-30T22:00:00Z'));
    expect(parseGermanDate('1.7.26')).toEqual(new Date('2026-06-30T22:00:00Z'));
    expect(parseGermanDate('30.02.2026')).toBeNull();
    expect(parseGermanDate('01.01.1999')).toBeNull();
    expect(formatBerlinDate(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027');
    // The clocks change on 29 March 2026: that day starts at 23:00 UTC the day before.
    expect(berlinMidnight(2026, 3, 29)).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(berlinMidnight(2026, 3, 30)).toEqual(new Date('2026-03-29T22:00:00Z'));
    expect(berlinDayStart(new Date('2026-11-23T23:30:00Z'))).toEqual(
      new Date('2026-11-23T23:00:00Z'),
    );
  });

  it('suggests a mapping from German and English headers', () => {
    expect(
      suggestMapping(['Firma', 'Ansprechpartner', 'E-Mail', 'Wert (€)', 'Status', 'Fällig am']),
    ).toEqual({
      companyName: 0,
      contactName: 1,
      contactEmail: 2,
      value: 3,
      status: 4,
      nextStepDueAt: 5,
    });
    expect(suggestMapping(['Company', 'Email', 'Source', 'Owner', 'Next step'])).toEqual({
      companyName: 0,
      contactEmail: 1,
      source: 2,
      owner: 3,
      nextStep: 4,
    });
  });
});

describe.each(databaseKinds())('crm CSV on %s', (kind) => {
  const world = useTestWorld(kind);

  it('exports the filter as Excel reads it: BOM, semicolons, CRLF, de-DE amounts and dates', async () => {
    const customer = await createCustomer(world.db);
    const { caller, user } = await memberOf(world, customer, 'admin');
    await createLead(world.db, customer.id, {
      companyName: 'Müller; Söhne "Metall" GmbH',
      contactName: 'Jörg Größe',
      contactEmail: 'joerg@mueller.example',
      status: 'proposal',
      source: 'referral',
      valueCents: 123_456,
      ownerId: user.id,
      nextStep: 'Angebot',
      nextStepDueAt: new Date('2026-12-31T23:30:00Z'),
      tags: ['A', 'B'],
    });
    await createLead(world.db, customer.id, { companyName: 'Nicht im Filter', status: 'won' });
    const file = await caller.crm.leads.exportCsv({ status: ['proposal'] });
    expect(file.count).toBe(1);
    expect(file.filename).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.content.startsWith('\uFEFF')).toBe(true);
    const lines = file.content.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Unternehmen";"Ansprechpartner";"E-Mail";"Telefon";"Website";"LinkedIn";"Quelle";"Status";"Wert (€)";"Verantwortlich";"Nächster Schritt";"Fällig am";"Tags"',
    );
    expect(lines[1]).toBe(
      `"Müller; Söhne ""Metall"" GmbH";"Jörg Größe";"joerg@mueller.example";"";"";"";"Empfehlung";"Angebot";"1.234,56";"${user.email}";"Angebot";"01.01.2027";"A, B"`,
    );
    expect(lines[2]).toBe('');
  });

  it('neutralises what a spreadsheet would run, and an import gets the values back', async () => {
    const source = await createCustomer(world.db);
    const exporter = await memberOf(world, source, 'admin');
    await createLead(world.db, source.id, {
      companyName: '=HYPERLINK("https://böse.example";"Klick")',
      contactName: ' +49 170 1234567',
      nextStep: '-2 Tage warten',
      tags: ['@x', 'Messe'],
    });
    const file = await exporter.caller.crm.leads.exportCsv();
    const [, row] = file.content.slice(1).split('\r\n');
    expect(row).toBe(
      `"'=HYPERLINK(""https://böse.example"";""Klick"")";"' +49 170 1234567";"";"";"";"";"";"Neu";"0,00";"";"'-2 Tage warten";"";"'@x, Messe"`,
    );

    const target = await createCustomer(world.db);
    const importer = await memberOf(world, target, 'admin');
    const preview = await importer.caller.crm.leads.importPreview({ csv: file.content });
    expect(preview.rows[0]?.values).toMatchObject({
      companyName: '=HYPERLINK("https://böse.example";"Klick")',
      // Trimmed by the import, as every field.
      contactName: '+49 170 1234567',
      nextStep: '-2 Tage warten',
      tags: '@x, Messe',
    });
  });

  it('round-trips an export through the import, umlauts intact, one bad row listed', async () => {
    const source = await createCustomer(world.db);
    const exporter = await memberOf(world, source, 'admin');
    await createLead(world.db, source.id, {
      companyName: 'Bäckerei Schäfer KG',
      contactName: 'Petra Schäfer',
      contactEmail: 'petra@schaefer.example',
      status: 'won',
      source: 'linkedin',
      valueCents: 987_654,
      tags: ['Brot'],
    });
    await createLead(world.db, source.id, {
      companyName: 'Kölner Druckhaus GmbH',
      status: 'lost',
      lostReason: 'Zu teuer',
    });
    const file = await exporter.caller.crm.leads.exportCsv({
      sort: { by: 'companyName', dir: 'asc' },
    });
    // One row the import must refuse: a negative value.
    const csv = `${file.content}Fehlerhaft GmbH;;;;;;;Neu;-5,00;;;;\r\n`;

    const target = await createCustomer(world.db);
    const importer = await memberOf(world, target, 'admin');
    const preview = await importer.caller.crm.leads.importPreview({ csv });
    expect(preview.columns[0]).toBe('Unternehmen');
    expect(preview.mapping).toMatchObject({ companyName: 0, status: 7, value: 8, tags: 12 });
    expect(preview.counts).toEqual({ rows: 3, valid: 1, invalid: 2, duplicates: 0 });
    expect(preview.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      // Exported 'lost' without its reason column: the import asks for one.
      [3, ['Bitte gib einen Grund für den Verlust an.']],
      [4, ['Der Wert darf nicht negativ sein.']],
    ]);
    expect(preview.rows[0]?.values.companyName).toBe('Bäckerei Schäfer KG');

    const result = await importer.caller.crm.leads.importCommit({
      csv,
      mapping: preview.mapping,
    });
    expect(result).toEqual({
      created: 1,
      skipped: [
        { line: 3, errors: ['Bitte gib einen Grund für den Verlust an.'] },
        { line: 4, errors: ['Der Wert darf nicht negativ sein.'] },
      ],
    });
    const [imported] = await world.db.select().from(leads).where(eq(leads.customerId, target.id));
    expect(imported).toMatchObject({
      companyName: 'Bäckerei Schäfer KG',
      contactName: 'Petra Schäfer',
      contactEmail: 'petra@schaefer.example',
      status: 'won',
      source: 'linkedin',
      valueCents: 987_654,
      tags: ['Brot'],
    });

    // The same file again: now a duplicate, skipped when asked.
    const again = await importer.caller.crm.leads.importPreview({ csv });
    expect(again.rows[0]?.duplicateOf).toEqual({
      id: imported?.id,
      companyName: 'Bäckerei Schäfer KG',
    });
    const skipped = await importer.caller.crm.leads.importCommit({
      csv,
      mapping: preview.mapping,
      skipDuplicates: true,
    });
    expect(skipped.created).toBe(0);
    expect(skipped.skipped[0]).toEqual({
      line: 2,
      errors: ['Möglicher Duplikat: Bäckerei Schäfer KG'],
    });
  });

  it('validates each row in German and accepts German statuses, sources and owners', async () => {
    const customer = await createCustomer(world.db);
    const { caller, user } = await memberOf(world, customer, 'admin');
    const csv = Papa.unparse(
      [
        ['Firma', 'E-Mail', 'Status', 'Quelle', 'Wert', 'Verantwortlich', 'Fällig am', 'Website'],
        [
          'Gut GmbH',
          'a@gut.example',
          'Gewonnen',
          'Empfehlung',
          '1.500',
          user.email,
          '01.02.2027',
          'gut.example',
        ],
        ['', 'b@x.example', 'Neu', '', '', '', '', ''],
        [
          'Schlecht AG',
          'kein-mail',
          'Irgendwas',
          'Brieftaube',
          'viel',
          'fremd@x.example',
          '31.02.2027',
          'http://x.example',
        ],
        ['gut gmbh', 'c@x.example', '', '', '', '', '', ''],
      ],
      { delimiter: ';' },
    );
    const preview = await caller.crm.leads.importPreview({ csv });
    expect(preview.rows[0]).toMatchObject({ line: 2, errors: [] });
    expect(preview.rows[1]?.errors).toEqual(['Unternehmen fehlt.']);
    expect(preview.rows[2]?.errors).toEqual([
      'Ungültige E-Mail-Adresse: kein-mail',
      'Ungültige Website: http://x.example',
      'Unbekannter Status: Irgendwas',
      'Unbekannte Quelle: Brieftaube',
      'Ungültiger Betrag: viel',
      'Verantwortliche Person ist kein Mitglied dieses Unternehmens. (fremd@x.example)',
      'Ungültiges Datum: 31.02.2027 (erwartet TT.MM.JJJJ)',
    ]);
    // Same company name as an earlier row of the file.
    expect(preview.rows[3]).toMatchObject({ errors: [], duplicateOfLine: 2 });

    const result = await caller.crm.leads.importCommit({ csv, mapping: preview.mapping });
    expect(result.created).toBe(2);
    const [good] = await world.db
      .select()
      .from(leads)
      .where(eq(leads.contactEmail, 'a@gut.example'));
    expect(good).toMatchObject({
      status: 'won',
      source: 'referral',
      valueCents: 150_000,
      ownerId: user.id,
      website: 'https://gut.example',
      nextStepDueAt: new Date('2027-01-31T23:00:00Z'),
    });
  });

  it('writes nothing on a refused file or mapping', async () => {
    const customer = await createCustomer(world.db);
    const { caller } = await memberOf(world, customer, 'admin');
    await expect(caller.crm.leads.importPreview({ csv: '\n\n' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      caller.crm.leads.importCommit({ csv: 'Firma\nA GmbH\n', mapping: { contactName: 0 } }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Bitte ordne eine Spalte dem Unternehmen zu.',
    });
    await expect(
      caller.crm.leads.importCommit({ csv: 'Firma\nA GmbH\n', mapping: { companyName: 3 } }),
    ).rejects.toMatchObject({ message: 'Die Zuordnung nennt eine Spalte, die es nicht gibt.' });
    const tooMany = `Firma\n${'A\n'.repeat(10_001)}`;
    await expect(
      caller.crm.leads.importCommit({ csv: tooMany, mapping: { companyName: 0 } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await world.db.select().from(leads).where(eq(leads.customerId, customer.id))).toEqual(
      [],
    );
  });
});
