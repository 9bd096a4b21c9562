import { readSettings } from '../../platform/settings/settings';
import { financeSharing } from './settings';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProbeContext, TenantProbes } from '../../../test/tenantProbe';
import { berlinDay } from '../../platform/berlin';
import { users } from '../../platform/identity/schema';
import {
  createBooking,
  createFinanceProject,
  createRecurringItem,
  uploadReceipt,
  uploadStatement,
} from './fixtures';
import {
  BOOKING_NOT_FOUND,
  CATEGORY_NOT_FOUND,
  PROJECT_NOT_FOUND,
  RECURRING_NOT_FOUND,
  RESERVE_ENTRY_NOT_FOUND,
} from './model';
import {
  financeCategories,
  financeProjects,
  financeRecurring,
  financeReserveEntries,
  financeSettings,
  financeTransactions,
} from './schema';
import { ensureFinanceSettings } from './service';
import {
  deleteBooking,
  deleteProject,
  deleteRecurring,
  NOT_RESTORABLE,
  restoreBooking,
  restoreProject,
  restoreRecurring,
} from './trash';

const FILE_NOT_FOUND = { code: 'NOT_FOUND', message: 'Datei nicht gefunden.' };
const SECRET = 'Geheim GmbH';

const STATEMENT = [
  'Buchungstag;Auftraggeber / Empfänger;Verwendungszweck;Betrag (EUR)',
  '03.11.2026;Geheim GmbH;Rechnung 1;1.190,00',
  '04.11.2026;Geheim GmbH;Rechnung 2;-119,00',
  '',
].join('\r\n');

/**
 * The owner's books as the intruder must never see or change them: settings, a category, a
 * project, a booking on it with a receipt (today, so it shows in this month's figures), a monthly
 * item due today, a reserve entry and a bank statement.
 */
async function ownersBooks({ world, owner }: ProbeContext) {
  const customerId = owner.customer.id;
  const today = berlinDay(new Date());
  await ensureFinanceSettings(world.db, { customerId });
  await world.db
    .update(financeSettings)
    .set({ hebesatz: 480, smallBusiness: true })
    .where(eq(financeSettings.customerId, customerId));
  const [category] = await world.db
    .insert(financeCategories)
    .values({ customerId, kind: 'expense', name: 'Geheime Kategorie', position: 99 })
    .returning();
  if (!category) throw new Error('no category');
  const project = await createFinanceProject(world.db, customerId, { name: 'Geheimes Projekt' });
  const receiptPath = await uploadReceipt(world, customerId, 'geheim.pdf');
  const booking = await createBooking(world.db, customerId, {
    bookedOn: today,
    kind: 'expense',
    grossCents: 11_900,
    categoryId: category.id,
    projectId: project.id,
    counterparty: SECRET,
    receiptPath,
    receiptName: 'geheim.pdf',
  });
  const recurring = await createRecurringItem(world.db, customerId, {
    name: 'Geheime Miete',
    startsOn: today,
    categoryId: category.id,
  });
  const [entry] = await world.db
    .insert(financeReserveEntries)
    .values({ customerId, enteredOn: today, amountCents: 50_000, note: 'Geheim' })
    .returning();
  if (!entry) throw new Error('no entry');
  const statementPath = await uploadStatement(world, customerId, STATEMENT);
  return { today, category, project, receiptPath, booking, recurring, entry, statementPath };
}

type Books = Awaited<ReturnType<typeof ownersBooks>>;

