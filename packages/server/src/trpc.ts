import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Context } from './context';
import { customers, memberships, users } from './db/schema';
import {
  AppCodeCause,
  appError,
  customerSelectionRequired,
  inputErrorMessage,
  inputIssues,
  transportErrorMessage,
  type AppCode,
  type InputIssue,
} from './errors';

// People read these messages: zod's own texts in German.
z.config(z.locales.de());

/** `public: true` marks procedures that answer without a signed-in user (checked by tests). */
export type ProcedureMeta = { public?: boolean };

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    // No stack traces in replies, in any environment.
    isDev: false,
    errorFormatter({ shape, error }) {
      const issues: InputIssue[] | undefined =
        error.cause instanceof z.ZodError ? inputIssues(error.cause) : undefined;
      const appCode: AppCode | undefined =
        error.cause instanceof AppCodeCause ? error.cause.appCode : undefined;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        ...shape,
        // An unexpected failure's text may reveal internals; it is logged, not returned.
        message: issues
          ? inputErrorMessage(issues)
          : internal
            ? 'Interner Serverfehler. Bitte versuche es später erneut.'
            : (transportErrorMessage(error.code, shape.message, error.cause) ?? shape.message),
        data: { ...shape.data, appCode, issues },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure.meta({ public: true });

/** A verified Firebase ID token whose uid matches the `X-Firebase-UID` header. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (ctx.auth.status !== 'verified') {
    throw appError(
      'UNAUTHORIZED',
      ctx.auth.status === 'invalid' ? ctx.auth.reason : 'Anmeldung erforderlich.',
    );
  }
  return next({ ctx: { ...ctx, identity: ctx.auth.identity, token: ctx.auth.token } });
});

/**
 * A synced user working in their active customer, which they may (still) access: every
 * customer for employees, otherwise their memberships. Every tenant's data goes through here.
 */
export const tenantProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  // One round trip: the user, their role in the active customer, and that customer.
  const [row] = await ctx.db
    .select({ user: users, role: memberships.role, customer: customers })
    .from(users)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.customerId, users.activeCustomerId)),
    )
    .leftJoin(customers, eq(customers.id, users.activeCustomerId))
    .where(eq(users.firebaseUid, ctx.identity.uid))
    .limit(1);
  if (!row) {
    throw appError('FORBIDDEN', 'Benutzer ist nicht synchronisiert. Bitte melde dich erneut an.');
  }
  const { user, role, customer } = row;
  if (!customer) throw customerSelectionRequired();
  if (!role && !user.ourEmployee) {
    throw appError('FORBIDDEN', 'Kein Zugriff auf dieses Unternehmen.');
  }

  return next({
    ctx: { ...ctx, user, tenant: { customerId: customer.id, customer, role } },
  });
});
