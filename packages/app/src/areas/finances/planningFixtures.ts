import { http, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import {
  ALREADY_BOOKED,
  DEFAULT_CATEGORIES,
  FINANCES_FORBIDDEN,
  FINANCES_SHARING_FORBIDDEN,
  PROJECT_NOT_FOUND,
  RECURRING_NOT_FOUND,
  netToGross,
  nextDue,
  occurrencesBetween,
  perMonthCents,
  perYearCents,
  splitGross,
  type BookingKind,
  type CreateProjectInput,
  type CreateRecurringInput,
  type NoticeUnit,
  type ReserveEntryInput,
  type UpdateProjectInput,
  type UpdateRecurringInput,
  type UpdateSettingsInput,
} from '@sprint/server/finances';
// The server's own tax rules, pure (tax.ts has no database): the stories show the figures the
// server would compute for the same bookings, not figures typed by hand. The package exports only
// the inputs, so the file is imported by its path.
import { taxReserveSummary, type ReserveBooking } from '../../../../server/src/areas/finances/tax';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterOutputs } from '../../api/types';
import {
  sessionCustomerFixture,
  trpcQueries,
  trpcReply,
  type TrpcCallAnswer,
  type TrpcFailure,
} from '../../testing/storyProviders';
import type {
  FinanceBooking,
  FinanceCategory,
  FinanceSettings,
  FinanceSummary,
  ProjectItem,
  RecurringItem,
  RecurringList,
  ReserveEntry,
  TaxReservePage,
} from './components/planningTypes';

/*
 * The planning pages' story data (recurring items, tax reserves, projects, the dashboard card)
 * around the stories' fixed "now" (Friday, 20 November 2026, 10:30 in Berlin, set by
 * .storybook/preview.tsx), and a small in-memory stand-in for the server's `finances.*`
 * procedures that answers in the real tRPC shape (batched GET for queries, batched POST for
 * mutations, superjson). Due days, amounts per month and year and the tax reserve come from the
 * server's own pure functions, so the fixtures cannot drift from what the server computes.
 */

/** The Berlin day of the stories' "now". */
const NOT_RESTORABLE = 'Das lässt sich nicht mehr wiederherstellen.';

export const TODAY = '2026-11-20';
const THIS_YEAR = 2026;

/** The calendar day `offset` days from `day`, as 'YYYY-MM-DD'. */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const uuid = (prefix: string, n: number) => `${prefix}-${String(n).padStart(12, '0')}`;
export const categoryId = (n: number) => uuid('7b3c9d2e-4f1a-4c5b-8d6e', n);
export const recurringId = (n: number) => uuid('5d0e3a1b-7c2f-4d6e-9a8b', n);
export const projectId = (n: number) => uuid('8f2a6c4d-1e3b-4a5c-9d7e', n);
export const entryId = (n: number) => uuid('2c4e6a8b-0d1f-4a3c-8e5b', n);
export const bookingId = (n: number) => uuid('9a7b5c3d-1e2f-4a6b-8c0d', n);

// ---------------------------------------------------------------------------------------------
// Errors as the server sends them

/** A viewer who may not see the finances (an admin without sharing, a user). */
export const FINANCES_NO_ACCESS: TrpcFailure = {
  status: 403,
  code: 'FORBIDDEN',
  message: FINANCES_FORBIDDEN,
};

/** `assertEmployee`: projects are the provider's employees' tool. */
export const EMPLOYEES_ONLY_FAILURE: TrpcFailure = {
  status: 403,
  code: 'FORBIDDEN',
  message: 'Nur für Mitarbeiter verfügbar.',
};

// ---------------------------------------------------------------------------------------------
// Categories: the defaults every company starts with

export const categoryFixtures: FinanceCategory[] = (['income', 'expense'] as const).flatMap(
  (kind, kindIndex) =>
    DEFAULT_CATEGORIES[kind].map((name, position) => ({
      id: categoryId(kindIndex * 20 + position + 1),
      kind,
      name,
      position,
    })),
);

function categoryNamed(kind: BookingKind, name: string): FinanceCategory {
  const category = categoryFixtures.find((item) => item.kind === kind && item.name === name);
  if (!category) throw new Error(`No category ${name}`);
  return category;
}