/** Everything of the owner's books is still there, as it was. */
async function unchanged({ world, owner }: ProbeContext, books: Books) {
  const customerId = owner.customer.id;
  const [booking] = await world.db
    .select()
    .from(financeTransactions)
    .where(eq(financeTransactions.id, books.booking.id));
  expect(booking).toMatchObject({
    grossCents: 11_900,
    categoryId: books.category.id,
    projectId: books.project.id,
    counterparty: SECRET,
  });
  const [recurring] = await world.db
    .select()
    .from(financeRecurring)
    .where(eq(financeRecurring.id, books.recurring.id));
  expect(recurring).toMatchObject({ name: 'Geheime Miete', active: true, netCents: 240_000 });
  const [project] = await world.db
    .select()
    .from(financeProjects)
    .where(eq(financeProjects.id, books.project.id));
  expect(project).toMatchObject({ name: 'Geheimes Projekt', budgetCents: 1_000_000 });
  const [category] = await world.db
    .select()
    .from(financeCategories)
    .where(eq(financeCategories.id, books.category.id));
  expect(category).toMatchObject({ name: 'Geheime Kategorie', customerId });
  const [entry] = await world.db
    .select()
    .from(financeReserveEntries)
    .where(eq(financeReserveEntries.id, books.entry.id));
  expect(entry).toMatchObject({ amountCents: 50_000 });
  const bookings = await world.db
    .select({ id: financeTransactions.id })
    .from(financeTransactions)
    .where(eq(financeTransactions.customerId, customerId));
  expect(bookings).toEqual([{ id: books.booking.id }]);
  const [settings] = await world.db
    .select()
    .from(financeSettings)
    .where(eq(financeSettings.customerId, customerId));
  expect(settings).toMatchObject({ hebesatz: 480, smallBusiness: true });
  const company = {
    shared: (await readSettings(world.db, { customerId }, financeSharing)).financesForAdmins,
  };
  expect(company?.shared).toBe(false);
}

/** The intruder's own bookings: none may come from the owner's records. */
async function intrudersBookings({ world, intruder }: ProbeContext) {
  return world.db
    .select()
    .from(financeTransactions)
    .where(eq(financeTransactions.customerId, intruder.customer.id));
}

/** Projects are the employees' tool: the intruder gets to try as one. */
async function asEmployee({ world, intruder }: ProbeContext) {
  await world.db.update(users).set({ ourEmployee: true }).where(eq(users.id, intruder.user.id));
}

const notFound = (message: string) => ({ code: 'NOT_FOUND', message });

