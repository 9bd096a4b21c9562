/**
 * The Finances area's records: settings, categories, bookings, recurring items, projects and
 * reserve entries. Every tenant query goes through `ownedBy`; ids of another company are
 * answered like missing ones. Figures (overview, tax reserves, projects) are in reports.ts, the
 * bank statement import in bankImport.ts.
 */
import type { Actor } from '../../platform/tenancy/actor';
import { readSettings, writeSettings } from '../../platform/settings/settings';
import { transaction } from '../../platform/db/transaction';
import { financeSharing } from './settings';
import { asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { addDays, berlinDay } from '../../platform/berlin';
import type { Database } from '../../platform/db/database';
import { hasRole, type Role } from '../../platform/identity/roles';
import { ServiceError } from '../../platform/serviceError';
import { ownedBy, ownedValues, type TenantScope } from '../../platform/tenancy/tenant';
import { uploadedFile } from '../../platform/storage/uploads';
import { nextDue, occurrencesBetween, perMonthCents, perYearCents } from './intervals';
import {
  ALREADY_BOOKED,
  AMOUNT_OUT_OF_RANGE,
  BOOKING_NOT_FOUND,
  CATEGORY_EXISTS,
  CATEGORY_LIMIT,
  CATEGORY_NOT_FOUND,
  CATEGORY_WRONG_KIND,
  DEFAULT_CATEGORIES,
  END_BEFORE_START,
  FINANCES_FORBIDDEN,
  FINANCES_SHARING_FORBIDDEN,
  mayViewFinances,
  MAX_CATEGORIES_PER_KIND,
  NOT_DUE_ON_DAY,
  PROJECT_NOT_FOUND,
  RECURRING_NOT_FOUND,
  RESERVE_ENTRY_NOT_FOUND,
  type BookingKind,
  type Interval,
  type NoticeUnit,
  type VatRate,
} from './model';
import { netToGross, splitGross } from './money';
import {
  financeCategories,
  financeProjects,
  financeRecurring,
  financeReserveEntries,
  financeSettings,
  financeTransactions,
  type FinanceSettings,
} from './schema';
import {
  grossInRange,
  type CreateBookingInput,
  type CreateProjectInput,
  type CreateRecurringInput,
  type ListBookingsInput,
  type ReserveEntryInput,
  type UpdateBookingInput,
  type UpdateProjectInput,
  type UpdateRecurringInput,
  type UpdateSettingsInput,
} from './model';
import type { LegalForm, VatPeriod } from './tax';
import { receiptUpload } from './uploads';

/**
 * Postgres' unique_violation: a second write of something that may exist once; with `constraint`,
 * only a violation of that index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint: name } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Settings and access

export type FinanceSettingsView = {
  legalForm: LegalForm;
  smallBusiness: boolean;
  hebesatz: number;
  vatPeriod: VatPeriod;
  financesForAdmins: boolean;
};

export async function assertFinanceAccess(
  db: Database,
  tenant: TenantScope & { role: Role | null },
): Promise<void> {
  // Primary admins always; the sharing is read only for whom it can change the answer.
  if (hasRole(tenant.role, 'primary_admin')) return;
  const { financesForAdmins } = await readSettings(db, tenant, financeSharing);
  if (!mayViewFinances(tenant.role, financesForAdmins))
    throw new ServiceError('FORBIDDEN', FINANCES_FORBIDDEN);
}

/** Whether a primary admin shares the finances with the admins. */
export async function financesSharedWithAdmins(db: Database, tenant: TenantScope) {
  return (await readSettings(db, tenant, financeSharing)).financesForAdmins;
}

/**
 * The company's settings; on its first visit the defaults and the default categories are
 * written (idempotent: two first visits at once write them once).
 */
export async function ensureFinanceSettings(
  db: Database,
  tenant: TenantScope,
): Promise<FinanceSettings> {
  const [existing] = await db
    .select()
    .from(financeSettings)
    .where(ownedBy(financeSettings, tenant))
    .limit(1);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(financeSettings)
      .values(ownedValues(tenant, {}))
      .onConflictDoNothing()
      .returning();
    if (created) {
      const defaults = (Object.keys(DEFAULT_CATEGORIES) as BookingKind[]).flatMap((kind) =>
        DEFAULT_CATEGORIES[kind].map((name, position) =>
          ownedValues(tenant, { kind, name, position }),
        ),
      );
      await tx.insert(financeCategories).values(defaults).onConflictDoNothing();
      return created;
    }
    const [row] = await tx.select().from(financeSettings).where(ownedBy(financeSettings, tenant));
    if (!row) throw new Error('finance settings vanished');
    return row;
  });
}