// ---------------------------------------------------------------------------------------------
// Recurring items

type RecurringSeed = Pick<
  RecurringItem,
  'kind' | 'name' | 'counterparty' | 'netCents' | 'vatRate' | 'interval' | 'startsOn'
> &
  Partial<Pick<RecurringItem, 'endsOn' | 'noticeValue' | 'noticeUnit' | 'active' | 'id'>> & {
    category?: string;
  };

/** `day` minus a notice period, months clamped to the month's end (the server's subtractNotice). */
function subtractNotice(day: string, value: number, unit: NoticeUnit): string {
  if (unit === 'days') return addDays(day, -value);
  if (unit === 'weeks') return addDays(day, -7 * value);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - value;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const last = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/** An item as `finances.recurring.list` answers it on `today`. */
export function recurringItem(seed: RecurringSeed, n: number, today = TODAY): RecurringItem {
  const category = seed.category ? categoryNamed(seed.kind, seed.category) : null;
  const endsOn = seed.endsOn ?? null;
  const noticeValue = seed.noticeValue ?? null;
  const noticeUnit = noticeValue === null ? null : (seed.noticeUnit ?? 'months');
  const active = seed.active ?? true;
  const grossCents = netToGross(seed.netCents, seed.vatRate);
  return {
    id: seed.id ?? recurringId(n),
    kind: seed.kind,
    name: seed.name,
    counterparty: seed.counterparty,
    netCents: seed.netCents,
    vatRate: seed.vatRate,
    grossCents,
    interval: seed.interval,
    startsOn: seed.startsOn,
    endsOn,
    noticeValue,
    noticeUnit,
    cancelBy:
      endsOn && noticeValue && noticeUnit ? subtractNotice(endsOn, noticeValue, noticeUnit) : null,
    categoryId: category?.id ?? null,
    categoryName: category?.name ?? null,
    active,
    nextDue: active ? nextDue(seed.startsOn, seed.interval, endsOn, today) : null,
    perMonthGrossCents: perMonthCents(grossCents, seed.interval),
    perMonthNetCents: perMonthCents(seed.netCents, seed.interval),
    perYearGrossCents: perYearCents(grossCents, seed.interval),
    perYearNetCents: perYearCents(seed.netCents, seed.interval),
  };
}

const expenseSeeds: RecurringSeed[] = [
  {
    kind: 'expense',
    name: 'Büromiete Speicherstadt',
    counterparty: 'Hanse Immobilien GmbH',
    netCents: 150_000,
    vatRate: 19,
    interval: 'monthly',
    startsOn: '2024-01-01',
    noticeValue: 3,
    noticeUnit: 'months',
    category: 'Miete',
  },
  {
    kind: 'expense',
    name: 'Microsoft 365 Business',
    counterparty: 'Microsoft Ireland Operations Ltd.',
    netCents: 5_280,
    vatRate: 19,
    interval: 'monthly',
    startsOn: '2025-03-15',
    noticeValue: 1,
    noticeUnit: 'months',
    category: 'Software & Abos',
  },
  {
    kind: 'expense',
    name: 'Telefon & Internet',
    counterparty: 'Telekom Deutschland GmbH',
    netCents: 6_990,
    vatRate: 19,
    interval: 'monthly',
    startsOn: '2023-06-28',
    endsOn: '2027-06-27',
    noticeValue: 3,
    noticeUnit: 'months',
    category: 'Telefon & Internet',
  },
  {
    kind: 'expense',
    name: 'Betriebshaftpflicht',
    counterparty: 'Allianz Versicherungs-AG',
    netCents: 48_000,
    vatRate: 0,
    interval: 'yearly',
    startsOn: '2022-01-10',
    noticeValue: 3,
    noticeUnit: 'months',
    category: 'Versicherungen',
  },
  {
    kind: 'expense',
    name: 'Steuerberatung',
    counterparty: 'Kanzlei Dr. Weber',
    netCents: 45_000,
    vatRate: 19,
    interval: 'quarterly',
    startsOn: '2025-01-05',
    category: 'Fremdleistungen',
  },
  {
    kind: 'expense',
    name: 'Fachzeitschrift Vertrieb',
    counterparty: 'Verlag Wirtschaft & Praxis',
    netCents: 18_900,
    vatRate: 7,
    interval: 'yearly',
    startsOn: '2024-02-01',
    noticeValue: 6,
    noticeUnit: 'weeks',
    active: false,
    category: 'Sonstige Ausgaben',
  },
  {
    kind: 'expense',
    name: 'Leasing Firmenwagen',
    counterparty: 'Autohaus Nord Leasing GmbH',
    netCents: 39_900,
    vatRate: 19,
    interval: 'monthly',
    startsOn: '2023-01-01',
    endsOn: '2025-12-31',
    noticeValue: 3,
    noticeUnit: 'months',
    category: 'Reisekosten',
  },
];

const incomeSeeds: RecurringSeed[] = [
  {
    kind: 'income',
    name: 'Retainer Vertriebsberatung',
    counterparty: 'Hansewerft Technik AG',
    netCents: 350_000,
    vatRate: 19,
    interval: 'monthly',
    startsOn: '2025-02-01',
    endsOn: '2027-01-31',
    noticeValue: 2,
    noticeUnit: 'months',
    category: 'Beratung',
  },
  {
    kind: 'income',
    name: 'Wartungsvertrag CRM',
    counterparty: 'Rheinland Solar GmbH',
    netCents: 89_000,
    vatRate: 19,
    interval: 'quarterly',
    startsOn: '2026-01-15',
    noticeValue: 3,
    noticeUnit: 'months',
    category: 'Umsatzerlöse',
  },
  {
    kind: 'income',
    name: 'Lizenz Sprint Pro',
    counterparty: 'Kaiser Medizintechnik GmbH',
    netCents: 24_900,
    vatRate: 19,
    interval: 'monthly',
    startsOn: '2026-03-03',
    category: 'Umsatzerlöse',
  },
  {
    kind: 'income',
    name: 'Schulungspaket Vertrieb',
    counterparty: 'Müller & Söhne Bau KG',
    netCents: 120_000,
    vatRate: 19,
    interval: 'halfyearly',
    startsOn: '2025-06-01',
    category: 'Beratung',
  },
  {
    kind: 'income',
    name: 'Provision Partnerprogramm',
    counterparty: 'Alpenblick Logistik GmbH',
    netCents: 15_000,
    vatRate: 19,
    interval: 'biweekly',
    startsOn: '2026-04-06',
    active: false,
    category: 'Provisionen',
  },
];

/** A company's recurring items of both kinds: rent, software, insurance, retainers … */
export function recurringFixtures(today = TODAY): RecurringItem[] {
  return [
    ...expenseSeeds.map((seed, index) => recurringItem(seed, index + 1, today)),
    ...incomeSeeds.map((seed, index) => recurringItem(seed, index + 21, today)),
  ];
}

type DueOccurrence = RecurringList['dueSoon'][number];

/** The items still running (active, not ended) count for the totals. */
const running = (item: RecurringItem) => item.active && item.nextDue !== null;

/** Occurrences of the running items from `from` to `to`, soonest first (the server's order). */
function occurrences(
  items: RecurringItem[],
  from: string,
  to: string,
  booked: Map<string, string>,
): DueOccurrence[] {
  return items
    .filter((item) => item.active)
    .flatMap((item) =>
      occurrencesBetween(item.startsOn, item.interval, item.endsOn, from, to).map((dueOn) => ({
        recurringId: item.id,
        name: item.name,
        counterparty: item.counterparty,
        kind: item.kind,
        dueOn,
        grossCents: item.grossCents,
        netCents: item.netCents,
        transactionId: booked.get(`${item.id}|${dueOn}`) ?? null,
      })),
    )
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.name.localeCompare(b.name, 'de'));
}