export const financesTenantProbe: TenantProbes = {
  'finances.transactions.list': async (context) => {
    const books = await ownersBooks(context);
    const { caller } = context.intruder;
    const page = await caller.finances.transactions.list({ search: SECRET });
    expect(page.items).toEqual([]);
    expect(page.totals).toEqual({ count: 0, incomeNetCents: 0, expenseNetCents: 0 });
    expect((await caller.finances.transactions.list()).totals.count).toBe(0);
    await expect(
      caller.finances.transactions.list({ categoryId: books.category.id }),
    ).rejects.toMatchObject(notFound(CATEGORY_NOT_FOUND));
    await expect(
      caller.finances.transactions.list({ projectId: books.project.id }),
    ).rejects.toMatchObject(notFound(PROJECT_NOT_FOUND));
  },

  'finances.transactions.byId': async (context) => {
    const books = await ownersBooks(context);
    await expect(
      context.intruder.caller.finances.transactions.byId({ transactionId: books.booking.id }),
    ).rejects.toMatchObject(notFound(BOOKING_NOT_FOUND));
  },

  'finances.transactions.create': async (context) => {
    const books = await ownersBooks(context);
    const { caller } = context.intruder;
    const booking = {
      bookedOn: books.today,
      kind: 'expense' as const,
      grossCents: 119,
      vatRate: 19 as const,
    };
    await expect(
      caller.finances.transactions.create({ ...booking, categoryId: books.category.id }),
    ).rejects.toMatchObject(notFound(CATEGORY_NOT_FOUND));
    await expect(
      caller.finances.transactions.create({ ...booking, projectId: books.project.id }),
    ).rejects.toMatchObject(notFound(PROJECT_NOT_FOUND));
    await expect(
      caller.finances.transactions.create({ ...booking, receiptPath: books.receiptPath }),
    ).rejects.toMatchObject(FILE_NOT_FOUND);
    expect(await intrudersBookings(context)).toEqual([]);
    await unchanged(context, books);
  },

  'finances.transactions.update': async (context) => {
    const books = await ownersBooks(context);
    const { caller } = context.intruder;
    await expect(
      caller.finances.transactions.update({
        transactionId: books.booking.id,
        grossCents: 1,
        counterparty: 'Übernommen',
      }),
    ).rejects.toMatchObject(notFound(BOOKING_NOT_FOUND));
    // Nor can the intruder's own booking be tied to the owner's records.
    const own = await createBooking(context.world.db, context.intruder.customer.id, {
      kind: 'expense',
    });
    for (const change of [
      { categoryId: books.category.id },
      { projectId: books.project.id },
      { receiptPath: books.receiptPath },
    ]) {
      await expect(
        caller.finances.transactions.update({ transactionId: own.id, ...change }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await intrudersBookings(context)).toMatchObject([
      { id: own.id, categoryId: null, projectId: null, receiptPath: null },
    ]);
    await unchanged(context, books);
  },

  'finances.transactions.delete': async (context) => {
    const books = await ownersBooks(context);
    await expect(
      context.intruder.caller.finances.transactions.delete({ transactionId: books.booking.id }),
    ).rejects.toMatchObject(notFound(BOOKING_NOT_FOUND));
    await unchanged(context, books);
  },

  'finances.transactions.restore': async (context) => {
    const books = await ownersBooks(context);
    const owner = { customerId: context.owner.customer.id };
    await deleteBooking(context.world.db, owner, books.booking.id);
    await expect(
      context.intruder.caller.finances.transactions.restore({ transactionId: books.booking.id }),
    ).rejects.toMatchObject(notFound(NOT_RESTORABLE));
    // The owner's undo still works: the intruder took nothing out of the trash.
    await restoreBooking(context.world.db, owner, books.booking.id);
    await unchanged(context, books);
  },

  'finances.transactions.importPreview': async (context) => {
    const books = await ownersBooks(context);
    await expect(
      context.intruder.caller.finances.transactions.importPreview({
        filePath: books.statementPath,
      }),
    ).rejects.toMatchObject(FILE_NOT_FOUND);
  },

  'finances.transactions.import': async (context) => {
    const books = await ownersBooks(context);
    const { caller } = context.intruder;
    await expect(
      caller.finances.transactions.import({ filePath: books.statementPath }),
    ).rejects.toMatchObject(FILE_NOT_FOUND);
    // The intruder's own statement with the owner's category.
    const own = await uploadStatement(context.world, context.intruder.customer.id, STATEMENT);
    await expect(
      caller.finances.transactions.import({
        filePath: own,
        expenseCategoryId: books.category.id,
      }),
    ).rejects.toMatchObject(notFound(CATEGORY_NOT_FOUND));
    expect(await intrudersBookings(context)).toEqual([]);
    // The owner's imported rows are no duplicates of the intruder's.
    await context.owner.caller.finances.transactions.import({ filePath: books.statementPath });
    expect(await caller.finances.transactions.import({ filePath: own })).toMatchObject({
      imported: 2,
      duplicates: 0,
    });
  },

  'finances.recurring.list': async (context) => {
    await ownersBooks(context);
    for (const kind of ['income', 'expense'] as const) {
      const list = await context.intruder.caller.finances.recurring.list({ kind });
      expect(list).toEqual({
        items: [],
        totals: {
          perMonthGrossCents: 0,
          perMonthNetCents: 0,
          perYearGrossCents: 0,
          perYearNetCents: 0,
        },
        dueSoon: [],
      });
    }
  },

  'finances.recurring.byId': async (context) => {
    const books = await ownersBooks(context);
    await expect(
      context.intruder.caller.finances.recurring.byId({ recurringId: books.recurring.id }),
    ).rejects.toMatchObject(notFound(RECURRING_NOT_FOUND));
  },

  'finances.recurring.create': async (context) => {
    const books = await ownersBooks(context);
    await expect(
      context.intruder.caller.finances.recurring.create({
        kind: 'expense',
        name: 'Fremd',
        netCents: 100,
        vatRate: 19,
        interval: 'monthly',
        startsOn: books.today,
        categoryId: books.category.id,
      }),
    ).rejects.toMatchObject(notFound(CATEGORY_NOT_FOUND));
    const theirs = await context.world.db
      .select()
      .from(financeRecurring)
      .where(eq(financeRecurring.customerId, context.intruder.customer.id));
    expect(theirs).toEqual([]);
    await unchanged(context, books);
  },

  'finances.recurring.update': async (context) => {
    const books = await ownersBooks(context);
    const { caller } = context.intruder;
    await expect(
      caller.finances.recurring.update({
        recurringId: books.recurring.id,
        name: 'Übernommen',
        active: false,
      }),
    ).rejects.toMatchObject(notFound(RECURRING_NOT_FOUND));
    const own = await createRecurringItem(context.world.db, context.intruder.customer.id);
    await expect(
      caller.finances.recurring.update({ recurringId: own.id, categoryId: books.category.id }),
    ).rejects.toMatchObject(notFound(CATEGORY_NOT_FOUND));
    await unchanged(context, books);
  },

  'finances.recurring.delete': async (context) => {
    const books = await ownersBooks(context);
    await expect(
      context.intruder.caller.finances.recurring.delete({ recurringId: books.recurring.id }),
    ).rejects.toMatchObject(notFound(RECURRING_NOT_FOUND));
    await unchanged(context, books);
  },

  'finances.recurring.restore': async (context) => {
    const books = await ownersBooks(context);
    const owner = { customerId: context.owner.customer.id };
    await deleteRecurring(context.world.db, owner, books.recurring.id);
    await expect(
      context.intruder.caller.finances.recurring.restore({ recurringId: books.recurring.id }),
    ).rejects.toMatchObject(notFound(NOT_RESTORABLE));
    await restoreRecurring(context.world.db, owner, books.recurring.id);
    await unchanged(context, books);
  },

  'finances.recurring.book': async (context) => {
    const books = await ownersBooks(context);
    await expect(
      context.intruder.caller.finances.recurring.book({
        recurringId: books.recurring.id,
        dueOn: books.today,
      }),
    ).rejects.toMatchObject(notFound(RECURRING_NOT_FOUND));
    expect(await intrudersBookings(context)).toEqual([]);
    await unchanged(context, books);
    // The owner can still book it: the intruder's attempt took nothing.
    await context.owner.caller.finances.recurring.book({
      recurringId: books.recurring.id,
      dueOn: books.today,
    });
  },

  'finances.categories.list': async (context) => {
    const books = await ownersBooks(context);
    const categories = await context.intruder.caller.finances.categories.list();
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.map((category) => category.id)).not.toContain(books.category.id);
    expect(categories.map((category) => category.name)).not.toContain('Geheime Kategorie');
  },

  'finances.categories.create': async (context) => {
    const books = await ownersBooks(context);
    // The same name as the owner's is the intruder's own category, not a conflict.
    const created = await context.intruder.caller.finances.categories.create({
      kind: 'expense',
      name: 'Geheime Kategorie',
    });
    expect(created.id).not.toBe(books.category.id);
    const [row] = await context.world.db
      .select()
      .from(financeCategories)
      .where(eq(financeCategories.id, created.id));
    expect(row?.customerId).toBe(context.intruder.customer.id);
    await unchanged(context, books);
  },

  'finances.categories.rename': async (context) => {
    const books = await ownersBooks(context);
    await expect(
      context.intruder.caller.finances.categories.rename({
        categoryId: books.category.id,
        name: 'Übernommen',
      }),
    ).rejects.toMatchObject(notFound(CATEGORY_NOT_FOUND));
    await unchanged(context, books);
  },

  'finances.categories.delete': async (context) => {
    const books = await ownersBooks(context);
    await expect(
      context.intruder.caller.finances.categories.delete({ categoryId: books.category.id }),
    ).rejects.toMatchObject(notFound(CATEGORY_NOT_FOUND));
    await unchanged(context, books);
  },

  'finances.projects.list': async (context) => {
    const books = await ownersBooks(context);
    await asEmployee(context);
    const own = await createFinanceProject(context.world.db, context.intruder.customer.id);
    const projects = await context.intruder.caller.finances.projects.list();
    expect(projects.map((project) => project.id)).toEqual([own.id]);
    // The owner's bookings on their project count nowhere else.
    expect(projects[0]).toMatchObject({ invoicedCents: 0, costsCents: 0, bookingCount: 0 });
    expect(projects.map((project) => project.id)).not.toContain(books.project.id);
  },

  'finances.projects.options': async (context) => {
    await ownersBooks(context);
    expect(await context.intruder.caller.finances.projects.options()).toEqual([]);
  },

  'finances.projects.create': async (context) => {
    const books = await ownersBooks(context);
    await asEmployee(context);
    const created = await context.intruder.caller.finances.projects.create({
      name: 'Geheimes Projekt',
      startsOn: books.today,
    });
    expect(created.customerId).toBe(context.intruder.customer.id);
    await unchanged(context, books);
  },

  'finances.projects.update': async (context) => {
    const books = await ownersBooks(context);
    await asEmployee(context);
    await expect(
      context.intruder.caller.finances.projects.update({
        projectId: books.project.id,
        name: 'Übernommen',
        budgetCents: 0,
      }),
    ).rejects.toMatchObject(notFound(PROJECT_NOT_FOUND));
    await unchanged(context, books);
  },

  'finances.projects.delete': async (context) => {
    const books = await ownersBooks(context);
    await asEmployee(context);
    await expect(
      context.intruder.caller.finances.projects.delete({ projectId: books.project.id }),
    ).rejects.toMatchObject(notFound(PROJECT_NOT_FOUND));
    await unchanged(context, books);
  },

  'finances.projects.restore': async (context) => {
    const books = await ownersBooks(context);
    await asEmployee(context);
    const owner = { customerId: context.owner.customer.id };
    await deleteProject(context.world.db, owner, books.project.id);
    await expect(
      context.intruder.caller.finances.projects.restore({ projectId: books.project.id }),
    ).rejects.toMatchObject(notFound(NOT_RESTORABLE));
    await restoreProject(context.world.db, owner, books.project.id);
    await unchanged(context, books);
  },

  'finances.settings.get': async (context) => {
    await ownersBooks(context);
    expect(await context.intruder.caller.finances.settings.get()).toEqual({
      legalForm: 'gmbh',
      smallBusiness: false,
      hebesatz: 400,
      vatPeriod: 'quarterly',
      financesForAdmins: false,
    });
  },

  'finances.settings.update': async (context) => {
    const books = await ownersBooks(context);
    const updated = await context.intruder.caller.finances.settings.update({
      hebesatz: 250,
      smallBusiness: false,
      financesForAdmins: true,
    });
    expect(updated).toMatchObject({ hebesatz: 250, financesForAdmins: true });
    await unchanged(context, books);
  },

  'finances.overview': async (context) => {
    await ownersBooks(context);
    const overview = await context.intruder.caller.finances.overview();
    const zero = {
      incomeNetCents: 0,
      expenseNetCents: 0,
      profitCents: 0,
      reserveCents: 0,
      recurringPerMonthCents: 0,
      recurringIncomePerMonthCents: 0,
      recurringExpensePerMonthCents: 0,
    };
    expect(overview.current).toEqual(zero);
    expect(overview.previous).toEqual(zero);
    expect(overview.months.every((month) => month.expenseNetCents === 0)).toBe(true);
    expect(overview.expensesByCategory).toEqual([]);
    expect(overview.dueSoon).toEqual([]);
  },

  'finances.summary': async (context) => {
    await ownersBooks(context);
    const summary = await context.intruder.caller.finances.summary();
    expect(summary).toMatchObject({
      incomeNetCents: 0,
      expenseNetCents: 0,
      profitCents: 0,
      reserveRemainingCents: 0,
      dueSoonCount: 0,
      dueSoon: [],
    });
  },

  'finances.taxReserves.summary': async (context) => {
    const books = await ownersBooks(context);
    const summary = await context.intruder.caller.finances.taxReserves.summary({
      year: Number(books.today.slice(0, 4)),
    });
    expect(summary).toMatchObject({ alreadyReservedCents: 0, entries: [] });
    expect(summary.vat.cents).toBe(0);
    expect(summary.profit.cents).toBe(0);
    expect(summary.total.cents).toBe(0);
  },

  'finances.taxReserves.addEntry': async (context) => {
    const books = await ownersBooks(context);
    const entry = await context.intruder.caller.finances.taxReserves.addEntry({
      enteredOn: books.today,
      amountCents: 100,
    });
    const [row] = await context.world.db
      .select()
      .from(financeReserveEntries)
      .where(eq(financeReserveEntries.id, entry.id));
    expect(row?.customerId).toBe(context.intruder.customer.id);
    const owners = await context.owner.caller.finances.taxReserves.summary({
      year: Number(books.today.slice(0, 4)),
    });
    expect(owners.entries.map((item) => item.id)).toEqual([books.entry.id]);
    await unchanged(context, books);
  },

  'finances.taxReserves.deleteEntry': async (context) => {
    const books = await ownersBooks(context);
    await expect(
      context.intruder.caller.finances.taxReserves.deleteEntry({ entryId: books.entry.id }),
    ).rejects.toMatchObject(notFound(RESERVE_ENTRY_NOT_FOUND));
    await unchanged(context, books);
  },
};
