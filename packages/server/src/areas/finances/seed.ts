/**
 * Sprint Demo GmbH's books: a year of believable bookings (retainers and project invoices in,
 * rent, salaries, software, travel and freelancers out), the recurring items behind them, three
 * projects with budgets, and the money put aside for the tax office each month. Written once: a
 * company that has bookings keeps its own.
 */
import { eq } from 'drizzle-orm';
import { addDays, berlinDay } from '../../platform/berlin';
import type { Database } from '../../platform/db/database';
import type { TenantScope } from '../../platform/tenancy/tenant';
import { DEMO_CUSTOMER_IDS } from '../../platform/identity/seed';
import type { SeedStep } from '../../platform/seed';
import { occurrencesBetween, type Interval } from './intervals';
import type { BookingKind, NoticeUnit } from './model';
import { netToGross, splitGross, type VatRate } from './money';
import {
  financeCategories,
  financeProjects,
  financeRecurring,
  financeReserveEntries,
  financeSettings,
  financeTransactions,
} from './schema';
import { ensureFinanceSettings } from './service';

type DemoRecurring = {
  kind: BookingKind;
  name: string;
  counterparty: string;
  netCents: number;
  vatRate: VatRate;
  interval: Interval;
  /** Months before the current one that it started (its day of month is `day`). */
  startedMonthsAgo: number;
  day: number;
  category: string;
  notice?: { value: number; unit: NoticeUnit };
  /** Ends this many days from today (a contract running out). */
  endsInDays?: number;
};

export const DEMO_RECURRING: DemoRecurring[] = [
  {
    kind: 'expense',
    name: 'Büromiete Friedrichstraße',
    counterparty: 'Hausverwaltung Spree GmbH',
    netCents: 240_000,
    vatRate: 19,
    interval: 'monthly',
    startedMonthsAgo: 30,
    day: 1,
    category: 'Miete',
    notice: { value: 6, unit: 'months' },
  },
  {
    kind: 'expense',
    name: 'Gehälter',
    counterparty: 'Mitarbeitende',
    netCents: 1_050_000,
    vatRate: 0,
    interval: 'monthly',
    startedMonthsAgo: 30,
    day: 28,
    category: 'Gehälter',
  },
  {
    kind: 'expense',
    name: 'Microsoft 365 Business',
    counterparty: 'Microsoft Ireland Operations Ltd.',
    netCents: 8_400,
    vatRate: 19,
    interval: 'monthly',
    startedMonthsAgo: 20,
    day: 5,
    category: 'Software & Abos',
    notice: { value: 1, unit: 'months' },
  },
  {
    kind: 'expense',
    name: 'Telefon und Glasfaser',
    counterparty: 'Telekom Deutschland GmbH',
    netCents: 8_990,
    vatRate: 19,
    interval: 'monthly',
    startedMonthsAgo: 26,
    day: 12,
    category: 'Telefon & Internet',
    notice: { value: 3, unit: 'months' },
  },
  {
    kind: 'expense',
    name: 'Leasing Firmenwagen',
    counterparty: 'ALD Automotive GmbH',
    netCents: 54_900,
    vatRate: 19,
    interval: 'monthly',
    startedMonthsAgo: 14,
    day: 15,
    category: 'Reisekosten',
    endsInDays: 300,
    notice: { value: 3, unit: 'months' },
  },
  {
    kind: 'expense',
    name: 'Steuerberatung',
    counterparty: 'Kanzlei Brandt & Partner',
    netCents: 85_000,
    vatRate: 19,
    interval: 'quarterly',
    startedMonthsAgo: 24,
    day: 20,
    category: 'Fremdleistungen',
  },
  {
    kind: 'expense',
    name: 'Betriebshaftpflicht',
    counterparty: 'Allianz Versicherungs-AG',
    netCents: 125_000,
    vatRate: 0,
    interval: 'yearly',
    startedMonthsAgo: 35,
    day: 1,
    category: 'Versicherungen',
    notice: { value: 3, unit: 'months' },
  },
  {
    kind: 'income',
    name: 'Retainer Vertriebsberatung',
    counterparty: 'Nordlicht Vertrieb GmbH',
    netCents: 650_000,
    vatRate: 19,
    interval: 'monthly',
    startedMonthsAgo: 18,
    day: 3,
    category: 'Beratung',
    notice: { value: 3, unit: 'months' },
  },
  {
    kind: 'income',
    name: 'Wartungsvertrag CRM',
    counterparty: 'Alpenblick GmbH',
    netCents: 180_000,
    vatRate: 19,
    interval: 'quarterly',
    startedMonthsAgo: 16,
    day: 10,
    category: 'Umsatzerlöse',
  },
  {
    kind: 'income',
    name: 'Lizenz Vertriebsakademie',
    counterparty: 'Kleinkram UG',
    netCents: 600_000,
    vatRate: 19,
    interval: 'yearly',
    startedMonthsAgo: 8,
    day: 1,
    category: 'Umsatzerlöse',
  },
];

