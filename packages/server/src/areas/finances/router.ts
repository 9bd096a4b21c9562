import type { TenantContext } from '../../platform/trpc';
import { actorOf } from '../../platform/tenancy/actor';
import { z } from 'zod';
import { appError } from '../../platform/errors';
import { noInput } from '../../platform/inputs';
import { assertEmployee, router, tenantProcedure } from '../../platform/trpc';
import { berlinDay } from '../../platform/berlin';
import { customerChanged } from '../team';
import { importStatement, previewImport } from './bankImport';
import type { FinanceEvent } from './events';
import {
  bookingKind,
  createBookingInput,
  createCategoryInput,
  createProjectInput,
  createRecurringInput,
  day,
  importInput,
  listBookingsInput,
  month,
  renameCategoryInput,
  reserveEntryInput,
  updateBookingInput,
  updateProjectInput,
  updateRecurringInput,
  updateSettingsInput,
  year,
} from './model';
import { BOOKING_NOT_FOUND, RECURRING_NOT_FOUND } from './model';
import {
  currentMonth,
  financeOverview,
  financeSummary,
  listProjects,
  taxReservesOfYear,
} from './reports';
import {
  assertFinanceAccess,
  financesSharedWithAdmins,
  bookOccurrence,
  createBooking,
  createCategory,
  createProject,
  createRecurring,
  createReserveEntry,
  deleteCategory,
  deleteReserveEntry,
  ensureFinanceSettings,
  findBooking,
  findRecurring,
  listBookings,
  listCategories,
  listRecurring,
  renameCategory,
  settingsView,
  updateBooking,
  updateFinanceSettings,
  updateProject,
  updateRecurring,
  type BookingRow,
} from './service';
import {
  deleteBooking,
  deleteProject,
  deleteRecurring,
  restoreBooking,
  restoreProject,
  restoreRecurring,
} from './trash';

/**
 * The company's finances: its primary admins, and its admins when a primary admin shares them.
 * Only a check here: this runs before the input is read, and bad input must change nothing.
 */
const financeProcedure = tenantProcedure.use(async ({ ctx, next }) => {
  await assertFinanceAccess(ctx.db, ctx.tenant);
  return next();
});

/**
 * The company's settings; the first visit (a page's first read, after its input was checked)
 * writes the defaults and the default categories.
 */
function settingsOf(ctx: TenantContext) {
  return ensureFinanceSettings(ctx.db, ctx.tenant);
}

/** Best effort, after the write: the company's open finance pages refetch. */
function announce(ctx: TenantContext, what: FinanceEvent['data']['what']) {
  const event: FinanceEvent = { name: 'finance.changed', data: { what } };
  void ctx.realtime.publish(ctx.tenant.customerId, event);
}

/** A booking as the app shows it: the receipt as a signed link that works for an hour. */
function withReceiptUrl(ctx: TenantContext, booking: BookingRow) {
  return {
    ...booking,
    receiptUrl: booking.receiptPath ? ctx.storage.downloadUrl(booking.receiptPath) : null,
  };
}

const transactionRef = z.strictObject({ transactionId: z.uuid() });
const recurringRef = z.strictObject({ recurringId: z.uuid() });
const projectRef = z.strictObject({ projectId: z.uuid() });
const DEFAULT_LIST = listBookingsInput.parse({});

