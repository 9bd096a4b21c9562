import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AiMode } from '../../platform/ai/provider';
import { createdAt, id, updatedAt } from '../../platform/db/columns';
import { tenantColumn } from '../../platform/db/tenantColumn';
import { users } from '../../platform/identity/schema';
import type { Criterion, CriterionResult, Medal, Persona, ScenarioKind } from './model';

/**
 * A practice call's setting: who answers (the persona), what the caller wants (the goal) and the
 * scorecard. The library's five are rows of every company too (`built_in`, one per
 * `built_in_key`), written on the company's first look at the library, so sessions and
 * assignments refer to one kind of id.
 */
export const phoneScenarios = pgTable(
  'phone_scenarios',
  {
    id: id(),
    customerId: tenantColumn(),
    builtIn: boolean('built_in').notNull().default(false),
    /** The library's key (its kind) for a built-in; null for the company's own. */
    builtInKey: text('built_in_key'),
    /** The library's version a built-in row was written from: a newer one rewrites it. */
    builtInVersion: integer('built_in_version'),
    kind: text('kind').$type<ScenarioKind>().notNull(),
    title: text('title').notNull(),
    persona: jsonb('persona').$type<Persona>().notNull(),
    goal: text('goal').notNull(),
    /** The persona's first line when the call starts. */
    opening: text('opening').notNull(),
    criteria: jsonb('criteria').$type<Criterion[]>().notNull(),
    passThreshold: integer('pass_threshold').notNull().default(70),
    /** Kept when its author leaves: the scenario is the company's. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('phone_scenarios_built_in').on(table.customerId, table.builtInKey),
    index('phone_scenarios_company').on(table.customerId, table.kind),
  ],
);

export type PhoneSessionStatus = 'active' | 'finished';
export type EvaluatedBy = 'model' | 'keywords';

/**
 * One practice call of one person. Private to them (like the AI chats); goes with its scenario.
 * The evaluation is stored with it when the person hangs up, once: the criteria as they were
 * then, so an edited scorecard does not rewrite history.
 */
export const phoneSessions = pgTable(
  'phone_sessions',
  {
    id: id(),
    customerId: tenantColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => phoneScenarios.id, { onDelete: 'cascade' }),
    status: text('status').$type<PhoneSessionStatus>().notNull().default('active'),
    /** Who answered when the call started: a model, or the Vorlagen-Modus's script. */
    mode: text('mode').$type<AiMode>().notNull(),
    modelName: text('model_name').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    percent: integer('percent'),
    medal: text('medal').$type<Medal>(),
    passed: boolean('passed'),
    passThreshold: integer('pass_threshold'),
    results: jsonb('results').$type<CriterionResult[]>(),
    evaluatedBy: text('evaluated_by').$type<EvaluatedBy>(),
    pointsAwarded: integer('points_awarded').notNull().default(0),
  },
  (table) => [
    index('phone_sessions_person').on(table.customerId, table.userId, table.startedAt),
    index('phone_sessions_scenario').on(
      table.customerId,
      table.scenarioId,
      table.userId,
      table.finishedAt,
    ),
  ],
);

export type PhoneTurnRole = 'person' | 'persona';

/** What was said, in order: the persona's opening first. */
export const phoneTurns = pgTable(
  'phone_turns',
  {
    id: id(),
    customerId: tenantColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => phoneSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    role: text('role').$type<PhoneTurnRole>().notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('phone_turns_order').on(table.sessionId, table.position)],
);

/** A scenario an admin asked a member to practise, by a Berlin day. One per scenario and person. */
export const phoneAssignments = pgTable(
  'phone_assignments',
  {
    id: id(),
    customerId: tenantColumn(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => phoneScenarios.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** When it was (last) assigned: a passed call after it makes it done. */
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('phone_assignments_once').on(table.customerId, table.scenarioId, table.userId),
    index('phone_assignments_due').on(table.customerId, table.dueDate),
    index('phone_assignments_person').on(table.userId),
  ],
);

export type PhoneScenario = typeof phoneScenarios.$inferSelect;
export type PhoneSession = typeof phoneSessions.$inferSelect;
