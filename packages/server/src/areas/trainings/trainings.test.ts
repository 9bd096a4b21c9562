import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { awardPoints, pointsOf } from '../../platform/points/service';
import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../platform/realtime/events';
import {
  callerAs,
  createCustomer,
  createUser,
  identity,
  memberOf,
  useTestWorld,
  type TestWorld,
} from '../../../test/fixtures';
import { databaseKinds } from '../../../test/database';
import type { Plan } from '../../platform/identity/schema';
import { silentPublisher } from '../../platform/realtime/publisher';
import { clips } from '../clips/schema';
import { customers } from '../../platform/identity/schema';
import {
  createAttachment,
  createCourse,
  createCourseWith,
  createLesson,
  createModule,
  recordProgress,
  storeProviderFile,
} from './fixtures';
import { COURSE_LOCKED } from './model';
import { lessonProgress, lessons, trainingEvents } from './schema';

const MISSING = '00000000-0000-4000-8000-000000000000';
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.alloc(16),
]);

/** A provider employee, working in a company of their own. */
async function employee(world: TestWorld) {
  const home = await createCustomer(world.db, { name: 'Sprint Intern', plan: 'starter' });
  const who = identity();
  const user = await createUser(world.db, who, {
    ourEmployee: true,
    memberships: [{ customer: home, role: 'user' }],
    activeCustomer: home,
  });
  return { home, who, user, caller: callerAs(world, who) };
}

