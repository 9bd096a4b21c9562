import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProbeContext, TenantProbes } from '../../../test/tenantProbe';
import { customers } from '../../platform/identity/schema';
import { createAttachment, createCourseWith } from './fixtures';
import { COURSE_LOCKED, EDITORS_ONLY } from './model';
import {
  courseModules,
  courses,
  lessonAttachments,
  lessonProgress,
  lessons,
  trainingEvents,
} from './schema';

const forbidden = { code: 'FORBIDDEN', message: EDITORS_ONLY };

/**
 * Courses are the provider's, for every company; what is a company's (or a person's) here is
 * progress. The owner's company has Enterprise and has learnt: one lesson of an open course
 * done, a video position in a Professional course. The intruder's company has Starter.
 */
async function ownersTraining({ world, owner, intruder }: ProbeContext) {
  await world.db
    .update(customers)
    .set({ plan: 'enterprise' })
    .where(eq(customers.id, owner.customer.id));
  await world.db
    .update(customers)
    .set({ plan: 'starter' })
    .where(eq(customers.id, intruder.customer.id));
  const open = await createCourseWith(world.db, [2], { title: 'Offen' });
  const pro = await createCourseWith(world.db, [1], { title: 'Profi', minPlan: 'professional' });
  const [done, next] = open.lessons;
  const [proLesson] = pro.lessons;
  if (!done || !next || !proLesson) throw new Error('no lessons');
  await owner.caller.trainings.setCompleted({ lessonId: done.id, completed: true });
  await owner.caller.trainings.savePosition({ lessonId: next.id, seconds: 120 });
  await owner.caller.trainings.savePosition({ lessonId: proLesson.id, seconds: 60 });
  return { open, pro, done, next, proLesson };
}

async function ownersProgress(context: ProbeContext, lessonId: string) {
  const [row] = await context.world.db
    .select()
    .from(lessonProgress)
    .where(
      and(eq(lessonProgress.userId, context.owner.user.id), eq(lessonProgress.lessonId, lessonId)),
    );
  return row;
}

/** A course as the editor procedures would change it, to check nothing changed. */
async function courseUnchanged(context: ProbeContext, courseId: string, title: string) {
  const [course] = await context.world.db.select().from(courses).where(eq(courses.id, courseId));
  expect(course).toMatchObject({ title, published: true, minPlan: null });
  const modules = await context.world.db
    .select()
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  expect(modules.map((module) => module.title)).toEqual(['Modul 1']);
  const stored = await context.world.db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  expect(stored.map((lesson) => lesson.title)).toEqual(['Lektion 1.1']);
}

async function editable(context: ProbeContext) {
  const tree = await createCourseWith(context.world.db, [1], { title: 'Vom Anbieter' });
  const [entry] = tree.modules;
  const [lesson] = tree.lessons;
  if (!entry || !lesson) throw new Error('no lesson');
  const attachment = await createAttachment(context.world.db, lesson);
  return { course: tree.course, module: entry.module, lesson, attachment };
}

