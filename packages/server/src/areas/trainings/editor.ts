/**
 * Editing the provider's courses (employees only; the router checks who calls). Plain functions
 * of the database and storage, as every service: no tRPC here.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { ServiceError } from '../../platform/serviceError';
import { clips } from '../clips/schema';
import { checkStoragePath, type FileStorage } from '../../platform/storage/fileStorage';
import { files } from '../../platform/storage/schema';
import { readImageDataUrl } from '../../platform/storage/service';
import { uploadedFile } from '../../platform/storage/uploads';
import { sanitizeRichText } from '../../platform/richText';
import {
  ATTACHMENT_NOT_FOUND,
  CLIP_NOT_FOUND,
  COURSE_NOT_FOUND,
  COURSE_ORDER_MISMATCH,
  LESSON_NOT_FOUND,
  LESSON_ORDER_MISMATCH,
  MODULE_NOT_FOUND,
  MODULE_ORDER_MISMATCH,
  MOVE_OTHER_COURSE,
} from './model';
import { courseModules, courses, lessonAttachments, lessons } from './schema';
import { transaction } from '../../platform/db/transaction';
import { attachmentView, type AttachmentView } from './service';
import { videoUpload } from '../clips';
import { attachmentUpload } from './uploads';

/** Where the provider's course covers are stored. */
export const COVER_FOLDER = 'provider/covers/';

// ---------------------------------------------------------------------------------------------
// Shared steps

async function requireCourse(db: Database, courseId: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw new ServiceError('NOT_FOUND', COURSE_NOT_FOUND);
  return course;
}

async function requireModule(db: Database, moduleId: string) {
  const [module] = await db
    .select()
    .from(courseModules)
    .where(eq(courseModules.id, moduleId))
    .limit(1);
  if (!module) throw new ServiceError('NOT_FOUND', MODULE_NOT_FOUND);
  return module;
}

async function requireLesson(db: Database, lessonId: string) {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  if (!lesson) throw new ServiceError('NOT_FOUND', LESSON_NOT_FOUND);
  return lesson;
}

