import { z } from 'zod';
import type { Context } from '../../platform/context';
import { appError } from '../../platform/errors';
import { noInput } from '../../platform/inputs';
import type { Tenant } from '../../platform/tenancy/tenant';
import { router, tenantProcedure } from '../../platform/trpc';
import { pointsOf } from '../../platform/points/service';
import { stableDownloadUrl } from '../../platform/storage/service';
import {
  addAttachment,
  createCourse,
  createLesson,
  createModule,
  deleteCourse,
  deleteLesson,
  deleteModule,
  moveLesson,
  removeAttachment,
  reorderCourses,
  reorderLessons,
  reorderModules,
  updateCourse,
  updateLesson,
  updateModule,
} from './editor';
import { trainingProgress } from './events';
import {
  contentHtml,
  courseFilter,
  coverDataUrl,
  description,
  lessonVideo,
  minLevel,
  minPlan,
  seconds,
  title,
} from './model';
import { EDITORS_ONLY } from './model';
import {
  continueLearning,
  courseDetail,
  lessonPage,
  listCourses,
  saveLessonPosition,
  setLessonCompleted,
  viewerOf,
} from './service';

type TenantContext = Context & {
  tenant: Tenant;
  user: { id: string; ourEmployee: boolean };
};

/**
 * Courses are the provider's: only its employees edit them, for every customer. Checked in each
 * resolver, after the input, so bad input gets its own clear answer first, whoever sends it.
 */
function assertEditor(user: { ourEmployee: boolean }) {
  if (!user.ourEmployee) throw appError('FORBIDDEN', EDITORS_ONLY);
}

/** The caller with their company's plan and (for level locks) their points; employees need none. */
async function viewer(ctx: TenantContext) {
  const points = ctx.user.ourEmployee ? 0 : (await pointsOf(ctx.db, ctx.user.id)).points;
  return viewerOf(ctx.user, ctx.tenant.customer, points);
}

const ids = z.array(z.uuid()).max(1000);

/** An update must change something. */
const someChange = <T extends Record<string, unknown>>(id: keyof T & string) => ({
  check: (input: T) => Object.keys(input).some((key) => key !== id && input[key] !== undefined),
  message: 'Keine Änderung angegeben.',
});

const courseChanges = z.strictObject({
  courseId: z.uuid(),
  title: title.optional(),
  description: description.optional(),
  minPlan: minPlan.nullable().optional(),
  minLevel: minLevel.nullable().optional(),
  published: z.boolean().optional(),
  coverDataUrl: coverDataUrl.nullable().optional(),
});
const courseChange = someChange<z.output<typeof courseChanges>>('courseId');

const lessonChanges = z.strictObject({
  lessonId: z.uuid(),
  title: title.optional(),
  contentHtml: contentHtml.optional(),
  durationSeconds: seconds.nullable().optional(),
  published: z.boolean().optional(),
  video: lessonVideo.nullable().optional(),
});
const lessonChange = someChange<z.output<typeof lessonChanges>>('lessonId');

