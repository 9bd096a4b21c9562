import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../platform/db/columns';
import { users } from '../../platform/identity/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A person's connected calendar (ADR 022). Per person, not per company: an employee's busy times
 * are theirs whichever company they work in. Only the refresh token is kept, sealed (AES-256-GCM,
 * bound to the user); access tokens live in memory until they expire.
 */
export const calendarConnections = pgTable('calendar_connections', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<'google'>().notNull().default('google'),
  /** The Google account, when the provider named it (an ID token with `email`). */
  accountEmail: text('account_email'),
  /** base64url(iv ‖ tag ‖ ciphertext); see crypto.ts. */
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  connectedAt: instant('connected_at').notNull().defaultNow(),
});

/**
 * An authorization request on its way (OAuth 2.0 with PKCE): the `state`'s nonce, whose it is,
 * and the PKCE verifier (sealed). Single use: `usedAt` is set when the callback completes, so a
 * replayed `state` is refused; valid for 10 minutes.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    nonce: text('nonce').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    usedAt: instant('used_at'),
  },
  (table) => [index('oauth_states_created').on(table.createdAt)],
);

export type CalendarConnection = typeof calendarConnections.$inferSelect;
export type OAuthState = typeof oauthStates.$inferSelect;