/** `finances.recurring.list({ kind })` over `items`. */
export function recurringList(
  items: RecurringItem[],
  kind: BookingKind,
  booked = new Map<string, string>(),
  today = TODAY,
): RecurringList {
  const ofKind = items
    .filter((item) => item.kind === kind)
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  const counted = ofKind.filter(running);
  const sum = (pick: (item: RecurringItem) => number) =>
    counted.reduce((total, item) => total + pick(item), 0);
  return {
    items: ofKind,
    totals: {
      perMonthGrossCents: sum((item) => item.perMonthGrossCents),
      perMonthNetCents: sum((item) => item.perMonthNetCents),
      perYearGrossCents: sum((item) => item.perYearGrossCents),
      perYearNetCents: sum((item) => item.perYearNetCents),
    },
    dueSoon: occurrences(ofKind, today, addDays(today, 30), booked),
  };
}

// ---------------------------------------------------------------------------------------------
// Bookings, as the tax rules read them: one sum per month and kind

const monthDay = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * A consulting business's year: about 12.000 € net income and 5.500 € net expenses a month, the
 * income at 19 %, the expenses partly without VAT (salaries' share, insurance). 2026 runs to
 * November (today).
 */
export function agencyBookings(): ReserveBooking[] {
  const bookings: ReserveBooking[] = [];
  for (const year of [2024, 2025, 2026]) {
    const months = year === THIS_YEAR ? 11 : 12;
    for (let month = 1; month <= months; month += 1) {
      const income = 1_150_000 + ((month * 37 + year) % 5) * 60_000;
      const expense = 520_000 + ((month * 53 + year) % 4) * 45_000;
      const date = monthDay(year, month);
      bookings.push({ date, kind: 'income', netCents: income, vatCents: (income * 19) / 100 });
      bookings.push({ date, kind: 'expense', netCents: expense, vatCents: (expense * 11) / 100 });
    }
  }
  return bookings;
}

/**
 * A small freelance business (Kleinunternehmer): invoices without VAT, expenses with VAT it may
 * not deduct.
 */
export function smallBusinessBookings(): ReserveBooking[] {
  return Array.from({ length: 11 }, (_, index) => {
    const date = monthDay(THIS_YEAR, index + 1);
    const income = 160_000 + (index % 3) * 25_000;
    return [
      { date, kind: 'income' as const, netCents: income, vatCents: 0 },
      { date, kind: 'expense' as const, netCents: 38_000, vatCents: 7_220 },
    ];
  }).flat();
}

/** The e2e test's two bookings: 1.190,00 € income and 119,00 € expense, both at 19 %. */
export const e2eBookings: ReserveBooking[] = [
  { date: '2026-11-20', kind: 'income', netCents: 100_000, vatCents: 19_000 },
  { date: '2026-11-20', kind: 'expense', netCents: 10_000, vatCents: 1_900 },
];

// ---------------------------------------------------------------------------------------------
// Tax reserves

export const settingsFixture: FinanceSettings = {
  legalForm: 'sole_trader',
  smallBusiness: false,
  hebesatz: 400,
  vatPeriod: 'quarterly',
  financesForAdmins: false,
};

/** 'Bereits zurückgelegt' of 2026: the tax prepayments and a transfer to the reserve account. */
export function reserveEntryFixtures(): ReserveEntry[] {
  return [
    { id: entryId(4), enteredOn: '2026-10-01', amountCents: 1_200_000, note: 'Rücklagenkonto' },
    {
      id: entryId(3),
      enteredOn: '2026-09-10',
      amountCents: 500_000,
      note: 'Einkommensteuer-Vorauszahlung Q3',
    },
    {
      id: entryId(2),
      enteredOn: '2026-06-10',
      amountCents: 500_000,
      note: 'Einkommensteuer-Vorauszahlung Q2',
    },
    {
      id: entryId(1),
      enteredOn: '2026-03-10',
      amountCents: 500_000,
      note: 'Einkommensteuer-Vorauszahlung Q1',
    },
  ];
}

/** `finances.taxReserves.summary({ year })`: the server's rules over the bookings and entries. */
export function taxReserveFixture(
  year: number,
  settings: FinanceSettings = settingsFixture,
  bookings: readonly ReserveBooking[] = agencyBookings(),
  entries: readonly ReserveEntry[] = reserveEntryFixtures(),
): TaxReservePage {
  const ofYear = entries
    .filter((entry) => entry.enteredOn.startsWith(`${year}-`))
    .sort((a, b) => b.enteredOn.localeCompare(a.enteredOn));
  return {
    ...taxReserveSummary({
      year,
      legalForm: settings.legalForm,
      smallBusiness: settings.smallBusiness,
      hebesatz: settings.hebesatz,
      vatPeriod: settings.vatPeriod,
      bookings,
      alreadyReservedCents: ofYear.reduce((total, entry) => total + entry.amountCents, 0),
    }),
    entries: ofYear,
  };
}

// ---------------------------------------------------------------------------------------------
// Projects

/** `part / whole` in per mille, rounded half away from zero (the server's `permille`). */
function permille(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  const scaled = part * 1000;
  const magnitude = Math.floor((2 * Math.abs(scaled) + whole) / (2 * whole));
  return scaled < 0 ? -magnitude : magnitude;
}

type ProjectSeed = Pick<ProjectItem, 'name' | 'client' | 'budgetCents' | 'startsOn' | 'endsOn'> & {
  invoicedCents: number;
  costsCents: number;
  bookingCount: number;
};

/** A project as `finances.projects.list` answers it. */
export function projectItem(seed: ProjectSeed, n: number): ProjectItem {
  const marginCents = seed.invoicedCents - seed.costsCents;
  return {
    id: projectId(n),
    ...seed,
    marginCents,
    marginPermille: permille(marginCents, seed.invoicedCents),
    budgetUsedPermille:
      seed.budgetCents === null ? null : permille(seed.costsCents, seed.budgetCents),
  };
}

/**
 * Every budget level: under half (42 %), from half (55 %), from 70 % (75 %), over budget (115 %)
 * and one without a budget, in the server's order (start, then name).
 */
export function projectFixtures(): ProjectItem[] {
  return [
    projectItem(
      {
        name: 'CRM-Einführung',
        client: 'Hansewerft Technik AG',
        budgetCents: 1_500_000,
        startsOn: '2026-05-04',
        endsOn: '2026-12-18',
        invoicedCents: 1_400_000,
        costsCents: 1_125_000,
        bookingCount: 14,
      },
      1,
    ),
    projectItem(
      {
        name: 'Messestand Hannover Messe',
        client: 'Kaiser Medizintechnik GmbH',
        budgetCents: 800_000,
        startsOn: '2026-02-02',
        endsOn: '2026-04-30',
        invoicedCents: 850_000,
        costsCents: 920_000,
        bookingCount: 9,
      },
      2,
    ),
    projectItem(
      {
        name: 'Website-Relaunch',
        client: 'Rheinland Solar GmbH',
        budgetCents: 2_000_000,
        startsOn: '2026-09-01',
        endsOn: '2027-01-31',
        invoicedCents: 1_200_000,
        costsCents: 840_000,
        bookingCount: 7,
      },
      3,
    ),
    projectItem(
      {
        name: 'Lead-Kampagne Q4',
        client: 'Alpenblick Logistik GmbH',
        budgetCents: 600_000,
        startsOn: '2026-10-01',
        endsOn: '2026-12-31',
        invoicedCents: 450_000,
        costsCents: 330_000,
        bookingCount: 5,
      },
      4,
    ),
    projectItem(
      {
        name: 'Schulungsreihe Vertrieb',
        client: 'Müller & Söhne Bau KG',
        budgetCents: null,
        startsOn: '2026-11-02',
        endsOn: null,
        invoicedCents: 0,
        costsCents: 45_000,
        bookingCount: 1,
      },
      5,
    ),
  ].sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.name.localeCompare(b.name, 'de'));
}

