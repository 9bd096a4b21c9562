import { and, asc, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { awardPoints } from '../../platform/points/service';
import { ServiceError } from '../../platform/serviceError';
import { ownedValues, type TenantScope } from '../../platform/tenancy/tenant';
import { clips } from '../clips/schema';
import type { FileStorage } from '../../platform/storage/fileStorage';
import { stableDownloadUrl } from '../../platform/storage/service';
import { COURSE_LOCKED, COURSE_NOT_FOUND, LESSON_NOT_FOUND, levelLockedMessage } from './model';
import {
  courseLock,
  courseStatus,
  progressPercent,
  type CourseStatus,
  type LockLabel,
  type PlanName,
} from './progress';
import {
  courseModules,
  courses,
  lessonAttachments,
  lessonProgress,
  lessons,
  trainingEvents,
} from './schema';
import { transaction } from '../../platform/db/transaction';

/**
 * Who reads: their own progress, their company's plan (locks) and whether they are the
 * provider's employee (who sees unpublished courses and lessons and is never locked).
 */
export type Viewer = { userId: string; employee: boolean; plan: PlanName; points: number };

export function viewerOf(
  user: { id: string; ourEmployee: boolean },
  customer: { plan: PlanName },
  points = 0,
): Viewer {
  return { userId: user.id, employee: user.ourEmployee, plan: customer.plan, points };
}

// ---------------------------------------------------------------------------------------------
// Courses as a viewer sees them

type CourseRecord = typeof courses.$inferSelect;

/** A lesson in a course's outline, with the viewer's progress in it. */
type OutlineLesson = {
  id: string;
  moduleId: string;
  title: string;
  durationSeconds: number | null;
  published: boolean;
  hasVideo: boolean;
  completed: boolean;
  positionSeconds: number;
  touchedAt: Date | null;
};

type OutlineModule = { id: string; title: string; lessons: OutlineLesson[] };

/** A course with its modules and the lessons the viewer may see, in course order. */
type CourseOutline = {
  course: CourseRecord;
  modules: OutlineModule[];
  /** Every visible lesson, module after module. */
  lessons: OutlineLesson[];
};

/** Where a lesson is: what the app's lesson address needs. */
export type LessonRef = { moduleId: string; lessonId: string };

export type CourseSummary = {
  id: string;
  title: string;
  description: string;
  coverUrl: string | null;
  published: boolean;
  minPlan: PlanName | null;
  /** 'Ab Level N'; null for every level. */
  minLevel: number | null;
  locked: boolean;
  lockLabel: LockLabel | null;
  /** What locks it: the company's plan or the person's level. */
  lockKind: 'plan' | 'level' | null;
  /** Points the person still needs for a level lock. */
  pointsToUnlock: number | null;
  /** Published lessons: what progress counts. */
  lessonCount: number;
  completedCount: number;
  progress: number;
  status: CourseStatus;
  /** The published lessons' durations together. */
  durationSeconds: number;
  /** The first lesson not yet completed; null when all are, or the course is locked. */
  nextLesson: LessonRef | null;
};

export type CourseDetail = CourseSummary & {
  modules: {
    id: string;
    title: string;
    lessons: {
      id: string;
      title: string;
      durationSeconds: number | null;
      published: boolean;
      completed: boolean;
      hasVideo: boolean;
    }[];
  }[];
};

/** A lesson's clip, if it is the provider's: a company's own clip never plays in a course. */
const providerClip = and(eq(clips.id, lessons.clipId), isNull(clips.customerId));

/**
 * The courses the viewer may see (all for employees, published ones for everyone else), each
 * with its modules and visible lessons in order and the viewer's progress.
 */
async function loadOutlines(
  db: Database,
  viewer: Viewer,
  courseIds?: string[],
): Promise<CourseOutline[]> {
  if (courseIds?.length === 0) return [];
  const courseRows = await db
    .select()
    .from(courses)
    .where(
      and(
        viewer.employee ? undefined : eq(courses.published, true),
        courseIds ? inArray(courses.id, courseIds) : undefined,
      ),
    )
    .orderBy(asc(courses.position), asc(courses.title), asc(courses.id));
  if (courseRows.length === 0) return [];
  const ids = courseRows.map((course) => course.id);
  const moduleRows = await db
    .select({ id: courseModules.id, courseId: courseModules.courseId, title: courseModules.title })
    .from(courseModules)
    .where(inArray(courseModules.courseId, ids))
    .orderBy(asc(courseModules.position), asc(courseModules.createdAt), asc(courseModules.id));
  const lessonRows = await db
    .select({
      id: lessons.id,
      moduleId: lessons.moduleId,
      title: lessons.title,
      durationSeconds: lessons.durationSeconds,
      published: lessons.published,
      hasVideo: sql<boolean>`(${lessons.videoPath} is not null or ${clips.id} is not null)`,
      completedAt: lessonProgress.completedAt,
      positionSeconds: lessonProgress.positionSeconds,
      touchedAt: lessonProgress.updatedAt,
    })
    .from(lessons)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, viewer.userId)),
    )
    .leftJoin(clips, providerClip)
    .where(
      and(
        inArray(lessons.courseId, ids),
        viewer.employee ? undefined : eq(lessons.published, true),
      ),
    )
    .orderBy(asc(lessons.position), asc(lessons.createdAt), asc(lessons.id));

  const modulesById = new Map<string, OutlineModule>();
  const modulesByCourse = new Map<string, OutlineModule[]>();
  for (const row of moduleRows) {
    const module: OutlineModule = { id: row.id, title: row.title, lessons: [] };
    modulesById.set(row.id, module);
    const list = modulesByCourse.get(row.courseId) ?? [];
    list.push(module);
    modulesByCourse.set(row.courseId, list);
  }
  for (const row of lessonRows) {
    modulesById.get(row.moduleId)?.lessons.push({
      id: row.id,
      moduleId: row.moduleId,
      title: row.title,
      durationSeconds: row.durationSeconds,
      published: row.published,
      hasVideo: Boolean(row.hasVideo),
      completed: row.completedAt !== null,
      positionSeconds: row.positionSeconds ?? 0,
      touchedAt: row.touchedAt,
    });
  }
  return courseRows.map((course) => {
    const modules = modulesByCourse.get(course.id) ?? [];
    return { course, modules, lessons: modules.flatMap((module) => module.lessons) };
  });
}