export const trainingsRouter = router({
  /** The courses the caller may see, in order, with their progress; locked ones say so. */
  list: tenantProcedure
    .input(z.strictObject({ filter: courseFilter.default('all') }).optional())
    .query(async ({ ctx, input }) =>
      listCourses(ctx.db, ctx.storage, await viewer(ctx), input?.filter ?? 'all'),
    ),

  /** One course with its modules and lessons (a locked one too: what is inside it). */
  byId: tenantProcedure
    .input(z.strictObject({ courseId: z.uuid() }))
    .query(async ({ ctx, input }) =>
      courseDetail(ctx.db, ctx.storage, await viewer(ctx), input.courseId),
    ),

  /** A lesson page: content, video, attachments, its module's lessons, previous and next. */
  lesson: tenantProcedure
    .input(z.strictObject({ courseId: z.uuid(), moduleId: z.uuid(), lessonId: z.uuid() }))
    .query(async ({ ctx, input }) => lessonPage(ctx.db, ctx.storage, await viewer(ctx), input)),

  /** Ticks a lesson off (or not); returns the course's progress after it. */
  setCompleted: tenantProcedure
    .input(z.strictObject({ lessonId: z.uuid(), completed: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const result = await setLessonCompleted(
        ctx.db,
        ctx.tenant,
        await viewer(ctx),
        input.lessonId,
        input.completed,
      );
      if (result.changed) {
        void ctx.realtime.publish(ctx.tenant.customerId, trainingProgress(ctx.user.id));
      }
      return { completed: result.completed, progress: result.progress };
    }),

  /** Where the video was left (sent while watching; completion stays). */
  savePosition: tenantProcedure
    .input(z.strictObject({ lessonId: z.uuid(), seconds }))
    .mutation(async ({ ctx, input }) => {
      await saveLessonPosition(ctx.db, await viewer(ctx), input.lessonId, input.seconds);
      return { ok: true as const };
    }),

  /** The dashboard's 'Weiter lernen': the lesson to go on with, or null. */
  continueLearning: tenantProcedure
    .input(noInput)
    .query(async ({ ctx }) => continueLearning(ctx.db, ctx.storage, await viewer(ctx))),

  courses: router({
    create: tenantProcedure
      .input(
        z.strictObject({
          title,
          description: description.optional(),
          minPlan: minPlan.nullable().optional(),
          minLevel: minLevel.nullable().optional(),
        }),
      )
      .mutation(({ ctx, input }) => {
        assertEditor(ctx.user);
        return createCourse(ctx.db, input);
      }),

    update: tenantProcedure
      .input(courseChanges.refine(courseChange.check, courseChange.message))
      .mutation(async ({ ctx, input }) => {
        assertEditor(ctx.user);
        const { courseId, ...changes } = input;
        const updated = await updateCourse(ctx.db, ctx.storage, courseId, changes);
        return {
          id: updated.id,
          coverUrl: updated.coverPath ? stableDownloadUrl(ctx.storage, updated.coverPath) : null,
        };
      }),

    delete: tenantProcedure
      .input(z.strictObject({ courseId: z.uuid() }))
      .mutation(async ({ ctx, input }) => {
        assertEditor(ctx.user);
        await deleteCourse(ctx.db, ctx.storage, input.courseId);
        return { deleted: true as const };
      }),

    /** The order of all courses (exactly every course once). */
    reorder: tenantProcedure
      .input(z.strictObject({ courseIds: ids }))
      .mutation(async ({ ctx, input }) => {
        assertEditor(ctx.user);
        await reorderCourses(ctx.db, input.courseIds);
        return { ok: true as const };
      }),
  }),

  modules: router({
    create: tenantProcedure
      .input(z.strictObject({ courseId: z.uuid(), title }))
      .mutation(({ ctx, input }) => {
        assertEditor(ctx.user);
        return createModule(ctx.db, input.courseId, input.title);
      }),

    update: tenantProcedure
      .input(z.strictObject({ moduleId: z.uuid(), title }))
      .mutation(({ ctx, input }) => {
        assertEditor(ctx.user);
        return updateModule(ctx.db, input.moduleId, input.title);
      }),

    delete: tenantProcedure
      .input(z.strictObject({ moduleId: z.uuid() }))
      .mutation(async ({ ctx, input }) => {
        assertEditor(ctx.user);
        await deleteModule(ctx.db, ctx.storage, input.moduleId);
        return { deleted: true as const };
      }),

    /** The order of a course's modules (exactly its modules once). */
    reorder: tenantProcedure
      .input(z.strictObject({ courseId: z.uuid(), moduleIds: ids }))
      .mutation(async ({ ctx, input }) => {
        assertEditor(ctx.user);
        await reorderModules(ctx.db, input.courseId, input.moduleIds);
        return { ok: true as const };
      }),
  }),

  lessons: router({
    create: tenantProcedure
      .input(z.strictObject({ moduleId: z.uuid(), title }))
      .mutation(({ ctx, input }) => {
        assertEditor(ctx.user);
        return createLesson(ctx.db, input.moduleId, input.title);
      }),

    /** Title, sanitised HTML, duration, published, video; returns what was stored. */
    update: tenantProcedure
      .input(lessonChanges.refine(lessonChange.check, lessonChange.message))
      .mutation(({ ctx, input }) => {
        assertEditor(ctx.user);
        const { lessonId, ...changes } = input;
        return updateLesson(ctx.db, ctx.storage, lessonId, changes);
      }),

    delete: tenantProcedure
      .input(z.strictObject({ lessonId: z.uuid() }))
      .mutation(async ({ ctx, input }) => {
        assertEditor(ctx.user);
        await deleteLesson(ctx.db, ctx.storage, input.lessonId);
        return { deleted: true as const };
      }),

    /** The order of a module's lessons (exactly its lessons once). */
    reorder: tenantProcedure
      .input(z.strictObject({ moduleId: z.uuid(), lessonIds: ids }))
      .mutation(async ({ ctx, input }) => {
        assertEditor(ctx.user);
        await reorderLessons(ctx.db, input.moduleId, input.lessonIds);
        return { ok: true as const };
      }),

    /** To a place in a module of the same course (0 = first; past the end = last). */
    move: tenantProcedure
      .input(
        z.strictObject({
          lessonId: z.uuid(),
          moduleId: z.uuid(),
          position: z.number().int().min(0).max(10_000),
        }),
      )
      .mutation(async ({ ctx, input }) => {
        assertEditor(ctx.user);
        await moveLesson(ctx.db, input.lessonId, input.moduleId, input.position);
        return { ok: true as const };
      }),

    /** A completed provider upload (purpose 'attachment') as the lesson's next attachment. */
    addAttachment: tenantProcedure
      .input(z.strictObject({ lessonId: z.uuid(), path: z.string().min(1).max(512) }))
      .mutation(({ ctx, input }) => {
        assertEditor(ctx.user);
        return addAttachment(ctx.db, ctx.storage, input.lessonId, input.path);
      }),

    removeAttachment: tenantProcedure
      .input(z.strictObject({ attachmentId: z.uuid() }))
      .mutation(async ({ ctx, input }) => {
        assertEditor(ctx.user);
        await removeAttachment(ctx.db, ctx.storage, input.attachmentId);
        return { deleted: true as const };
      }),
  }),
});