// ---------------------------------------------------------------------------------------------
// The dashboard's summary

/** `finances.summary`: this month's sums, what is still to put aside, the first open due items. */
export function financeSummary(
  bookings: readonly ReserveBooking[],
  reserve: TaxReservePage,
  due: DueOccurrence[],
  month = TODAY.slice(0, 7),
): FinanceSummary {
  const sum = (kind: BookingKind) =>
    bookings
      .filter((booking) => booking.kind === kind && booking.date.startsWith(month))
      .reduce((total, booking) => total + booking.netCents, 0);
  const open = due.filter((occurrence) => occurrence.transactionId === null);
  return {
    month,
    incomeNetCents: sum('income'),
    expenseNetCents: sum('expense'),
    profitCents: sum('income') - sum('expense'),
    reserveRemainingCents: reserve.remaining.cents,
    dueSoonCount: open.length,
    dueSoon: open.slice(0, 3),
  };
}

// ---------------------------------------------------------------------------------------------
// The server

type QueryPath =
  | 'finances.recurring.list'
  | 'finances.categories.list'
  | 'finances.taxReserves.summary'
  | 'finances.settings.get'
  | 'finances.projects.list'
  | 'finances.summary';

type MutationPath =
  | 'finances.recurring.create'
  | 'finances.recurring.update'
  | 'finances.recurring.delete'
  | 'finances.recurring.restore'
  | 'finances.recurring.book'
  | 'finances.transactions.delete'
  | 'finances.taxReserves.addEntry'
  | 'finances.taxReserves.deleteEntry'
  | 'finances.settings.update'
  | 'finances.projects.create'
  | 'finances.projects.update'
  | 'finances.projects.delete'
  | 'finances.projects.restore';

