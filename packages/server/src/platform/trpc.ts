import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from './context';
import { customers, memberships, users } from './identity/schema';
import {
  AppCodeCause,
  appError,
  customerSelectionRequired,
  inputErrorMessage,
  inputIssues,
  serviceUnavailable,
  tooManyRequests,
  transportErrorMessage,
  type AppCode,
  type InputIssue,
} from './errors';
import { isDatabaseUnavailable, type Database } from './db/database';
import { ServiceError } from './serviceError';
import { transformer } from './transformer';
import type { RateLimitName } from './rateLimits';
import { EMPLOYEES_ONLY_MESSAGE, hasRole, roleRequiredMessage, type Role } from './identity/roles';
import type { Tenant } from './tenancy/tenant';
import type { User } from './identity/schema';
import type { Identity } from './identity/verify';

/** What a tenant procedure's resolver gets: the request's context, its user and company. */
export type TenantContext = Context & {
  identity: Identity;
  token: string;
  user: User;
  tenant: Tenant;
};

// People read these messages: zod's own texts in German.
z.config(z.locales.de());

/** `public: true` marks procedures that answer without a signed-in user (checked by tests). */
export type ProcedureMeta = { public?: boolean };

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer,
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

/**
 * A service's refusal (no tRPC in services) becomes the TRPCError of the same code, and a
 * database that cannot be reached a 503 worth retrying, not a 500.
 */
const baseProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ServiceError) {
    const { code, message, appCode } = result.error.cause;
    throw appError(code, message, appCode);
  }
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    throw serviceUnavailable(
      'Die Datenbank ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    );
  }
  return result;
});

export const publicProcedure = baseProcedure.meta({ public: true });

/** The caller's verified identity, or the refusal of an unsigned or invalid request. */
function signedIn(auth: Context['auth']) {
  if (auth.status !== 'verified') {
    throw appError(
      'UNAUTHORIZED',
      auth.status === 'invalid' ? auth.reason : 'Anmeldung erforderlich.',
    );
  }
  return { identity: auth.identity, token: auth.token };
}

/** A verified Firebase ID token whose uid matches the `X-Firebase-UID` header. */
export const protectedProcedure = baseProcedure.use(({ ctx, next }) =>
  // Only what is added: tRPC merges it into the context (a spread of ours would be copied twice).
  next({ ctx: signedIn(ctx.auth) }),
);

/**
 * A protected procedure that counts requests without a valid token against their address before
 * refusing them (`perAddress`): guessing is held back where it comes from. A signed-in caller is
 * counted against its own account instead, by the procedure (after its input is read), so that
 * nobody with an account of their own can spend an office's budget — or, behind a proxy with the
 * hop count unset, everybody's.
 */
export function unverifiedCountedProcedure(perAddress: RateLimitName) {
  return baseProcedure
    .use(async ({ ctx, next }) => {
      if (ctx.auth.status !== 'verified') {
        const limited = await ctx.rateLimiter.consume(perAddress, ctx.clientIp);
        if (limited) throw tooManyRequests(limited);
      }
      return next();
    })
    .use(({ ctx, next }) => next({ ctx: signedIn(ctx.auth) }));
}

/**
 * The user, their role in the request's customer (the named one, else their last choice) and
 * that customer, in one round trip. Every tenant request runs it, so it is built once per
 * database and prepared on each connection: building the SQL cost more than the query itself.
 */
function prepareTenantLookup(db: Database) {
  const customerId = sql`coalesce(${sql.placeholder('requested')}::uuid, ${users.activeCustomerId})`;
  return db
    .select({ user: users, role: memberships.role, customer: customers })
    .from(users)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.customerId, customerId)),
    )
    .leftJoin(customers, eq(customers.id, customerId))
    .where(eq(users.firebaseUid, sql.placeholder('uid')))
    .limit(1)
    .prepare('sprint_tenant_lookup');
}

const tenantLookups = new WeakMap<Database, ReturnType<typeof prepareTenantLookup>>();

function tenantLookup(db: Database) {
  let lookup = tenantLookups.get(db);
  if (!lookup) {
    lookup = prepareTenantLookup(db);
    tenantLookups.set(db, lookup);
  }
  return lookup;
}

/**
 * A synced user working in a customer they may (still) access: every customer for employees,
 * otherwise their memberships. The customer is the one the request names (`X-Sprint-Customer`,
 * what the calling page shows), else the user's last choice. Checked on every request, so two
 * tabs or the extension in two companies each write into their own. Every tenant's data goes
 * through here.
 */
export const tenantProcedure = baseProcedure.use(async ({ ctx, next }) =>
  next({ ctx: await resolveTenant(ctx) }),
);

/**
 * The tenant check itself, for the few routes outside tRPC that serve a company's data (the AI
 * chat's stream): the same lookup and refusals (as TRPCErrors) as every tenant procedure.
 */
export async function resolveTenant(
  ctx: Pick<Context, 'auth' | 'db' | 'requestedCustomer'>,
): Promise<{ identity: Identity; token: string; user: User; tenant: Tenant }> {
  // The sign-in check of protectedProcedure in the same step: one step less on the path every
  // tenant request takes (tRPC copies the context at each).
  const { identity, token } = signedIn(ctx.auth);
  const requested = ctx.requestedCustomer;
  if (requested && 'invalid' in requested) {
    throw appError('BAD_REQUEST', 'X-Sprint-Customer muss die ID eines Unternehmens sein.');
  }
  const [row] = await tenantLookup(ctx.db).execute({
    uid: identity.uid,
    requested: requested?.id ?? null,
  });
  if (!row) {
    throw appError('FORBIDDEN', 'Benutzer ist nicht synchronisiert. Bitte melde dich erneut an.');
  }
  const { user, role, customer } = row;
  // A named company that does not exist reads like one the user may not open.
  if (!customer && requested) throw appError('FORBIDDEN', 'Kein Zugriff auf dieses Unternehmen.');
  if (!customer) throw customerSelectionRequired();
  if (!role && !user.ourEmployee) {
    throw appError('FORBIDDEN', 'Kein Zugriff auf dieses Unternehmen.');
  }
  const tenant: Tenant = { customerId: customer.id, customer, role };
  return { identity, token, user, tenant };
}

/**
 * A tenant procedure for members with at least this role (primary_admin > admin > user). The
 * server decides; the sidebar only mirrors the same rule (`hasRole`).
 */
export function roleProcedure(minimum: Role) {
  return tenantProcedure.use(({ ctx, next }) => {
    if (!hasRole(ctx.tenant.role, minimum)) {
      throw appError('FORBIDDEN', roleRequiredMessage(minimum));
    }
    return next();
  });
}

/**
 * The provider's own areas (customer console, calendar): only its employees (`ourEmployee`)
 * reach them, whatever company they currently work in. Called in each resolver, after the
 * input: bad input gets its own clear answer first, whoever sends it.
 */
export function assertEmployee(user: { ourEmployee: boolean }) {
  if (!user.ourEmployee) throw appError('FORBIDDEN', EMPLOYEES_ONLY_MESSAGE);
}