const transactionsRouter = router({
  /** Newest first under the filters, a page at a time, with the filter's totals. */
  list: financeProcedure.input(listBookingsInput.optional()).query(async ({ ctx, input }) => {
    const page = await listBookings(ctx.db, ctx.tenant, input ?? DEFAULT_LIST);
    return { ...page, items: page.items.map((booking) => withReceiptUrl(ctx, booking)) };
  }),

  byId: financeProcedure.input(transactionRef).query(async ({ ctx, input }) => {
    const booking = await findBooking(ctx.db, ctx.tenant, input.transactionId);
    if (!booking) throw appError('NOT_FOUND', BOOKING_NOT_FOUND);
    return withReceiptUrl(ctx, booking);
  }),

  create: financeProcedure.input(createBookingInput).mutation(async ({ ctx, input }) => {
    const booking = await createBooking(ctx.db, ctx.tenant, actorOf(ctx), input);
    announce(ctx, 'transaction');
    return withReceiptUrl(ctx, booking);
  }),

  update: financeProcedure.input(updateBookingInput).mutation(async ({ ctx, input }) => {
    const { transactionId, ...fields } = input;
    const booking = await updateBooking(ctx.db, ctx.tenant, transactionId, fields);
    announce(ctx, 'transaction');
    return withReceiptUrl(ctx, booking);
  }),

  /** Returns the deleted booking, so 'Rückgängig' can book it again. */
  delete: financeProcedure.input(transactionRef).mutation(async ({ ctx, input }) => {
    const booking = await deleteBooking(ctx.db, ctx.tenant, input.transactionId);
    announce(ctx, 'transaction');
    return withReceiptUrl(ctx, booking);
  }),

  /** 'Rückgängig' after a delete: the booking as it was, under its own id. */
  restore: financeProcedure.input(transactionRef).mutation(async ({ ctx, input }) => {
    const booking = await restoreBooking(ctx.db, ctx.tenant, input.transactionId);
    announce(ctx, 'transaction');
    return withReceiptUrl(ctx, booking);
  }),

  /** Reads an uploaded bank statement without writing: columns, mapping, rows and their errors. */
  importPreview: financeProcedure
    .input(importInput.pick({ filePath: true, mapping: true }))
    .mutation(({ ctx, input }) => previewImport(ctx.db, ctx.storage, ctx.tenant, input)),

  /** Books the statement's valid rows not booked before, in one transaction; names the others. */
  import: financeProcedure.input(importInput).mutation(async ({ ctx, input }) => {
    const result = await importStatement(ctx.db, ctx.storage, ctx.tenant, ctx.user.id, input);
    if (result.imported > 0) announce(ctx, 'transaction');
    return result;
  }),
});

const recurringRouter = router({
  /** One kind's items with next due day and amounts per month and year, plus the next 30 days. */
  list: financeProcedure
    .input(z.strictObject({ kind: bookingKind }))
    .query(({ ctx, input }) => listRecurring(ctx.db, ctx.tenant, input.kind, new Date())),

  byId: financeProcedure.input(recurringRef).query(async ({ ctx, input }) => {
    const item = await findRecurring(ctx.db, ctx.tenant, input.recurringId, berlinDay(new Date()));
    if (!item) throw appError('NOT_FOUND', RECURRING_NOT_FOUND);
    return item;
  }),

  create: financeProcedure.input(createRecurringInput).mutation(async ({ ctx, input }) => {
    const item = await createRecurring(ctx.db, ctx.tenant, actorOf(ctx), input, new Date());
    announce(ctx, 'recurring');
    return item;
  }),

  update: financeProcedure.input(updateRecurringInput).mutation(async ({ ctx, input }) => {
    const item = await updateRecurring(ctx.db, ctx.tenant, input, new Date());
    announce(ctx, 'recurring');
    return item;
  }),

  delete: financeProcedure.input(recurringRef).mutation(async ({ ctx, input }) => {
    const item = await deleteRecurring(ctx.db, ctx.tenant, input.recurringId);
    announce(ctx, 'recurring');
    return item;
  }),

  /** 'Rückgängig' after a delete: the item under its own id, its bookings linked again. */
  restore: financeProcedure.input(recurringRef).mutation(async ({ ctx, input }) => {
    const restored = await restoreRecurring(ctx.db, ctx.tenant, input.recurringId);
    announce(ctx, 'recurring');
    const item = await findRecurring(ctx.db, ctx.tenant, restored.id, berlinDay(new Date()));
    if (!item) throw appError('NOT_FOUND', RECURRING_NOT_FOUND);
    return item;
  }),

  /** 'Als gebucht markieren': the occurrence due on `dueOn` becomes a booking, once. */
  book: financeProcedure
    .input(z.strictObject({ recurringId: z.uuid(), dueOn: day }))
    .mutation(async ({ ctx, input }) => {
      const booking = await bookOccurrence(
        ctx.db,
        ctx.tenant,
        actorOf(ctx),
        input.recurringId,
        input.dueOn,
      );
      announce(ctx, 'transaction');
      return withReceiptUrl(ctx, booking);
    }),
});

const categoriesRouter = router({
  list: financeProcedure.input(noInput).query(async ({ ctx }) => {
    await settingsOf(ctx);
    return listCategories(ctx.db, ctx.tenant);
  }),

  create: financeProcedure.input(createCategoryInput).mutation(async ({ ctx, input }) => {
    // The defaults first, so a company's own category never collides with them later.
    await settingsOf(ctx);
    const category = await createCategory(ctx.db, ctx.tenant, input);
    announce(ctx, 'category');
    return category;
  }),

  rename: financeProcedure.input(renameCategoryInput).mutation(async ({ ctx, input }) => {
    const category = await renameCategory(ctx.db, ctx.tenant, input.categoryId, input.name);
    announce(ctx, 'category');
    return category;
  }),

  /** Its bookings and recurring items stay, without a category. */
  delete: financeProcedure
    .input(z.strictObject({ categoryId: z.uuid() }))
    .mutation(async ({ ctx, input }) => {
      const category = await deleteCategory(ctx.db, ctx.tenant, input.categoryId);
      announce(ctx, 'category');
      return category;
    }),
});

