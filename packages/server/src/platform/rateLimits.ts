import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from './db/database';

/**
 * Counters of the rate limits, in the database: every replica counts in the same rows, and the
 * limits that tests prove on PGlite are the ones production keeps on PostgreSQL.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

export type RateLimitName =
  | 'signIn'
  | 'signInFromAddress'
  | 'invitationLookup'
  | 'ingest'
  | 'ingestPerCompany'
  | 'invitationsPerCompany'
  | 'invitationResend';

export type RateLimitSettings = Record<RateLimitName, { points: number; durationSeconds: number }>;

/**
 * Generous for people, tight for scripts: a page load signs in once, an office shares an
 * address, the extension sends a batch at a time (10,000 conversations are 100 batches).
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  /** Sign-in syncs per account (a page load syncs once; the app waits out a 429). */
  signIn: { points: 20, durationSeconds: 60 },
  /**
   * Sign-in syncs without a valid token (forged, expired, none), per client address. Signed-in
   * syncs never count here: nobody can use up an office's budget with an account of their own.
   */
  signInFromAddress: { points: 300, durationSeconds: 60 },
  /** Invitation lookups per client address: tokens are secrets, not to be guessed. */
  invitationLookup: { points: 60, durationSeconds: 60 },
  /** LinkedIn batches per user. */
  ingest: { points: 600, durationSeconds: 60 },
  /** LinkedIn batches per company: many accounts of one company cannot add up without end. */
  ingestPerCompany: { points: 3000, durationSeconds: 60 },
  /** Invitations sent per company and day. */
  invitationsPerCompany: { points: 200, durationSeconds: 86_400 },
  /** Resends per invitation and day. */
  invitationResend: { points: 3, durationSeconds: 86_400 },
};

/** Why a request is refused; `limit` is the name's points, as configured. */
const MESSAGES: Record<RateLimitName, string | ((limit: number) => string)> = {
  signIn: 'Zu viele Anmeldungen in kurzer Zeit',
  signInFromAddress: 'Zu viele Anmeldungen von dieser Adresse in kurzer Zeit',
  invitationLookup: 'Zu viele Abfragen von Einladungen in kurzer Zeit',
  ingest: 'Zu viele LinkedIn-Stapel in kurzer Zeit',
  ingestPerCompany: 'Zu viele LinkedIn-Stapel für dieses Unternehmen in kurzer Zeit',
  invitationsPerCompany: (limit) => `Heute wurden schon ${limit} Einladungen verschickt`,
  invitationResend: 'Diese Einladung wurde heute schon dreimal erneut gesendet',
};

/**
 * A refusal for now: the German reason, when to try again, and how many points were still left
 * (a batch larger than what is left is refused whole; a smaller one would have fit).
 */
export type RateLimited = {
  message: string;
  retryAfterSeconds: number;
  remaining: number;
  limit: number;
};

export type RateLimiter = {
  /**
   * Counts one request of `key` (a user, an address), or `points` at once (a batch of
   * invitations); null, or why it is refused. A refusal uses up nothing.
   */
  consume: (name: RateLimitName, key: string, points?: number) => Promise<RateLimited | null>;
  /** Gives back what `consume` counted, when a later check refuses the request after all. */
  refund: (name: RateLimitName, key: string, points?: number) => Promise<void>;
};

/** "in 86399 Sekunden" says nothing to a person: minutes and hours once the wait is long. */
export function waitInWords(seconds: number): string {
  if (seconds <= 90) return seconds === 1 ? '1 Sekunde' : `${seconds} Sekunden`;
  if (seconds <= 90 * 60) return `${Math.ceil(seconds / 60)} Minuten`;
  return `${Math.ceil(seconds / 3600)} Stunden`;
}

export const unlimited: RateLimiter = { consume: async () => null, refund: async () => undefined };

export function createRateLimiter(
  db: Database,
  settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
): RateLimiter {
  const limiters = Object.fromEntries(
    Object.entries(settings).map(([name, { points, durationSeconds }]) => [
      name,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points,
        duration: durationSeconds,
      }),
    ]),
  ) as Record<RateLimitName, RateLimiterDrizzle>;
  return {
    async consume(name, key, points = 1) {
      try {
        await limiters[name].consume(key, points);
        return null;
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        // The store counted the refused points too: given back, a batch of 10 that did not fit
        // leaves room for one of 5 that does.
        await limiters[name].reward(key, points);
        const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        const limit = settings[name].points;
        const reason = MESSAGES[name];
        return {
          message: `${typeof reason === 'string' ? reason : reason(limit)}. Bitte versuche es in ${waitInWords(retryAfterSeconds)} erneut.`,
          retryAfterSeconds,
          remaining: Math.max(0, limit - (refusal.consumedPoints - points)),
          limit,
        };
      }
    },
    async refund(name, key, points = 1) {
      await limiters[name].reward(key, points);
    },
  };
}
