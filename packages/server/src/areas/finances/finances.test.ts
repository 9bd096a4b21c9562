import { readSettings } from '../../platform/settings/settings';
import { financeSharing } from './settings';
import { count, eq, max, min, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import {
  callerAs,
  createCustomer,
  createUser,
  identity,
  memberOf,
  useTestWorld,
} from '../../../test/fixtures';
import type { RealtimeEvent } from '../../platform/realtime/events';
import { addDays, berlinDay } from '../../platform/berlin';
import type { Customer } from '../../platform/identity/schema';
import type { Role } from '../../platform/identity/roles';
import { DEMO_CUSTOMER_IDS, seedIdentity } from '../../platform/identity/seed';
import { silentPublisher } from '../../platform/realtime/publisher';
import type { SeedContext } from '../../platform/seed';
import {
  createBooking,
  createFinanceProject,
  createRecurringItem,
  uploadReceipt,
  uploadStatement,
} from './fixtures';
import { daysInMonth, nextDue } from './intervals';
import {
  ALREADY_BOOKED,
  AMOUNT_NEGATIVE,
  AMOUNT_NOT_CENTS,
  AMOUNT_OUT_OF_RANGE,
  AMOUNT_TOO_LARGE,
  AMOUNT_ZERO,
  BOOKING_NOT_FOUND,
  CATEGORY_NOT_FOUND,
  CATEGORY_WRONG_KIND,
  CSV_EMPTY,
  CSV_MAPPING_INCOMPLETE,
  CSV_TOO_LARGE,
  CSV_TOO_MANY_ROWS,
  CSV_UNREADABLE,
  DAY_INVALID,
  DAY_OUT_OF_RANGE,
  DEFAULT_CATEGORIES,
  END_BEFORE_START,
  FINANCES_FORBIDDEN,
  FINANCES_SHARING_FORBIDDEN,
  NOT_DUE_ON_DAY,
  PROJECT_NOT_FOUND,
  RECURRING_NOT_FOUND,
  RESERVE_ENTRY_NOT_FOUND,
  VAT_RATE_INVALID,
} from './model';
import { financeOverview, listProjects, taxReservesOfYear } from './reports';
import {
  financeCategories,
  financeProjects,
  financeRecurring,
  financeReserveEntries,
  financeSettings,
  financeTransactions,
} from './schema';
import { DEMO_RECURRING, seedFinances } from './seed';
import { NOT_RESTORABLE } from './trash';
import { ensureFinanceSettings, listRecurring } from './service';

const MISSING = '00000000-0000-4000-8000-000000000000';
const EMPLOYEES_ONLY = 'Nur für Mitarbeiter verfügbar.';

/** A refusal in German: the code and (a part of) the message people read. */
const refused = (code: string, message: string) => ({
  code,
  message: expect.stringContaining(message) as string,
});

/** A bank export as German banks write it: account lines, then the table; one bad line (8). */
const STATEMENT = [
  'Kontoinhaber;Sprint Demo GmbH',
  'IBAN;DE02 1203 0000 0000 2020 51',
  'Zeitraum;01.11.2026 - 30.11.2026',
  '',
  'Buchungstag;Wertstellung;Buchungstext;Auftraggeber / Empfänger;Verwendungszweck;Betrag (EUR)',
  '03.11.2026;03.11.2026;Gutschrift;Nordlicht Vertrieb GmbH;Rechnung 2026-117;5.355,00',
  '05.11.2026;05.11.2026;Lastschrift;Microsoft Ireland;"Microsoft 365; Business";-99,96',
  '31.11.2026;01.12.2026;Lastschrift;Telekom Deutschland GmbH;Glasfaser;-106,98',
  '12.11.2026;12.11.2026;Dauerauftrag;Hausverwaltung Spree GmbH;Miete November;-2.856,00',
  '12.11.2026;12.11.2026;Dauerauftrag;Hausverwaltung Spree GmbH;Miete November;-2.856,00',
  '',
].join('\r\n');

describe.each(databaseKinds())('finances on %s', (kind) => {
  const world = useTestWorld(kind);

  /** A company and one person in it with this role (an employee of the provider if asked). */
  async function company(role: Role = 'primary_admin', ourEmployee = false) {
    const customer = await createCustomer(world.db);
    return { customer, ...(await person(customer, role, ourEmployee)) };
  }

  async function person(customer: Customer, role: Role | null, ourEmployee = false) {
    const who = identity();
    const user = await createUser(world.db, who, {
      ourEmployee,
      memberships: role ? [{ customer, role }] : [],
      activeCustomer: customer,
    });
    return { who, user, caller: callerAs(world, who) };
  }

  /** How many rows of each finance table the company has. */
  async function rows(customerId: string) {
    const countOf = async (
      table:
        | typeof financeTransactions
        | typeof financeRecurring
        | typeof financeProjects
        | typeof financeCategories
        | typeof financeReserveEntries,
    ) => {
      const [row] = await world.db
        .select({ value: count() })
        .from(table)
        .where(eq(table.customerId, customerId));
      return Number(row?.value ?? 0);
    };
    const [settings] = await world.db
      .select({ value: count() })
      .from(financeSettings)
      .where(eq(financeSettings.customerId, customerId));
    return {
      bookings: await countOf(financeTransactions),
      recurring: await countOf(financeRecurring),
      projects: await countOf(financeProjects),
      categories: await countOf(financeCategories),
      entries: await countOf(financeReserveEntries),
      settings: Number(settings?.value ?? 0),
    };
  }

  async function categoryId(
    caller: ReturnType<typeof callerAs>,
    kind: 'income' | 'expense',
    name: string,
  ) {
    const category = (await caller.finances.categories.list()).find(
      (row) => row.kind === kind && row.name === name,
    );
    if (!category) throw new Error(`no category ${name}`);
    return category.id;
  }

  // ---------------------------------------------------------------------------------------------
  // Bookings

  it('splits a booking’s gross into net and VAT exactly, on create and on update', async () => {
    const { caller } = await company();
    const income = await caller.finances.transactions.create({
      bookedOn: '2026-11-10',
      kind: 'income',
      grossCents: 119_000,
      vatRate: 19,
      counterparty: '  Alpenblick GmbH ',
      description: 'Rechnung 2026-117',
    });
    expect(income).toMatchObject({
      bookedOn: '2026-11-10',
      kind: 'income',
      grossCents: 119_000,
      vatRate: 19,
      netCents: 100_000,
      vatCents: 19_000,
      counterparty: 'Alpenblick GmbH',
      description: 'Rechnung 2026-117',
      categoryId: null,
      categoryName: null,
      projectId: null,
      receiptPath: null,
      receiptUrl: null,
      imported: false,
      recurringId: null,
    });
    const expense = await caller.finances.transactions.create({
      bookedOn: '2026-11-11',
      kind: 'expense',
      grossCents: 11_900,
      vatRate: 19,
      counterparty: '',
    });
    expect(expense).toMatchObject({ netCents: 10_000, vatCents: 1_900, counterparty: null });
    // Half a cent rounds up: 1,00 € at 7 % is 0,93 € net (0,9346…) and 0,07 € VAT.
    const odd = await caller.finances.transactions.create({
      bookedOn: '2026-11-11',
      kind: 'expense',
      grossCents: 100,
      vatRate: 7,
    });
    expect(odd).toMatchObject({ netCents: 93, vatCents: 7 });
    // A credit note mirrors the invoice.
    const credit = await caller.finances.transactions.create({
      bookedOn: '2026-11-12',
      kind: 'income',
      grossCents: -119_000,
      vatRate: 19,
    });
    expect(credit).toMatchObject({ netCents: -100_000, vatCents: -19_000 });

    const changed = await caller.finances.transactions.update({
      transactionId: expense.id,
      grossCents: 10_700,
      vatRate: 7,
    });
    expect(changed).toMatchObject({ grossCents: 10_700, netCents: 10_000, vatCents: 700 });
    const rated = await caller.finances.transactions.update({
      transactionId: expense.id,
      vatRate: 0,
      description: 'Porto',
    });
    expect(rated).toMatchObject({ grossCents: 10_700, netCents: 10_700, vatCents: 0 });
    expect(rated.description).toBe('Porto');
    expect(await caller.finances.transactions.byId({ transactionId: expense.id })).toEqual(rated);

    const deleted = await caller.finances.transactions.delete({ transactionId: income.id });
    expect(deleted).toMatchObject({ id: income.id, grossCents: 119_000, netCents: 100_000 });
    await expect(
      caller.finances.transactions.byId({ transactionId: income.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: BOOKING_NOT_FOUND });
    await expect(
      caller.finances.transactions.delete({ transactionId: income.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: BOOKING_NOT_FOUND });
  });

  it('lists newest first under the filters, a page at a time, with the filter’s totals', async () => {
    const { customer, caller } = await company();
    const rent = await categoryId(caller, 'expense', 'Miete');
    const office = await categoryId(caller, 'expense', 'Bürobedarf');
    const consulting = await categoryId(caller, 'income', 'Beratung');
    const book = (fields: Parameters<typeof createBooking>[2]) =>
      createBooking(world.db, customer.id, fields);
    await book({ bookedOn: '2026-09-30', kind: 'income', grossCents: 119_000 });
    await book({
      bookedOn: '2026-10-01',
      kind: 'expense',
      grossCents: 285_600,
      categoryId: rent,
      counterparty: 'Hausverwaltung Spree GmbH',
      description: 'Miete Oktober',
    });
    await book({
      bookedOn: '2026-10-15',
      kind: 'income',
      grossCents: 238_000,
      categoryId: consulting,
      counterparty: '100% Vertrieb AG',
      description: 'Workshop',
    });
    await book({
      bookedOn: '2026-10-20',
      kind: 'expense',
      grossCents: 1_190,
      categoryId: office,
      counterparty: 'Büro Meier KG',
      description: 'Ordner_A4',
    });
    await book({
      bookedOn: '2026-10-21',
      kind: 'expense',
      grossCents: 2_380,
      categoryId: office,
      counterparty: '100 Vertrieb',
      description: 'OrdnerXA4',
    });
    await book({ bookedOn: '2026-11-02', kind: 'income', grossCents: 59_500 });

    const all = await caller.finances.transactions.list();
    expect(all.items.map((item) => item.bookedOn)).toEqual([
      '2026-11-02',
      '2026-10-21',
      '2026-10-20',
      '2026-10-15',
      '2026-10-01',
      '2026-09-30',
    ]);
    expect(all.nextCursor).toBeNull();
    expect(all.totals).toEqual({
      count: 6,
      incomeNetCents: 100_000 + 200_000 + 50_000,
      expenseNetCents: 240_000 + 1_000 + 2_000,
    });
    expect(all.items[3]).toMatchObject({
      categoryName: 'Beratung',
      counterparty: '100% Vertrieb AG',
    });

    const october = { from: '2026-10-01', to: '2026-10-31' };
    const first = await caller.finances.transactions.list({ ...october, limit: 2 });
    expect(first.items.map((item) => item.bookedOn)).toEqual(['2026-10-21', '2026-10-20']);
    expect(first.nextCursor).toBe(2);
    // The totals cover the whole filter, not the page.
    expect(first.totals).toEqual({ count: 4, incomeNetCents: 200_000, expenseNetCents: 243_000 });
    const second = await caller.finances.transactions.list({
      ...october,
      limit: 2,
      cursor: first.nextCursor,
    });
    expect(second.items.map((item) => item.bookedOn)).toEqual(['2026-10-15', '2026-10-01']);
    expect(second.nextCursor).toBeNull();

    const dates = async (filter: Parameters<typeof caller.finances.transactions.list>[0]) =>
      (await caller.finances.transactions.list(filter)).items.map((item) => item.bookedOn);
    expect(await dates({ kind: 'income' })).toEqual(['2026-11-02', '2026-10-15', '2026-09-30']);
    expect(await dates({ categoryId: office })).toEqual(['2026-10-21', '2026-10-20']);
    expect(await dates({ from: '2026-10-21' })).toEqual(['2026-11-02', '2026-10-21']);
    expect(await dates({ to: '2026-09-30' })).toEqual(['2026-09-30']);
    expect(await dates({ search: 'spree' })).toEqual(['2026-10-01']);
    // The category's name is searched too.
    expect(await dates({ search: 'büro' })).toEqual(['2026-10-21', '2026-10-20']);
    // % and _ are meant literally.
    expect(await dates({ search: '100%' })).toEqual(['2026-10-15']);
    expect(await dates({ search: 'Ordner_' })).toEqual(['2026-10-20']);
    expect(await dates({ search: '%' })).toEqual(['2026-10-15']);
    const none = await caller.finances.transactions.list({ search: 'Nichts dergleichen' });
    expect(none).toEqual({
      items: [],
      nextCursor: null,
      totals: { count: 0, incomeNetCents: 0, expenseNetCents: 0 },
    });
  });

  it('refuses a category of the other kind, and another company’s records like missing ones', async () => {
    const { customer, caller } = await company();
    const other = await company();
    const rent = await categoryId(caller, 'expense', 'Miete');
    const theirCategory = await categoryId(other.caller, 'expense', 'Miete');
    const theirProject = await createFinanceProject(world.db, other.customer.id);
    const theirReceipt = await uploadReceipt(world, other.customer.id);
    const base = {
      bookedOn: '2026-11-10',
      kind: 'income' as const,
      grossCents: 119_000,
      vatRate: 19 as const,
    };
    await expect(
      caller.finances.transactions.create({ ...base, categoryId: rent }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CATEGORY_WRONG_KIND });
    for (const categoryId of [theirCategory, MISSING]) {
      await expect(
        caller.finances.transactions.create({ ...base, kind: 'expense', categoryId }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: CATEGORY_NOT_FOUND });
      await expect(caller.finances.transactions.list({ categoryId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: CATEGORY_NOT_FOUND,
      });
    }
    for (const projectId of [theirProject.id, MISSING]) {
      await expect(
        caller.finances.transactions.create({ ...base, projectId }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: PROJECT_NOT_FOUND });
      await expect(caller.finances.transactions.list({ projectId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: PROJECT_NOT_FOUND,
      });
    }
    const missingReceipt = theirReceipt.replace(other.customer.id, customer.id);
    for (const receiptPath of [theirReceipt, missingReceipt]) {
      await expect(
        caller.finances.transactions.create({ ...base, receiptPath }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Datei nicht gefunden.' });
    }
    // A file that is no receipt (a bank statement) is not one.
    const statement = await uploadStatement(world, customer.id, STATEMENT);
    await expect(
      caller.finances.transactions.create({ ...base, receiptPath: statement }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Datei nicht gefunden.' });
    expect((await rows(customer.id)).bookings).toBe(0);

    // A change of kind drops a category that no longer fits, or refuses one that does not.
    const booking = await caller.finances.transactions.create({
      ...base,
      kind: 'expense',
      categoryId: rent,
    });
    expect(booking.categoryName).toBe('Miete');
    await expect(
      caller.finances.transactions.update({
        transactionId: booking.id,
        kind: 'income',
        categoryId: rent,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CATEGORY_WRONG_KIND });
    const income = await caller.finances.transactions.update({
      transactionId: booking.id,
      kind: 'income',
    });
    expect(income).toMatchObject({ kind: 'income', categoryId: null });
    const theirs = await createBooking(world.db, other.customer.id);
    await expect(
      caller.finances.transactions.update({ transactionId: theirs.id, grossCents: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: BOOKING_NOT_FOUND });
    expect(
      await other.caller.finances.transactions.byId({ transactionId: theirs.id }),
    ).toMatchObject({ grossCents: 119_000 });
  });

  it('attaches a receipt from a completed upload and hands out a signed link', async () => {
    const { customer, caller } = await company();
    const receiptPath = await uploadReceipt(world, customer.id, 'Beleg Bahn.pdf');
    const booking = await caller.finances.transactions.create({
      bookedOn: '2026-11-10',
      kind: 'expense',
      grossCents: 8_990,
      vatRate: 7,
      receiptPath,
    });
    expect(booking).toMatchObject({ receiptPath, receiptName: 'Beleg Bahn.pdf' });
    expect(booking.receiptUrl).toMatch(
      /^\/files\/customers\/.+\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    const listed = await caller.finances.transactions.list();
    expect(listed.items[0]?.receiptUrl).toMatch(/signature=/);
    // Changing something else keeps the receipt; null removes it.
    const kept = await caller.finances.transactions.update({
      transactionId: booking.id,
      description: 'Bahnfahrt',
    });
    expect(kept.receiptPath).toBe(receiptPath);
    const removed = await caller.finances.transactions.update({
      transactionId: booking.id,
      receiptPath: null,
    });
    expect(removed).toMatchObject({ receiptPath: null, receiptName: null, receiptUrl: null });
  });

  // ---------------------------------------------------------------------------------------------
  // Bad input

  it('refuses bad input with a German 4xx and stores nothing', async () => {
    const { customer, caller } = await company('primary_admin', true);
    const before = await rows(customer.id);
    const booking = {
      bookedOn: '2026-11-10',
      kind: 'income' as const,
      grossCents: 119_000,
      vatRate: 19 as const,
    };
    const bookings: [Record<string, unknown>, string][] = [
      [{ grossCents: 100_000_000_001 }, AMOUNT_OUT_OF_RANGE],
      [{ grossCents: -100_000_000_001 }, AMOUNT_OUT_OF_RANGE],
      [{ grossCents: 2 ** 60 }, AMOUNT_OUT_OF_RANGE],
      [{ grossCents: 1_190.5 }, AMOUNT_NOT_CENTS],
      [{ grossCents: 0.1 }, AMOUNT_NOT_CENTS],
      [{ grossCents: 0 }, AMOUNT_ZERO],
      [{ grossCents: '1.190,00' }, 'Bitte gib einen Betrag ein.'],
      [{ vatRate: 16 }, VAT_RATE_INVALID],
      [{ vatRate: '19' }, VAT_RATE_INVALID],
      [{ bookedOn: '2026-02-30' }, DAY_INVALID],
      [{ bookedOn: '10.11.2026' }, DAY_INVALID],
      [{ bookedOn: '2026-11-10T00:00:00Z' }, DAY_INVALID],
      [{ bookedOn: '1999-12-31' }, DAY_OUT_OF_RANGE],
      [{ kind: 'gift' }, 'Bitte wähle Einnahme oder Ausgabe.'],
      [
        { counterparty: 'x'.repeat(201) },
        'Der Geschäftspartner darf höchstens 200 Zeichen lang sein.',
      ],
    ];
    for (const [change, message] of bookings) {
      await expect(
        caller.finances.transactions.create({ ...booking, ...change } as typeof booking),
      ).rejects.toMatchObject(refused('BAD_REQUEST', message));
    }
    // The maximum itself is fine, once.
    const largest = await caller.finances.transactions.create({
      ...booking,
      grossCents: 100_000_000_000,
    });
    expect(largest).toMatchObject({ netCents: 84_033_613_445, vatCents: 15_966_386_555 });
    await caller.finances.transactions.delete({ transactionId: largest.id });

    const existing = await createBooking(world.db, customer.id);
    for (const [change, message] of bookings) {
      await expect(
        caller.finances.transactions.update({
          transactionId: existing.id,
          ...change,
        } as Parameters<typeof caller.finances.transactions.update>[0]),
      ).rejects.toMatchObject(refused('BAD_REQUEST', message));
    }
    expect(await caller.finances.transactions.byId({ transactionId: existing.id })).toMatchObject({
      grossCents: 119_000,
      vatRate: 19,
      bookedOn: '2026-11-10',
    });
    await world.db.delete(financeTransactions).where(eq(financeTransactions.id, existing.id));

    await expect(
      caller.finances.transactions.list({ from: '2026-11-02', to: '2026-11-01' }),
    ).rejects.toMatchObject(refused('BAD_REQUEST', END_BEFORE_START));
    await expect(caller.finances.transactions.list({ from: '2026-13-01' })).rejects.toMatchObject(
      refused('BAD_REQUEST', DAY_INVALID),
    );

    const item = {
      kind: 'expense' as const,
      name: 'Miete',
      netCents: 240_000,
      vatRate: 19 as const,
      interval: 'monthly' as const,
      startsOn: '2026-01-01',
    };
    const items: [Record<string, unknown>, string][] = [
      [{ endsOn: '2025-12-31' }, END_BEFORE_START],
      [{ startsOn: '2026-02-29' }, DAY_INVALID],
      [{ netCents: 0 }, AMOUNT_ZERO],
      [{ netCents: 100_000_000_001 }, AMOUNT_OUT_OF_RANGE],
      // Net within the limit, gross beyond it.
      [{ netCents: 90_000_000_000 }, AMOUNT_OUT_OF_RANGE],
      [{ vatRate: 5 }, VAT_RATE_INVALID],
      [{ interval: 'daily' }, 'Bitte wähle ein Intervall.'],
      [{ name: '  ' }, 'Bitte gib einen Namen ein.'],
      [{ noticeValue: 0 }, 'Die Kündigungsfrist muss mindestens 1 sein.'],
    ];
    for (const [change, message] of items) {
      await expect(
        caller.finances.recurring.create({ ...item, ...change } as typeof item),
      ).rejects.toMatchObject(refused('BAD_REQUEST', message));
    }
    // An update is checked against what it keeps: the end before the stored start, the rate
    // that takes the stored net beyond the limit.
    const stored = await createRecurringItem(world.db, customer.id, {
      startsOn: '2026-03-01',
      netCents: 90_000_000_000,
      vatRate: 0,
    });
    await expect(
      caller.finances.recurring.update({ recurringId: stored.id, endsOn: '2026-02-28' }),
    ).rejects.toMatchObject(refused('BAD_REQUEST', END_BEFORE_START));
    await expect(
      caller.finances.recurring.update({ recurringId: stored.id, vatRate: 19 }),
    ).rejects.toMatchObject(refused('BAD_REQUEST', AMOUNT_OUT_OF_RANGE));
    await world.db.delete(financeRecurring).where(eq(financeRecurring.id, stored.id));

    const project = { name: 'Relaunch', startsOn: '2026-03-01' };
    const projects: [Record<string, unknown>, string][] = [
      [{ endsOn: '2026-02-28' }, END_BEFORE_START],
      [{ budgetCents: -1 }, AMOUNT_NEGATIVE],
      [{ budgetCents: 100_000_000_001 }, AMOUNT_TOO_LARGE],
      [{ budgetCents: 10.5 }, AMOUNT_NOT_CENTS],
      [{ name: '' }, 'Bitte gib einen Projektnamen ein.'],
    ];
    for (const [change, message] of projects) {
      await expect(
        caller.finances.projects.create({ ...project, ...change } as typeof project),
      ).rejects.toMatchObject(refused('BAD_REQUEST', message));
    }
    const ownProject = await createFinanceProject(world.db, customer.id, {
      startsOn: '2026-03-01',
    });
    await expect(
      caller.finances.projects.update({ projectId: ownProject.id, endsOn: '2026-02-01' }),
    ).rejects.toMatchObject(refused('BAD_REQUEST', END_BEFORE_START));
    await world.db.delete(financeProjects).where(eq(financeProjects.id, ownProject.id));

    await expect(
      caller.finances.taxReserves.addEntry({ enteredOn: '2026-13-10', amountCents: 100 }),
    ).rejects.toMatchObject(refused('BAD_REQUEST', DAY_INVALID));
    await expect(
      caller.finances.taxReserves.addEntry({ enteredOn: '2026-03-10', amountCents: 0 }),
    ).rejects.toMatchObject(refused('BAD_REQUEST', AMOUNT_ZERO));
    await expect(caller.finances.taxReserves.summary({ year: 1999 })).rejects.toMatchObject(
      refused('BAD_REQUEST', 'Das Jahr muss zwischen 2000 und 2100 liegen.'),
    );
    await expect(caller.finances.overview({ month: '2026-13' })).rejects.toMatchObject(
      refused('BAD_REQUEST', 'Bitte gib einen Monat als JJJJ-MM an.'),
    );
    await expect(caller.finances.settings.update({ hebesatz: 150 })).rejects.toMatchObject(
      refused('BAD_REQUEST', 'Der Hebesatz beträgt mindestens 200 %.'),
    );
    // Bad input does not even write the first visit's defaults.
    expect(await rows(customer.id)).toEqual(before);
    expect(before).toEqual({
      bookings: 0,
      recurring: 0,
      projects: 0,
      categories: 0,
      entries: 0,
      settings: 0,
    });
  });

  // ---------------------------------------------------------------------------------------------
  // Who sees the finances

  it('shows the finances to primary admins, to admins only when shared, never to users', async () => {
    const { customer, caller } = await company();
    const admin = await memberOf(world, customer, 'admin');
    const user = await memberOf(world, customer, 'user');
    const outsider = await person(customer, null, true);
    const forbidden = { code: 'FORBIDDEN', message: FINANCES_FORBIDDEN };

    await caller.finances.transactions.create({
      bookedOn: '2026-11-10',
      kind: 'income',
      grossCents: 119_000,
      vatRate: 19,
    });
    for (const who of [admin, user, outsider]) {
      await expect(who.caller.finances.transactions.list()).rejects.toMatchObject(forbidden);
      await expect(who.caller.finances.settings.get()).rejects.toMatchObject(forbidden);
      await expect(who.caller.finances.summary()).rejects.toMatchObject(forbidden);
      await expect(
        who.caller.finances.settings.update({ financesForAdmins: true }),
      ).rejects.toMatchObject(forbidden);
    }

    const shared = await caller.finances.settings.update({ financesForAdmins: true });
    expect(shared.financesForAdmins).toBe(true);
    // Stored in the company's finance settings (area_settings).
    const row = {
      shared: (await readSettings(world.db, { customerId: customer.id }, financeSharing))
        .financesForAdmins,
    };
    expect(row?.shared).toBe(true);

    expect((await admin.caller.finances.transactions.list()).totals.count).toBe(1);
    await admin.caller.finances.transactions.create({
      bookedOn: '2026-11-11',
      kind: 'expense',
      grossCents: 11_900,
      vatRate: 19,
    });
    // Admins change the tax settings, but never the sharing itself.
    expect(await admin.caller.finances.settings.update({ hebesatz: 410 })).toMatchObject({
      hebesatz: 410,
      financesForAdmins: true,
    });
    await expect(
      admin.caller.finances.settings.update({ financesForAdmins: false }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: FINANCES_SHARING_FORBIDDEN });
    await expect(
      admin.caller.finances.settings.update({ hebesatz: 420, financesForAdmins: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: FINANCES_SHARING_FORBIDDEN });
    expect(await caller.finances.settings.get()).toMatchObject({
      hebesatz: 410,
      financesForAdmins: true,
    });
    for (const who of [user, outsider]) {
      await expect(who.caller.finances.transactions.list()).rejects.toMatchObject(forbidden);
    }

    await caller.finances.settings.update({ financesForAdmins: false });
    await expect(admin.caller.finances.transactions.list()).rejects.toMatchObject(forbidden);
    expect((await rows(customer.id)).bookings).toBe(2);
  });

  it('keeps projects to the provider’s employees; options for everyone who books', async () => {
    const { customer, caller } = await company();
    const employee = await person(customer, 'primary_admin', true);
    const project = await createFinanceProject(world.db, customer.id, { name: 'CRM-Einführung' });
    const employeesOnly = { code: 'FORBIDDEN', message: EMPLOYEES_ONLY };
    await expect(caller.finances.projects.list()).rejects.toMatchObject(employeesOnly);
    await expect(
      caller.finances.projects.create({ name: 'Neu', startsOn: '2026-01-01' }),
    ).rejects.toMatchObject(employeesOnly);
    await expect(
      caller.finances.projects.update({ projectId: project.id, name: 'Umbenannt' }),
    ).rejects.toMatchObject(employeesOnly);
    await expect(caller.finances.projects.delete({ projectId: project.id })).rejects.toMatchObject(
      employeesOnly,
    );
    expect(await caller.finances.projects.options()).toEqual([
      { id: project.id, name: 'CRM-Einführung', client: 'Alpenblick GmbH' },
    ]);

    const created = await employee.caller.finances.projects.create({
      name: ' Website-Relaunch ',
      client: 'Nordlicht Vertrieb GmbH',
      budgetCents: 1_200_000,
      startsOn: '2026-02-01',
      endsOn: '2026-07-31',
    });
    expect(created).toMatchObject({ name: 'Website-Relaunch', budgetCents: 1_200_000 });
    const updated = await employee.caller.finances.projects.update({
      projectId: created.id,
      budgetCents: null,
      endsOn: null,
    });
    expect(updated).toMatchObject({ budgetCents: null, endsOn: null, startsOn: '2026-02-01' });
    expect((await employee.caller.finances.projects.list()).map((row) => row.name)).toEqual([
      'CRM-Einführung',
      'Website-Relaunch',
    ]);
    // A booking on a deleted project stays, without the project.
    const booking = await createBooking(world.db, customer.id, { projectId: created.id });
    expect(await employee.caller.finances.projects.delete({ projectId: created.id })).toMatchObject(
      {
        id: created.id,
      },
    );
    expect(await caller.finances.transactions.byId({ transactionId: booking.id })).toMatchObject({
      projectId: null,
      projectName: null,
    });
    await expect(
      employee.caller.finances.projects.delete({ projectId: created.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: PROJECT_NOT_FOUND });
  });

  // ---------------------------------------------------------------------------------------------
  // Settings and categories

  it('writes the defaults and the default categories once, even for two first visits at once', async () => {
    const { customer, caller } = await company();
    const second = await person(customer, 'primary_admin');
    const [settings, categories] = await Promise.all([
      caller.finances.settings.get(),
      second.caller.finances.categories.list(),
    ]);
    expect(settings).toEqual({
      legalForm: 'gmbh',
      smallBusiness: false,
      hebesatz: 400,
      vatPeriod: 'quarterly',
      financesForAdmins: false,
    });
    const names = (kind: 'income' | 'expense') =>
      categories.filter((row) => row.kind === kind).map((row) => row.name);
    expect(names('income')).toEqual(DEFAULT_CATEGORIES.income);
    expect(names('expense')).toEqual(DEFAULT_CATEGORIES.expense);
    await Promise.all([caller.finances.overview(), second.caller.finances.summary()]);
    const total = DEFAULT_CATEGORIES.income.length + DEFAULT_CATEGORIES.expense.length;
    expect(await rows(customer.id)).toMatchObject({ settings: 1, categories: total });

    // A fresh company, two first requests racing.
    const other = await company();
    const colleague = await person(other.customer, 'primary_admin');
    await Promise.all([
      other.caller.finances.categories.list(),
      colleague.caller.finances.categories.list(),
      other.caller.finances.settings.get(),
    ]);
    expect(await rows(other.customer.id)).toMatchObject({ settings: 1, categories: total });

    expect(
      await caller.finances.settings.update({
        legalForm: 'sole_trader',
        smallBusiness: true,
        hebesatz: 490,
        vatPeriod: 'monthly',
      }),
    ).toEqual({
      legalForm: 'sole_trader',
      smallBusiness: true,
      hebesatz: 490,
      vatPeriod: 'monthly',
      financesForAdmins: false,
    });
    expect(await caller.finances.settings.update({})).toMatchObject({ hebesatz: 490 });
    // The other company keeps its own.
    expect(await other.caller.finances.settings.get()).toMatchObject({ hebesatz: 400 });
  });

  it('lets admins add, rename and remove categories; bookings keep their amounts', async () => {
    const { caller } = await company();
    const created = await caller.finances.categories.create({ kind: 'income', name: 'Lizenzen' });
    expect(created).toMatchObject({ kind: 'income', name: 'Lizenzen' });
    expect(created.position).toBe(DEFAULT_CATEGORIES.income.length);
    await expect(
      caller.finances.categories.create({ kind: 'income', name: 'lizenzen' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Eine Kategorie mit diesem Namen gibt es schon.',
    });
    // The same name for the other kind is another category.
    await caller.finances.categories.create({ kind: 'expense', name: 'Lizenzen' });
    await expect(
      caller.finances.categories.rename({ categoryId: created.id, name: 'Beratung' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(
      await caller.finances.categories.rename({ categoryId: created.id, name: 'Softwarelizenzen' }),
    ).toMatchObject({ name: 'Softwarelizenzen' });
    const booking = await caller.finances.transactions.create({
      bookedOn: '2026-11-10',
      kind: 'income',
      grossCents: 119_000,
      vatRate: 19,
      categoryId: created.id,
    });
    expect(booking.categoryName).toBe('Softwarelizenzen');
    expect(await caller.finances.categories.delete({ categoryId: created.id })).toEqual({
      id: created.id,
    });
    expect(await caller.finances.transactions.byId({ transactionId: booking.id })).toMatchObject({
      categoryId: null,
      grossCents: 119_000,
    });
    for (const call of [
      () => caller.finances.categories.delete({ categoryId: created.id }),
      () => caller.finances.categories.rename({ categoryId: MISSING, name: 'X' }),
    ]) {
      await expect(call()).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: CATEGORY_NOT_FOUND,
      });
    }
  });

  // ---------------------------------------------------------------------------------------------
  // Recurring items

  it('computes next due days, amounts per month and year, and the totals of active items', async () => {
    const { customer, caller } = await company();
    const today = berlinDay(new Date());
    const year = Number(today.slice(0, 4));
    const rent = await categoryId(caller, 'expense', 'Miete');
    const monthly = await caller.finances.recurring.create({
      kind: 'expense',
      name: 'Büromiete',
      counterparty: 'Hausverwaltung Spree GmbH',
      netCents: 100_000,
      vatRate: 19,
      interval: 'monthly',
      startsOn: `${year - 1}-01-31`,
      categoryId: rent,
    });
    // A monthly item from the 31st falls on a shorter month's last day.
    const expected = nextDue(`${year - 1}-01-31`, 'monthly', null, today);
    expect(monthly.nextDue).toBe(expected);
    const [dueYear, dueMonth] = (expected ?? '').split('-').map(Number) as [number, number];
    expect(Number(expected?.slice(8))).toBe(Math.min(31, daysInMonth(dueYear, dueMonth)));
    expect(monthly).toMatchObject({
      grossCents: 119_000,
      perMonthGrossCents: 119_000,
      perMonthNetCents: 100_000,
      perYearGrossCents: 1_428_000,
      perYearNetCents: 1_200_000,
      categoryName: 'Miete',
      active: true,
      cancelBy: null,
    });
    await caller.finances.recurring.create({
      kind: 'expense',
      name: 'Steuerberatung',
      netCents: 30_000,
      vatRate: 0,
      interval: 'quarterly',
      startsOn: '2026-01-20',
    });
    const yearly = await caller.finances.recurring.create({
      kind: 'expense',
      name: 'Fachzeitschrift',
      netCents: 120_000,
      vatRate: 7,
      interval: 'yearly',
      startsOn: '2026-03-01',
      endsOn: '2030-02-28',
      noticeValue: 3,
    });
    expect(yearly).toMatchObject({
      grossCents: 128_400,
      perMonthGrossCents: 10_700,
      noticeValue: 3,
      noticeUnit: 'months',
      // The notice period before the end: 3 months before 28 February is 28 November.
      cancelBy: '2029-11-28',
    });
    const paused = await caller.finances.recurring.create({
      kind: 'expense',
      name: 'Pausiert',
      netCents: 5_000,
      vatRate: 19,
      interval: 'weekly',
      startsOn: '2026-01-01',
      active: false,
    });
    expect(paused.nextDue).toBeNull();
    await caller.finances.recurring.create({
      kind: 'income',
      name: 'Retainer',
      netCents: 450_000,
      vatRate: 19,
      interval: 'monthly',
      startsOn: '2026-01-03',
    });

    const expenses = await caller.finances.recurring.list({ kind: 'expense' });
    expect(expenses.items.map((item) => item.name)).toEqual([
      'Büromiete',
      'Fachzeitschrift',
      'Pausiert',
      'Steuerberatung',
    ]);
    expect(expenses.totals).toEqual({
      perMonthGrossCents: 119_000 + 10_000 + 10_700,
      perMonthNetCents: 100_000 + 10_000 + 10_000,
      perYearGrossCents: 1_428_000 + 120_000 + 128_400,
      perYearNetCents: 1_200_000 + 120_000 + 120_000,
    });
    expect(expenses.dueSoon.every((due) => due.kind === 'expense')).toBe(true);
    expect(expenses.dueSoon.map((due) => due.name)).not.toContain('Pausiert');
    const income = await caller.finances.recurring.list({ kind: 'income' });
    expect(income.items.map((item) => item.name)).toEqual(['Retainer']);
    expect(income.totals.perMonthGrossCents).toBe(535_500);

    const resumed = await caller.finances.recurring.update({
      recurringId: paused.id,
      active: true,
      interval: 'biweekly',
    });
    expect(resumed).toMatchObject({ active: true, interval: 'biweekly', perMonthNetCents: 10_833 });
    expect(resumed.nextDue).not.toBeNull();
    // A change of kind drops the category that no longer fits.
    const moved = await caller.finances.recurring.update({
      recurringId: monthly.id,
      kind: 'income',
    });
    expect(moved).toMatchObject({ kind: 'income', categoryId: null });
    expect(await caller.finances.recurring.byId({ recurringId: monthly.id })).toEqual(moved);
    expect(await caller.finances.recurring.delete({ recurringId: monthly.id })).toMatchObject({
      id: monthly.id,
    });
    await expect(caller.finances.recurring.byId({ recurringId: monthly.id })).rejects.toMatchObject(
      { code: 'NOT_FOUND', message: RECURRING_NOT_FOUND },
    );
    expect((await rows(customer.id)).recurring).toBe(4);
  });

  it('books a due occurrence once, lists it as booked, and refuses a day it is not due', async () => {
    const { customer, caller } = await company();
    const today = berlinDay(new Date());
    const item = await caller.finances.recurring.create({
      kind: 'expense',
      name: 'Büromiete',
      counterparty: 'Hausverwaltung Spree GmbH',
      netCents: 100_000,
      vatRate: 19,
      interval: 'monthly',
      startsOn: today,
    });
    const soon = await caller.finances.recurring.list({ kind: 'expense' });
    expect(soon.dueSoon[0]).toEqual({
      recurringId: item.id,
      name: 'Büromiete',
      counterparty: 'Hausverwaltung Spree GmbH',
      kind: 'expense',
      dueOn: today,
      grossCents: 119_000,
      netCents: 100_000,
      transactionId: null,
    });
    expect(soon.dueSoon.every((due) => due.dueOn <= addDays(today, 30))).toBe(true);
    const summaryBefore = await caller.finances.summary();
    expect(summaryBefore.dueSoon[0]).toMatchObject({ recurringId: item.id, dueOn: today });

    const booking = await caller.finances.recurring.book({ recurringId: item.id, dueOn: today });
    expect(booking).toMatchObject({
      bookedOn: today,
      kind: 'expense',
      grossCents: 119_000,
      netCents: 100_000,
      vatCents: 19_000,
      vatRate: 19,
      counterparty: 'Hausverwaltung Spree GmbH',
      description: 'Büromiete',
      recurringId: item.id,
    });
    await expect(
      caller.finances.recurring.book({ recurringId: item.id, dueOn: today }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: ALREADY_BOOKED });
    await expect(
      caller.finances.recurring.book({ recurringId: item.id, dueOn: addDays(today, 1) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: NOT_DUE_ON_DAY });
    await expect(
      caller.finances.recurring.book({ recurringId: item.id, dueOn: addDays(today, -31) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: NOT_DUE_ON_DAY });
    await expect(
      caller.finances.recurring.book({ recurringId: MISSING, dueOn: today }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: RECURRING_NOT_FOUND });
    expect((await rows(customer.id)).bookings).toBe(1);

    const after = await caller.finances.recurring.list({ kind: 'expense' });
    expect(after.dueSoon[0]).toMatchObject({ dueOn: today, transactionId: booking.id });
    const overview = await caller.finances.overview();
    expect(overview.dueSoon[0]).toMatchObject({ dueOn: today, transactionId: booking.id });
    const summary = await caller.finances.summary();
    expect(summary.dueSoon.map((due) => due.dueOn)).not.toContain(today);
    expect(summary.dueSoonCount).toBe(summaryBefore.dueSoonCount - 1);
    expect(summary.expenseNetCents).toBe(summaryBefore.expenseNetCents + 100_000);

    // Month ends: an item from 31 January is due on 28 February, not on the 27th.
    const fromJanuary = await createRecurringItem(world.db, customer.id, {
      startsOn: '2025-01-31',
      netCents: 1_000,
      vatRate: 7,
    });
    const february = await caller.finances.recurring.book({
      recurringId: fromJanuary.id,
      dueOn: '2025-02-28',
    });
    expect(february).toMatchObject({ grossCents: 1_070, netCents: 1_000, vatCents: 70 });
    await caller.finances.recurring.book({ recurringId: fromJanuary.id, dueOn: '2025-03-31' });
    await expect(
      caller.finances.recurring.book({ recurringId: fromJanuary.id, dueOn: '2025-02-27' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: NOT_DUE_ON_DAY });
    // Deleting the item keeps its bookings.
    await caller.finances.recurring.delete({ recurringId: fromJanuary.id });
    expect(await caller.finances.transactions.byId({ transactionId: february.id })).toMatchObject({
      recurringId: null,
      grossCents: 1_070,
    });
  });

  it('undoes a deletion exactly: the same booking, its occurrence, its links, once', async () => {
    const { customer, caller } = await company('primary_admin', true);
    const today = berlinDay(new Date());
    const item = await caller.finances.recurring.create({
      kind: 'expense',
      name: 'Serverkosten',
      netCents: 10_000,
      vatRate: 19,
      interval: 'monthly',
      startsOn: today,
    });
    const booked = await caller.finances.recurring.book({ recurringId: item.id, dueOn: today });
    const deleted = await caller.finances.transactions.delete({ transactionId: booked.id });
    expect(deleted).toMatchObject({ id: booked.id, grossCents: 11_900 });
    // Gone: the occurrence is open again.
    expect((await caller.finances.recurring.list({ kind: 'expense' })).dueSoon[0]).toMatchObject({
      dueOn: today,
      transactionId: null,
    });
    const restored = await caller.finances.transactions.restore({ transactionId: booked.id });
    expect(restored).toEqual({ ...booked, receiptUrl: null, updatedAt: restored.updatedAt });
    expect((await caller.finances.recurring.list({ kind: 'expense' })).dueSoon[0]).toMatchObject({
      transactionId: booked.id,
    });
    await expect(
      caller.finances.transactions.restore({ transactionId: booked.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: NOT_RESTORABLE });

    // Booked again in between: the old booking cannot come back as a second one.
    await caller.finances.transactions.delete({ transactionId: booked.id });
    await caller.finances.recurring.book({ recurringId: item.id, dueOn: today });
    await expect(
      caller.finances.transactions.restore({ transactionId: booked.id }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: ALREADY_BOOKED });

    // A recurring item and a project get their bookings back.
    const project = await caller.finances.projects.create({ name: 'Relaunch', startsOn: today });
    const invoice = await caller.finances.transactions.create({
      bookedOn: today,
      kind: 'income',
      grossCents: 119_000,
      vatRate: 19,
      projectId: project.id,
    });
    await caller.finances.projects.delete({ projectId: project.id });
    expect(await caller.finances.transactions.byId({ transactionId: invoice.id })).toMatchObject({
      projectId: null,
    });
    await caller.finances.projects.restore({ projectId: project.id });
    expect(await caller.finances.transactions.byId({ transactionId: invoice.id })).toMatchObject({
      projectId: project.id,
      projectName: 'Relaunch',
    });
    expect((await caller.finances.projects.list())[0]).toMatchObject({
      id: project.id,
      invoicedCents: 100_000,
    });
    const bookingsOfItem = (await rows(customer.id)).bookings;
    await caller.finances.recurring.delete({ recurringId: item.id });
    expect((await rows(customer.id)).bookings).toBe(bookingsOfItem);
    const back = await caller.finances.recurring.restore({ recurringId: item.id });
    expect(back).toMatchObject({ id: item.id, name: 'Serverkosten', nextDue: expect.any(String) });
    expect((await caller.finances.recurring.list({ kind: 'expense' })).dueSoon[0]).toMatchObject({
      recurringId: item.id,
      transactionId: expect.any(String),
    });
  });

  it('does not bring back an imported booking someone deleted, and can still undo it', async () => {
    const { customer, caller } = await company();
    const filePath = await uploadStatement(world, customer.id, STATEMENT);
    await caller.finances.transactions.import({ filePath });
    const { items } = await caller.finances.transactions.list({ search: 'Rechnung 2026-117' });
    const invoice = items[0];
    if (!invoice) throw new Error('not imported');
    await caller.finances.transactions.delete({ transactionId: invoice.id });
    const again = await caller.finances.transactions.importPreview({ filePath });
    expect(again).toMatchObject({ ready: 0, duplicates: 4 });
    expect(await caller.finances.transactions.import({ filePath })).toMatchObject({
      imported: 0,
      duplicates: 4,
    });
    expect(await caller.finances.transactions.restore({ transactionId: invoice.id })).toMatchObject(
      { id: invoice.id, imported: true, grossCents: 535_500 },
    );
  });

  // ---------------------------------------------------------------------------------------------
  // Bank statements

  it('previews a German bank export, imports the valid rows once and names the bad line', async () => {
    const { customer, caller } = await company();
    const filePath = await uploadStatement(world, customer.id, STATEMENT);
    const preview = await caller.finances.transactions.importPreview({ filePath });
    expect(preview).toMatchObject({
      columns: [
        'Buchungstag',
        'Wertstellung',
        'Buchungstext',
        'Auftraggeber / Empfänger',
        'Verwendungszweck',
        'Betrag (EUR)',
      ],
      headerLine: 5,
      mapping: { bookedOn: 0, amount: 5, counterparty: 3, description: 4 },
      rowCount: 5,
      ready: 4,
      duplicates: 0,
      errorCount: 1,
      errors: [{ line: 8, reason: 'Das Datum „31.11.2026“ ist ungültig (erwartet TT.MM.JJJJ).' }],
    });
    expect(preview.sample[0]).toEqual({
      line: 6,
      cells: [
        '03.11.2026',
        '03.11.2026',
        'Gutschrift',
        'Nordlicht Vertrieb GmbH',
        'Rechnung 2026-117',
        '5.355,00',
      ],
    });
    expect(preview.drafts.slice(0, 2)).toEqual([
      {
        line: 6,
        bookedOn: '2026-11-03',
        kind: 'income',
        grossCents: 535_500,
        counterparty: 'Nordlicht Vertrieb GmbH',
        description: 'Rechnung 2026-117',
        duplicate: false,
      },
      {
        line: 7,
        bookedOn: '2026-11-05',
        kind: 'expense',
        grossCents: 9_996,
        counterparty: 'Microsoft Ireland',
        description: 'Microsoft 365; Business',
        duplicate: false,
      },
    ]);
    // The preview writes nothing.
    expect((await rows(customer.id)).bookings).toBe(0);

    const result = await caller.finances.transactions.import({ filePath });
    expect(result).toEqual({
      imported: 4,
      duplicates: 0,
      errorCount: 1,
      errors: [{ line: 8, reason: 'Das Datum „31.11.2026“ ist ungültig (erwartet TT.MM.JJJJ).' }],
    });
    const list = await caller.finances.transactions.list();
    // Two identical rows are two bookings.
    expect(list.items.map((item) => [item.bookedOn, item.kind, item.grossCents])).toEqual([
      ['2026-11-12', 'expense', 285_600],
      ['2026-11-12', 'expense', 285_600],
      ['2026-11-05', 'expense', 9_996],
      ['2026-11-03', 'income', 535_500],
    ]);
    expect(list.items.every((item) => item.imported && item.vatRate === 0)).toBe(true);
    expect(list.totals).toEqual({
      count: 4,
      incomeNetCents: 535_500,
      expenseNetCents: 9_996 + 2 * 285_600,
    });

    // The same statement again, even as another upload, adds nothing.
    const again = await uploadStatement(world, customer.id, STATEMENT, 'Kontoauszug (1).csv');
    expect(await caller.finances.transactions.import({ filePath: again })).toEqual({
      imported: 0,
      duplicates: 4,
      errorCount: 1,
      errors: [{ line: 8, reason: expect.stringContaining('31.11.2026') as string }],
    });
    expect(await caller.finances.transactions.importPreview({ filePath })).toMatchObject({
      ready: 0,
      duplicates: 4,
    });
    expect((await rows(customer.id)).bookings).toBe(4);

    // An overlapping statement with one row more adds that row only.
    const longer = await uploadStatement(
      world,
      customer.id,
      `${STATEMENT}12.11.2026;12.11.2026;Dauerauftrag;Hausverwaltung Spree GmbH;Miete November;-2.856,00\r\n`,
    );
    expect(await caller.finances.transactions.import({ filePath: longer })).toMatchObject({
      imported: 1,
      duplicates: 4,
    });
  });

  it('imports with a chosen VAT rate and categories, from Windows-1252 and Soll/Haben columns', async () => {
    const { customer, caller } = await company();
    const csv = [
      'Datum;Empfänger;Verwendungszweck;Soll (EUR);Haben (EUR)',
      '01.11.2026;Müller & Söhne KG;Büromöbel Größe L;1.190,00;',
      '02.11.2026;Alpenblick GmbH;Rechnung Konzeption;;2.380,00',
      '03.11.26;Büro Meier KG;Papier;-23,80;',
      '04.11.2026;Leer;;;',
      '',
    ].join('\r\n');
    const filePath = await uploadStatement(world, customer.id, Buffer.from(csv, 'latin1'));
    const preview = await caller.finances.transactions.importPreview({ filePath });
    expect(preview).toMatchObject({
      columns: ['Datum', 'Empfänger', 'Verwendungszweck', 'Soll (EUR)', 'Haben (EUR)'],
      headerLine: 1,
      mapping: { bookedOn: 0, counterparty: 1, description: 2, debit: 3, credit: 4 },
      ready: 3,
      errors: [{ line: 5, reason: 'Der Betrag fehlt.' }],
    });
    const office = await categoryId(caller, 'expense', 'Bürobedarf');
    const sales = await categoryId(caller, 'income', 'Umsatzerlöse');
    await expect(
      caller.finances.transactions.import({
        filePath,
        incomeCategoryId: office,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CATEGORY_WRONG_KIND });
    const result = await caller.finances.transactions.import({
      filePath,
      vatRate: 19,
      incomeCategoryId: sales,
      expenseCategoryId: office,
    });
    expect(result).toMatchObject({ imported: 3, errorCount: 1 });
    const list = await caller.finances.transactions.list();
    expect(
      list.items.map((item) => [
        item.bookedOn,
        item.kind,
        item.grossCents,
        item.netCents,
        item.counterparty,
        item.description,
        item.categoryName,
      ]),
    ).toEqual([
      ['2026-11-03', 'expense', 2_380, 2_000, 'Büro Meier KG', 'Papier', 'Bürobedarf'],
      [
        '2026-11-02',
        'income',
        238_000,
        200_000,
        'Alpenblick GmbH',
        'Rechnung Konzeption',
        'Umsatzerlöse',
      ],
      [
        '2026-11-01',
        'expense',
        119_000,
        100_000,
        'Müller & Söhne KG',
        'Büromöbel Größe L',
        'Bürobedarf',
      ],
    ]);

    // A mapping the person chose: the amount from another column is refused without a date.
    await expect(
      caller.finances.transactions.import({ filePath, mapping: { bookedOn: 0 } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CSV_MAPPING_INCOMPLETE });
    await expect(
      caller.finances.transactions.importPreview({ filePath, mapping: { amount: 3 } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CSV_MAPPING_INCOMPLETE });
    // A header without rows, a text that is no table: named, nothing stored.
    const headerOnly = await uploadStatement(world, customer.id, 'Buchungstag;Betrag\r\n');
    await expect(
      caller.finances.transactions.import({ filePath: headerOnly }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CSV_EMPTY });
    const prose = await uploadStatement(world, customer.id, 'Sehr geehrte Damen und Herren\n');
    await expect(
      caller.finances.transactions.importPreview({ filePath: prose }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CSV_UNREADABLE });
    // A short two-column export: ';' is the delimiter, the comma the decimal one.
    const short = await uploadStatement(world, customer.id, 'Datum;Betrag\r\n01.11.2026;12,50\r\n');
    expect(await caller.finances.transactions.importPreview({ filePath: short })).toMatchObject({
      columns: ['Datum', 'Betrag'],
      ready: 1,
      drafts: [{ bookedOn: '2026-11-01', kind: 'income', grossCents: 1_250 }],
    });
    // UTF-8 with a byte order mark, as Excel writes it.
    const withBom = await uploadStatement(
      world,
      customer.id,
      '\uFEFFBuchungstag;Empfänger;Betrag\n24.12.2026;Bäckerei Müller;-0012,50\n',
    );
    expect(await caller.finances.transactions.importPreview({ filePath: withBom })).toMatchObject({
      columns: ['Buchungstag', 'Empfänger', 'Betrag'],
      mapping: { bookedOn: 0, counterparty: 1, amount: 2 },
      drafts: [{ bookedOn: '2026-12-24', counterparty: 'Bäckerei Müller', grossCents: 1_250 }],
    });
    // A file whose columns are not recognised is shown to be mapped by hand.
    const unknown = await uploadStatement(
      world,
      customer.id,
      'Tag;Wer;Wieviel\r\n01.11.2026;Alpenblick;12,00\r\n',
    );
    expect(await caller.finances.transactions.importPreview({ filePath: unknown })).toMatchObject({
      columns: ['Tag', 'Wer', 'Wieviel'],
      mapping: {},
      ready: 0,
      rowCount: 1,
    });
    expect(
      await caller.finances.transactions.importPreview({
        filePath: unknown,
        mapping: { bookedOn: 0, counterparty: 1, amount: 2 },
      }),
    ).toMatchObject({ ready: 1, drafts: [{ grossCents: 1_200, counterparty: 'Alpenblick' }] });
    expect((await rows(customer.id)).bookings).toBe(3);
  });

  it('refuses a statement over 10 MB or 50.000 rows and stores nothing', async () => {
    const { customer, caller } = await company();
    const header = 'Buchungstag;Empfänger;Verwendungszweck;Betrag\n';
    const big = await uploadStatement(
      world,
      customer.id,
      `${header}${'01.11.2026;Alpenblick;Rechnung;12,00\n'.repeat(300_000)}`,
    );
    const many = await uploadStatement(
      world,
      customer.id,
      `${header}${'01.11.2026;A;R;1,00\n'.repeat(50_001)}`,
    );
    for (const [filePath, message] of [
      [big, CSV_TOO_LARGE],
      [many, CSV_TOO_MANY_ROWS],
    ] as const) {
      await expect(caller.finances.transactions.importPreview({ filePath })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
      await expect(caller.finances.transactions.import({ filePath })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
    }
    // Exactly 50.000 rows are fine.
    const most = await uploadStatement(
      world,
      customer.id,
      `${header}${Array.from({ length: 50_000 }, (_, index) => `01.11.2026;A;R ${index};1,00\n`).join('')}`,
    );
    expect(await caller.finances.transactions.importPreview({ filePath: most })).toMatchObject({
      rowCount: 50_000,
      ready: 50_000,
    });
    expect((await rows(customer.id)).bookings).toBe(0);
  }, 60_000);

  // ---------------------------------------------------------------------------------------------
  // Tax reserves, overview, projects

  it('reserves the year’s VAT (0 for a Kleinunternehmer) and subtracts what was put aside', async () => {
    const { customer, caller } = await company();
    await caller.finances.transactions.create({
      bookedOn: '2026-05-04',
      kind: 'income',
      grossCents: 119_000,
      vatRate: 19,
    });
    await caller.finances.transactions.create({
      bookedOn: '2026-05-06',
      kind: 'expense',
      grossCents: 11_900,
      vatRate: 19,
    });
    // Another year's booking counts in its own year only.
    await createBooking(world.db, customer.id, { bookedOn: '2025-12-31', grossCents: 1_190_000 });
    const summary = await caller.finances.taxReserves.summary({ year: 2026 });
    expect(summary.vat.cents).toBe(17_100);
    expect(summary.profit.cents).toBe(90_000);
    expect(summary.vatPeriods.map((period) => period.payableCents)).toEqual([0, 17_100, 0, 0]);
    expect(summary).toMatchObject({ year: 2026, legalForm: 'gmbh', alreadyReservedCents: 0 });
    expect(summary.remaining.cents).toBe(summary.total.cents);
    expect(summary.entries).toEqual([]);

    const entry = await caller.finances.taxReserves.addEntry({
      enteredOn: '2026-06-10',
      amountCents: 10_000,
      note: 'Überweisung Steuerkonto',
    });
    await caller.finances.taxReserves.addEntry({ enteredOn: '2025-06-10', amountCents: 99_999 });
    const reserved = await caller.finances.taxReserves.summary({ year: 2026 });
    expect(reserved.alreadyReservedCents).toBe(10_000);
    expect(reserved.remaining.cents).toBe(reserved.total.cents - 10_000);
    expect(reserved.entries).toEqual([
      {
        id: entry.id,
        enteredOn: '2026-06-10',
        amountCents: 10_000,
        note: 'Überweisung Steuerkonto',
      },
    ]);

    await caller.finances.settings.update({ smallBusiness: true });
    const small = await caller.finances.taxReserves.summary({ year: 2026 });
    expect(small.vat.cents).toBe(0);

    expect(await caller.finances.taxReserves.deleteEntry({ entryId: entry.id })).toEqual({
      id: entry.id,
    });
    await expect(
      caller.finances.taxReserves.deleteEntry({ entryId: entry.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: RESERVE_ENTRY_NOT_FOUND });
    expect((await caller.finances.taxReserves.summary({ year: 2026 })).alreadyReservedCents).toBe(
      0,
    );
  });

  it('sums a month beyond one booking’s limit without failing', async () => {
    const { customer, caller } = await company();
    for (const bookedOn of ['2026-05-04', '2026-05-05', '2026-05-06']) {
      await caller.finances.transactions.create({
        bookedOn,
        kind: 'income',
        grossCents: 100_000_000_000,
        vatRate: 19,
      });
    }
    const summary = await caller.finances.taxReserves.summary({ year: 2026 });
    expect(summary.vat.cents).toBe(3 * 15_966_386_555);
    const overview = await caller.finances.overview({ month: '2026-05' });
    expect(overview.current.incomeNetCents).toBe(3 * 84_033_613_445);
    expect((await caller.finances.transactions.list()).totals.incomeNetCents).toBe(
      3 * 84_033_613_445,
    );
    expect((await rows(customer.id)).bookings).toBe(3);
  });

  it('shows a month with the one before, twelve months, expenses by category and the reserve', async () => {
    const { customer, caller } = await company();
    const rent = await categoryId(caller, 'expense', 'Miete');
    const book = (fields: Parameters<typeof createBooking>[2]) =>
      createBooking(world.db, customer.id, fields);
    await book({ bookedOn: '2026-09-15', kind: 'income', grossCents: 238_000 });
    await book({ bookedOn: '2026-10-01', kind: 'income', grossCents: 119_000 });
    await book({ bookedOn: '2026-10-31', kind: 'expense', grossCents: 11_900, categoryId: rent });
    await book({ bookedOn: '2026-10-20', kind: 'expense', grossCents: 5_000, vatRate: 0 });
    await book({ bookedOn: '2026-11-01', kind: 'income', grossCents: 1_190_000 });
    await book({ bookedOn: '2025-10-31', kind: 'expense', grossCents: 1_190 });
    await book({ bookedOn: '2025-11-01', kind: 'expense', grossCents: 2_380 });
    await createRecurringItem(world.db, customer.id, {
      kind: 'expense',
      netCents: 50_000,
      interval: 'monthly',
      startsOn: '2026-01-01',
    });
    await createRecurringItem(world.db, customer.id, {
      kind: 'income',
      netCents: 30_000,
      interval: 'quarterly',
      startsOn: '2026-10-05',
    });
    await createRecurringItem(world.db, customer.id, {
      kind: 'expense',
      netCents: 99_000,
      interval: 'monthly',
      startsOn: '2026-01-01',
      active: false,
    });

    const overview = await caller.finances.overview({ month: '2026-10' });
    expect(overview.month).toBe('2026-10');
    expect(overview.current).toMatchObject({
      incomeNetCents: 100_000,
      expenseNetCents: 15_000,
      profitCents: 85_000,
      recurringIncomePerMonthCents: 10_000,
      recurringExpensePerMonthCents: 50_000,
      recurringPerMonthCents: -40_000,
    });
    expect(overview.previous).toMatchObject({
      incomeNetCents: 200_000,
      expenseNetCents: 0,
      profitCents: 200_000,
      // The quarterly income starts in October.
      recurringIncomePerMonthCents: 0,
      recurringExpensePerMonthCents: 50_000,
    });
    expect(overview.months).toHaveLength(12);
    expect(overview.months[0]).toEqual({
      month: '2025-11',
      incomeNetCents: 0,
      expenseNetCents: 2_000,
    });
    expect(overview.months.slice(-2)).toEqual([
      { month: '2026-09', incomeNetCents: 200_000, expenseNetCents: 0 },
      { month: '2026-10', incomeNetCents: 100_000, expenseNetCents: 15_000 },
    ]);
    expect(overview.months.map((month) => month.month)).toEqual(
      [...Array(12).keys()].map((index) => {
        const number = 10 + index;
        return `${2025 + Math.floor(number / 12)}-${String((number % 12) + 1).padStart(2, '0')}`;
      }),
    );
    expect(overview.expensesByCategory).toEqual([
      { categoryId: rent, name: 'Miete', netCents: 10_000 },
      { categoryId: null, name: null, netCents: 5_000 },
    ]);
    // The months' reserves add up to the year's (nothing booked before September).
    const year = await caller.finances.taxReserves.summary({ year: 2026 });
    const november = await caller.finances.overview({ month: '2026-11' });
    expect(
      overview.previous.reserveCents +
        overview.current.reserveCents +
        november.current.reserveCents,
    ).toBe(year.total.cents);
    expect(overview.current.reserveCents).toBeGreaterThan(100_000 * 0.15);
    expect(november.previous).toEqual(overview.current);
    // January starts the year afresh; a month of expenses only lowers the reserve (input VAT).
    const january = await caller.finances.overview({ month: '2026-01' });
    expect(january.current.reserveCents).toBe(0);
    expect(january.previous.reserveCents).toBe(0);
    const expensesOnly = await caller.finances.overview({ month: '2025-11' });
    expect(expensesOnly.current.reserveCents).toBeLessThan(0);
  });

  it('sums each project’s bookings into invoiced, costs, margin and budget used', async () => {
    const { customer, caller } = await company('primary_admin', true);
    const project = await createFinanceProject(world.db, customer.id, {
      name: 'Website-Relaunch',
      budgetCents: 100_000,
      startsOn: '2026-01-01',
    });
    const empty = await createFinanceProject(world.db, customer.id, {
      name: 'Ohne Budget',
      budgetCents: null,
      startsOn: '2026-02-01',
    });
    const book = (fields: Parameters<typeof createBooking>[2]) =>
      createBooking(world.db, customer.id, { projectId: project.id, ...fields });
    await book({ kind: 'income', grossCents: 238_000 });
    await book({ kind: 'expense', grossCents: 59_500 });
    await book({ kind: 'expense', grossCents: 11_900 });
    await createBooking(world.db, customer.id, { kind: 'expense', grossCents: 999_999 });
    expect(await caller.finances.projects.list()).toEqual([
      {
        id: project.id,
        name: 'Website-Relaunch',
        client: 'Alpenblick GmbH',
        budgetCents: 100_000,
        startsOn: '2026-01-01',
        endsOn: null,
        invoicedCents: 200_000,
        costsCents: 60_000,
        marginCents: 140_000,
        marginPermille: 700,
        budgetUsedPermille: 600,
        bookingCount: 3,
      },
      {
        id: empty.id,
        name: 'Ohne Budget',
        client: 'Alpenblick GmbH',
        budgetCents: null,
        startsOn: '2026-02-01',
        endsOn: null,
        invoicedCents: 0,
        costsCents: 0,
        marginCents: 0,
        marginPermille: null,
        budgetUsedPermille: null,
        bookingCount: 0,
      },
    ]);
    const listed = await caller.finances.transactions.list({ projectId: project.id });
    expect(listed.totals).toEqual({ count: 3, incomeNetCents: 200_000, expenseNetCents: 60_000 });
    expect(listed.items.every((item) => item.projectName === 'Website-Relaunch')).toBe(true);
    // Over budget: more than 1000 ‰.
    await book({ kind: 'expense', grossCents: 59_500 });
    const [over] = await caller.finances.projects.list();
    expect(over).toMatchObject({
      costsCents: 110_000,
      budgetUsedPermille: 1_100,
      marginPermille: 450,
    });
  });

  // ---------------------------------------------------------------------------------------------
  // Live updates and the demo

  it('announces every change on the company’s channel, never an amount', async () => {
    const events: { customerId: string; event: RealtimeEvent }[] = [];
    world.realtime = {
      ...silentPublisher,
      publish: (customerId, event) => {
        events.push({ customerId, event });
        return Promise.resolve();
      },
    };
    try {
      // Callers take the world's publisher when they are made.
      const { customer, caller } = await company('primary_admin', true);
      const today = berlinDay(new Date());
      const booking = await caller.finances.transactions.create({
        bookedOn: today,
        kind: 'income',
        grossCents: 119_000,
        vatRate: 19,
      });
      await caller.finances.transactions.update({ transactionId: booking.id, grossCents: 1_190 });
      await caller.finances.transactions.delete({ transactionId: booking.id });
      const filePath = await uploadStatement(world, customer.id, STATEMENT);
      await caller.finances.transactions.importPreview({ filePath });
      await caller.finances.transactions.import({ filePath });
      // Nothing new: nothing to announce.
      await caller.finances.transactions.import({ filePath });
      const item = await caller.finances.recurring.create({
        kind: 'expense',
        name: 'Miete',
        netCents: 1_000,
        vatRate: 19,
        interval: 'monthly',
        startsOn: today,
      });
      await caller.finances.recurring.update({ recurringId: item.id, name: 'Büromiete' });
      await caller.finances.recurring.book({ recurringId: item.id, dueOn: today });
      await caller.finances.recurring.delete({ recurringId: item.id });
      const category = await caller.finances.categories.create({ kind: 'income', name: 'Neu' });
      await caller.finances.categories.rename({ categoryId: category.id, name: 'Neuer' });
      await caller.finances.categories.delete({ categoryId: category.id });
      const project = await caller.finances.projects.create({ name: 'P', startsOn: today });
      await caller.finances.projects.update({ projectId: project.id, name: 'Q' });
      await caller.finances.projects.delete({ projectId: project.id });
      await caller.finances.settings.update({ hebesatz: 410 });
      await caller.finances.settings.update({ financesForAdmins: true });
      const entry = await caller.finances.taxReserves.addEntry({
        enteredOn: today,
        amountCents: 100,
      });
      await caller.finances.taxReserves.deleteEntry({ entryId: entry.id });
      // Reads announce nothing.
      await caller.finances.overview();
      await caller.finances.taxReserves.summary({ year: 2026 });

      const changed = (what: string) => ({
        customerId: customer.id,
        event: { name: 'finance.changed', data: { what } },
      });
      expect(events).toEqual([
        ...['transaction', 'transaction', 'transaction', 'transaction'].map(changed),
        ...['recurring', 'recurring', 'transaction', 'recurring'].map(changed),
        ...['category', 'category', 'category'].map(changed),
        ...['project', 'project', 'project'].map(changed),
        changed('settings'),
        changed('settings'),
        // Admins' sidebars follow the sharing.
        { customerId: customer.id, event: expect.objectContaining({ name: 'customer.changed' }) },
        changed('reserve'),
        changed('reserve'),
      ]);
    } finally {
      world.realtime = undefined;
    }
  });

  it('gives Sprint Demo GmbH a believable year of books, once', async () => {
    const now = new Date('2026-11-23T09:30:00Z');
    const context: SeedContext = {
      db: world.db,
      storage: world.storage,
      ensureAuthUser: ({ email }) => Promise.resolve(`seed-${email}`),
      now,
      secret: 'seed-secret',
    };
    await seedIdentity(context);
    await seedFinances(context);
    const customerId = DEMO_CUSTOMER_IDS.sprintDemo;
    const first = await rows(customerId);
    await seedFinances(context);
    expect(await rows(customerId)).toEqual(first);
    expect(first).toMatchObject({
      recurring: DEMO_RECURRING.length,
      projects: 3,
      settings: 1,
      entries: 11,
    });
    expect(first.bookings).toBeGreaterThan(120);
    const [range] = await world.db
      .select({
        first: min(financeTransactions.bookedOn),
        last: max(financeTransactions.bookedOn),
        months: sql<number>`count(distinct to_char(${financeTransactions.bookedOn}, 'YYYY-MM'))::int`,
      })
      .from(financeTransactions)
      .where(eq(financeTransactions.customerId, customerId));
    expect(range?.first).toBe('2025-12-01');
    expect(range?.last).toMatch(/^2026-11-(1\d|2[0-2])$/);
    expect(Number(range?.months)).toBe(12);
    // Other demo companies keep empty books.
    expect((await rows(DEMO_CUSTOMER_IDS.kleinkram)).bookings).toBe(0);

    // Its figures add up: a profit, money to put aside, projects with costs, items falling due.
    const tenant = { customerId };
    const settings = await ensureFinanceSettings(world.db, tenant);
    const reserves = await taxReservesOfYear(world.db, tenant, settings, 2026);
    expect(reserves.profit.cents).toBeGreaterThan(0);
    expect(reserves.vat.cents).toBeGreaterThan(0);
    expect(reserves.alreadyReservedCents).toBe(11 * 350_000);
    const overview = await financeOverview(world.db, tenant, settings, '2026-11', now);
    expect(overview.months.every((month) => month.expenseNetCents > 0)).toBe(true);
    expect(overview.expensesByCategory.length).toBeGreaterThan(2);
    const projects = await listProjects(world.db, tenant);
    expect(projects.every((project) => project.bookingCount > 0)).toBe(true);
    expect(projects.every((project) => project.budgetUsedPermille !== null)).toBe(true);
    const recurring = await listRecurring(world.db, tenant, 'expense', now);
    expect(recurring.dueSoon.length).toBeGreaterThan(0);
    expect(recurring.dueSoon.every((due) => due.dueOn >= '2026-11-23')).toBe(true);
  });
});