export const trainingsTenantProbe: TenantProbes = {
  'trainings.list': async (context) => {
    const { open, pro } = await ownersTraining(context);
    const mine = (await context.owner.caller.trainings.list()).filter((course) =>
      [open.course.id, pro.course.id].includes(course.id),
    );
    expect(mine.map((course) => [course.locked, course.progress])).toEqual([
      [false, 50],
      [false, 0],
    ]);
    const theirs = (await context.intruder.caller.trainings.list()).filter((course) =>
      [open.course.id, pro.course.id].includes(course.id),
    );
    // A lower plan sees the course locked; nobody sees another person's progress.
    expect(
      theirs.map((course) => [course.title, course.locked, course.lockLabel, course.progress]),
    ).toEqual([
      ['Offen', false, null, 0],
      ['Profi', true, 'Ab Professional', 0],
    ]);
    expect(await context.intruder.caller.trainings.list({ filter: 'started' })).toEqual([]);
  },

  'trainings.byId': async (context) => {
    const { open, pro } = await ownersTraining(context);
    const course = await context.intruder.caller.trainings.byId({ courseId: open.course.id });
    expect(course).toMatchObject({ completedCount: 0, progress: 0, status: 'not_started' });
    expect(course.modules.flatMap((module) => module.lessons).some((l) => l.completed)).toBe(false);
    expect(await context.intruder.caller.trainings.byId({ courseId: pro.course.id })).toMatchObject(
      { locked: true, lockLabel: 'Ab Professional', nextLesson: null },
    );
  },

  'trainings.lesson': async (context) => {
    const { open, pro, done, next, proLesson } = await ownersTraining(context);
    const page = await context.intruder.caller.trainings.lesson({
      courseId: open.course.id,
      moduleId: next.moduleId,
      lessonId: next.id,
    });
    expect(page.lesson).toMatchObject({ completed: false, positionSeconds: 0 });
    expect(page.course.progress).toBe(0);
    expect(page.moduleLessons.find((lesson) => lesson.id === done.id)?.completed).toBe(false);
    await expect(
      context.intruder.caller.trainings.lesson({
        courseId: pro.course.id,
        moduleId: proLesson.moduleId,
        lessonId: proLesson.id,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: COURSE_LOCKED });
  },

  'trainings.setCompleted': async (context) => {
    const { done, next, proLesson } = await ownersTraining(context);
    expect(
      await context.intruder.caller.trainings.setCompleted({ lessonId: done.id, completed: false }),
    ).toEqual({ completed: false, progress: 0 });
    expect(
      await context.intruder.caller.trainings.setCompleted({ lessonId: next.id, completed: true }),
    ).toEqual({ completed: true, progress: 50 });
    await expect(
      context.intruder.caller.trainings.setCompleted({ lessonId: proLesson.id, completed: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: COURSE_LOCKED });
    expect((await ownersProgress(context, done.id))?.completedAt).toBeInstanceOf(Date);
    expect((await ownersProgress(context, next.id))?.completedAt).toBeNull();
    // Each completion counts in the company of whoever completed it.
    const events = await context.world.db
      .select()
      .from(trainingEvents)
      .where(eq(trainingEvents.lessonId, next.id));
    expect(events.map((event) => [event.customerId, event.userId])).toEqual([
      [context.intruder.customer.id, context.intruder.user.id],
    ]);
  },

  'trainings.savePosition': async (context) => {
    const { next, proLesson } = await ownersTraining(context);
    await context.intruder.caller.trainings.savePosition({ lessonId: next.id, seconds: 5 });
    expect((await ownersProgress(context, next.id))?.positionSeconds).toBe(120);
    await expect(
      context.intruder.caller.trainings.savePosition({ lessonId: proLesson.id, seconds: 5 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: COURSE_LOCKED });
    expect((await ownersProgress(context, proLesson.id))?.positionSeconds).toBe(60);
  },

  'trainings.continueLearning': async (context) => {
    const { next } = await ownersTraining(context);
    expect((await context.owner.caller.trainings.continueLearning())?.lesson.id).toBeDefined();
    expect(await context.intruder.caller.trainings.continueLearning()).toBeNull();
    expect((await ownersProgress(context, next.id))?.positionSeconds).toBe(120);
  },

  'trainings.courses.create': async (context) => {
    const before = await context.world.db.select({ id: courses.id }).from(courses);
    await expect(
      context.intruder.caller.trainings.courses.create({ title: 'Eigenes Training' }),
    ).rejects.toMatchObject(forbidden);
    expect(await context.world.db.select({ id: courses.id }).from(courses)).toHaveLength(
      before.length,
    );
  },

  'trainings.courses.update': async (context) => {
    const { course } = await editable(context);
    await expect(
      context.intruder.caller.trainings.courses.update({
        courseId: course.id,
        title: 'Übernommen',
        minPlan: 'enterprise',
      }),
    ).rejects.toMatchObject(forbidden);
    await courseUnchanged(context, course.id, 'Vom Anbieter');
  },

  'trainings.courses.delete': async (context) => {
    const { course } = await editable(context);
    await expect(
      context.intruder.caller.trainings.courses.delete({ courseId: course.id }),
    ).rejects.toMatchObject(forbidden);
    await courseUnchanged(context, course.id, 'Vom Anbieter');
  },

  'trainings.courses.reorder': async (context) => {
    const { course } = await editable(context);
    const ids = (await context.world.db.select({ id: courses.id }).from(courses)).map((c) => c.id);
    await expect(
      context.intruder.caller.trainings.courses.reorder({ courseIds: ids.reverse() }),
    ).rejects.toMatchObject(forbidden);
    await courseUnchanged(context, course.id, 'Vom Anbieter');
  },

  'trainings.modules.create': async (context) => {
    const { course } = await editable(context);
    await expect(
      context.intruder.caller.trainings.modules.create({ courseId: course.id, title: 'Neu' }),
    ).rejects.toMatchObject(forbidden);
    await courseUnchanged(context, course.id, 'Vom Anbieter');
  },

  'trainings.modules.update': async (context) => {
    const { course, module } = await editable(context);
    await expect(
      context.intruder.caller.trainings.modules.update({ moduleId: module.id, title: 'Neu' }),
    ).rejects.toMatchObject(forbidden);
    await courseUnchanged(context, course.id, 'Vom Anbieter');
  },

  'trainings.modules.delete': async (context) => {
    const { course, module } = await editable(context);
    await expect(
      context.intruder.caller.trainings.modules.delete({ moduleId: module.id }),
    ).rejects.toMatchObject(forbidden);
    await courseUnchanged(context, course.id, 'Vom Anbieter');
  },

  'trainings.modules.reorder': async (context) => {
    const { course, module } = await editable(context);
    await expect(
      context.intruder.caller.trainings.modules.reorder({
        courseId: course.id,
        moduleIds: [module.id],
      }),
    ).rejects.toMatchObject(forbidden);
    await courseUnchanged(context, course.id, 'Vom Anbieter');
  },

  'trainings.lessons.create': async (context) => {
    const { course, module } = await editable(context);
    await expect(
      context.intruder.caller.trainings.lessons.create({ moduleId: module.id, title: 'Neu' }),
    ).rejects.toMatchObject(forbidden);
    await courseUnchanged(context, course.id, 'Vom Anbieter');
  },

  'trainings.lessons.update': async (context) => {
    const { course, lesson } = await editable(context);
    await expect(
      context.intruder.caller.trainings.lessons.update({
        lessonId: lesson.id,
        contentHtml: '<p>Gekapert</p>',
        published: false,
      }),
    ).rejects.toMatchObject(forbidden);
    await courseUnchanged(context, course.id, 'Vom Anbieter');
    const [stored] = await context.world.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(stored).toMatchObject({ contentHtml: lesson.contentHtml, published: true });
  },

  'trainings.lessons.delete': async (context) => {
    const { course, lesson } = await editable(context);
    await expect(
      context.intruder.caller.trainings.lessons.delete({ lessonId: lesson.id }),
    ).rejects.toMatchObject(forbidden);
    await courseUnchanged(context, course.id, 'Vom Anbieter');
  },

  'trainings.lessons.reorder': async (context) => {
    const { course, module, lesson } = await editable(context);
    await expect(
      context.intruder.caller.trainings.lessons.reorder({
        moduleId: module.id,
        lessonIds: [lesson.id],
      }),
    ).rejects.toMatchObject(forbidden);
    await courseUnchanged(context, course.id, 'Vom Anbieter');
  },

  'trainings.lessons.move': async (context) => {
    const { course, module, lesson } = await editable(context);
    await expect(
      context.intruder.caller.trainings.lessons.move({
        lessonId: lesson.id,
        moduleId: module.id,
        position: 3,
      }),
    ).rejects.toMatchObject(forbidden);
    await courseUnchanged(context, course.id, 'Vom Anbieter');
  },

  'trainings.lessons.addAttachment': async (context) => {
    const { lesson } = await editable(context);
    await expect(
      context.intruder.caller.trainings.lessons.addAttachment({
        lessonId: lesson.id,
        path: 'provider/attachments/leitfaden.pdf',
      }),
    ).rejects.toMatchObject(forbidden);
    expect(
      await context.world.db
        .select()
        .from(lessonAttachments)
        .where(eq(lessonAttachments.lessonId, lesson.id)),
    ).toHaveLength(1);
  },

  'trainings.lessons.removeAttachment': async (context) => {
    const { attachment } = await editable(context);
    await expect(
      context.intruder.caller.trainings.lessons.removeAttachment({ attachmentId: attachment.id }),
    ).rejects.toMatchObject(forbidden);
    expect(
      await context.world.db
        .select()
        .from(lessonAttachments)
        .where(eq(lessonAttachments.id, attachment.id)),
    ).toHaveLength(1);
  },
};