function coverUrl(storage: FileStorage, coverPath: string | null): string | null {
  return coverPath ? stableDownloadUrl(storage, coverPath) : null;
}

function courseProgressOf(outline: CourseOutline) {
  const counted = outline.lessons.filter((lesson) => lesson.published);
  const completedCount = counted.filter((lesson) => lesson.completed).length;
  return {
    lessonCount: counted.length,
    completedCount,
    progress: progressPercent(completedCount, counted.length),
    status: courseStatus(completedCount, counted.length),
    durationSeconds: counted.reduce((sum, lesson) => sum + (lesson.durationSeconds ?? 0), 0),
  };
}

function summarize(outline: CourseOutline, viewer: Viewer, storage: FileStorage): CourseSummary {
  const { course } = outline;
  const lock = courseLock(course, viewer);
  const next = lock.locked ? undefined : outline.lessons.find((lesson) => !lesson.completed);
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    coverUrl: coverUrl(storage, course.coverPath),
    published: course.published,
    minPlan: course.minPlan,
    minLevel: course.minLevel,
    ...lock,
    ...courseProgressOf(outline),
    nextLesson: next ? { moduleId: next.moduleId, lessonId: next.id } : null,
  };
}

export type CourseFilter = 'all' | 'started' | 'completed';

/** The courses the viewer may see, in the provider's order; locked ones say so. */
export async function listCourses(
  db: Database,
  storage: FileStorage,
  viewer: Viewer,
  filter: CourseFilter,
): Promise<CourseSummary[]> {
  const summaries = (await loadOutlines(db, viewer)).map((outline) =>
    summarize(outline, viewer, storage),
  );
  if (filter === 'started') return summaries.filter((course) => course.status === 'in_progress');
  if (filter === 'completed') return summaries.filter((course) => course.status === 'completed');
  return summaries;
}