export function settingsView(
  settings: FinanceSettings,
  financesForAdmins: boolean,
): FinanceSettingsView {
  return {
    legalForm: settings.legalForm,
    smallBusiness: settings.smallBusiness,
    hebesatz: settings.hebesatz,
    vatPeriod: settings.vatPeriod,
    financesForAdmins,
  };
}

export async function updateFinanceSettings(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  input: UpdateSettingsInput,
): Promise<FinanceSettingsView> {
  const { financesForAdmins, ...fields } = input;
  if (financesForAdmins !== undefined && !hasRole(actor.role, 'primary_admin')) {
    throw new ServiceError('FORBIDDEN', FINANCES_SHARING_FORBIDDEN);
  }
  await ensureFinanceSettings(db, tenant);
  return transaction(db, async (tx) => {
    const [settings] = Object.values(fields).some((value) => value !== undefined)
      ? await tx
          .update(financeSettings)
          .set(fields)
          .where(ownedBy(financeSettings, tenant))
          .returning()
      : await tx.select().from(financeSettings).where(ownedBy(financeSettings, tenant));
    const sharing =
      financesForAdmins === undefined
        ? await readSettings(tx, tenant, financeSharing)
        : await writeSettings(tx, tenant, financeSharing, { financesForAdmins });
    if (!settings) throw new Error('finance settings vanished');
    return settingsView(settings, sharing.financesForAdmins);
  });
}

// ---------------------------------------------------------------------------------------------
// Categories

export type CategoryRow = { id: string; kind: BookingKind; name: string; position: number };

export async function listCategories(db: Database, tenant: TenantScope): Promise<CategoryRow[]> {
  return db
    .select({
      id: financeCategories.id,
      kind: financeCategories.kind,
      name: financeCategories.name,
      position: financeCategories.position,
    })
    .from(financeCategories)
    .where(ownedBy(financeCategories, tenant))
    .orderBy(
      asc(financeCategories.kind),
      asc(financeCategories.position),
      asc(financeCategories.name),
    );
}

async function findCategory(db: Database, tenant: TenantScope, categoryId: string) {
  const [row] = await db
    .select()
    .from(financeCategories)
    .where(ownedBy(financeCategories, tenant, eq(financeCategories.id, categoryId)))
    .limit(1);
  return row ?? null;
}