export type PlanningServerOptions = {
  /** The company's recurring items; `recurringFixtures()` when not given. */
  recurring?: RecurringItem[];
  projects?: ProjectItem[];
  settings?: Partial<FinanceSettings>;
  entries?: ReserveEntry[];
  bookings?: ReserveBooking[];
  /** Occurrences already booked: 'recurringId|dueOn'. */
  booked?: string[];
  /** The caller is a primary admin: only then may it change the sharing. */
  primaryAdmin?: boolean;
  /** Procedures that fail, e.g. `{ 'finances.recurring.list': FINANCES_NO_ACCESS }`. */
  fail?: Partial<Record<QueryPath | MutationPath, TrpcFailure>>;
  /** Every procedure of the finances fails like this (a viewer without access). */
  failAll?: TrpcFailure;
  /** Sees every mutation with its input (spies in play functions). */
  onMutation?: (path: string, input: unknown) => void;
};

type ProjectRow = RouterOutputs['finances']['projects']['create'];

/**
 * The `finances.*` procedures of the planning pages over in-memory data. Writes change the data as
 * the server does (a booked occurrence says 'Gebucht', a saved setting changes the figures), so
 * the pages refetch what changed. `reset()` brings back the first data.
 */
export function planningServer(options: PlanningServerOptions = {}): HttpHandler[] & {
  reset: () => void;
} {
  let recurring: RecurringItem[] = [];
  let projects: ProjectItem[] = [];
  let settings: FinanceSettings = settingsFixture;
  let entries: ReserveEntry[] = [];
  let booked = new Map<string, string>();
  let created = 0;
  const bookings = options.bookings ?? agencyBookings();
  /** Deleted items and projects, for 'Rückgängig'. */
  const trash = new Map<string, RecurringItem | ProjectItem>();
  const reset = () => {
    recurring = (options.recurring ?? recurringFixtures()).map((item) => ({ ...item }));
    projects = (options.projects ?? projectFixtures()).map((project) => ({ ...project }));
    settings = { ...settingsFixture, ...options.settings };
    entries = (options.entries ?? reserveEntryFixtures()).map((entry) => ({ ...entry }));
    booked = new Map(
      (options.booked ?? []).map((key, index) => [key, bookingId(50 + index)] as const),
    );
    created = 0;
    trash.clear();
  };
  reset();
  const fail = options.fail ?? {};
  const failure = (path: QueryPath | MutationPath) => options.failAll ?? fail[path];

  const answer = <Input>(path: QueryPath, reply: (input: Input) => unknown) => {
    const refused = failure(path);
    return refused ? { fail: refused } : reply;
  };

  const next = () => {
    created += 1;
    return created;
  };

  const saveRecurring = (id: string, input: CreateRecurringInput): RecurringItem =>
    recurringItem(
      {
        id,
        kind: input.kind,
        name: input.name.trim(),
        counterparty: input.counterparty?.trim() || null,
        netCents: input.netCents,
        vatRate: input.vatRate,
        interval: input.interval,
        startsOn: input.startsOn,
        endsOn: input.endsOn ?? null,
        noticeValue: input.noticeValue ?? null,
        noticeUnit: input.noticeUnit ?? null,
        active: input.active ?? true,
        category: categoryFixtures.find((category) => category.id === input.categoryId)?.name,
      },
      0,
    );

  const projectRow = (project: ProjectItem): ProjectRow => ({
    id: project.id,
    customerId: sessionCustomerFixture.id,
    name: project.name,
    client: project.client,
    budgetCents: project.budgetCents,
    startsOn: project.startsOn,
    endsOn: project.endsOn,
    createdAt: new Date(),
    updatedAt: new Date(),
  });

  const saveProject = (id: string, input: CreateProjectInput, current?: ProjectItem) => {
    const project = projectItem(
      {
        name: input.name.trim(),
        client: input.client?.trim() || null,
        budgetCents: input.budgetCents ?? null,
        startsOn: input.startsOn,
        endsOn: input.endsOn ?? null,
        invoicedCents: current?.invoicedCents ?? 0,
        costsCents: current?.costsCents ?? 0,
        bookingCount: current?.bookingCount ?? 0,
      },
      0,
    );
    return { ...project, id };
  };

  const mutations: Record<MutationPath, (input: never) => TrpcCallAnswer> = {
    'finances.recurring.create': (input: CreateRecurringInput) => {
      const item = saveRecurring(recurringId(100 + next()), input);
      recurring = [...recurring, item];
      return { value: item };
    },
    'finances.recurring.update': ({ recurringId: id, ...fields }: UpdateRecurringInput) => {
      const current = recurring.find((item) => item.id === id);
      if (!current)
        return { fail: { status: 404, code: 'NOT_FOUND', message: RECURRING_NOT_FOUND } };
      const currentInput = {
        ...current,
        categoryId: current.categoryId,
      };
      const item = saveRecurring(id, {
        ...currentInput,
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      } as CreateRecurringInput);
      recurring = recurring.map((row) => (row.id === id ? item : row));
      return { value: item };
    },
    'finances.recurring.delete': ({ recurringId: id }: { recurringId: string }) => {
      if (!recurring.some((item) => item.id === id)) {
        return { fail: { status: 404, code: 'NOT_FOUND', message: RECURRING_NOT_FOUND } };
      }
      const item = recurring.find((row) => row.id === id);
      recurring = recurring.filter((row) => row.id !== id);
      if (item) trash.set(id, item);
      return { value: { id, name: item?.name ?? '' } };
    },
    'finances.recurring.restore': ({ recurringId: id }: { recurringId: string }) => {
      const item = trash.get(id) as RecurringItem | undefined;
      if (!item) return { fail: { status: 404, code: 'NOT_FOUND', message: NOT_RESTORABLE } };
      trash.delete(id);
      recurring = [...recurring, item];
      return { value: item };
    },
    'finances.recurring.book': ({
      recurringId: id,
      dueOn,
    }: {
      recurringId: string;
      dueOn: string;
    }) => {
      const item = recurring.find((row) => row.id === id);
      if (!item) return { fail: { status: 404, code: 'NOT_FOUND', message: RECURRING_NOT_FOUND } };
      const key = `${id}|${dueOn}`;
      if (booked.has(key))
        return { fail: { status: 409, code: 'CONFLICT', message: ALREADY_BOOKED } };
      const booking: FinanceBooking = {
        id: bookingId(100 + next()),
        bookedOn: dueOn,
        kind: item.kind,
        grossCents: item.grossCents,
        vatRate: item.vatRate,
        ...splitGross(item.grossCents, item.vatRate),
        categoryId: item.categoryId,
        categoryName: item.categoryName,
        counterparty: item.counterparty,
        description: item.name,
        projectId: null,
        projectName: null,
        receiptPath: null,
        receiptName: null,
        receiptUrl: null,
        imported: false,
        recurringId: item.id,
        createdAt: new Date(),
        updatedAt: new Date(),
      };
      booked.set(key, booking.id);
      return { value: booking };
    },
    'finances.transactions.delete': ({ transactionId }: { transactionId: string }) => {
      const key = [...booked].find(([, value]) => value === transactionId)?.[0];
      if (key) booked.delete(key);
      return { value: { id: transactionId } };
    },
    'finances.taxReserves.addEntry': (input: ReserveEntryInput) => {
      const entry: ReserveEntry = {
        id: entryId(100 + next()),
        enteredOn: input.enteredOn,
        amountCents: input.amountCents,
        note: input.note?.trim() || null,
      };
      entries = [...entries, entry];
      return { value: entry };
    },
    'finances.taxReserves.deleteEntry': ({ entryId: id }: { entryId: string }) => {
      entries = entries.filter((entry) => entry.id !== id);
      return { value: { id } };
    },
    'finances.settings.update': (input: UpdateSettingsInput) => {
      if (input.financesForAdmins !== undefined && !(options.primaryAdmin ?? true)) {
        return { fail: { status: 403, code: 'FORBIDDEN', message: FINANCES_SHARING_FORBIDDEN } };
      }
      settings = {
        ...settings,
        ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
      };
      return { value: settings };
    },
    'finances.projects.create': (input: CreateProjectInput) => {
      const project = saveProject(projectId(100 + next()), input);
      projects = [...projects, project];
      return { value: projectRow(project) };
    },
    'finances.projects.update': ({ projectId: id, ...fields }: UpdateProjectInput) => {
      const current = projects.find((project) => project.id === id);
      if (!current) return { fail: { status: 404, code: 'NOT_FOUND', message: PROJECT_NOT_FOUND } };
      const project = saveProject(
        id,
        {
          ...current,
          ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
        } as CreateProjectInput,
        current,
      );
      projects = projects.map((row) => (row.id === id ? project : row));
      return { value: projectRow(project) };
    },
    'finances.projects.delete': ({ projectId: id }: { projectId: string }) => {
      if (!projects.some((project) => project.id === id)) {
        return { fail: { status: 404, code: 'NOT_FOUND', message: PROJECT_NOT_FOUND } };
      }
      const project = projects.find((row) => row.id === id);
      projects = projects.filter((row) => row.id !== id);
      if (project) trash.set(id, project);
      return { value: { id, name: project?.name ?? '' } };
    },
    'finances.projects.restore': ({ projectId: id }: { projectId: string }) => {
      const project = trash.get(id) as ProjectItem | undefined;
      if (!project) return { fail: { status: 404, code: 'NOT_FOUND', message: NOT_RESTORABLE } };
      trash.delete(id);
      projects = [...projects, project];
      return { value: { id } };
    },
  };

  const sortedProjects = () =>
    [...projects].sort(
      (a, b) => a.startsOn.localeCompare(b.startsOn) || a.name.localeCompare(b.name, 'de'),
    );

  const handlers = [
    trpcQueries({
      'finances.recurring.list': answer('finances.recurring.list', (input: { kind: BookingKind }) =>
        recurringList(recurring, input.kind, booked),
      ),
      'finances.categories.list': answer('finances.categories.list', () => categoryFixtures),
      'finances.taxReserves.summary': answer(
        'finances.taxReserves.summary',
        (input: { year: number }) => taxReserveFixture(input.year, settings, bookings, entries),
      ),
      'finances.settings.get': answer('finances.settings.get', () => settings),
      'finances.projects.list': answer('finances.projects.list', sortedProjects),
      'finances.summary': answer('finances.summary', () =>
        financeSummary(
          bookings,
          taxReserveFixture(THIS_YEAR, settings, bookings, entries),
          occurrences(recurring, TODAY, addDays(TODAY, 30), booked),
        ),
      ),
    }),
    http.post(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in mutations)) return undefined;
      const raw = (await request.json()) as Record<string, SuperJSONResult>;
      return trpcReply(
        paths,
        paths.map((path, index) => {
          const call = raw[String(index)];
          const input = call ? superjson.deserialize(call) : undefined;
          options.onMutation?.(path, input);
          const refused = failure(path as MutationPath);
          return refused ? { fail: refused } : mutations[path as MutationPath](input as never);
        }),
      );
    }),
  ];
  return Object.assign(handlers, { reset });
}
