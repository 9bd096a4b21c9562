import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import {
  CATEGORY_EXISTS,
  CATEGORY_NOT_FOUND,
  CSV_MAPPING_INCOMPLETE,
  FINANCES_FORBIDDEN,
  BOOKING_NOT_FOUND,
  IMPORT_FIELDS,
  netToGross,
  parseGermanAmount,
  perMonthCents,
  splitGross,
  type BookingKind,
  type ImportField,
  type ImportMapping,
  type Interval,
  type VatRate,
} from '@sprint/server/finances';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterInputs, RouterOutputs } from '../../api/types';
import {
  sessionCustomerFixture,
  trpcReply,
  type TrpcCallAnswer,
  type TrpcFailure,
} from '../../testing/storyProviders';
import { monthRange } from './components/overviewSearchParams';

/*
 * The finances overview's story data: a year of Nordlicht Vertrieb GmbH (the stories' company, a
 * small Hamburg sales consultancy with four people) in integer cents, up to the stories' fixed
 * "now" (Friday, 20 November 2026, set by .storybook/preview.tsx), and a small in-memory stand-in
 * for the finance procedures that answers in the real tRPC shape (batched GET for queries,
 * batched POST for mutations, superjson). The overview's figures are summed from the same
 * bookings as the server sums them, so a story that books or deletes sees cards and table follow.
 */

export type Booking = RouterOutputs['finances']['transactions']['list']['items'][number];
export type BookingPage = RouterOutputs['finances']['transactions']['list'];
export type Category = RouterOutputs['finances']['categories']['list'][number];
export type ProjectOption = RouterOutputs['finances']['projects']['options'][number];
export type Overview = RouterOutputs['finances']['overview'];
export type DueOccurrence = Overview['dueSoon'][number];
type ImportPreview = RouterOutputs['finances']['transactions']['importPreview'];
type ImportResult = RouterOutputs['finances']['transactions']['import'];
type Inputs = RouterInputs['finances'];
type ListInput = NonNullable<Inputs['transactions']['list']>;

/** The Berlin day of the stories' "now". */
export const TODAY = '2026-11-20';
export const CURRENT_MONTH = '2026-11';

const pad = (n: number) => String(n).padStart(12, '0');
export const categoryId = (n: number) => `c47e2a10-5b3d-4c8e-9f1a-${pad(n)}`;
export const projectId = (n: number) => `d58f3b21-6c4e-4d9f-8a2b-${pad(n)}`;
export const bookingId = (n: number) => `b36d1f09-4a2c-4b7d-8e9f-${pad(n)}`;
export const recurringId = (n: number) => `e69a4c32-7d5f-4eaa-9b3c-${pad(n)}`;
const uploadId = (n: number) => `f7ab5d43-8e6a-4fbb-8c4d-${pad(n)}`;

// ---------------------------------------------------------------------------------------------
// Categories and projects

/** The server's default categories (model.ts DEFAULT_CATEGORIES), in their order. */
export function categoryFixtures(): Category[] {
  const income = ['Umsatzerlöse', 'Beratung', 'Provisionen', 'Zinsen', 'Sonstige Einnahmen'];
  const expense = [
    'Miete',
    'Gehälter',
    'Software & Abos',
    'Marketing',
    'Reisekosten',
    'Bürobedarf',
    'Telefon & Internet',
    'Versicherungen',
    'Fremdleistungen',
    'Bankgebühren',
    'Sonstige Ausgaben',
  ];
  return [
    ...income.map((name, position) => ({
      id: categoryId(position + 1),
      kind: 'income' as const,
      name,
      position,
    })),
    ...expense.map((name, position) => ({
      id: categoryId(position + 11),
      kind: 'expense' as const,
      name,
      position,
    })),
  ];
}

/** Category ids by name, for the bookings below. */
const CAT = {
  umsatz: categoryId(1),
  beratung: categoryId(2),
  zinsen: categoryId(4),
  miete: categoryId(11),
  gehaelter: categoryId(12),
  software: categoryId(13),
  marketing: categoryId(14),
  reisen: categoryId(15),
  buero: categoryId(16),
  telefon: categoryId(17),
  versicherung: categoryId(18),
  fremd: categoryId(19),
  bank: categoryId(20),
} as const;

export const projectFixtures: ProjectOption[] = [
  { id: projectId(1), name: 'CRM-Einführung', client: 'Hansewerft Technik AG' },
  { id: projectId(2), name: 'Vertriebsschulung 2026', client: 'Kaiser Medizintechnik GmbH' },
  { id: projectId(3), name: 'Solarportal Relaunch', client: 'Rheinland Solar GmbH' },
];

// ---------------------------------------------------------------------------------------------
// Bookings

const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

type BookingSeed = {
  day: number;
  kind: BookingKind;
  grossCents: number;
  vatRate: VatRate;
  category: string | null;
  counterparty: string | null;
  description: string | null;
  project?: string;
  receipt?: string;
  imported?: boolean;
};

const gross19 = (netCents: number) => netToGross(netCents, 19);

