/**
 * The figures of the Finances area, all from the bookings in SQL sums of exact cents: the
 * overview's cards and charts, the tax reserves of a year, the projects' budgets and the
 * dashboard's card.
 */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { addDays, berlinDay } from '../../platform/berlin';
import type { Database } from '../../platform/db/database';
import { ownedBy, type TenantScope } from '../../platform/tenancy/tenant';
import { daysInMonth, perMonthCents } from './intervals';
import type { BookingKind } from './model';
import { DUE_SOON_DAYS, dueOccurrences, listReserveEntries, type DueOccurrence } from './service';
import {
  financeCategories,
  financeProjects,
  financeRecurring,
  financeTransactions,
  type FinanceSettings,
} from './schema';
import { taxReserveSummary, type ReserveBooking, type TaxReserveSummary } from './tax';

// ---------------------------------------------------------------------------------------------
// Months

/** '2026-11' → { year: 2026, month: 11 }. */
function monthParts(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { year, month: number };
}

function shiftMonth(month: string, by: number): string {
  const { year, month: number } = monthParts(month);
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function firstDay(month: string): string {
  return `${month}-01`;
}

function lastDay(month: string): string {
  const { year, month: number } = monthParts(month);
  return `${month}-${String(daysInMonth(year, number)).padStart(2, '0')}`;
}

export function currentMonth(now: Date): string {
  return berlinDay(now).slice(0, 7);
}

// ---------------------------------------------------------------------------------------------
// Sums per month

type MonthSums = { month: string; kind: BookingKind; netCents: number; vatCents: number };

/** Net and VAT per month and kind from `from` to `to` (days, inclusive). */
async function sumsByMonth(
  db: Database,
  tenant: TenantScope,
  from: string,
  to: string,
): Promise<MonthSums[]> {
  const month = sql<string>`to_char(${financeTransactions.bookedOn}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      kind: financeTransactions.kind,
      netCents: sql<string>`sum(${financeTransactions.netCents})`,
      vatCents: sql<string>`sum(${financeTransactions.vatCents})`,
    })
    .from(financeTransactions)
    .where(
      ownedBy(
        financeTransactions,
        tenant,
        gte(financeTransactions.bookedOn, from),
        lte(financeTransactions.bookedOn, to),
      ),
    )
    .groupBy(month, financeTransactions.kind);
  return rows.map((row) => ({
    month: row.month,
    kind: row.kind,
    netCents: Number(row.netCents),
    vatCents: Number(row.vatCents),
  }));
}

/** A month's sums as the tax rules read bookings: one per kind, dated on the month's first. */
function asReserveBookings(sums: MonthSums[]): ReserveBooking[] {
  return sums.map((sum) => ({
    date: firstDay(sum.month),
    kind: sum.kind,
    netCents: sum.netCents,
    vatCents: sum.vatCents,
  }));
}

function reserveFor(
  settings: FinanceSettings,
  year: number,
  bookings: ReserveBooking[],
  alreadyReservedCents: number,
): TaxReserveSummary {
  return taxReserveSummary({
    year,
    legalForm: settings.legalForm,
    smallBusiness: settings.smallBusiness,
    hebesatz: settings.hebesatz,
    vatPeriod: settings.vatPeriod,
    bookings,
    alreadyReservedCents,
  });
}

// ---------------------------------------------------------------------------------------------
// Tax reserves

export type TaxReservePage = TaxReserveSummary & {
  entries: Awaited<ReturnType<typeof listReserveEntries>>;
};

export async function taxReservesOfYear(
  db: Database,
  tenant: TenantScope,
  settings: FinanceSettings,
  year: number,
): Promise<TaxReservePage> {
  const [sums, entries] = await Promise.all([
    sumsByMonth(db, tenant, `${year}-01-01`, `${year}-12-31`),
    listReserveEntries(db, tenant, year),
  ]);
  const reserved = entries.reduce((total, entry) => total + entry.amountCents, 0);
  return { ...reserveFor(settings, year, asReserveBookings(sums), reserved), entries };
}

// ---------------------------------------------------------------------------------------------
// Overview

export type MonthFigures = {
  incomeNetCents: number;
  expenseNetCents: number;
  profitCents: number;
  /** What the month adds to the year's 'Rücklage gesamt'. */
  reserveCents: number;
  /** Active recurring items' income − expenses, net, normalised to a month. */
  recurringPerMonthCents: number;
  recurringIncomePerMonthCents: number;
  recurringExpensePerMonthCents: number;
};

export type Overview = {
  month: string;
  current: MonthFigures;
  previous: MonthFigures;
  /** The 12 months up to and including `month`, oldest first. */
  months: { month: string; incomeNetCents: number; expenseNetCents: number }[];
  /** The month's expenses per category, largest first; 'Ohne Kategorie' as null. */
  expensesByCategory: { categoryId: string | null; name: string | null; netCents: number }[];
  dueSoon: DueOccurrence[];
};

type RecurringRowLite = Pick<
  typeof financeRecurring.$inferSelect,
  'kind' | 'netCents' | 'interval' | 'startsOn' | 'endsOn'
>;

/** An item counts for a month when it runs during some day of it. */
function recurringInMonth(items: RecurringRowLite[], month: string) {
  let income = 0;
  let expense = 0;
  for (const item of items) {
    if (item.startsOn > lastDay(month) || (item.endsOn && item.endsOn < firstDay(month))) continue;
    const perMonth = perMonthCents(item.netCents, item.interval);
    if (item.kind === 'income') income += perMonth;
    else expense += perMonth;
  }
  return { income, expense };
}

export async function financeOverview(
  db: Database,
  tenant: TenantScope,
  settings: FinanceSettings,
  month: string,
  now: Date,
): Promise<Overview> {
  const previousMonth = shiftMonth(month, -1);
  const firstChartMonth = shiftMonth(month, -11);
  // Everything from the earlier of the chart's first month and the previous month's year start:
  // the reserve of a month is the year's reserve up to it minus the one up to the month before.
  const previousYear = monthParts(previousMonth).year;
  const from = [firstDay(firstChartMonth), `${previousYear}-01-01`].sort()[0] as string;
  const today = berlinDay(now);
  const [sums, categories, recurring, dueSoon] = await Promise.all([
    sumsByMonth(db, tenant, from, lastDay(month)),
    db
      .select({
        categoryId: financeTransactions.categoryId,
        name: financeCategories.name,
        netCents: sql<string>`sum(${financeTransactions.netCents})`,
      })
      .from(financeTransactions)
      .leftJoin(financeCategories, eq(financeCategories.id, financeTransactions.categoryId))
      .where(
        ownedBy(
          financeTransactions,
          tenant,
          eq(financeTransactions.kind, 'expense'),
          gte(financeTransactions.bookedOn, firstDay(month)),
          lte(financeTransactions.bookedOn, lastDay(month)),
        ),
      )
      .groupBy(financeTransactions.categoryId, financeCategories.name),
    db
      .select({
        kind: financeRecurring.kind,
        netCents: financeRecurring.netCents,
        interval: financeRecurring.interval,
        startsOn: financeRecurring.startsOn,
        endsOn: financeRecurring.endsOn,
      })
      .from(financeRecurring)
      .where(ownedBy(financeRecurring, tenant, eq(financeRecurring.active, true))),
    dueOccurrences(db, tenant, today, addDays(today, DUE_SOON_DAYS)),
  ]);

  const net = (of: string, kind: BookingKind) =>
    sums
      .filter((sum) => sum.month === of && sum.kind === kind)
      .reduce((total, sum) => total + sum.netCents, 0);

  /** The year's 'Rücklage gesamt' counting the bookings up to the end of `upTo`. */
  const reserveUpTo = (upTo: string) => {
    const upToYear = monthParts(upTo).year;
    const bookings = asReserveBookings(
      sums.filter((sum) => sum.month.startsWith(`${upToYear}-`) && sum.month <= upTo),
    );
    return reserveFor(settings, upToYear, bookings, 0).total.cents;
  };
  /** January starts the year afresh: its reserve is all it adds. */
  const reserveOf = (of: string) =>
    of.endsWith('-01') ? reserveUpTo(of) : reserveUpTo(of) - reserveUpTo(shiftMonth(of, -1));

  const figures = (of: string): MonthFigures => {
    const incomeNetCents = net(of, 'income');
    const expenseNetCents = net(of, 'expense');
    const recurringSums = recurringInMonth(recurring, of);
    return {
      incomeNetCents,
      expenseNetCents,
      profitCents: incomeNetCents - expenseNetCents,
      reserveCents: reserveOf(of),
      recurringPerMonthCents: recurringSums.income - recurringSums.expense,
      recurringIncomePerMonthCents: recurringSums.income,
      recurringExpensePerMonthCents: recurringSums.expense,
    };
  };

  return {
    month,
    current: figures(month),
    previous: figures(previousMonth),
    months: Array.from({ length: 12 }, (_, index) => {
      const of = shiftMonth(firstChartMonth, index);
      return { month: of, incomeNetCents: net(of, 'income'), expenseNetCents: net(of, 'expense') };
    }),
    expensesByCategory: categories
      .map((row) => ({
        categoryId: row.categoryId,
        name: row.name,
        netCents: Number(row.netCents),
      }))
      .sort((a, b) => b.netCents - a.netCents || (a.name ?? '').localeCompare(b.name ?? '', 'de')),
    dueSoon,
  };
}

// ---------------------------------------------------------------------------------------------
// Dashboard

export type FinanceSummary = {
  month: string;
  incomeNetCents: number;
  expenseNetCents: number;
  profitCents: number;
  /** 'Noch zurückzulegen' of the current year. */
  reserveRemainingCents: number;
  dueSoonCount: number;
  dueSoon: DueOccurrence[];
};

export async function financeSummary(
  db: Database,
  tenant: TenantScope,
  settings: FinanceSettings,
  now: Date,
): Promise<FinanceSummary> {
  const month = currentMonth(now);
  const year = monthParts(month).year;
  const today = berlinDay(now);
  const [reserves, due, sums] = await Promise.all([
    taxReservesOfYear(db, tenant, settings, year),
    dueOccurrences(db, tenant, today, addDays(today, DUE_SOON_DAYS)),
    sumsByMonth(db, tenant, firstDay(month), lastDay(month)),
  ]);
  const income = sums.filter((sum) => sum.kind === 'income').reduce((t, s) => t + s.netCents, 0);
  const expense = sums.filter((sum) => sum.kind === 'expense').reduce((t, s) => t + s.netCents, 0);
  const open = due.filter((occurrence) => occurrence.transactionId === null);
  return {
    month,
    incomeNetCents: income,
    expenseNetCents: expense,
    profitCents: income - expense,
    reserveRemainingCents: reserves.remaining.cents,
    dueSoonCount: open.length,
    dueSoon: open.slice(0, 3),
  };
}

// ---------------------------------------------------------------------------------------------
// Projects

export type ProjectRow = {
  id: string;
  name: string;
  client: string | null;
  budgetCents: number | null;
  startsOn: string;
  endsOn: string | null;
  /** Net income booked on the project. */
  invoicedCents: number;
  /** Net expenses booked on the project. */
  costsCents: number;
  marginCents: number;
  /** Margin in per mille of the invoiced amount (rounded half up); null with nothing invoiced. */
  marginPermille: number | null;
  /** Costs in per mille of the budget; null without a budget. */
  budgetUsedPermille: number | null;
  bookingCount: number;
};

/** `part / whole` in per mille, rounded half away from zero, from exact integers. */
function permille(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  const scaled = part * 1000;
  const magnitude = Math.floor((2 * Math.abs(scaled) + whole) / (2 * whole));
  return scaled < 0 ? -magnitude : magnitude;
}

export async function listProjects(db: Database, tenant: TenantScope): Promise<ProjectRow[]> {
  const rows = await db
    .select({
      project: financeProjects,
      invoicedCents: sql<string>`coalesce(sum(${financeTransactions.netCents}) filter (where ${financeTransactions.kind} = 'income'), 0)`,
      costsCents: sql<string>`coalesce(sum(${financeTransactions.netCents}) filter (where ${financeTransactions.kind} = 'expense'), 0)`,
      bookingCount: sql<string>`count(${financeTransactions.id})`,
    })
    .from(financeProjects)
    .leftJoin(
      financeTransactions,
      and(
        eq(financeTransactions.projectId, financeProjects.id),
        eq(financeTransactions.customerId, financeProjects.customerId),
      ),
    )
    .where(ownedBy(financeProjects, tenant))
    .groupBy(financeProjects.id)
    .orderBy(asc(financeProjects.startsOn), asc(financeProjects.name));
  return rows.map(({ project, ...sums }) => {
    const invoicedCents = Number(sums.invoicedCents);
    const costsCents = Number(sums.costsCents);
    const marginCents = invoicedCents - costsCents;
    return {
      id: project.id,
      name: project.name,
      client: project.client,
      budgetCents: project.budgetCents,
      startsOn: project.startsOn,
      endsOn: project.endsOn,
      invoicedCents,
      costsCents,
      marginCents,
      marginPermille: permille(marginCents, invoicedCents),
      budgetUsedPermille:
        project.budgetCents === null ? null : permille(costsCents, project.budgetCents),
      bookingCount: Number(sums.bookingCount),
    };
  });
}