describe.each(databaseKinds())('trainings for learners on %s', (kind) => {
  const world = useTestWorld(kind);

  async function learner(plan: Plan = 'enterprise', role: 'user' | 'primary_admin' = 'user') {
    const customer = await createCustomer(world.db, { plan });
    return { customer, ...(await memberOf(world, customer, role)) };
  }

  /** Only this test's courses: courses are global, other tests add theirs. */
  const only = <T extends { id: string }>(rows: T[], ids: string[]) =>
    rows.filter((row) => ids.includes(row.id));

  it('locks courses above the company’s plan, with the plan they need', async () => {
    const open = await createCourseWith(world.db, [1], { title: 'Für alle', position: 0 });
    const pro = await createCourseWith(world.db, [1], {
      title: 'Profi',
      minPlan: 'professional',
      position: 1,
    });
    const enterprise = await createCourseWith(world.db, [1], {
      title: 'Groß',
      minPlan: 'enterprise',
      position: 2,
    });
    const ids = [open.course.id, pro.course.id, enterprise.course.id];
    const locks = async (plan: Plan) =>
      only(await (await learner(plan)).caller.trainings.list(), ids).map((course) => [
        course.title,
        course.locked,
        course.lockLabel,
      ]);
    expect(await locks('starter')).toEqual([
      ['Für alle', false, null],
      ['Profi', true, 'Ab Professional'],
      ['Groß', true, 'Nur Enterprise'],
    ]);
    expect(await locks('professional')).toEqual([
      ['Für alle', false, null],
      ['Profi', false, null],
      ['Groß', true, 'Nur Enterprise'],
    ]);
    expect(await locks('enterprise')).toEqual([
      ['Für alle', false, null],
      ['Profi', false, null],
      ['Groß', false, null],
    ]);
    // Employees are never locked, whatever plan the company they work in has.
    const staff = await employee(world);
    expect(only(await staff.caller.trainings.list(), ids).map((course) => course.locked)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('shows what a locked course holds, but opens none of its lessons', async () => {
    const pro = await createCourseWith(world.db, [2, 1], { minPlan: 'professional' });
    const { caller } = await learner('starter');
    const detail = await caller.trainings.byId({ courseId: pro.course.id });
    expect(detail).toMatchObject({ locked: true, lockLabel: 'Ab Professional', nextLesson: null });
    expect(detail.modules.map((module) => module.lessons.map((lesson) => lesson.title))).toEqual([
      ['Lektion 1.1', 'Lektion 1.2'],
      ['Lektion 2.1'],
    ]);
    const [first] = pro.lessons;
    if (!first) throw new Error('no lesson');
    const forbidden = { code: 'FORBIDDEN', message: COURSE_LOCKED };
    await expect(
      caller.trainings.lesson({
        courseId: pro.course.id,
        moduleId: first.moduleId,
        lessonId: first.id,
      }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      caller.trainings.setCompleted({ lessonId: first.id, completed: true }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      caller.trainings.savePosition({ lessonId: first.id, seconds: 5 }),
    ).rejects.toMatchObject(forbidden);
  });

  it("locks an 'Ab Level 3' training until the person has 20 points, then opens it", async () => {
    const course = await createCourseWith(world.db, [1], { minLevel: 3 });
    const { customer, user, caller } = await learner('starter');
    const [lesson] = course.lessons;
    if (!lesson) throw new Error('no lesson');
    const award = (sourceId: string) =>
      awardPoints(world.db, {
        userId: user.id,
        customerId: customer.id,
        source: 'trainings.course',
        sourceId,
      });
    await award('a');
    expect(await caller.trainings.byId({ courseId: course.course.id })).toMatchObject({
      minLevel: 3,
      locked: true,
      lockLabel: 'Ab Level 3',
      lockKind: 'level',
      pointsToUnlock: 10,
      nextLesson: null,
    });
    await expect(
      caller.trainings.setCompleted({ lessonId: lesson.id, completed: true }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Dieses Training öffnet sich ab Level 3.',
    });

    await award('b');
    expect(await caller.trainings.byId({ courseId: course.course.id })).toMatchObject({
      locked: false,
      lockLabel: null,
      lockKind: null,
      pointsToUnlock: null,
    });
    await caller.trainings.setCompleted({ lessonId: lesson.id, completed: true });
    // The plan is named first: no points open a larger plan's training.
    const pro = await createCourseWith(world.db, [1], { minLevel: 2, minPlan: 'professional' });
    expect(await caller.trainings.byId({ courseId: pro.course.id })).toMatchObject({
      lockLabel: 'Ab Professional',
      lockKind: 'plan',
      pointsToUnlock: null,
    });
    // Employees are never locked by level.
    const staff = await employee(world);
    expect(await staff.caller.trainings.byId({ courseId: course.course.id })).toMatchObject({
      locked: false,
    });
  });

  it('hides unpublished courses and lessons from customers, not from employees', async () => {
    const draft = await createCourseWith(world.db, [1], { published: false, title: 'Entwurf' });
    const course = await createCourse(world.db, { title: 'Teils fertig' });
    const ready = await createModule(world.db, course, { title: 'Fertig', position: 0 });
    const empty = await createModule(world.db, course, { title: 'Noch leer', position: 1 });
    const shown = await createLesson(world.db, ready, { title: 'Sichtbar', position: 0 });
    const hidden = await createLesson(world.db, empty, { title: 'Versteckt', published: false });
    const { caller } = await learner();

    expect(only(await caller.trainings.list(), [draft.course.id, course.id])).toHaveLength(1);
    await expect(caller.trainings.byId({ courseId: draft.course.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Training nicht gefunden.',
    });
    const detail = await caller.trainings.byId({ courseId: course.id });
    // A module without visible lessons still shows.
    expect(detail.modules).toEqual([
      {
        id: ready.id,
        title: 'Fertig',
        lessons: [
          {
            id: shown.id,
            title: 'Sichtbar',
            durationSeconds: 300,
            published: true,
            completed: false,
            hasVideo: false,
          },
        ],
      },
      { id: empty.id, title: 'Noch leer', lessons: [] },
    ]);
    const notFound = { code: 'NOT_FOUND', message: 'Lektion nicht gefunden.' };
    await expect(
      caller.trainings.lesson({ courseId: course.id, moduleId: empty.id, lessonId: hidden.id }),
    ).rejects.toMatchObject(notFound);
    await expect(
      caller.trainings.setCompleted({ lessonId: hidden.id, completed: true }),
    ).rejects.toMatchObject(notFound);
    await expect(
      caller.trainings.savePosition({ lessonId: hidden.id, seconds: 1 }),
    ).rejects.toMatchObject(notFound);
    const draftLesson = draft.lessons[0];
    if (!draftLesson) throw new Error('no lesson');
    await expect(
      caller.trainings.setCompleted({ lessonId: draftLesson.id, completed: true }),
    ).rejects.toMatchObject(notFound);

    const staff = await employee(world);
    const all = only(await staff.caller.trainings.list(), [draft.course.id, course.id]);
    expect(all.map((item) => [item.title, item.published])).toEqual(
      expect.arrayContaining([
        ['Entwurf', false],
        ['Teils fertig', true],
      ]),
    );
    const staffDetail = await staff.caller.trainings.byId({ courseId: course.id });
    expect(staffDetail.modules[1]?.lessons).toEqual([
      expect.objectContaining({ id: hidden.id, published: false }),
    ]);
    await expect(
      staff.caller.trainings.lesson({
        courseId: course.id,
        moduleId: empty.id,
        lessonId: hidden.id,
      }),
    ).resolves.toMatchObject({ lesson: { id: hidden.id, published: false } });
  });

  it('counts progress over published lessons, rounded, with a status', async () => {
    const none = await createCourseWith(world.db, []);
    const tree = await createCourseWith(world.db, [2, 1]);
    const secondModule = tree.modules[1]?.module;
    if (!secondModule) throw new Error('no module');
    const extra = await createLesson(world.db, secondModule, {
      published: false,
      durationSeconds: 999,
      position: 5,
    });
    const staff = await employee(world);
    const { caller, user } = await learner();
    const summary = async (who = caller, courseId = tree.course.id) =>
      (await who.trainings.list()).find((course) => course.id === courseId);

    expect(await summary(caller, none.course.id)).toMatchObject({
      lessonCount: 0,
      completedCount: 0,
      progress: 0,
      status: 'not_started',
      durationSeconds: 0,
      nextLesson: null,
    });
    expect(await summary()).toMatchObject({
      lessonCount: 3,
      progress: 0,
      status: 'not_started',
      durationSeconds: 900,
      nextLesson: { moduleId: tree.lessons[0]?.moduleId, lessonId: tree.lessons[0]?.id },
    });
    const [first, second, third] = tree.lessons;
    if (!first || !second || !third) throw new Error('no lessons');
    expect(await caller.trainings.setCompleted({ lessonId: first.id, completed: true })).toEqual({
      completed: true,
      progress: 33,
    });
    expect(await summary()).toMatchObject({
      completedCount: 1,
      progress: 33,
      status: 'in_progress',
      nextLesson: { lessonId: second.id },
    });
    expect(
      (await caller.trainings.setCompleted({ lessonId: second.id, completed: true })).progress,
    ).toBe(67);
    expect(
      (await caller.trainings.setCompleted({ lessonId: third.id, completed: true })).progress,
    ).toBe(100);
    expect(await summary()).toMatchObject({
      completedCount: 3,
      progress: 100,
      status: 'completed',
      nextLesson: null,
    });
    // 2 points a lesson, 10 for the training; undone and done again earns nothing more.
    expect((await pointsOf(world.db, user.id)).points).toBe(16);
    await caller.trainings.setCompleted({ lessonId: first.id, completed: false });
    await caller.trainings.setCompleted({ lessonId: first.id, completed: true });
    expect((await pointsOf(world.db, user.id)).points).toBe(16);
    expect(
      only(await caller.trainings.list({ filter: 'completed' }), [tree.course.id, none.course.id]),
    ).toHaveLength(1);
    expect(
      only(await caller.trainings.list({ filter: 'started' }), [tree.course.id, none.course.id]),
    ).toHaveLength(0);

    // An unpublished lesson counts for nobody, even the employee who completes it.
    expect(
      await staff.caller.trainings.setCompleted({ lessonId: extra.id, completed: true }),
    ).toEqual({ completed: true, progress: 0 });
    await staff.caller.trainings.setCompleted({ lessonId: first.id, completed: true });
    expect(await summary(staff.caller)).toMatchObject({
      lessonCount: 3,
      completedCount: 1,
      progress: 33,
      status: 'in_progress',
    });
    expect(
      only(await staff.caller.trainings.list({ filter: 'started' }), [tree.course.id]),
    ).toHaveLength(1);
  });

  it('records a completion once as an event in the company worked in, and announces it', async () => {
    const tree = await createCourseWith(world.db, [2]);
    const [lesson] = tree.lessons;
    if (!lesson) throw new Error('no lesson');
    const published: { customerId: string; event: RealtimeEvent }[] = [];
    world.realtime = {
      ...silentPublisher,
      publish: (customerId, event) => {
        published.push({ customerId, event });
        return Promise.resolve();
      },
    };
    try {
      const { customer, user, caller } = await learner();
      const events = () =>
        world.db.select().from(trainingEvents).where(eq(trainingEvents.userId, user.id));
      await caller.trainings.setCompleted({ lessonId: lesson.id, completed: true });
      await caller.trainings.setCompleted({ lessonId: lesson.id, completed: true });
      expect(await events()).toEqual([
        expect.objectContaining({
          customerId: customer.id,
          userId: user.id,
          kind: 'lesson.completed',
          courseId: tree.course.id,
          lessonId: lesson.id,
        }),
      ]);
      expect(
        await caller.trainings.setCompleted({ lessonId: lesson.id, completed: false }),
      ).toEqual({ completed: false, progress: 0 });
      await caller.trainings.setCompleted({ lessonId: lesson.id, completed: false });
      expect(await events()).toHaveLength(1);
      await caller.trainings.setCompleted({ lessonId: lesson.id, completed: true });
      expect(await events()).toHaveLength(2);
      // One announcement per change, none for a repeat.
      expect(published).toEqual(
        Array.from({ length: 3 }, () => ({
          customerId: customer.id,
          event: { name: 'training.progress', data: { userId: user.id } },
        })),
      );

      // An employee working in a customer's company counts there.
      const staff = await employee(world);
      const other = await createCustomer(world.db, { plan: 'starter' });
      const inOther = callerAs(world, staff.who, undefined, other.id);
      await inOther.trainings.setCompleted({ lessonId: lesson.id, completed: true });
      const [staffEvent] = await world.db
        .select()
        .from(trainingEvents)
        .where(eq(trainingEvents.userId, staff.user.id));
      expect(staffEvent?.customerId).toBe(other.id);
    } finally {
      world.realtime = undefined;
    }
  });

  it('keeps where the video was left, and completion with it', async () => {
    const tree = await createCourseWith(world.db, [1]);
    const [lesson] = tree.lessons;
    if (!lesson) throw new Error('no lesson');
    const { user, caller } = await learner();
    const page = () =>
      caller.trainings.lesson({
        courseId: tree.course.id,
        moduleId: lesson.moduleId,
        lessonId: lesson.id,
      });
    expect((await page()).lesson).toMatchObject({ positionSeconds: 0, completed: false });
    expect(await caller.trainings.savePosition({ lessonId: lesson.id, seconds: 42 })).toEqual({
      ok: true,
    });
    await caller.trainings.setCompleted({ lessonId: lesson.id, completed: true });
    await caller.trainings.savePosition({ lessonId: lesson.id, seconds: 95 });
    expect((await page()).lesson).toMatchObject({ positionSeconds: 95, completed: true });
    const rows = await world.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, user.id), eq(lessonProgress.lessonId, lesson.id)));
    expect(rows).toHaveLength(1);
    for (const seconds of [-1, 86_401, 1.5]) {
      await expect(
        caller.trainings.savePosition({ lessonId: lesson.id, seconds }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(
      caller.trainings.savePosition({ lessonId: MISSING, seconds: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Lektion nicht gefunden.' });
  });

  it('continues with the lesson touched last, or the next unfinished one', async () => {
    const earlier = await createCourseWith(world.db, [2], { title: 'Früher' });
    const later = await createCourseWith(world.db, [2, 2], { title: 'Später' });
    const { user, caller } = await learner();
    expect(await caller.trainings.continueLearning()).toBeNull();

    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 9, minutes));
    const [e1, e2] = earlier.lessons;
    const [l1, l2, l3, l4] = later.lessons;
    if (!e1 || !e2 || !l1 || !l2 || !l3 || !l4) throw new Error('no lessons');
    await recordProgress(world.db, user.id, e1, { positionSeconds: 10, updatedAt: at(0) });
    await recordProgress(world.db, user.id, l2, { positionSeconds: 30, updatedAt: at(5) });
    expect(await caller.trainings.continueLearning()).toEqual({
      course: { id: later.course.id, title: 'Später', progress: 0, coverUrl: null },
      lesson: {
        id: l2.id,
        moduleId: l2.moduleId,
        title: 'Lektion 1.2',
        positionSeconds: 30,
        durationSeconds: 300,
      },
    });

    // The touched lesson is done: the next unfinished one, across modules.
    await caller.trainings.setCompleted({ lessonId: l2.id, completed: true });
    expect((await caller.trainings.continueLearning())?.lesson.id).toBe(l3.id);
    await caller.trainings.setCompleted({ lessonId: l3.id, completed: true });
    await caller.trainings.setCompleted({ lessonId: l4.id, completed: true });
    // From the start again: the first lesson was skipped.
    expect(await caller.trainings.continueLearning()).toMatchObject({
      course: { id: later.course.id, progress: 75 },
      lesson: { id: l1.id, positionSeconds: 0 },
    });
    await caller.trainings.setCompleted({ lessonId: l1.id, completed: true });
    // That course is done: the one touched before it.
    expect(await caller.trainings.continueLearning()).toMatchObject({
      course: { id: earlier.course.id },
      lesson: { id: e1.id, positionSeconds: 10 },
    });
    await caller.trainings.setCompleted({ lessonId: e1.id, completed: true });
    await caller.trainings.setCompleted({ lessonId: e2.id, completed: true });
    expect(await caller.trainings.continueLearning()).toBeNull();
  });

  it('never continues in a course the company’s plan no longer includes', async () => {
    const pro = await createCourseWith(world.db, [2], { minPlan: 'professional' });
    const { customer, caller } = await learner('professional');
    const [first] = pro.lessons;
    if (!first) throw new Error('no lesson');
    await caller.trainings.savePosition({ lessonId: first.id, seconds: 12 });
    expect((await caller.trainings.continueLearning())?.lesson.id).toBe(first.id);
    await world.db.update(customers).set({ plan: 'starter' }).where(eq(customers.id, customer.id));
    expect(await caller.trainings.continueLearning()).toBeNull();
  });

  it('walks previous and next across modules, within what the reader may see', async () => {
    const tree = await createCourseWith(world.db, [2, 0, 1]);
    const lastModule = tree.modules[2]?.module;
    if (!lastModule) throw new Error('no module');
    const hidden = await createLesson(world.db, lastModule, {
      title: 'Versteckt',
      published: false,
      position: 0,
    });
    const [a, b, c] = tree.lessons;
    if (!a || !b || !c) throw new Error('no lessons');
    const { caller } = await learner();
    const page = (lesson: typeof a) =>
      caller.trainings.lesson({
        courseId: tree.course.id,
        moduleId: lesson.moduleId,
        lessonId: lesson.id,
      });
    const first = await page(a);
    expect(first).toMatchObject({
      course: { id: tree.course.id, progress: 0 },
      module: { id: a.moduleId, title: 'Modul 1' },
      previous: null,
      next: { moduleId: b.moduleId, lessonId: b.id },
    });
    expect(first.moduleLessons.map((lesson) => lesson.id)).toEqual([a.id, b.id]);
    expect(await page(b)).toMatchObject({
      previous: { lessonId: a.id },
      next: { moduleId: c.moduleId, lessonId: c.id },
    });
    const last = await page(c);
    expect(last).toMatchObject({ previous: { moduleId: b.moduleId, lessonId: b.id }, next: null });
    expect(last.moduleLessons.map((lesson) => lesson.id)).toEqual([c.id]);
    expect(last.moduleLessons.map((lesson) => lesson.id)).not.toContain(hidden.id);

    // Ids that do not belong together.
    const other = await createCourseWith(world.db, [1]);
    const foreign = other.lessons[0];
    if (!foreign) throw new Error('no lesson');
    const notFound = { code: 'NOT_FOUND', message: 'Lektion nicht gefunden.' };
    for (const ids of [
      { courseId: tree.course.id, moduleId: b.moduleId, lessonId: c.id },
      { courseId: tree.course.id, moduleId: foreign.moduleId, lessonId: foreign.id },
      { courseId: other.course.id, moduleId: a.moduleId, lessonId: a.id },
      { courseId: MISSING, moduleId: a.moduleId, lessonId: a.id },
      { courseId: tree.course.id, moduleId: a.moduleId, lessonId: MISSING },
    ]) {
      await expect(caller.trainings.lesson(ids)).rejects.toMatchObject(notFound);
    }
    await expect(caller.trainings.byId({ courseId: MISSING })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Training nicht gefunden.',
    });
    await expect(
      caller.trainings.lesson({ courseId: 'kein-uuid', moduleId: a.moduleId, lessonId: a.id }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('plays an uploaded video or a provider clip, and lists attachments with links', async () => {
    const tree = await createCourseWith(world.db, [3]);
    const [uploaded, clipped, plain] = tree.lessons;
    if (!uploaded || !clipped || !plain) throw new Error('no lessons');
    const videoPath = await storeProviderFile(
      world,
      `provider/videos/${randomUUID()}.mp4`,
      MP4,
      'video/mp4',
    );
    const [clip] = await world.db
      .insert(clips)
      .values({
        title: 'Einwände',
        videoPath: `provider/videos/${randomUUID()}.webm`,
        contentType: 'video/webm',
        durationSeconds: 8,
      })
      .returning();
    const [companyClip] = await world.db
      .insert(clips)
      .values({
        customerId: (await createCustomer(world.db)).id,
        title: 'Intern',
        videoPath: 'customers/x/videos/intern.mp4',
        contentType: 'video/mp4',
        durationSeconds: 8,
      })
      .returning();
    await world.db
      .update(lessons)
      .set({ videoPath, videoContentType: 'video/mp4' })
      .where(eq(lessons.id, uploaded.id));
    await world.db.update(lessons).set({ clipId: clip?.id }).where(eq(lessons.id, clipped.id));
    await world.db.update(lessons).set({ clipId: companyClip?.id }).where(eq(lessons.id, plain.id));
    const attachment = await createAttachment(world.db, uploaded, {
      path: 'provider/attachments/gespraechsleitfaden.txt',
      fileName: 'Gesprächsleitfaden.txt',
      contentType: 'text/plain',
      bytes: 120,
    });
    const { caller } = await learner();
    const page = (lesson: typeof uploaded) =>
      caller.trainings.lesson({
        courseId: tree.course.id,
        moduleId: lesson.moduleId,
        lessonId: lesson.id,
      });
    const first = await page(uploaded);
    expect(first.lesson.video).toEqual({
      url: expect.stringContaining(`/files/${videoPath}?expires=`) as unknown,
      contentType: 'video/mp4',
    });
    expect(first.lesson.attachments).toEqual([
      {
        id: attachment.id,
        fileName: 'Gesprächsleitfaden.txt',
        contentType: 'text/plain',
        bytes: 120,
        url: expect.stringContaining(
          '/files/provider/attachments/gespraechsleitfaden.txt',
        ) as unknown,
      },
    ]);
    expect((await page(clipped)).lesson.video).toEqual({
      url: expect.stringContaining(`/files/${clip?.videoPath}`) as unknown,
      contentType: 'video/webm',
    });
    // A company's own clip never plays in a course.
    expect((await page(plain)).lesson.video).toBeNull();
    const detail = await caller.trainings.byId({ courseId: tree.course.id });
    expect(detail.modules[0]?.lessons.map((lesson) => lesson.hasVideo)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('refuses bad input with a 400', async () => {
    const { caller } = await learner();
    await expect(caller.trainings.list({ filter: 'alle' as 'all' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      caller.trainings.setCompleted({ lessonId: 'x', completed: true }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.trainings.continueLearning({ alles: true } as unknown as undefined),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
