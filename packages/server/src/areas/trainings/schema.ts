import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../platform/db/columns';
import { tenantColumn } from '../../platform/db/tenantColumn';
import { clips } from '../clips/schema';
import { planEnum, users } from '../../platform/identity/schema';

/**
 * A course: the provider's content for every company (no tenant column). `minPlan` locks it for
 * lower plans ('Ab Professional', 'Nur Enterprise'), `minLevel` for lower levels; null is for everyone.
 */
export const courses = pgTable('courses', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** Storage path of the cover image (`provider/covers/…`); null shows a placeholder. */
  coverPath: text('cover_path'),
  published: boolean('published').notNull().default(false),
  position: integer('position').notNull().default(0),
  minPlan: planEnum('min_plan'),
  /** 'Ab Level N' (2–9): locked for a person below that level; null is for every level. */
  minLevel: integer('min_level'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const courseModules = pgTable(
  'course_modules',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('course_modules_course').on(table.courseId, table.position)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    /** The module's course, kept here so progress is one query per course. */
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML (sanitize-html on every write): no script ever reaches a reader. */
    contentHtml: text('content_html').notNull().default(''),
    /** An uploaded video (`provider/videos/…`) or a provider clip; at most one of both. */
    videoPath: text('video_path'),
    videoContentType: text('video_content_type'),
    clipId: uuid('clip_id').references(() => clips.id, { onDelete: 'set null' }),
    durationSeconds: integer('duration_seconds'),
    published: boolean('published').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('lessons_module').on(table.moduleId, table.position),
    index('lessons_course').on(table.courseId),
  ],
);

export const lessonAttachments = pgTable(
  'lesson_attachments',
  {
    id: id(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('lesson_attachments_lesson').on(table.lessonId)],
);

/** A person's progress in a lesson: done or not, and where the video was left. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('lesson_progress_user').on(table.userId, table.updatedAt),
  ],
);

/**
 * What people learnt, as events in the company they worked in (who, what, when): a later
 * leaderboard counts these.
 */
export const trainingEvents = pgTable(
  'training_events',
  {
    id: id(),
    customerId: tenantColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['lesson.completed'] }).notNull(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('training_events_customer').on(table.customerId, table.createdAt)],
);