/** The position after the last one where `where` holds (0 for the first). */
async function nextPosition(
  db: Database,
  table: typeof courses | typeof courseModules | typeof lessons | typeof lessonAttachments,
  where?: SQL,
): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${table.position})` })
    .from(table)
    .where(where);
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Exactly the same ids, each once: a reorder that forgets or invents one is refused. */
function sameSet(given: string[], existing: string[]): boolean {
  const unique = new Set(given);
  return (
    unique.size === given.length &&
    given.length === existing.length &&
    existing.every((id) => unique.has(id))
  );
}

/** Writes positions 0, 1, 2, … in the given order. */
async function renumber(
  ids: string[],
  setPosition: (id: string, position: number) => Promise<unknown>,
) {
  for (const [position, id] of ids.entries()) await setPosition(id, position);
}

const coursePosition = (db: Database) => (id: string, position: number) =>
  db.update(courses).set({ position }).where(eq(courses.id, id));
const modulePosition = (db: Database) => (id: string, position: number) =>
  db.update(courseModules).set({ position }).where(eq(courseModules.id, id));
const lessonPosition = (db: Database) => (id: string, position: number) =>
  db.update(lessons).set({ position }).where(eq(lessons.id, id));

/**
 * Provider files nothing refers to any more (an old cover, a replaced video, a removed
 * attachment) leave storage with their records. A file still used elsewhere (the same upload
 * in two lessons, a clip's video) stays. Best effort: the change itself is already saved.
 */
async function releaseFiles(db: Database, storage: FileStorage, paths: (string | null)[]) {
  const candidates = [...new Set(paths)].filter(
    (path): path is string => path !== null && path.startsWith('provider/'),
  );
  for (const path of candidates) {
    const references = await Promise.all([
      db.select({ id: courses.id }).from(courses).where(eq(courses.coverPath, path)).limit(1),
      db.select({ id: lessons.id }).from(lessons).where(eq(lessons.videoPath, path)).limit(1),
      db
        .select({ id: lessonAttachments.id })
        .from(lessonAttachments)
        .where(eq(lessonAttachments.path, path))
        .limit(1),
      db
        .select({ id: clips.id })
        .from(clips)
        .where(or(eq(clips.videoPath, path), eq(clips.thumbnailPath, path)))
        .limit(1),
    ]);
    if (references.some((rows) => rows.length > 0)) continue;
    await db.delete(files).where(and(eq(files.path, path), isNull(files.customerId)));
    try {
      await storage.remove(path);
    } catch {
      // Left behind in storage, unreachable without a record: a cleanup can find it later.
    }
  }
}

/** The files a set of lessons uses: their uploaded videos and their attachments. */
async function lessonFiles(db: Database, where: SQL): Promise<string[]> {
  const videos = await db.select({ path: lessons.videoPath }).from(lessons).where(where);
  const attachments = await db
    .select({ path: lessonAttachments.path })
    .from(lessonAttachments)
    .innerJoin(lessons, eq(lessons.id, lessonAttachments.lessonId))
    .where(where);
  return [...videos, ...attachments]
    .map((row) => row.path)
    .filter((path): path is string => path !== null);
}

// ---------------------------------------------------------------------------------------------
// Courses

export type NewCourse = {
  title: string;
  description?: string;
  minPlan?: 'professional' | 'enterprise' | null;
  minLevel?: number | null;
};

/** A new course, unpublished, after the last one. */
export async function createCourse(db: Database, input: NewCourse): Promise<{ id: string }> {
  const [course] = await db
    .insert(courses)
    .values({
      title: input.title,
      description: input.description ?? '',
      minPlan: input.minPlan ?? null,
      minLevel: input.minLevel ?? null,
      published: false,
      position: await nextPosition(db, courses),
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('no course');
  return course;
}

export type CourseChanges = Partial<NewCourse> & {
  published?: boolean;
  /** A new cover as a data URL; null removes it. */
  coverDataUrl?: string | null;
};

/**
 * Changes a course. A new cover is checked before anything is written (a refused image leaves
 * the course as it was) and stored as a provider file; the old cover is removed.
 */
export async function updateCourse(
  db: Database,
  storage: FileStorage,
  courseId: string,
  changes: CourseChanges,
): Promise<{ id: string; coverPath: string | null }> {
  const course = await requireCourse(db, courseId);
  const { coverDataUrl, ...fields } = changes;
  const image = coverDataUrl ? readImageDataUrl(coverDataUrl) : null;
  let coverPath = course.coverPath;
  if (image) {
    coverPath = `${COVER_FOLDER}${course.id}-${randomBytes(6).toString('hex')}.${image.extension}`;
    await storage.write(coverPath, image.content);
    await db.insert(files).values({
      customerId: null,
      path: coverPath,
      contentType: image.contentType,
      bytes: image.content.length,
    });
  } else if (coverDataUrl === null) {
    coverPath = null;
  }
  await db
    .update(courses)
    .set({ ...fields, coverPath, updatedAt: new Date() })
    .where(eq(courses.id, course.id));
  if (course.coverPath !== coverPath) await releaseFiles(db, storage, [course.coverPath]);
  return { id: course.id, coverPath };
}

/** Deletes a course with its modules, lessons, progress and events, and the files it used. */
export async function deleteCourse(db: Database, storage: FileStorage, courseId: string) {
  const course = await requireCourse(db, courseId);
  const used = await lessonFiles(db, eq(lessons.courseId, course.id));
  await db.delete(courses).where(eq(courses.id, course.id));
  await releaseFiles(db, storage, [course.coverPath, ...used]);
}

/** The provider's order of all courses: exactly every course, each once. */
export async function reorderCourses(db: Database, courseIds: string[]) {
  await transaction(db, async (tx) => {
    const existing = await tx.select({ id: courses.id }).from(courses).for('update');
    if (
      !sameSet(
        courseIds,
        existing.map((row) => row.id),
      )
    ) {
      throw new ServiceError('BAD_REQUEST', COURSE_ORDER_MISMATCH);
    }
    await renumber(courseIds, coursePosition(tx));
  });
}

// ---------------------------------------------------------------------------------------------
// Modules

export async function createModule(
  db: Database,
  courseId: string,
  title: string,
): Promise<{ id: string }> {
  const course = await requireCourse(db, courseId);
  const [module] = await db
    .insert(courseModules)
    .values({
      courseId: course.id,
      title,
      position: await nextPosition(db, courseModules, eq(courseModules.courseId, course.id)),
    })
    .returning({ id: courseModules.id });
  if (!module) throw new Error('no module');
  return module;
}

export async function updateModule(db: Database, moduleId: string, title: string) {
  const [module] = await db
    .update(courseModules)
    .set({ title })
    .where(eq(courseModules.id, moduleId))
    .returning({ id: courseModules.id });
  if (!module) throw new ServiceError('NOT_FOUND', MODULE_NOT_FOUND);
  return module;
}

/** Deletes a module with its lessons (and their progress), and the files they used. */
export async function deleteModule(db: Database, storage: FileStorage, moduleId: string) {
  const module = await requireModule(db, moduleId);
  const used = await lessonFiles(db, eq(lessons.moduleId, module.id));
  await db.delete(courseModules).where(eq(courseModules.id, module.id));
  await releaseFiles(db, storage, used);
}

/** A course's module order: exactly its modules, each once. */
export async function reorderModules(db: Database, courseId: string, moduleIds: string[]) {
  const course = await requireCourse(db, courseId);
  await transaction(db, async (tx) => {
    const existing = await tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(eq(courseModules.courseId, course.id))
      .for('update');
    if (
      !sameSet(
        moduleIds,
        existing.map((row) => row.id),
      )
    ) {
      throw new ServiceError('BAD_REQUEST', MODULE_ORDER_MISMATCH);
    }
    await renumber(moduleIds, modulePosition(tx));
  });
}

// ---------------------------------------------------------------------------------------------
// Lessons

/** A new lesson at the end of its module, unpublished and empty. */
export async function createLesson(
  db: Database,
  moduleId: string,
  title: string,
): Promise<{ id: string }> {
  const module = await requireModule(db, moduleId);
  const [lesson] = await db
    .insert(lessons)
    .values({
      moduleId: module.id,
      courseId: module.courseId,
      title,
      published: false,
      position: await nextPosition(db, lessons, eq(lessons.moduleId, module.id)),
    })
    .returning({ id: lessons.id });
  if (!lesson) throw new Error('no lesson');
  return lesson;
}

export type LessonVideo = { kind: 'upload'; path: string } | { kind: 'clip'; clipId: string };

export type LessonChanges = {
  title?: string;
  contentHtml?: string;
  durationSeconds?: number | null;
  published?: boolean;
  /** An uploaded video or a provider clip; null removes the video. */
  video?: LessonVideo | null;
};

/** A lesson after a change, as the editor shows it (the HTML as sanitising left it). */
export type EditedLesson = {
  id: string;
  contentHtml: string;
  durationSeconds: number | null;
  hasVideo: boolean;
};

/**
 * Changes a lesson. Its HTML is sanitised on the way in; a video is a completed provider upload
 * or a provider clip (whose duration the lesson takes unless one is given), checked before
 * anything is written. A replaced upload is removed from storage.
 */
export async function updateLesson(
  db: Database,
  storage: FileStorage,
  lessonId: string,
  changes: LessonChanges,
): Promise<EditedLesson> {
  const lesson = await requireLesson(db, lessonId);
  const { video, contentHtml, ...fields } = changes;
  const set: Partial<typeof lessons.$inferInsert> = { ...fields, updatedAt: new Date() };
  if (contentHtml !== undefined) set.contentHtml = sanitizeRichText(contentHtml);
  if (video === null) {
    Object.assign(set, { videoPath: null, videoContentType: null, clipId: null });
  } else if (video?.kind === 'upload') {
    const check = checkStoragePath(video.path);
    if (!check.ok) throw new ServiceError('BAD_REQUEST', check.reason);
    const file = await uploadedFile(db, { customerId: null }, check.path, videoUpload);
    Object.assign(set, { videoPath: file.path, videoContentType: file.contentType, clipId: null });
  } else if (video?.kind === 'clip') {
    const [clip] = await db
      .select({ id: clips.id, durationSeconds: clips.durationSeconds })
      .from(clips)
      .where(and(eq(clips.id, video.clipId), isNull(clips.customerId)))
      .limit(1);
    if (!clip) throw new ServiceError('NOT_FOUND', CLIP_NOT_FOUND);
    Object.assign(set, { videoPath: null, videoContentType: null, clipId: clip.id });
    if (fields.durationSeconds === undefined) set.durationSeconds = clip.durationSeconds;
  }
  const [updated] = await db.update(lessons).set(set).where(eq(lessons.id, lesson.id)).returning();
  if (!updated) throw new ServiceError('NOT_FOUND', LESSON_NOT_FOUND);
  if (lesson.videoPath !== updated.videoPath) await releaseFiles(db, storage, [lesson.videoPath]);
  return {
    id: updated.id,
    contentHtml: updated.contentHtml,
    durationSeconds: updated.durationSeconds,
    hasVideo: updated.videoPath !== null || updated.clipId !== null,
  };
}

/** Deletes a lesson with its progress and attachments, and the files it used. */
export async function deleteLesson(db: Database, storage: FileStorage, lessonId: string) {
  const lesson = await requireLesson(db, lessonId);
  const used = await lessonFiles(db, eq(lessons.id, lesson.id));
  await db.delete(lessons).where(eq(lessons.id, lesson.id));
  await releaseFiles(db, storage, used);
}

/** A module's lesson order: exactly its lessons, each once. */
export async function reorderLessons(db: Database, moduleId: string, lessonIds: string[]) {
  const module = await requireModule(db, moduleId);
  await transaction(db, async (tx) => {
    const existing = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.moduleId, module.id))
      .for('update');
    if (
      !sameSet(
        lessonIds,
        existing.map((row) => row.id),
      )
    ) {
      throw new ServiceError('BAD_REQUEST', LESSON_ORDER_MISMATCH);
    }
    await renumber(lessonIds, lessonPosition(tx));
  });
}

/** The ids of a module's lessons in order, without one. */
async function lessonOrder(db: Database, moduleId: string, without: string) {
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.moduleId, moduleId), ne(lessons.id, without)))
    .orderBy(asc(lessons.position), asc(lessons.createdAt), asc(lessons.id));
  return rows.map((row) => row.id);
}

/**
 * Moves a lesson to a place in a module of the same course (its own or another); a position
 * past the end puts it last. Both modules are numbered afresh.
 */
export async function moveLesson(
  db: Database,
  lessonId: string,
  moduleId: string,
  position: number,
) {
  const lesson = await requireLesson(db, lessonId);
  const target = await requireModule(db, moduleId);
  if (target.courseId !== lesson.courseId) {
    throw new ServiceError('BAD_REQUEST', MOVE_OTHER_COURSE);
  }
  await transaction(db, async (tx) => {
    const order = await lessonOrder(tx, target.id, lesson.id);
    order.splice(Math.min(position, order.length), 0, lesson.id);
    await tx.update(lessons).set({ moduleId: target.id }).where(eq(lessons.id, lesson.id));
    await renumber(order, lessonPosition(tx));
    if (lesson.moduleId !== target.id) {
      await renumber(await lessonOrder(tx, lesson.moduleId, lesson.id), lessonPosition(tx));
    }
  });
}

/**
 * Attaches a completed provider upload to a lesson; its name, type and size come from the
 * upload's record, never from the request.
 */
export async function addAttachment(
  db: Database,
  storage: FileStorage,
  lessonId: string,
  path: string,
): Promise<AttachmentView> {
  const lesson = await requireLesson(db, lessonId);
  const check = checkStoragePath(path);
  if (!check.ok) throw new ServiceError('BAD_REQUEST', check.reason);
  const file = await uploadedFile(db, { customerId: null }, check.path, attachmentUpload);
  const [attachment] = await db
    .insert(lessonAttachments)
    .values({
      lessonId: lesson.id,
      path: file.path,
      fileName: file.fileName ?? file.path.split('/').at(-1) ?? file.path,
      contentType: file.contentType,
      bytes: file.bytes,
      position: await nextPosition(
        db,
        lessonAttachments,
        eq(lessonAttachments.lessonId, lesson.id),
      ),
    })
    .returning();
  if (!attachment) throw new Error('no attachment');
  return attachmentView(storage, attachment);
}

export async function removeAttachment(db: Database, storage: FileStorage, attachmentId: string) {
  const [removed] = await db
    .delete(lessonAttachments)
    .where(eq(lessonAttachments.id, attachmentId))
    .returning({ path: lessonAttachments.path });
  if (!removed) throw new ServiceError('NOT_FOUND', ATTACHMENT_NOT_FOUND);
  await releaseFiles(db, storage, [removed.path]);
}
