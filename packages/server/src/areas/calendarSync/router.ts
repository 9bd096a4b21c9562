import { z } from 'zod';
import type { Context } from '../../platform/context';
import { appError } from '../../platform/errors';
import { noInput } from '../../platform/inputs';
import { assertEmployee, protectedProcedure, router } from '../../platform/trpc';
import type { User } from '../../platform/identity/schema';
import { findUser } from '../../platform/identity/service';
import { dayRangeInput } from '../calendar/model';
import {
  busyTimes,
  calendarSyncDeps,
  completeConnection,
  connectionStatus,
  disconnect,
  startConnection,
  type CalendarSyncDeps,
} from './service';

/**
 * The person's own calendar connection: no company's data, so no tenant (like the account).
 * Employees only; the check runs after the input's, so bad input is a 400 for everybody.
 */
const calendarProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  const user = await findUser(ctx.db, ctx.identity.uid);
  if (!user || user.deletedAt) {
    throw appError('FORBIDDEN', 'Benutzer ist nicht synchronisiert. Bitte melde dich erneut an.');
  }
  return next({ ctx: { user } });
});

function employee(ctx: Pick<Context, 'config' | 'log'> & { user: User }): CalendarSyncDeps {
  assertEmployee(ctx.user);
  return calendarSyncDeps(ctx.config, ctx.log);
}

const completeInput = z.strictObject({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(4096),
});

export const calendarSyncRouter = router({
  /** 'Kalenderverbindung' in the settings: configured on this server, connected, to whom. */
  status: calendarProcedure
    .input(noInput)
    .query(({ ctx }) => connectionStatus(ctx.db, employee(ctx), ctx.user.id)),

  /** 'Google Kalender verbinden': where to send the browser (Google's consent page). */
  start: calendarProcedure
    .input(noInput)
    .mutation(({ ctx }) => startConnection(ctx.db, employee(ctx), ctx.user.id)),

  /** The callback page hands over what Google sent back. */
  complete: calendarProcedure
    .input(completeInput)
    .mutation(({ ctx, input }) => completeConnection(ctx.db, employee(ctx), ctx.user.id, input)),

  /** 'Trennen'. */
  disconnect: calendarProcedure
    .input(noInput)
    .mutation(({ ctx }) => disconnect(ctx.db, employee(ctx), ctx.user.id)),

  /** 'Belegt' in the calendar's week: the connected calendar's busy times, read only. */
  busy: calendarProcedure
    .input(dayRangeInput)
    .query(({ ctx, input }) => busyTimes(ctx.db, employee(ctx), ctx.user.id, input)),
});