const DEMO_PROJECTS = [
  { name: 'Website-Relaunch', client: 'Alpenblick GmbH', budgetCents: 1_200_000, monthsAgo: 5 },
  {
    name: 'Vertriebstraining 2026',
    client: 'Nordlicht Vertrieb GmbH',
    budgetCents: 800_000,
    monthsAgo: 9,
  },
  { name: 'CRM-Einführung', client: 'Kleinkram UG', budgetCents: 500_000, monthsAgo: 2 },
];

/** What varies from month to month: invoices, travel, marketing, freelancers. */
const VARIABLE = {
  income: [
    {
      counterparty: 'Alpenblick GmbH',
      description: 'Rechnung Konzeption',
      category: 'Umsatzerlöse',
      min: 350_000,
      max: 1_100_000,
      project: 0,
    },
    {
      counterparty: 'Nordlicht Vertrieb GmbH',
      description: 'Rechnung Trainingstag',
      category: 'Beratung',
      min: 300_000,
      max: 650_000,
      project: 1,
    },
    {
      counterparty: 'Bergwerk Maschinenbau AG',
      description: 'Rechnung Workshop Akquise',
      category: 'Beratung',
      min: 250_000,
      max: 600_000,
    },
    {
      counterparty: 'Kleinkram UG',
      description: 'Rechnung Einrichtung CRM',
      category: 'Umsatzerlöse',
      min: 90_000,
      max: 240_000,
      project: 2,
    },
    {
      counterparty: 'Hansa Logistik KG',
      description: 'Provision Vermittlung',
      category: 'Provisionen',
      min: 60_000,
      max: 150_000,
    },
  ],
  expense: [
    {
      counterparty: 'Deutsche Bahn AG',
      description: 'Bahnfahrt Kundentermin',
      category: 'Reisekosten',
      min: 8_900,
      max: 31_900,
      vat: 7,
    },
    {
      counterparty: 'LinkedIn Ireland Unlimited',
      description: 'LinkedIn Ads',
      category: 'Marketing',
      min: 25_000,
      max: 90_000,
      vat: 19,
    },
    {
      counterparty: 'Lena Vogt Design',
      description: 'Freelance-Design',
      category: 'Fremdleistungen',
      min: 80_000,
      max: 260_000,
      vat: 19,
      project: 0,
    },
    {
      counterparty: 'Büro Meier KG',
      description: 'Büromaterial',
      category: 'Bürobedarf',
      min: 2_500,
      max: 18_000,
      vat: 19,
    },
    {
      counterparty: 'Hotel am Hafen Hamburg',
      description: 'Übernachtung Training',
      category: 'Reisekosten',
      min: 11_000,
      max: 38_000,
      vat: 7,
      project: 1,
    },
    {
      counterparty: 'Jonas Weber IT',
      description: 'Datenmigration',
      category: 'Fremdleistungen',
      min: 60_000,
      max: 180_000,
      vat: 19,
      project: 2,
    },
    {
      counterparty: 'Sparkasse Berlin',
      description: 'Kontoführung',
      category: 'Bankgebühren',
      min: 1_990,
      max: 1_990,
      vat: 0,
    },
  ],
} as const;