/** What the consultancy books in a month (`index` counts from September 2025). */
function monthSeeds(month: string, index: number): BookingSeed[] {
  const name = MONTH_NAMES[Number(month.slice(5)) - 1] ?? '';
  const previous = MONTH_NAMES[(Number(month.slice(5)) + 10) % 12] ?? '';
  const quarterStart = ['01', '04', '07', '10'].includes(month.slice(5));
  const seeds: BookingSeed[] = [
    {
      day: 1,
      kind: 'expense',
      grossCents: gross19(150_000),
      vatRate: 19,
      category: CAT.miete,
      counterparty: 'Hanseatische Immobilien GmbH',
      description: `Büromiete Hafencity ${name}`,
      imported: true,
    },
    {
      day: 2,
      kind: 'expense',
      grossCents: gross19(5_280),
      vatRate: 19,
      category: CAT.software,
      counterparty: 'Microsoft Ireland Operations Ltd.',
      description: 'Microsoft 365 Business Standard, 4 Lizenzen',
    },
    {
      day: 3,
      kind: 'income',
      grossCents: gross19(250_000),
      vatRate: 19,
      category: CAT.umsatz,
      counterparty: 'Hansewerft Technik AG',
      description: `Wartungsvertrag CRM, ${previous}`,
      project: projectId(1),
      imported: true,
    },
    {
      day: 5,
      kind: 'income',
      grossCents: gross19(120_000),
      vatRate: 19,
      category: CAT.beratung,
      counterparty: 'Kaiser Medizintechnik GmbH',
      description: `Vertriebscoaching, Pauschale ${name}`,
      project: projectId(2),
    },
    {
      day: 12,
      kind: 'expense',
      grossCents: gross19(7_990),
      vatRate: 19,
      category: CAT.telefon,
      counterparty: 'Telekom Deutschland GmbH',
      description: 'Glasfaser und Festnetz',
    },
    {
      day: 15,
      kind: 'expense',
      grossCents: gross19(45_000),
      vatRate: 19,
      category: CAT.software,
      counterparty: 'HubSpot Germany GmbH',
      description: 'Sales Hub Professional',
    },
    {
      day: 27,
      kind: 'expense',
      grossCents: 1_080_000 + (index >= 10 ? 60_000 : 0),
      vatRate: 0,
      category: CAT.gehaelter,
      counterparty: null,
      description: `Gehälter ${name}`,
    },
    {
      day: 28,
      kind: 'expense',
      grossCents: 1_490,
      vatRate: 0,
      category: CAT.bank,
      counterparty: 'Hamburger Sparkasse',
      description: 'Kontoführungsentgelt',
    },
  ];
  // The tax advisor's monthly bookkeeping since November 2026 (a recurring item, booked today).
  if (month >= '2026-11') {
    seeds.push({
      day: 20,
      kind: 'expense',
      grossCents: gross19(25_000),
      vatRate: 19,
      category: CAT.fremd,
      counterparty: 'Kanzlei Brandt Steuerberatung',
      description: `Finanzbuchhaltung ${name}`,
    });
  }
  // Project invoices and costs that vary from month to month.
  const projectIncome = [
    1_480_000, 920_000, 1_650_000, 1_120_000, 1_390_000, 860_000, 1_720_000, 1_260_000, 1_540_000,
    1_180_000, 640_000, 1_830_000, 1_410_000, 1_690_000, 1_960_000,
  ][index];
  if (projectIncome) {
    seeds.push({
      day: 8 + (index % 5),
      kind: 'income',
      grossCents: gross19(projectIncome),
      vatRate: 19,
      category: CAT.umsatz,
      counterparty: index % 2 === 0 ? 'Rheinland Solar GmbH' : 'Alpenblick Logistik GmbH',
      description:
        index % 2 === 0 ? `Abschlagsrechnung Solarportal ${name}` : 'Vertriebsworkshop, 2 Tage',
      project: index % 2 === 0 ? projectId(3) : undefined,
      receipt: index % 2 === 0 ? `Rechnung-2026-${110 + index}.pdf` : undefined,
    });
  }
  const travel = [
    18_900, 0, 24_400, 9_800, 31_200, 0, 12_600, 22_800, 0, 15_400, 27_300, 8_900, 0, 19_800,
    24_400,
  ][index];
  if (travel) {
    seeds.push({
      day: 9,
      kind: 'expense',
      grossCents: travel,
      vatRate: 7,
      category: CAT.reisen,
      counterparty: 'DB Fernverkehr AG',
      description: 'Bahnfahrt zum Kunden',
      receipt: 'DB-Ticket.pdf',
    });
  }
  if (index % 3 === 1) {
    seeds.push({
      day: 16,
      kind: 'expense',
      grossCents: 60_000 + index * 2_500,
      vatRate: 0,
      category: CAT.marketing,
      counterparty: 'LinkedIn Ireland Unlimited Company',
      description: 'Sponsored Content, Reverse Charge',
    });
  }
  if (index % 4 === 2) {
    seeds.push({
      day: 11,
      kind: 'expense',
      grossCents: gross19(238_000),
      vatRate: 19,
      category: CAT.fremd,
      counterparty: 'Jana Hoffmann Design',
      description: 'Screendesign Solarportal',
      project: projectId(3),
      receipt: 'Hoffmann-Rechnung-0427.pdf',
    });
  }
  if (quarterStart) {
    seeds.push(
      {
        day: 10,
        kind: 'expense',
        grossCents: 36_000,
        vatRate: 0,
        category: CAT.versicherung,
        counterparty: 'Hiscox SA',
        description: 'Betriebshaftpflicht, Quartalsbeitrag',
      },
      {
        day: 30,
        kind: 'income',
        grossCents: 4_180,
        vatRate: 0,
        category: CAT.zinsen,
        counterparty: 'Hamburger Sparkasse',
        description: 'Zinsen Tagesgeld',
      },
    );
  }
  if (index % 2 === 1) {
    seeds.push({
      day: 14,
      kind: 'expense',
      grossCents: 8_735,
      vatRate: 19,
      category: CAT.buero,
      counterparty: 'Büroshop24 GmbH',
      description: 'Druckerpapier und Toner',
    });
  }
  return seeds;
}

/** The months of the story year: September 2025 to November 2026. */
export const FIXTURE_MONTHS = Array.from({ length: 15 }, (_, index) => {
  const total = 2025 * 12 + 8 + index;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
});

const categoryName = (id: string | null) =>
  categoryFixtures().find((category) => category.id === id)?.name ?? null;
const projectName = (id: string | null | undefined) =>
  projectFixtures.find((project) => project.id === id)?.name ?? null;