export async function createCategory(
  db: Database,
  tenant: TenantScope,
  input: { kind: BookingKind; name: string },
): Promise<CategoryRow> {
  const [stats] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${financeCategories.position}), -1)::int`,
    })
    .from(financeCategories)
    .where(ownedBy(financeCategories, tenant, eq(financeCategories.kind, input.kind)));
  if ((stats?.count ?? 0) >= MAX_CATEGORIES_PER_KIND) {
    throw new ServiceError('BAD_REQUEST', CATEGORY_LIMIT);
  }
  try {
    const [row] = await db
      .insert(financeCategories)
      .values(ownedValues(tenant, { ...input, position: (stats?.last ?? -1) + 1 }))
      .returning();
    if (!row) throw new Error('no category');
    return { id: row.id, kind: row.kind, name: row.name, position: row.position };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError('CONFLICT', CATEGORY_EXISTS);
    throw error;
  }
}

export async function renameCategory(
  db: Database,
  tenant: TenantScope,
  categoryId: string,
  name: string,
): Promise<CategoryRow> {
  try {
    const [row] = await db
      .update(financeCategories)
      .set({ name })
      .where(ownedBy(financeCategories, tenant, eq(financeCategories.id, categoryId)))
      .returning();
    if (!row) throw new ServiceError('NOT_FOUND', CATEGORY_NOT_FOUND);
    return { id: row.id, kind: row.kind, name: row.name, position: row.position };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError('CONFLICT', CATEGORY_EXISTS);
    throw error;
  }
}

/** Bookings and recurring items of a deleted category keep their amounts, without a category. */
export async function deleteCategory(db: Database, tenant: TenantScope, categoryId: string) {
  const [row] = await db
    .delete(financeCategories)
    .where(ownedBy(financeCategories, tenant, eq(financeCategories.id, categoryId)))
    .returning({ id: financeCategories.id });
  if (!row) throw new ServiceError('NOT_FOUND', CATEGORY_NOT_FOUND);
  return row;
}

/** A category of the company that fits the booking's kind; null stays null. */
async function checkedCategory(
  db: Database,
  tenant: TenantScope,
  categoryId: string | null | undefined,
  kind: BookingKind,
): Promise<string | null> {
  if (!categoryId) return null;
  const category = await findCategory(db, tenant, categoryId);
  if (!category) throw new ServiceError('NOT_FOUND', CATEGORY_NOT_FOUND);
  if (category.kind !== kind) throw new ServiceError('BAD_REQUEST', CATEGORY_WRONG_KIND);
  return category.id;
}

async function checkedProject(
  db: Database,
  tenant: TenantScope,
  projectId: string | null | undefined,
): Promise<string | null> {
  if (!projectId) return null;
  const [project] = await db
    .select({ id: financeProjects.id })
    .from(financeProjects)
    .where(ownedBy(financeProjects, tenant, eq(financeProjects.id, projectId)))
    .limit(1);
  if (!project) throw new ServiceError('NOT_FOUND', PROJECT_NOT_FOUND);
  return project.id;
}

// ---------------------------------------------------------------------------------------------
// Bookings

export type BookingRow = {
  id: string;
  bookedOn: string;
  kind: BookingKind;
  grossCents: number;
  vatRate: VatRate;
  netCents: number;
  vatCents: number;
  categoryId: string | null;
  categoryName: string | null;
  counterparty: string | null;
  description: string | null;
  projectId: string | null;
  projectName: string | null;
  receiptPath: string | null;
  receiptName: string | null;
  /** From a bank statement. */
  imported: boolean;
  recurringId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const bookingColumns = {
  id: financeTransactions.id,
  bookedOn: financeTransactions.bookedOn,
  kind: financeTransactions.kind,
  grossCents: financeTransactions.grossCents,
  vatRate: sql<VatRate>`${financeTransactions.vatRate}`,
  netCents: financeTransactions.netCents,
  vatCents: financeTransactions.vatCents,
  categoryId: financeTransactions.categoryId,
  categoryName: financeCategories.name,
  counterparty: financeTransactions.counterparty,
  description: financeTransactions.description,
  projectId: financeTransactions.projectId,
  projectName: financeProjects.name,
  receiptPath: financeTransactions.receiptPath,
  receiptName: financeTransactions.receiptName,
  imported: sql<boolean>`${financeTransactions.importFingerprint} is not null`,
  recurringId: financeTransactions.recurringId,
  createdAt: financeTransactions.createdAt,
  updatedAt: financeTransactions.updatedAt,
};

function selectBookings(db: Database) {
  return db
    .select(bookingColumns)
    .from(financeTransactions)
    .leftJoin(financeCategories, eq(financeCategories.id, financeTransactions.categoryId))
    .leftJoin(financeProjects, eq(financeProjects.id, financeTransactions.projectId));
}

export async function findBooking(
  db: Database,
  tenant: TenantScope,
  transactionId: string,
): Promise<BookingRow | null> {
  const [row] = await selectBookings(db)
    .where(ownedBy(financeTransactions, tenant, eq(financeTransactions.id, transactionId)))
    .limit(1);
  return row ?? null;
}

/** `%`, `_` and `\` typed into a search are meant literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

function bookingFilters(input: ListBookingsInput): SQL[] {
  const conditions: SQL[] = [];
  if (input.from) conditions.push(gte(financeTransactions.bookedOn, input.from));
  if (input.to) conditions.push(lte(financeTransactions.bookedOn, input.to));
  if (input.kind) conditions.push(eq(financeTransactions.kind, input.kind));
  if (input.categoryId) conditions.push(eq(financeTransactions.categoryId, input.categoryId));
  if (input.projectId) conditions.push(eq(financeTransactions.projectId, input.projectId));
  if (input.search) {
    const pattern = likePattern(input.search);
    const matches = or(
      ilike(financeTransactions.counterparty, pattern),
      ilike(financeTransactions.description, pattern),
      ilike(financeCategories.name, pattern),
    );
    if (matches) conditions.push(matches);
  }
  return conditions;
}

export type BookingPage = {
  items: BookingRow[];
  nextCursor: number | null;
  /** Of every booking under the filter, not only this page. */
  totals: { count: number; incomeNetCents: number; expenseNetCents: number };
};

/** Newest first, under the filters, a page at a time; the totals cover the whole filter. */
export async function listBookings(
  db: Database,
  tenant: TenantScope,
  input: ListBookingsInput & { limit: number },
): Promise<BookingPage> {
  // Another company's category or project reads like a missing one, not like an empty filter.
  if (input.categoryId) {
    const category = await findCategory(db, tenant, input.categoryId);
    if (!category) throw new ServiceError('NOT_FOUND', CATEGORY_NOT_FOUND);
  }
  await checkedProject(db, tenant, input.projectId);
  const where = ownedBy(financeTransactions, tenant, ...bookingFilters(input));
  const offset = input.cursor ?? 0;
  const [rows, [totals]] = await Promise.all([
    selectBookings(db)
      .where(where)
      .orderBy(
        desc(financeTransactions.bookedOn),
        desc(financeTransactions.createdAt),
        desc(financeTransactions.id),
      )
      .limit(input.limit + 1)
      .offset(offset),
    db
      .select({
        count: sql<number>`count(*)::int`,
        incomeNetCents: sql<number>`coalesce(sum(${financeTransactions.netCents}) filter (where ${financeTransactions.kind} = 'income'), 0)::bigint`,
        expenseNetCents: sql<number>`coalesce(sum(${financeTransactions.netCents}) filter (where ${financeTransactions.kind} = 'expense'), 0)::bigint`,
      })
      .from(financeTransactions)
      .leftJoin(financeCategories, eq(financeCategories.id, financeTransactions.categoryId))
      .where(where),
  ]);
  const more = rows.length > input.limit;
  return {
    items: more ? rows.slice(0, input.limit) : rows,
    nextCursor: more ? offset + input.limit : null,
    totals: {
      count: Number(totals?.count ?? 0),
      incomeNetCents: Number(totals?.incomeNetCents ?? 0),
      expenseNetCents: Number(totals?.expenseNetCents ?? 0),
    },
  };
}

async function checkedReceipt(
  db: Database,
  tenant: TenantScope,
  receiptPath: string | null | undefined,
): Promise<{ receiptPath: string | null; receiptName: string | null } | undefined> {
  if (receiptPath === undefined) return undefined;
  if (receiptPath === null) return { receiptPath: null, receiptName: null };
  const file = await uploadedFile(db, tenant, receiptPath, receiptUpload);
  return { receiptPath: file.path, receiptName: file.fileName };
}

export async function createBooking(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  input: CreateBookingInput,
): Promise<BookingRow> {
  const categoryId = await checkedCategory(db, tenant, input.categoryId, input.kind);
  const projectId = await checkedProject(db, tenant, input.projectId);
  const receipt = await checkedReceipt(db, tenant, input.receiptPath);
  const split = splitGross(input.grossCents, input.vatRate);
  const [row] = await db
    .insert(financeTransactions)
    .values(
      ownedValues(tenant, {
        bookedOn: input.bookedOn,
        kind: input.kind,
        grossCents: input.grossCents,
        vatRate: input.vatRate,
        ...split,
        categoryId,
        projectId,
        counterparty: input.counterparty ?? null,
        description: input.description ?? null,
        ...receipt,
        createdBy: actor.userId,
      }),
    )
    .returning({ id: financeTransactions.id });
  const booking = row && (await findBooking(db, tenant, row.id));
  if (!booking) throw new Error('booking vanished');
  return booking;
}

export async function updateBooking(
  db: Database,
  tenant: TenantScope,
  transactionId: string,
  input: Omit<UpdateBookingInput, 'transactionId'>,
): Promise<BookingRow> {
  const current = await findBooking(db, tenant, transactionId);
  if (!current) throw new ServiceError('NOT_FOUND', BOOKING_NOT_FOUND);
  const kind = input.kind ?? current.kind;
  const grossCents = input.grossCents ?? current.grossCents;
  const vatRate = input.vatRate ?? current.vatRate;
  // A changed kind keeps the category only if it fits (or is replaced in the same change).
  const categoryId =
    input.categoryId !== undefined
      ? await checkedCategory(db, tenant, input.categoryId, kind)
      : kind !== current.kind
        ? null
        : current.categoryId;
  const projectId =
    input.projectId !== undefined
      ? await checkedProject(db, tenant, input.projectId)
      : current.projectId;
  const receipt = await checkedReceipt(db, tenant, input.receiptPath);
  await db
    .update(financeTransactions)
    .set({
      bookedOn: input.bookedOn ?? current.bookedOn,
      kind,
      grossCents,
      vatRate,
      ...splitGross(grossCents, vatRate),
      categoryId,
      projectId,
      ...(input.counterparty !== undefined ? { counterparty: input.counterparty } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...receipt,
    })
    .where(ownedBy(financeTransactions, tenant, eq(financeTransactions.id, transactionId)));
  const booking = await findBooking(db, tenant, transactionId);
  if (!booking) throw new ServiceError('NOT_FOUND', BOOKING_NOT_FOUND);
  return booking;
}

// ---------------------------------------------------------------------------------------------
// Recurring items

export type RecurringRow = {
  id: string;
  kind: BookingKind;
  name: string;
  counterparty: string | null;
  netCents: number;
  vatRate: VatRate;
  grossCents: number;
  interval: Interval;
  startsOn: string;
  endsOn: string | null;
  noticeValue: number | null;
  noticeUnit: NoticeUnit | null;
  /** The last day to give notice before the end date, when both are set. */
  cancelBy: string | null;
  categoryId: string | null;
  categoryName: string | null;
  active: boolean;
  /** The next due day from today on (Berlin), or null once it has ended. */
  nextDue: string | null;
  perMonthGrossCents: number;
  perMonthNetCents: number;
  perYearGrossCents: number;
  perYearNetCents: number;
};

/** `day` minus a notice period; months clamp to the month's last day (31.05. − 3 Monate = 28.02.). */
export function subtractNotice(day: string, value: number, unit: NoticeUnit): string {
  if (unit === 'days') return addDays(day, -value);
  if (unit === 'weeks') return addDays(day, -7 * value);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - value;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const last = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

function recurringRow(
  row: typeof financeRecurring.$inferSelect & { categoryName: string | null },
  today: string,
): RecurringRow {
  const vatRate = row.vatRate as VatRate;
  const grossCents = netToGross(row.netCents, vatRate);
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    counterparty: row.counterparty,
    netCents: row.netCents,
    vatRate,
    grossCents,
    interval: row.interval,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    noticeValue: row.noticeValue,
    noticeUnit: row.noticeUnit,
    cancelBy:
      row.endsOn && row.noticeValue && row.noticeUnit
        ? subtractNotice(row.endsOn, row.noticeValue, row.noticeUnit)
        : null,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    active: row.active,
    nextDue: row.active ? nextDue(row.startsOn, row.interval, row.endsOn, today) : null,
    perMonthGrossCents: perMonthCents(grossCents, row.interval),
    perMonthNetCents: perMonthCents(row.netCents, row.interval),
    perYearGrossCents: perYearCents(grossCents, row.interval),
    perYearNetCents: perYearCents(row.netCents, row.interval),
  };
}

async function selectRecurring(db: Database, tenant: TenantScope, ...conditions: SQL[]) {
  return db
    .select({ recurring: financeRecurring, categoryName: financeCategories.name })
    .from(financeRecurring)
    .leftJoin(financeCategories, eq(financeCategories.id, financeRecurring.categoryId))
    .where(ownedBy(financeRecurring, tenant, ...conditions))
    .orderBy(asc(financeRecurring.name), asc(financeRecurring.id));
}

export async function findRecurring(
  db: Database,
  tenant: TenantScope,
  recurringId: string,
  today: string,
): Promise<RecurringRow | null> {
  const [row] = await selectRecurring(db, tenant, eq(financeRecurring.id, recurringId));
  return row ? recurringRow({ ...row.recurring, categoryName: row.categoryName }, today) : null;
}

export type DueOccurrence = {
  recurringId: string;
  name: string;
  counterparty: string | null;
  kind: BookingKind;
  dueOn: string;
  grossCents: number;
  netCents: number;
  /** Set once the occurrence was booked. */
  transactionId: string | null;
};

/** Every occurrence of the active items from `from` to `to` (inclusive), soonest first. */
export async function dueOccurrences(
  db: Database,
  tenant: TenantScope,
  from: string,
  to: string,
  kind?: BookingKind,
): Promise<DueOccurrence[]> {
  const conditions = [eq(financeRecurring.active, true)];
  if (kind) conditions.push(eq(financeRecurring.kind, kind));
  const [items, booked] = await Promise.all([
    db
      .select()
      .from(financeRecurring)
      .where(ownedBy(financeRecurring, tenant, ...conditions)),
    db
      .select({
        id: financeTransactions.id,
        recurringId: financeTransactions.recurringId,
        due: financeTransactions.recurringDue,
      })
      .from(financeTransactions)
      .where(
        ownedBy(
          financeTransactions,
          tenant,
          gte(financeTransactions.recurringDue, from),
          lte(financeTransactions.recurringDue, to),
        ),
      ),
  ]);
  const bookedBy = new Map(booked.map((row) => [`${row.recurringId}|${row.due}`, row.id]));
  const occurrences = items.flatMap((item) => {
    const grossCents = netToGross(item.netCents, item.vatRate as VatRate);
    return occurrencesBetween(item.startsOn, item.interval, item.endsOn, from, to).map((dueOn) => ({
      recurringId: item.id,
      name: item.name,
      counterparty: item.counterparty,
      kind: item.kind,
      dueOn,
      grossCents,
      netCents: item.netCents,
      transactionId: bookedBy.get(`${item.id}|${dueOn}`) ?? null,
    }));
  });
  return occurrences.sort(
    (a, b) => a.dueOn.localeCompare(b.dueOn) || a.name.localeCompare(b.name, 'de'),
  );
}

export type RecurringList = {
  items: RecurringRow[];
  /** Of the items still running: the 'pro Monat' column's sum and the exact year. */
  totals: {
    perMonthGrossCents: number;
    perMonthNetCents: number;
    perYearGrossCents: number;
    perYearNetCents: number;
  };
  /** 'Fällig in den nächsten 30 Tagen': today and the 30 days after it. */
  dueSoon: DueOccurrence[];
};

export const DUE_SOON_DAYS = 30;

export async function listRecurring(
  db: Database,
  tenant: TenantScope,
  kind: BookingKind,
  now: Date,
): Promise<RecurringList> {
  const today = berlinDay(now);
  const rows = await selectRecurring(db, tenant, eq(financeRecurring.kind, kind));
  const items = rows.map((row) =>
    recurringRow({ ...row.recurring, categoryName: row.categoryName }, today),
  );
  // What still runs: active and not ended (a finished contract costs nothing any more).
  const running = items.filter((item) => item.nextDue !== null);
  const sum = (pick: (item: RecurringRow) => number) =>
    running.reduce((total, item) => total + pick(item), 0);
  return {
    items,
    totals: {
      perMonthGrossCents: sum((item) => item.perMonthGrossCents),
      perMonthNetCents: sum((item) => item.perMonthNetCents),
      perYearGrossCents: sum((item) => item.perYearGrossCents),
      perYearNetCents: sum((item) => item.perYearNetCents),
    },
    dueSoon: await dueOccurrences(db, tenant, today, addDays(today, DUE_SOON_DAYS), kind),
  };
}

function noticeValues(input: {
  noticeValue?: number | null | undefined;
  noticeUnit?: NoticeUnit | null | undefined;
}) {
  // A count without a unit means months, the usual way contracts state it.
  if (input.noticeValue === undefined && input.noticeUnit === undefined) return {};
  const value = input.noticeValue ?? null;
  return { noticeValue: value, noticeUnit: value === null ? null : (input.noticeUnit ?? 'months') };
}

export async function createRecurring(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  input: CreateRecurringInput,
  now: Date,
): Promise<RecurringRow> {
  const categoryId = await checkedCategory(db, tenant, input.categoryId, input.kind);
  const [row] = await db
    .insert(financeRecurring)
    .values(
      ownedValues(tenant, {
        kind: input.kind,
        name: input.name,
        counterparty: input.counterparty ?? null,
        netCents: input.netCents,
        vatRate: input.vatRate,
        interval: input.interval,
        startsOn: input.startsOn,
        endsOn: input.endsOn ?? null,
        ...noticeValues(input),
        categoryId,
        active: input.active ?? true,
        createdBy: actor.userId,
      }),
    )
    .returning({ id: financeRecurring.id });
  const item = row && (await findRecurring(db, tenant, row.id, berlinDay(now)));
  if (!item) throw new Error('recurring item vanished');
  return item;
}

export async function updateRecurring(
  db: Database,
  tenant: TenantScope,
  input: UpdateRecurringInput,
  now: Date,
): Promise<RecurringRow> {
  const today = berlinDay(now);
  const current = await findRecurring(db, tenant, input.recurringId, today);
  if (!current) throw new ServiceError('NOT_FOUND', RECURRING_NOT_FOUND);
  const kind = input.kind ?? current.kind;
  const startsOn = input.startsOn ?? current.startsOn;
  const endsOn = input.endsOn !== undefined ? input.endsOn : current.endsOn;
  if (endsOn && endsOn < startsOn) throw new ServiceError('BAD_REQUEST', END_BEFORE_START);
  const amount = {
    netCents: input.netCents ?? current.netCents,
    vatRate: input.vatRate ?? current.vatRate,
  };
  if (!grossInRange(amount)) throw new ServiceError('BAD_REQUEST', AMOUNT_OUT_OF_RANGE);
  const categoryId =
    input.categoryId !== undefined
      ? await checkedCategory(db, tenant, input.categoryId, kind)
      : kind !== current.kind
        ? null
        : current.categoryId;
  const { recurringId, ...fields } = input;
  await db
    .update(financeRecurring)
    .set({
      ...Object.fromEntries(
        Object.entries({
          kind: fields.kind,
          name: fields.name,
          counterparty: fields.counterparty,
          netCents: fields.netCents,
          vatRate: fields.vatRate,
          interval: fields.interval,
          active: fields.active,
        }).filter(([, value]) => value !== undefined),
      ),
      startsOn,
      endsOn,
      categoryId,
      ...noticeValues(fields),
    })
    .where(ownedBy(financeRecurring, tenant, eq(financeRecurring.id, recurringId)));
  const item = await findRecurring(db, tenant, recurringId, today);
  if (!item) throw new ServiceError('NOT_FOUND', RECURRING_NOT_FOUND);
  return item;
}

/**
 * 'Als gebucht markieren': one occurrence becomes a booking on its due day, with the item's
 * gross amount, VAT rate, category and partner. Once per occurrence.
 */
export async function bookOccurrence(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  recurringId: string,
  dueOn: string,
): Promise<BookingRow> {
  const [item] = await db
    .select()
    .from(financeRecurring)
    .where(ownedBy(financeRecurring, tenant, eq(financeRecurring.id, recurringId)))
    .limit(1);
  if (!item) throw new ServiceError('NOT_FOUND', RECURRING_NOT_FOUND);
  if (occurrencesBetween(item.startsOn, item.interval, item.endsOn, dueOn, dueOn).length === 0) {
    throw new ServiceError('BAD_REQUEST', NOT_DUE_ON_DAY);
  }
  const vatRate = item.vatRate as VatRate;
  const grossCents = netToGross(item.netCents, vatRate);
  try {
    const [row] = await db
      .insert(financeTransactions)
      .values(
        ownedValues(tenant, {
          bookedOn: dueOn,
          kind: item.kind,
          grossCents,
          vatRate,
          ...splitGross(grossCents, vatRate),
          categoryId: item.categoryId,
          counterparty: item.counterparty,
          description: item.name,
          recurringId: item.id,
          recurringDue: dueOn,
          createdBy: actor.userId,
        }),
      )
      .returning({ id: financeTransactions.id });
    const booking = row && (await findBooking(db, tenant, row.id));
    if (!booking) throw new Error('booking vanished');
    return booking;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError('CONFLICT', ALREADY_BOOKED);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Projects

export async function findProject(db: Database, tenant: TenantScope, projectId: string) {
  const [row] = await db
    .select()
    .from(financeProjects)
    .where(ownedBy(financeProjects, tenant, eq(financeProjects.id, projectId)))
    .limit(1);
  return row ?? null;
}

export async function createProject(db: Database, tenant: TenantScope, input: CreateProjectInput) {
  const [row] = await db
    .insert(financeProjects)
    .values(
      ownedValues(tenant, {
        name: input.name,
        client: input.client ?? null,
        budgetCents: input.budgetCents ?? null,
        startsOn: input.startsOn,
        endsOn: input.endsOn ?? null,
      }),
    )
    .returning();
  if (!row) throw new Error('no project');
  return row;
}

export async function updateProject(db: Database, tenant: TenantScope, input: UpdateProjectInput) {
  const current = await findProject(db, tenant, input.projectId);
  if (!current) throw new ServiceError('NOT_FOUND', PROJECT_NOT_FOUND);
  const startsOn = input.startsOn ?? current.startsOn;
  const endsOn = input.endsOn !== undefined ? input.endsOn : current.endsOn;
  if (endsOn && endsOn < startsOn) throw new ServiceError('BAD_REQUEST', END_BEFORE_START);
  const [row] = await db
    .update(financeProjects)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.client !== undefined ? { client: input.client } : {}),
      ...(input.budgetCents !== undefined ? { budgetCents: input.budgetCents } : {}),
      startsOn,
      endsOn,
    })
    .where(ownedBy(financeProjects, tenant, eq(financeProjects.id, input.projectId)))
    .returning();
  if (!row) throw new ServiceError('NOT_FOUND', PROJECT_NOT_FOUND);
  return row;
}

// ---------------------------------------------------------------------------------------------
// 'Bereits zurückgelegt'

export type ReserveEntryRow = {
  id: string;
  enteredOn: string;
  amountCents: number;
  note: string | null;
};

export async function listReserveEntries(
  db: Database,
  tenant: TenantScope,
  year: number,
): Promise<ReserveEntryRow[]> {
  return db
    .select({
      id: financeReserveEntries.id,
      enteredOn: financeReserveEntries.enteredOn,
      amountCents: financeReserveEntries.amountCents,
      note: financeReserveEntries.note,
    })
    .from(financeReserveEntries)
    .where(
      ownedBy(
        financeReserveEntries,
        tenant,
        gte(financeReserveEntries.enteredOn, `${year}-01-01`),
        lte(financeReserveEntries.enteredOn, `${year}-12-31`),
      ),
    )
    .orderBy(desc(financeReserveEntries.enteredOn), desc(financeReserveEntries.createdAt));
}

export async function createReserveEntry(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  input: ReserveEntryInput,
): Promise<ReserveEntryRow> {
  const [row] = await db
    .insert(financeReserveEntries)
    .values(
      ownedValues(tenant, {
        enteredOn: input.enteredOn,
        amountCents: input.amountCents,
        note: input.note ?? null,
        createdBy: actor.userId,
      }),
    )
    .returning();
  if (!row) throw new Error('no entry');
  return { id: row.id, enteredOn: row.enteredOn, amountCents: row.amountCents, note: row.note };
}

export async function deleteReserveEntry(db: Database, tenant: TenantScope, entryId: string) {
  const [row] = await db
    .delete(financeReserveEntries)
    .where(ownedBy(financeReserveEntries, tenant, eq(financeReserveEntries.id, entryId)))
    .returning({ id: financeReserveEntries.id });
  if (!row) throw new ServiceError('NOT_FOUND', RESERVE_ENTRY_NOT_FOUND);
  return row;
}