/** Projects are the provider's employees' tool (spec §6: 'Projekte' only for employees). */
const projectsRouter = router({
  list: financeProcedure.input(noInput).query(({ ctx }) => {
    assertEmployee(ctx.user);
    return listProjects(ctx.db, ctx.tenant);
  }),

  /** The projects a booking can be assigned to: names only, for everyone who books. */
  options: financeProcedure.input(noInput).query(async ({ ctx }) => {
    const projects = await listProjects(ctx.db, ctx.tenant);
    return projects.map(({ id, name, client }) => ({ id, name, client }));
  }),

  create: financeProcedure.input(createProjectInput).mutation(async ({ ctx, input }) => {
    assertEmployee(ctx.user);
    const project = await createProject(ctx.db, ctx.tenant, input);
    announce(ctx, 'project');
    return project;
  }),

  update: financeProcedure.input(updateProjectInput).mutation(async ({ ctx, input }) => {
    assertEmployee(ctx.user);
    const project = await updateProject(ctx.db, ctx.tenant, input);
    announce(ctx, 'project');
    return project;
  }),

  delete: financeProcedure.input(projectRef).mutation(async ({ ctx, input }) => {
    assertEmployee(ctx.user);
    const project = await deleteProject(ctx.db, ctx.tenant, input.projectId);
    announce(ctx, 'project');
    return project;
  }),

  /** 'Rückgängig' after a delete: the project under its own id, with its bookings again. */
  restore: financeProcedure.input(projectRef).mutation(async ({ ctx, input }) => {
    assertEmployee(ctx.user);
    const project = await restoreProject(ctx.db, ctx.tenant, input.projectId);
    announce(ctx, 'project');
    return project;
  }),
});

export const financesRouter = router({
  transactions: transactionsRouter,
  recurring: recurringRouter,
  categories: categoriesRouter,
  projects: projectsRouter,

  settings: router({
    get: financeProcedure
      .input(noInput)
      .query(async ({ ctx }) =>
        settingsView(await settingsOf(ctx), await financesSharedWithAdmins(ctx.db, ctx.tenant)),
      ),

    /** Tax settings for everyone who sees the finances; sharing them only by a primary admin. */
    update: financeProcedure.input(updateSettingsInput).mutation(async ({ ctx, input }) => {
      const settings = await updateFinanceSettings(ctx.db, ctx.tenant, actorOf(ctx), input);
      announce(ctx, 'settings');
      // Admins' sidebars and dashboards follow the sharing at once.
      if (input.financesForAdmins !== undefined) {
        void ctx.realtime.publish(ctx.tenant.customerId, customerChanged);
      }
      return settings;
    }),
  }),

  /** The overview's cards (with the previous month), its charts and the due items. */
  overview: financeProcedure
    .input(z.strictObject({ month: month.optional() }).optional())
    .query(async ({ ctx, input }) =>
      financeOverview(
        ctx.db,
        ctx.tenant,
        await settingsOf(ctx),
        input?.month ?? currentMonth(new Date()),
        new Date(),
      ),
    ),

  /** The dashboard's card: this month, what is still to put aside, what falls due. */
  summary: financeProcedure
    .input(noInput)
    .query(async ({ ctx }) =>
      financeSummary(ctx.db, ctx.tenant, await settingsOf(ctx), new Date()),
    ),

  taxReserves: router({
    /** Every figure of the year's reserve in cents, with its formula in German words. */
    summary: financeProcedure
      .input(z.strictObject({ year }))
      .query(async ({ ctx, input }) =>
        taxReservesOfYear(ctx.db, ctx.tenant, await settingsOf(ctx), input.year),
      ),

    /** 'Bereits zurückgelegt': money moved aside or prepaid. */
    addEntry: financeProcedure.input(reserveEntryInput).mutation(async ({ ctx, input }) => {
      const entry = await createReserveEntry(ctx.db, ctx.tenant, actorOf(ctx), input);
      announce(ctx, 'reserve');
      return entry;
    }),

    deleteEntry: financeProcedure
      .input(z.strictObject({ entryId: z.uuid() }))
      .mutation(async ({ ctx, input }) => {
        const entry = await deleteReserveEntry(ctx.db, ctx.tenant, input.entryId);
        announce(ctx, 'reserve');
        return entry;
      }),
  }),
});