/**
 * One course with its outline. A locked course shows what is inside (titles), only its
 * lessons cannot be opened.
 */
export async function courseDetail(
  db: Database,
  storage: FileStorage,
  viewer: Viewer,
  courseId: string,
): Promise<CourseDetail> {
  const [outline] = await loadOutlines(db, viewer, [courseId]);
  if (!outline) throw new ServiceError('NOT_FOUND', COURSE_NOT_FOUND);
  return {
    ...summarize(outline, viewer, storage),
    modules: outline.modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: module.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        durationSeconds: lesson.durationSeconds,
        published: lesson.published,
        completed: lesson.completed,
        hasVideo: lesson.hasVideo,
      })),
    })),
  };
}

export type AttachmentView = {
  id: string;
  fileName: string;
  contentType: string;
  bytes: number;
  url: string;
};

export function attachmentView(
  storage: FileStorage,
  attachment: typeof lessonAttachments.$inferSelect,
): AttachmentView {
  return {
    id: attachment.id,
    fileName: attachment.fileName,
    contentType: attachment.contentType,
    bytes: attachment.bytes,
    url: stableDownloadUrl(storage, attachment.path),
  };
}

const refOf = (lesson: OutlineLesson | undefined): LessonRef | null =>
  lesson ? { moduleId: lesson.moduleId, lessonId: lesson.id } : null;

export type LessonPage = {
  course: { id: string; title: string; progress: number };
  module: { id: string; title: string };
  lesson: {
    id: string;
    title: string;
    contentHtml: string;
    durationSeconds: number | null;
    published: boolean;
    completed: boolean;
    positionSeconds: number;
    video: { url: string; contentType: string } | null;
    attachments: AttachmentView[];
  };
  moduleLessons: {
    id: string;
    title: string;
    completed: boolean;
    durationSeconds: number | null;
  }[];
  previous: LessonRef | null;
  next: LessonRef | null;
};

/**
 * A lesson page: the lesson with its video and attachments, its module's lessons and the
 * previous and next lesson across modules. Ids that do not belong together are not found.
 */
export async function lessonPage(
  db: Database,
  storage: FileStorage,
  viewer: Viewer,
  ids: { courseId: string; moduleId: string; lessonId: string },
): Promise<LessonPage> {
  const [outline] = await loadOutlines(db, viewer, [ids.courseId]);
  const module = outline?.modules.find((candidate) => candidate.id === ids.moduleId);
  const index =
    outline?.lessons.findIndex(
      (lesson) => lesson.id === ids.lessonId && lesson.moduleId === ids.moduleId,
    ) ?? -1;
  const lesson = outline?.lessons[index];
  if (!outline || !module || !lesson) throw new ServiceError('NOT_FOUND', LESSON_NOT_FOUND);
  assertOpen(outline.course, viewer);
  const [content] = await db
    .select({
      contentHtml: lessons.contentHtml,
      videoPath: lessons.videoPath,
      videoContentType: lessons.videoContentType,
      clipVideoPath: clips.videoPath,
      clipContentType: clips.contentType,
    })
    .from(lessons)
    .leftJoin(clips, providerClip)
    .where(eq(lessons.id, lesson.id))
    .limit(1);
  if (!content) throw new ServiceError('NOT_FOUND', LESSON_NOT_FOUND);
  const attachments = await db
    .select()
    .from(lessonAttachments)
    .where(eq(lessonAttachments.lessonId, lesson.id))
    .orderBy(asc(lessonAttachments.position), asc(lessonAttachments.createdAt));
  const video =
    content.videoPath && content.videoContentType
      ? {
          url: stableDownloadUrl(storage, content.videoPath),
          contentType: content.videoContentType,
        }
      : content.clipVideoPath && content.clipContentType
        ? {
            url: stableDownloadUrl(storage, content.clipVideoPath),
            contentType: content.clipContentType,
          }
        : null;
  return {
    course: {
      id: outline.course.id,
      title: outline.course.title,
      progress: courseProgressOf(outline).progress,
    },
    module: { id: module.id, title: module.title },
    lesson: {
      id: lesson.id,
      title: lesson.title,
      contentHtml: content.contentHtml,
      durationSeconds: lesson.durationSeconds,
      published: lesson.published,
      completed: lesson.completed,
      positionSeconds: lesson.positionSeconds,
      video,
      attachments: attachments.map((attachment) => attachmentView(storage, attachment)),
    },
    moduleLessons: module.lessons.map((item) => ({
      id: item.id,
      title: item.title,
      completed: item.completed,
      durationSeconds: item.durationSeconds,
    })),
    previous: refOf(outline.lessons[index - 1]),
    next: refOf(outline.lessons[index + 1]),
  };
}

