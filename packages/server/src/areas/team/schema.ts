import { index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../platform/db/columns';
import { tenantColumn } from '../../platform/db/tenantColumn';
import { users } from '../../platform/identity/schema';
import type { Role } from '../../platform/identity/roles';

export const teamEventKindEnum = pgEnum('team_event_kind', [
  'invited',
  'invitation_resent',
  'invitation_revoked',
  'joined',
  'role_changed',
  'removed',
  'primary_admin_transferred',
  'account_deleted',
]);

/**
 * The team's audit trail ('Verlauf'): who invited, removed or changed the role of whom, and when.
 * Names are copied in at the time, so the trail still reads right after a person is gone.
 */
export const teamEvents = pgTable(
  'team_events',
  {
    id: id(),
    customerId: tenantColumn(),
    kind: teamEventKindEnum('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The invited address, or the member's address at the time. */
    subjectEmail: text('subject_email'),
    details: jsonb('details').$type<{ from?: Role; to?: Role }>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('team_events_customer_created').on(table.customerId, table.createdAt)],
);

export type TeamEvent = typeof teamEvents.$inferSelect;
export type TeamEventKind = (typeof teamEventKindEnum.enumValues)[number];
