import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../db/columns';
import { ROLES } from './roles';

export const planEnum = pgEnum('plan', ['enterprise', 'professional', 'starter']);
export const roleEnum = pgEnum('membership_role', ROLES);
export const themeEnum = pgEnum('theme_preference', ['light', 'dark', 'system']);

/**
 * Notifications a user may switch (Einstellungen › Benachrichtigungen), per kind: the kind's
 * name is its e-mail, `<kind>InApp` its place in the bell; absent keys have their defaults
 * (platform/notifications/model.ts). `dailyDigest`: one e-mail a day with what is unread.
 */
export type NotificationPreferences = {
  /** An invitation the user sent was accepted. */
  invitationAccepted?: boolean;
  /** Someone else made the user a lead's owner. */
  leadAssigned?: boolean;
  mention?: boolean;
  reply?: boolean;
  comment?: boolean;
  like?: boolean;
  invitationAcceptedInApp?: boolean;
  leadAssignedInApp?: boolean;
  mentionInApp?: boolean;
  replyInApp?: boolean;
  commentInApp?: boolean;
  likeInApp?: boolean;
  dailyDigest?: boolean;
};

export const customers = pgTable('customers', {
  id: id(),
  name: text('name').notNull(),
  officialCompanyName: text('official_company_name'),
  plan: planEnum('plan').notNull().default('starter'),
  domain: text('domain'),
  /** A data or http URL, or a storage path (`customers/<id>/logo.svg`) resolved on demand. */
  logo: text('logo'),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: id(),
  firebaseUid: text('firebase_uid').notNull().unique(),
  email: text('email').notNull(),
  displayName: text('display_name'),
  avatar: text('avatar'),
  ourEmployee: boolean('our_employee').notNull().default(false),
  activeCustomerId: uuid('active_customer_id').references(() => customers.id, {
    onDelete: 'set null',
  }),
  theme: themeEnum('theme').notNull().default('system'),
  notificationPreferences: jsonb('notification_preferences')
    .$type<NotificationPreferences>()
    .notNull()
    .default({}),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /**
   * Set once the person edits name or avatar in Sprint ('Konto'): from then on Sprint's profile
   * wins over the identity provider's at sign-in.
   */
  profileEditedAt: timestamp('profile_edited_at', { withTimezone: true }),
  /**
   * Set when the person deleted their account (Art. 17 DSGVO): the row stays, stripped of
   * everything personal, so the company's content keeps an author ('Gelöschter Benutzer').
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull().default('user'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('memberships_user_customer').on(table.userId, table.customerId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    /** SHA-256 of the token (hex): the link is the secret, the database keeps only its hash. */
    tokenHash: text('token_hash').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull().default('user'),
    /** When set, only this address may accept the invitation. */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    invitedBy: uuid('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * The token, encrypted with a key derived from the server secret: 'Link kopieren' shows the
     * link again later. Lookups never use it (they go by the hash).
     */
    tokenCiphertext: text('token_ciphertext'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('invitations_customer').on(table.customerId)],
);

export type Customer = typeof customers.$inferSelect;
export type User = typeof users.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
export type Invitation = typeof invitations.$inferSelect;
export type Plan = (typeof planEnum.enumValues)[number];