function receiptPath(n: number, name: string) {
  return `customers/${sessionCustomerFixture.id}/receipts/${uploadId(n)}-${name}`;
}

export function receiptUrl(path: string) {
  return `/files/${path.split('/').map(encodeURIComponent).join('/')}?expires=1795000000000&signature=story`;
}

function toBooking(n: number, bookedOn: string, seed: BookingSeed): Booking {
  const path = seed.receipt ? receiptPath(n, seed.receipt) : null;
  return {
    id: bookingId(n),
    bookedOn,
    kind: seed.kind,
    grossCents: seed.grossCents,
    vatRate: seed.vatRate,
    ...splitGross(seed.grossCents, seed.vatRate),
    categoryId: seed.category,
    categoryName: categoryName(seed.category),
    counterparty: seed.counterparty,
    description: seed.description,
    projectId: seed.project ?? null,
    projectName: projectName(seed.project),
    receiptPath: path,
    receiptName: seed.receipt ?? null,
    receiptUrl: path ? receiptUrl(path) : null,
    imported: seed.imported ?? false,
    recurringId: null,
    createdAt: new Date(`${bookedOn}T09:${String(n % 60).padStart(2, '0')}:00+01:00`),
    updatedAt: new Date(`${bookedOn}T09:${String(n % 60).padStart(2, '0')}:00+01:00`),
  };
}

/**
 * A year of bookings, oldest first; the current month only up to today. One expense of this
 * month has no category ('Ohne Kategorie' in the chart).
 */
export function bookingFixtures(): Booking[] {
  const bookings: Booking[] = [];
  let n = 0;
  FIXTURE_MONTHS.forEach((month, index) => {
    const { to } = monthRange(month);
    const lastDay = Number(to.slice(8));
    const seeds = monthSeeds(month, index);
    if (month === CURRENT_MONTH) {
      seeds.push({
        day: 17,
        kind: 'expense',
        grossCents: 8_900,
        vatRate: 19,
        category: null,
        counterparty: 'Amazon Business EU S.à r.l.',
        description: 'Monitorhalterung',
        receipt: 'Amazon-Rechnung.pdf',
      });
    }
    for (const seed of seeds.sort((a, b) => a.day - b.day)) {
      const day = Math.min(seed.day, lastDay);
      const bookedOn = `${month}-${String(day).padStart(2, '0')}`;
      if (bookedOn > TODAY) continue;
      n += 1;
      bookings.push(toBooking(n, bookedOn, seed));
    }
  });
  return bookings;
}

/** One booking of the fixtures by what it is, e.g. the November rent. */
export function findBooking(test: (booking: Booking) => boolean): Booking {
  const booking = bookingFixtures().find(test);
  if (!booking) throw new Error('Keine passende Buchung in den Fixtures.');
  return booking;
}

// ---------------------------------------------------------------------------------------------
// Recurring items and what falls due

type RecurringSeed = {
  id: string;
  name: string;
  counterparty: string;
  kind: BookingKind;
  netCents: number;
  vatRate: VatRate;
  interval: Interval;
  startsOn: string;
  /** The due days in the 30 days from TODAY. */
  due: string[];
};

const RECURRING: RecurringSeed[] = [
  {
    id: recurringId(1),
    name: 'Wartungsvertrag CRM',
    counterparty: 'Hansewerft Technik AG',
    kind: 'income',
    netCents: 250_000,
    vatRate: 19,
    interval: 'monthly',
    startsOn: '2025-03-03',
    due: ['2026-12-03'],
  },
  {
    id: recurringId(2),
    name: 'Vertriebscoaching',
    counterparty: 'Kaiser Medizintechnik GmbH',
    kind: 'income',
    netCents: 120_000,
    vatRate: 19,
    interval: 'monthly',
    startsOn: '2025-06-05',
    due: ['2026-12-05'],
  },
  {
    id: recurringId(3),
    name: 'Büromiete Hafencity',
    counterparty: 'Hanseatische Immobilien GmbH',
    kind: 'expense',
    netCents: 150_000,
    vatRate: 19,
    interval: 'monthly',
    startsOn: '2024-01-01',
    due: ['2026-12-01'],
  },
  {
    id: recurringId(4),
    name: 'Microsoft 365',
    counterparty: 'Microsoft Ireland Operations Ltd.',
    kind: 'expense',
    netCents: 5_280,
    vatRate: 19,
    interval: 'monthly',
    startsOn: '2024-01-02',
    due: ['2026-12-02'],
  },
  {
    id: recurringId(5),
    name: 'Glasfaser und Festnetz',
    counterparty: 'Telekom Deutschland GmbH',
    kind: 'expense',
    netCents: 7_990,
    vatRate: 19,
    interval: 'monthly',
    startsOn: '2024-03-12',
    due: ['2026-12-12'],
  },
  {
    id: recurringId(6),
    name: 'HubSpot Sales Hub',
    counterparty: 'HubSpot Germany GmbH',
    kind: 'expense',
    netCents: 45_000,
    vatRate: 19,
    interval: 'monthly',
    startsOn: '2025-02-15',
    due: ['2026-12-15'],
  },
  {
    id: recurringId(7),
    name: 'Finanzbuchhaltung',
    counterparty: 'Kanzlei Brandt Steuerberatung',
    kind: 'expense',
    netCents: 25_000,
    vatRate: 19,
    interval: 'monthly',
    startsOn: '2026-11-20',
    due: ['2026-11-20', '2026-12-20'],
  },
  {
    id: recurringId(8),
    name: 'Betriebshaftpflicht',
    counterparty: 'Hiscox SA',
    kind: 'expense',
    netCents: 36_000,
    vatRate: 0,
    interval: 'quarterly',
    startsOn: '2024-01-10',
    due: [],
  },
];