// ---------------------------------------------------------------------------------------------
// Progress

/** Refuses a locked course's lessons, naming the plan or the level that opens them. */
function assertOpen(course: Parameters<typeof courseLock>[0], viewer: Viewer) {
  const lock = courseLock(course, viewer);
  if (!lock.locked) return;
  throw new ServiceError(
    'FORBIDDEN',
    lock.lockKind === 'level' && course.minLevel
      ? levelLockedMessage(course.minLevel)
      : COURSE_LOCKED,
  );
}

/** A lesson the viewer may open (visible to them, its course not locked), or a refusal. */
async function openableLesson(db: Database, viewer: Viewer, lessonId: string) {
  const [row] = await db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      lessonPublished: lessons.published,
      coursePublished: courses.published,
      minPlan: courses.minPlan,
      minLevel: courses.minLevel,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId))
    .limit(1);
  if (!row || (!viewer.employee && !(row.lessonPublished && row.coursePublished))) {
    throw new ServiceError('NOT_FOUND', LESSON_NOT_FOUND);
  }
  assertOpen(row, viewer);
  return row;
}

/** A person's progress in a course: completed published lessons of all published ones. */
export async function courseProgress(db: Database, userId: string, courseId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(${lessonProgress.completedAt})::int`,
    })
    .from(lessons)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)),
    )
    .where(and(eq(lessons.courseId, courseId), eq(lessons.published, true)));
  return progressPercent(Number(row?.done ?? 0), Number(row?.total ?? 0));
}

/**
 * Marks a lesson done or not done for the viewer. Done for the first time (again after undoing)
 * is recorded as an event in the company the person works in; undoing removes no event.
 */
export async function setLessonCompleted(
  db: Database,
  tenant: TenantScope,
  viewer: Viewer,
  lessonId: string,
  completed: boolean,
): Promise<{ completed: boolean; progress: number; changed: boolean }> {
  const lesson = await openableLesson(db, viewer, lessonId);
  const mine = and(
    eq(lessonProgress.userId, viewer.userId),
    eq(lessonProgress.lessonId, lesson.id),
  );
  return transaction(db, async (tx) => {
    let changed: boolean;
    if (completed) {
      const now = new Date();
      const inserted = await tx
        .insert(lessonProgress)
        .values({
          userId: viewer.userId,
          lessonId: lesson.id,
          courseId: lesson.courseId,
          completedAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ lessonId: lessonProgress.lessonId });
      changed =
        inserted.length > 0 ||
        (
          await tx
            .update(lessonProgress)
            .set({ completedAt: now, updatedAt: now })
            .where(and(mine, isNull(lessonProgress.completedAt)))
            .returning({ lessonId: lessonProgress.lessonId })
        ).length > 0;
      if (changed) {
        await tx.insert(trainingEvents).values(
          ownedValues(tenant, {
            userId: viewer.userId,
            kind: 'lesson.completed' as const,
            courseId: lesson.courseId,
            lessonId: lesson.id,
          }),
        );
      }
    } else {
      const undone = await tx
        .update(lessonProgress)
        .set({ completedAt: null, updatedAt: new Date() })
        .where(and(mine, isNotNull(lessonProgress.completedAt)))
        .returning({ lessonId: lessonProgress.lessonId });
      changed = undone.length > 0;
    }
    const progress = await courseProgress(tx, viewer.userId, lesson.courseId);
    if (changed && completed) {
      // Points once per lesson and training, however often they are undone and redone.
      const award = { userId: viewer.userId, customerId: tenant.customerId };
      await awardPoints(tx, { ...award, source: 'trainings.lesson', sourceId: lesson.id });
      if (progress === 100) {
        await awardPoints(tx, { ...award, source: 'trainings.course', sourceId: lesson.courseId });
      }
    }
    return { completed, progress, changed };
  });
}

/** Where the viewer left a lesson's video; completion stays as it is. */
export async function saveLessonPosition(
  db: Database,
  viewer: Viewer,
  lessonId: string,
  seconds: number,
): Promise<void> {
  const lesson = await openableLesson(db, viewer, lessonId);
  const now = new Date();
  await db
    .insert(lessonProgress)
    .values({
      userId: viewer.userId,
      lessonId: lesson.id,
      courseId: lesson.courseId,
      positionSeconds: seconds,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: { positionSeconds: seconds, updatedAt: now },
    });
}

export type ContinueLearning = {
  course: { id: string; title: string; progress: number; coverUrl: string | null };
  lesson: {
    id: string;
    moduleId: string;
    title: string;
    positionSeconds: number;
    durationSeconds: number | null;
  };
} | null;

/**
 * 'Weiter lernen': in the course touched last, the lesson touched last if it is unfinished,
 * else the next unfinished one after it (from the start again if needed); a course with nothing
 * left to do gives way to the one touched before it. Null when nothing was started or all is
 * done.
 */
export async function continueLearning(
  db: Database,
  storage: FileStorage,
  viewer: Viewer,
): Promise<ContinueLearning> {
  const lastTouched = max(lessonProgress.updatedAt);
  const touchedCourses = await db
    .select({ courseId: lessonProgress.courseId, touchedAt: lastTouched })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, viewer.userId))
    .groupBy(lessonProgress.courseId)
    .orderBy(desc(lastTouched), asc(lessonProgress.courseId));
  if (touchedCourses.length === 0) return null;
  const outlines = new Map(
    (
      await loadOutlines(
        db,
        viewer,
        touchedCourses.map((row) => row.courseId),
      )
    ).map((outline) => [outline.course.id, outline]),
  );
  for (const { courseId } of touchedCourses) {
    const outline = outlines.get(courseId);
    if (!outline || courseLock(outline.course, viewer).locked) continue;
    const touched = outline.lessons.reduce<number>((latest, lesson, index) => {
      const best = outline.lessons[latest]?.touchedAt;
      return lesson.touchedAt && (!best || lesson.touchedAt > best) ? index : latest;
    }, -1);
    const ordered = [
      ...outline.lessons.slice(Math.max(touched, 0)),
      ...outline.lessons.slice(0, Math.max(touched, 0)),
    ];
    const lesson = ordered.find((candidate) => !candidate.completed);
    if (!lesson) continue;
    return {
      course: {
        id: outline.course.id,
        title: outline.course.title,
        progress: courseProgressOf(outline).progress,
        coverUrl: coverUrl(storage, outline.course.coverPath),
      },
      lesson: {
        id: lesson.id,
        moduleId: lesson.moduleId,
        title: lesson.title,
        positionSeconds: lesson.positionSeconds,
        durationSeconds: lesson.durationSeconds,
      },
    };
  }
  return null;
}