/** A small deterministic generator: the same demo books on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function monthStart(today: string, monthsAgo: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - monthsAgo;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function dayOf(monthFirst: string, day: number): string {
  return `${monthFirst.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

async function seedCompany(db: Database, tenant: TenantScope, now: Date) {
  const today = berlinDay(now);
  await ensureFinanceSettings(db, tenant);
  await db
    .update(financeSettings)
    .set({ legalForm: 'gmbh', hebesatz: 410, vatPeriod: 'monthly', smallBusiness: false })
    .where(eq(financeSettings.customerId, tenant.customerId));
  const categories = await db
    .select({
      id: financeCategories.id,
      kind: financeCategories.kind,
      name: financeCategories.name,
    })
    .from(financeCategories)
    .where(eq(financeCategories.customerId, tenant.customerId));
  const category = (kind: BookingKind, name: string) =>
    categories.find((row) => row.kind === kind && row.name === name)?.id ?? null;

  const projects = await db
    .insert(financeProjects)
    .values(
      DEMO_PROJECTS.map((project) => ({
        customerId: tenant.customerId,
        name: project.name,
        client: project.client,
        budgetCents: project.budgetCents,
        startsOn: monthStart(today, project.monthsAgo),
        endsOn: addDays(monthStart(today, project.monthsAgo - 6), -1),
      })),
    )
    .returning({ id: financeProjects.id });

  const bookings: (typeof financeTransactions.$inferInsert)[] = [];
  const book = (
    kind: BookingKind,
    bookedOn: string,
    grossCents: number,
    vatRate: VatRate,
    fields: Partial<typeof financeTransactions.$inferInsert>,
  ) => {
    bookings.push({
      customerId: tenant.customerId,
      kind,
      bookedOn,
      grossCents,
      vatRate,
      ...splitGross(grossCents, vatRate),
      ...fields,
    });
  };

  const firstDay = monthStart(today, 11);
  for (const item of DEMO_RECURRING) {
    const startsOn = dayOf(monthStart(today, item.startedMonthsAgo), item.day);
    const endsOn = item.endsInDays === undefined ? null : addDays(today, item.endsInDays);
    const [row] = await db
      .insert(financeRecurring)
      .values({
        customerId: tenant.customerId,
        kind: item.kind,
        name: item.name,
        counterparty: item.counterparty,
        netCents: item.netCents,
        vatRate: item.vatRate,
        interval: item.interval,
        startsOn,
        endsOn,
        noticeValue: item.notice?.value ?? null,
        noticeUnit: item.notice?.unit ?? null,
        categoryId: category(item.kind, item.category),
      })
      .returning({ id: financeRecurring.id });
    // Booked up to yesterday; what falls due from today on is still open.
    for (const due of occurrencesBetween(
      startsOn,
      item.interval,
      endsOn,
      firstDay,
      addDays(today, -1),
    )) {
      book(item.kind, due, netToGross(item.netCents, item.vatRate), item.vatRate, {
        categoryId: category(item.kind, item.category),
        counterparty: item.counterparty,
        description: item.name,
        recurringId: row?.id ?? null,
        recurringDue: due,
      });
    }
  }

  const next = random(20_261_128);
  for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo -= 1) {
    const month = monthStart(today, monthsAgo);
    for (const kind of ['income', 'expense'] as const) {
      for (const entry of VARIABLE[kind]) {
        // Most months have most of it; some months go without.
        if (next() < 0.3) continue;
        const day = dayOf(month, 2 + Math.floor(next() * 26));
        if (day >= today) continue;
        const steps = Math.floor((entry.max - entry.min) / 100);
        const netCents = entry.min + Math.floor(next() * (steps + 1)) * 100;
        const vatRate: VatRate = 'vat' in entry ? entry.vat : 19;
        const projectIndex = 'project' in entry ? entry.project : undefined;
        const project = projectIndex === undefined ? undefined : projects[projectIndex];
        const projectStart =
          projectIndex === undefined
            ? null
            : monthStart(today, DEMO_PROJECTS[projectIndex]?.monthsAgo ?? 0);
        book(kind, day, netToGross(netCents, vatRate), vatRate, {
          categoryId: category(kind, entry.category),
          counterparty: entry.counterparty,
          description: entry.description,
          projectId: project && projectStart && day >= projectStart ? project.id : null,
        });
      }
    }
  }
  for (let start = 0; start < bookings.length; start += 500) {
    await db.insert(financeTransactions).values(bookings.slice(start, start + 500));
  }

  // Money moved to the tax account on the 10th of each month of this year so far.
  const year = today.slice(0, 4);
  const entries = Array.from(
    { length: 12 },
    (_, index) => `${year}-${String(index + 1).padStart(2, '0')}-10`,
  )
    .filter((day) => day < today)
    .map((enteredOn) => ({
      customerId: tenant.customerId,
      enteredOn,
      amountCents: 350_000,
      note: 'Überweisung auf das Steuerkonto',
    }));
  if (entries.length > 0) await db.insert(financeReserveEntries).values(entries);
}

export const seedFinances: SeedStep = async ({ db, now }) => {
  const tenant = { customerId: DEMO_CUSTOMER_IDS.sprintDemo };
  const [existing] = await db
    .select({ id: financeTransactions.id })
    .from(financeTransactions)
    .where(eq(financeTransactions.customerId, tenant.customerId))
    .limit(1);
  if (existing) return;
  await db.transaction(async (tx) => seedCompany(tx as unknown as Database, tenant, now));
};