/** 'Fällig in den nächsten 30 Tagen' from TODAY; today's tax advisor bill is booked already. */
export function dueSoonFixtures(bookings: Booking[]): DueOccurrence[] {
  const todaysBill = bookings.find(
    (booking) =>
      booking.bookedOn === TODAY && booking.counterparty === 'Kanzlei Brandt Steuerberatung',
  );
  return RECURRING.flatMap((item) =>
    item.due.map((dueOn) => ({
      recurringId: item.id,
      name: item.name,
      counterparty: item.counterparty,
      kind: item.kind,
      dueOn,
      grossCents: netToGross(item.netCents, item.vatRate),
      netCents: item.netCents,
      transactionId:
        dueOn === TODAY && item.id === recurringId(7) ? (todaysBill?.id ?? null) : null,
    })),
  ).sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.name.localeCompare(b.name, 'de'));
}

// ---------------------------------------------------------------------------------------------
// The server's reads, over an array of bookings

function shiftMonth(month: string, by: number): string {
  const [year = 2000, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function inMonth(booking: Booking, month: string) {
  return booking.bookedOn.startsWith(`${month}-`);
}

function sum(bookings: Booking[], kind: BookingKind, field: 'netCents' | 'vatCents' = 'netCents') {
  return bookings
    .filter((booking) => booking.kind === kind)
    .reduce((total, booking) => total + booking[field], 0);
}

/**
 * A GmbH's reserve for a month, roughly as the tax rules put it: the VAT owed (income's VAT
 * less the input VAT) plus about 30 % of a profit (Körperschaftsteuer, Soli, Gewerbesteuer at
 * Hamburg's Hebesatz of 470 %).
 */
function reserveOf(bookings: Booking[]): number {
  const vat = sum(bookings, 'income', 'vatCents') - sum(bookings, 'expense', 'vatCents');
  const profit = sum(bookings, 'income') - sum(bookings, 'expense');
  return vat + Math.max(0, Math.round((profit * 3_227) / 10_000));
}

function recurringOf(month: string) {
  const { to } = monthRange(month);
  let income = 0;
  let expense = 0;
  for (const item of RECURRING) {
    if (item.startsOn > to) continue;
    const perMonth = perMonthCents(item.netCents, item.interval);
    if (item.kind === 'income') income += perMonth;
    else expense += perMonth;
  }
  return { income, expense };
}

function figures(bookings: Booking[], month: string): Overview['current'] {
  const ofMonth = bookings.filter((booking) => inMonth(booking, month));
  const incomeNetCents = sum(ofMonth, 'income');
  const expenseNetCents = sum(ofMonth, 'expense');
  const recurring = recurringOf(month);
  return {
    incomeNetCents,
    expenseNetCents,
    profitCents: incomeNetCents - expenseNetCents,
    reserveCents: reserveOf(ofMonth),
    recurringPerMonthCents: recurring.income - recurring.expense,
    recurringIncomePerMonthCents: recurring.income,
    recurringExpensePerMonthCents: recurring.expense,
  };
}

/** `finances.overview`: the month and the one before, 12 months of sums, expenses by category. */
export function overviewOf(
  bookings: Booking[],
  month: string,
  dueSoon: DueOccurrence[] = dueSoonFixtures(bookings),
): Overview {
  const byCategory = new Map<
    string,
    { categoryId: string | null; name: string | null; netCents: number }
  >();
  for (const booking of bookings) {
    if (booking.kind !== 'expense' || !inMonth(booking, month)) continue;
    const key = booking.categoryId ?? 'none';
    const entry = byCategory.get(key) ?? {
      categoryId: booking.categoryId,
      name: booking.categoryName,
      netCents: 0,
    };
    entry.netCents += booking.netCents;
    byCategory.set(key, entry);
  }
  return {
    month,
    current: figures(bookings, month),
    previous: figures(bookings, shiftMonth(month, -1)),
    months: Array.from({ length: 12 }, (_, index) => {
      const of = shiftMonth(month, index - 11);
      const ofMonth = bookings.filter((booking) => inMonth(booking, of));
      return {
        month: of,
        incomeNetCents: sum(ofMonth, 'income'),
        expenseNetCents: sum(ofMonth, 'expense'),
      };
    }),
    expensesByCategory: [...byCategory.values()].sort(
      (a, b) => b.netCents - a.netCents || (a.name ?? '').localeCompare(b.name ?? '', 'de'),
    ),
    dueSoon,
  };
}

const fold = (text: string | null) => (text ?? '').toLocaleLowerCase('de');

/** `finances.transactions.list`: newest first under the filters, a page at a time, with totals. */
export function listBookings(bookings: Booking[], input: ListInput | undefined): BookingPage {
  const search = fold(input?.search?.trim() ?? '');
  const matching = bookings
    .filter(
      (booking) =>
        (!input?.from || booking.bookedOn >= input.from) &&
        (!input?.to || booking.bookedOn <= input.to) &&
        (!input?.kind || booking.kind === input.kind) &&
        (!input?.categoryId || booking.categoryId === input.categoryId) &&
        (!input?.projectId || booking.projectId === input.projectId) &&
        (!search ||
          [booking.counterparty, booking.description, booking.categoryName].some((text) =>
            fold(text).includes(search),
          )),
    )
    .sort(
      (a, b) =>
        b.bookedOn.localeCompare(a.bookedOn) ||
        b.createdAt.getTime() - a.createdAt.getTime() ||
        b.id.localeCompare(a.id),
    );
  const offset = input?.cursor ?? 0;
  const limit = input?.limit ?? 50;
  const more = matching.length > offset + limit;
  return {
    items: matching.slice(offset, offset + limit),
    nextCursor: more ? offset + limit : null,
    totals: {
      count: matching.length,
      incomeNetCents: sum(matching, 'income'),
      expenseNetCents: sum(matching, 'expense'),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Bank statements

/**
 * A Hamburger Sparkasse export of November as banks write it: lines about the account above the
 * table, ';'-separated, German days and amounts. Lines 5 and 6 were imported before; line 7's
 * amount is unreadable.
 */
export const STATEMENT_CSV = [
  'Umsätze Geschäftskonto;Nordlicht Vertrieb GmbH',
  'IBAN;DE44 2005 0550 1234 5678 90',
  'Zeitraum;01.11.2026 - 20.11.2026',
  'Buchungstag;Valutadatum;Auftraggeber/Empfänger;Verwendungszweck;Betrag;Währung',
  '02.11.2026;02.11.2026;Hanseatische Immobilien GmbH;Büromiete Hafencity November;-1.785,00;EUR',
  '03.11.2026;03.11.2026;Hansewerft Technik AG;Wartungsvertrag CRM, Oktober;2.975,00;EUR',
  '04.11.2026;04.11.2026;Büroshop24 GmbH;Druckerpapier;abc;EUR',
  '06.11.2026;06.11.2026;Alpenblick Logistik GmbH;Rechnung 2026-121 Vertriebsworkshop;4.165,00;EUR',
  '09.11.2026;09.11.2026;DB Fernverkehr AG;BahnCard 50 Business;-244,00;EUR',
  '13.11.2026;13.11.2026;Rheinland Solar GmbH;Abschlag 3 Solarportal;5.950,00;EUR',
  '16.11.2026;16.11.2026;Stadtreinigung Hamburg;Gebühren Gewerbeabfall;-58,40;EUR',
  '18.11.2026;18.11.2026;Hamburger Sparkasse;Kontoführungsentgelt;-14,90;EUR',
].join('\n');

type StatementLine = { line: number; cells: string[] };

function parseStatement(text: string) {
  const lines: StatementLine[] = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line, index) => ({
      line: index + 1,
      cells: line.split(';').map((cell) => cell.replace(/^"(.*)"$/, '$1')),
    }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const widths = new Map<number, number>();
  for (const { cells } of lines) {
    if (cells.length >= 2) widths.set(cells.length, (widths.get(cells.length) ?? 0) + 1);
  }
  const width = [...widths.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
  const headerIndex = lines.findIndex(({ cells }) => cells.length === width);
  const header = lines[headerIndex];
  if (!header) return null;
  return {
    columns: header.cells.map((cell) => cell.trim()),
    headerLine: header.line,
    rows: lines.slice(headerIndex + 1),
  };
}

const foldHeader = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');

const HEADER_NAMES: Record<ImportField, string[]> = {
  bookedOn: ['buchungstag', 'buchungsdatum', 'datum'],
  amount: ['betrag', 'betrageur', 'umsatz'],
  credit: ['haben', 'eingang', 'gutschrift'],
  debit: ['soll', 'ausgang', 'lastschrift'],
  counterparty: ['auftraggeberempfaenger', 'empfaenger', 'auftraggeber', 'name'],
  description: ['verwendungszweck', 'buchungstext', 'beschreibung'],
};

function suggestMapping(columns: string[]): ImportMapping {
  const folded = columns.map(foldHeader);
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS) {
    const index = folded.findIndex((column) => HEADER_NAMES[field].includes(column));
    if (index >= 0 && !Object.values(mapping).includes(index)) mapping[field] = index;
  }
  if (mapping.amount !== undefined) {
    delete mapping.credit;
    delete mapping.debit;
  }
  return mapping;
}

function readDay(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d = '', m = '', y = ''] = match;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

function readAmount(text: string): number | null {
  const value = text.replace(/\s|€|EUR/gi, '');
  const negative = value.startsWith('-');
  const cents = parseGermanAmount(negative ? value.slice(1) : value);
  return cents === null ? null : negative ? -cents : cents;
}

type Draft = ImportPreview['drafts'][number] & { key: string };

function evaluate(rows: StatementLine[], mapping: ImportMapping, known: Set<string>) {
  const cell = (cells: string[], field: ImportField) => {
    const index = mapping[field];
    return index === null || index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const drafts: Draft[] = [];
  const errors: { line: number; reason: string }[] = [];
  for (const { line, cells } of rows) {
    const dayText = cell(cells, 'bookedOn');
    const bookedOn = readDay(dayText);
    if (!bookedOn) {
      errors.push({
        line,
        reason: dayText
          ? `Das Datum „${dayText}“ ist ungültig (erwartet TT.MM.JJJJ).`
          : 'Das Datum fehlt.',
      });
      continue;
    }
    let amount: number | null;
    if (mapping.amount !== null && mapping.amount !== undefined) {
      const text = cell(cells, 'amount');
      amount = text ? readAmount(text) : null;
      if (text && amount === null) {
        errors.push({
          line,
          reason: `Der Betrag „${text}“ ist kein gültiger Betrag (z. B. -1.234,56).`,
        });
        continue;
      }
    } else {
      const credit = readAmount(cell(cells, 'credit'));
      const debit = readAmount(cell(cells, 'debit'));
      amount =
        credit === null && debit === null ? null : Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
    }
    if (amount === null) {
      errors.push({ line, reason: 'Der Betrag fehlt.' });
      continue;
    }
    if (amount === 0) {
      errors.push({ line, reason: 'Der Betrag ist 0,00 €.' });
      continue;
    }
    const counterparty = cell(cells, 'counterparty') || null;
    const description = cell(cells, 'description') || null;
    const key = JSON.stringify([bookedOn, amount, fold(counterparty), fold(description)]);
    drafts.push({
      line,
      bookedOn,
      kind: amount < 0 ? 'expense' : 'income',
      grossCents: Math.abs(amount),
      counterparty,
      description,
      duplicate: known.has(key),
      key,
    });
  }
  return { drafts, errors };
}

/** The fingerprints of the statement's first two rows: booked by an earlier import. */
function knownFromEarlierImports(): Set<string> {
  const statement = parseStatement(STATEMENT_CSV);
  if (!statement) return new Set();
  const { drafts } = evaluate(
    statement.rows.slice(0, 2),
    suggestMapping(statement.columns),
    new Set(),
  );
  return new Set(drafts.map((draft) => draft.key));
}

// ---------------------------------------------------------------------------------------------
// The server

/** The server's answer to someone who may not see the finances (financeProcedure). */
export const FINANCES_NO_ACCESS: TrpcFailure = {
  status: 403,
  code: 'FORBIDDEN',
  message: FINANCES_FORBIDDEN,
};

/** A server that is down: the overview's error state with 'Erneut versuchen'. */
export const FINANCES_UNAVAILABLE: TrpcFailure = {
  status: 500,
  code: 'INTERNAL_SERVER_ERROR',
  message: 'Die Finanzen sind gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
};

const NOT_FOUND = (message: string): TrpcFailure => ({ status: 404, code: 'NOT_FOUND', message });
const BAD_REQUEST = (message: string): TrpcFailure => ({
  status: 400,
  code: 'BAD_REQUEST',
  message,
});

type QueryPath =
  | 'finances.overview'
  | 'finances.transactions.list'
  | 'finances.categories.list'
  | 'finances.projects.options'
  | 'storage.uploads.status';

type MutationPath =
  | 'finances.transactions.create'
  | 'finances.transactions.update'
  | 'finances.transactions.delete'
  | 'finances.transactions.restore'
  | 'finances.transactions.importPreview'
  | 'finances.transactions.import'
  | 'finances.categories.create'
  | 'finances.categories.rename'
  | 'finances.categories.delete'
  | 'finances.recurring.book'
  | 'storage.uploads.create'
  | 'storage.uploads.complete'
  | 'storage.uploads.abort';

export const FINANCE_QUERY_PATHS: QueryPath[] = [
  'finances.overview',
  'finances.transactions.list',
  'finances.categories.list',
  'finances.projects.options',
];

export type FinancesServerOptions = {
  /** The company's bookings; `bookingFixtures()` when not given. */
  bookings?: Booking[];
  /** Procedures that fail, e.g. `{ 'finances.overview': FINANCES_NO_ACCESS }`. */
  fail?: Partial<Record<QueryPath | MutationPath, TrpcFailure>>;
  /** Procedures that never answer (their busy states). */
  pending?: (QueryPath | MutationPath)[];
  /** Sees every mutation with its input (spies in play functions). */
  onMutation?: (path: string, input: unknown) => void;
};

/**
 * The finance procedures over the company's bookings and categories, the uploads of receipts
 * and statements, and the statement import. Writes change the bookings as the server does
 * (net and VAT split from the gross amount), so overview and table refetch what changed.
 * `reset()` brings back the first data.
 */
export function financesServer(options: FinancesServerOptions = {}): HttpHandler[] & {
  reset: () => void;
} {
  let bookings: Booking[] = [];
  let categories: Category[] = [];
  let dueSoon: DueOccurrence[] = [];
  let known = new Set<string>();
  let created = 0;
  const uploads = new Map<
    string,
    { fileName: string; contentType: string; bytes: number; text?: string }
  >();
  const files = new Map<string, string>();
  /** Deleted bookings, for 'Rückgängig' (`finances.transactions.restore`). */
  const trash = new Map<string, Booking>();
  const reset = () => {
    bookings = (options.bookings ?? bookingFixtures()).map((booking) => ({ ...booking }));
    categories = categoryFixtures();
    dueSoon = dueSoonFixtures(bookings);
    known = knownFromEarlierImports();
    created = 0;
    uploads.clear();
    files.clear();
    trash.clear();
  };
  reset();
  const fail = options.fail ?? {};
  const pending = new Set(options.pending ?? []);

  const withCategory = (booking: Booking): Booking => ({
    ...booking,
    categoryName: categories.find((category) => category.id === booking.categoryId)?.name ?? null,
  });

  function save(
    fields: Inputs['transactions']['create'],
    current?: Booking,
  ): Booking | TrpcFailure {
    const categoryId = fields.categoryId ?? null;
    const category = categories.find((candidate) => candidate.id === categoryId);
    if (categoryId && !category) return NOT_FOUND(CATEGORY_NOT_FOUND);
    if (category && category.kind !== fields.kind) {
      return BAD_REQUEST('Die Kategorie passt nicht zur Art der Buchung.');
    }
    const path =
      fields.receiptPath === undefined ? (current?.receiptPath ?? null) : fields.receiptPath;
    const now = new Date();
    created += current ? 0 : 1;
    return {
      id: current?.id ?? bookingId(900 + created),
      bookedOn: fields.bookedOn,
      kind: fields.kind,
      grossCents: fields.grossCents,
      vatRate: fields.vatRate,
      ...splitGross(fields.grossCents, fields.vatRate),
      categoryId,
      categoryName: category?.name ?? null,
      counterparty: fields.counterparty?.trim() || null,
      description: fields.description?.trim() || null,
      projectId: fields.projectId ?? null,
      projectName: projectName(fields.projectId),
      receiptPath: path,
      receiptName:
        path === current?.receiptPath
          ? (current?.receiptName ?? null)
          : path
            ? (files.get(path) ?? path.split('/').pop() ?? null)
            : null,
      receiptUrl: path ? receiptUrl(path) : null,
      imported: current?.imported ?? false,
      recurringId: current?.recurringId ?? null,
      createdAt: current?.createdAt ?? now,
      updatedAt: now,
    };
  }

  const isFailure = (value: unknown): value is TrpcFailure =>
    typeof value === 'object' && value !== null && 'status' in value && 'code' in value;

  function statementOf(filePath: string) {
    const text = files.get(`${filePath}#text`) ?? STATEMENT_CSV;
    return parseStatement(text);
  }

  function preview(input: Inputs['transactions']['importPreview']): TrpcCallAnswer {
    const statement = statementOf(input.filePath);
    if (!statement) return { fail: BAD_REQUEST('Die Datei ist keine lesbare CSV-Datei.') };
    const mapping = input.mapping ?? suggestMapping(statement.columns);
    const has = (field: ImportField) => mapping[field] !== null && mapping[field] !== undefined;
    const base = {
      columns: statement.columns,
      headerLine: statement.headerLine,
      mapping,
      sample: statement.rows.slice(0, 5),
      rowCount: statement.rows.length,
    };
    if (!has('bookedOn') || !(has('amount') || has('credit') || has('debit'))) {
      if (input.mapping === undefined) {
        return {
          value: { ...base, ready: 0, duplicates: 0, errorCount: 0, errors: [], drafts: [] },
        };
      }
      return { fail: BAD_REQUEST(CSV_MAPPING_INCOMPLETE) };
    }
    const { drafts, errors } = evaluate(statement.rows, mapping, known);
    const duplicates = drafts.filter((draft) => draft.duplicate).length;
    const value: ImportPreview = {
      ...base,
      ready: drafts.length - duplicates,
      duplicates,
      errorCount: errors.length,
      errors,
      drafts: drafts.slice(0, 20).map(({ key: _key, ...draft }) => draft),
    };
    return { value };
  }

  const mutations: Record<MutationPath, (input: never) => TrpcCallAnswer> = {
    'finances.transactions.create': (input: Inputs['transactions']['create']) => {
      const booking = save(input);
      if (isFailure(booking)) return { fail: booking };
      bookings = [...bookings, booking];
      return { value: booking };
    },
    'finances.transactions.update': ({
      transactionId,
      ...fields
    }: Inputs['transactions']['update']) => {
      const current = bookings.find((booking) => booking.id === transactionId);
      if (!current) return { fail: NOT_FOUND(BOOKING_NOT_FOUND) };
      const kind = fields.kind ?? current.kind;
      const booking = save(
        {
          bookedOn: fields.bookedOn ?? current.bookedOn,
          kind,
          grossCents: fields.grossCents ?? current.grossCents,
          vatRate: fields.vatRate ?? current.vatRate,
          categoryId:
            fields.categoryId !== undefined
              ? fields.categoryId
              : kind === current.kind
                ? current.categoryId
                : null,
          counterparty:
            fields.counterparty === undefined ? current.counterparty : fields.counterparty,
          description: fields.description === undefined ? current.description : fields.description,
          projectId: fields.projectId === undefined ? current.projectId : fields.projectId,
          receiptPath: fields.receiptPath,
        },
        current,
      );
      if (isFailure(booking)) return { fail: booking };
      bookings = bookings.map((row) => (row.id === transactionId ? booking : row));
      return { value: booking };
    },
    'finances.transactions.delete': ({ transactionId }: Inputs['transactions']['delete']) => {
      const booking = bookings.find((row) => row.id === transactionId);
      if (!booking) return { fail: NOT_FOUND(BOOKING_NOT_FOUND) };
      bookings = bookings.filter((row) => row.id !== transactionId);
      trash.set(transactionId, booking);
      dueSoon = dueSoon.map((due) =>
        due.transactionId === transactionId ? { ...due, transactionId: null } : due,
      );
      return { value: booking };
    },
    'finances.transactions.restore': ({ transactionId }: Inputs['transactions']['restore']) => {
      const booking = trash.get(transactionId);
      if (!booking) return { fail: NOT_FOUND('Das lässt sich nicht mehr wiederherstellen.') };
      trash.delete(transactionId);
      bookings = [booking, ...bookings];
      return { value: booking };
    },
    'finances.transactions.importPreview': preview,
    'finances.transactions.import': (input: Inputs['transactions']['import']) => {
      const statement = statementOf(input.filePath);
      if (!statement) return { fail: BAD_REQUEST('Die Datei ist keine lesbare CSV-Datei.') };
      const mapping = input.mapping ?? suggestMapping(statement.columns);
      const { drafts, errors } = evaluate(statement.rows, mapping, known);
      const fresh = drafts.filter((draft) => !draft.duplicate);
      const vatRate = input.vatRate ?? 0;
      for (const draft of fresh) {
        const booking = save({
          bookedOn: draft.bookedOn,
          kind: draft.kind,
          grossCents: draft.grossCents,
          vatRate,
          categoryId: draft.kind === 'income' ? input.incomeCategoryId : input.expenseCategoryId,
          counterparty: draft.counterparty,
          description: draft.description,
        });
        if (isFailure(booking)) return { fail: booking };
        bookings = [...bookings, { ...booking, imported: true }];
        known.add(draft.key);
      }
      const result: ImportResult = {
        imported: fresh.length,
        duplicates: drafts.length - fresh.length,
        errorCount: errors.length,
        errors,
      };
      return { value: result };
    },
    'finances.categories.create': ({ kind, name }: Inputs['categories']['create']) => {
      const trimmed = name.trim();
      if (
        categories.some(
          (category) => category.kind === kind && fold(category.name) === fold(trimmed),
        )
      ) {
        return { fail: { status: 409, code: 'CONFLICT', message: CATEGORY_EXISTS } };
      }
      const position = categories.filter((category) => category.kind === kind).length;
      const category: Category = {
        id: categoryId(100 + categories.length),
        kind,
        name: trimmed,
        position,
      };
      categories = [...categories, category];
      return { value: category };
    },
    'finances.categories.rename': ({ categoryId: id, name }: Inputs['categories']['rename']) => {
      const current = categories.find((category) => category.id === id);
      if (!current) return { fail: NOT_FOUND(CATEGORY_NOT_FOUND) };
      const trimmed = name.trim();
      if (
        categories.some(
          (category) =>
            category.id !== id &&
            category.kind === current.kind &&
            fold(category.name) === fold(trimmed),
        )
      ) {
        return { fail: { status: 409, code: 'CONFLICT', message: CATEGORY_EXISTS } };
      }
      const renamed = { ...current, name: trimmed };
      categories = categories.map((category) => (category.id === id ? renamed : category));
      bookings = bookings.map(withCategory);
      return { value: renamed };
    },
    'finances.categories.delete': ({ categoryId: id }: Inputs['categories']['delete']) => {
      if (!categories.some((category) => category.id === id)) {
        return { fail: NOT_FOUND(CATEGORY_NOT_FOUND) };
      }
      categories = categories.filter((category) => category.id !== id);
      bookings = bookings.map((booking) =>
        booking.categoryId === id ? { ...booking, categoryId: null, categoryName: null } : booking,
      );
      return { value: { id } };
    },
    'finances.recurring.book': ({ recurringId: id, dueOn }: Inputs['recurring']['book']) => {
      const due = dueSoon.find((item) => item.recurringId === id && item.dueOn === dueOn);
      const item = RECURRING.find((candidate) => candidate.id === id);
      if (!due || !item) return { fail: NOT_FOUND('Wiederkehrender Posten nicht gefunden.') };
      if (due.transactionId) {
        return {
          fail: { status: 409, code: 'CONFLICT', message: 'Diese Fälligkeit ist bereits gebucht.' },
        };
      }
      const booking = save({
        bookedOn: dueOn,
        kind: item.kind,
        grossCents: due.grossCents,
        vatRate: item.vatRate,
        counterparty: item.counterparty,
        description: item.name,
      });
      if (isFailure(booking)) return { fail: booking };
      const withRecurring = { ...booking, recurringId: id };
      bookings = [...bookings, withRecurring];
      dueSoon = dueSoon.map((entry) =>
        entry === due ? { ...entry, transactionId: booking.id } : entry,
      );
      return { value: withRecurring };
    },
    'storage.uploads.create': (input: RouterInputs['storage']['uploads']['create']) => {
      const id = uploadId(uploads.size + 1);
      uploads.set(id, {
        fileName: input.fileName,
        contentType: input.contentType,
        bytes: input.bytes,
      });
      const partSize = 8 * 1024 * 1024;
      return {
        value: {
          uploadId: id,
          partSize,
          partCount: Math.max(1, Math.ceil(input.bytes / partSize)),
          partUrl: `/api/uploads/${id}?expires=1&signature=story`,
        },
      };
    },
    'storage.uploads.complete': ({
      uploadId: id,
    }: RouterInputs['storage']['uploads']['complete']) => {
      const upload = uploads.get(id);
      if (!upload) return { fail: NOT_FOUND('Upload nicht gefunden.') };
      const folder = upload.contentType === 'text/csv' ? 'statements' : 'receipts';
      const path = `customers/${sessionCustomerFixture.id}/${folder}/${id}-${upload.fileName}`;
      files.set(path, upload.fileName);
      if (upload.text !== undefined) files.set(`${path}#text`, upload.text);
      return {
        value: {
          path,
          contentType: upload.contentType,
          bytes: upload.bytes,
          fileName: upload.fileName,
        },
      };
    },
    'storage.uploads.abort': () => ({ value: { aborted: true } }),
  };

  const queries: Record<QueryPath, (input: never) => TrpcCallAnswer> = {
    'finances.overview': (input: Inputs['overview']) => ({
      value: overviewOf(bookings, input?.month ?? CURRENT_MONTH, dueSoon),
    }),
    'finances.transactions.list': (input: ListInput | undefined) => ({
      value: listBookings(bookings, input),
    }),
    'finances.categories.list': () => ({ value: categories }),
    'finances.projects.options': () => ({ value: projectFixtures }),
    // An interrupted upload of an earlier story is not resumed: it starts afresh.
    'storage.uploads.status': () => ({ fail: NOT_FOUND('Upload nicht gefunden.') }),
  };

  type Table = Record<string, (input: never) => TrpcCallAnswer>;
  const decode = (raw: Record<string, SuperJSONResult>, index: number) => {
    const call = raw[String(index)];
    return call ? superjson.deserialize(call) : undefined;
  };
  const answer = (table: Table, path: string, input: unknown): TrpcCallAnswer => {
    const failure = fail[path as QueryPath | MutationPath];
    if (failure) return { fail: failure };
    return table[path]?.(input as never) ?? { value: null };
  };
  const waitsForever = (paths: string[]) =>
    paths.some((path) => pending.has(path as QueryPath | MutationPath));

  const handlers = [
    http.get(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in queries)) return undefined;
      if (waitsForever(paths)) await delay('infinite');
      const raw = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
        string,
        SuperJSONResult
      >;
      return trpcReply(
        paths,
        paths.map((path, index) => answer(queries, path, decode(raw, index))),
      );
    }),
    http.post(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in mutations)) return undefined;
      if (waitsForever(paths)) await delay('infinite');
      const raw = (await request.json()) as Record<string, SuperJSONResult>;
      return trpcReply(
        paths,
        paths.map((path, index) => {
          const input = decode(raw, index);
          options.onMutation?.(path, input);
          return answer(mutations, path, input);
        }),
      );
    }),
    http.put('/api/uploads/:uploadId', async ({ request, params }) => {
      const upload = uploads.get(String(params.uploadId));
      const body = await request.arrayBuffer();
      if (upload && upload.contentType === 'text/csv') {
        upload.text = new TextDecoder().decode(body);
      }
      return HttpResponse.json({ part: 1, bytes: body.byteLength });
    }),
  ];
  return Object.assign(handlers, { reset });
}

/** Every finance request waits forever: the page's loading state. */
export const financesLoading: HttpHandler[] = [
  http.get(`${TRPC_PATH}/:paths`, () => delay('infinite')),
];
