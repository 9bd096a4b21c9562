import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerAs, useTestWorld } from '../../../test/fixtures';
import { databaseKinds } from '../../../test/database';
import { seedIdentity, DEMO_CUSTOMER_IDS } from '../../platform/identity/seed';
import { users } from '../../platform/identity/schema';
import { files } from '../../platform/storage/schema';
import { seedTeam } from '../team/seed';
import type { SeedContext } from '../../platform/seed';
import { courses, lessonProgress, lessons, trainingEvents } from './schema';
import { LEITFADEN_PATH, seedTrainings } from './seed';

describe.each(databaseKinds())('demo trainings on %s', (kind) => {
  const world = useTestWorld(kind);
  const now = new Date('2026-11-23T09:00:00Z');

  beforeAll(async () => {
    const context: SeedContext = {
      db: world.db,
      storage: world.storage,
      // The sign-in accounts do not matter here: a uid per address.
      ensureAuthUser: ({ email }) => Promise.resolve(`uid-${email}`),
      now,
      secret: world.config.fileUrlSecret,
    };
    await seedIdentity(context);
    await seedTeam(context);
    await seedTrainings(context);
    // A second run adds nothing.
    await seedTrainings(context);
  });

  async function as(email: string, customerId: string) {
    const [user] = await world.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`${email} missing`);
    return callerAs(
      world,
      {
        uid: user.firebaseUid,
        email,
        emailVerified: true,
        name: null,
        picture: null,
      },
      undefined,
      customerId,
    );
  }

  it('has two published courses of three modules with three to four lessons each, once', async () => {
    const rows = await world.db.select().from(courses);
    expect(rows.map((course) => [course.title, course.minPlan, course.published])).toEqual([
      ['Kaltakquise am Telefon', null, true],
      ['LinkedIn-Outreach, der Sprint-Weg', 'professional', true],
    ]);
    const staff = await as('chef@sprint.local', DEMO_CUSTOMER_IDS.sprintDemo);
    for (const course of rows) {
      const detail = await staff.trainings.byId({ courseId: course.id });
      expect(detail.modules).toHaveLength(3);
      for (const module of detail.modules) {
        expect(module.lessons.length).toBeGreaterThanOrEqual(3);
        expect(module.lessons.length).toBeLessThanOrEqual(4);
      }
      expect(detail.coverUrl).toMatch(/^\/files\/provider\/covers\//);
      expect(detail.durationSeconds).toBeGreaterThan(0);
    }
    const [events] = await world.db.select({ value: count() }).from(trainingEvents);
    expect(Number(events?.value)).toBeGreaterThan(10);
  });

  it('stores its videos and the guide as provider files', async () => {
    const videoPaths = (await world.db.select({ path: lessons.videoPath }).from(lessons))
      .map((row) => row.path)
      .filter((path): path is string => path !== null);
    expect(new Set(videoPaths).size).toBe(6);
    const records = await world.db
      .select()
      .from(files)
      .where(inArray(files.path, [...videoPaths, LEITFADEN_PATH]));
    expect(records).toHaveLength(7);
    expect(records.every((record) => record.customerId === null)).toBe(true);
    for (const path of videoPaths) {
      const head = (await world.storage.read(path))?.subarray(4, 8).toString('latin1');
      expect(head).toBe('ftyp');
    }
    expect((await world.storage.read(LEITFADEN_PATH))?.toString('utf8')).toContain(
      'Gesprächsleitfaden',
    );
  });

  it('shows Nora at Nordlicht where to go on, with the guide and the video', async () => {
    const nora = await as('kunde@nordlicht.local', DEMO_CUSTOMER_IDS.nordlicht);
    const next = await nora.trainings.continueLearning();
    expect(next).toMatchObject({
      course: { title: 'Kaltakquise am Telefon', progress: 50 },
      lesson: { title: 'Einwände drehen', positionSeconds: 5 },
    });
    const list = await nora.trainings.list();
    expect(list.map((course) => [course.title, course.locked, course.status])).toEqual([
      ['Kaltakquise am Telefon', false, 'in_progress'],
      ['LinkedIn-Outreach, der Sprint-Weg', false, 'in_progress'],
    ]);
    const [phone] = list;
    const guide = await nora.trainings.byId({ courseId: phone?.id ?? '' });
    const leitfaden = guide.modules[0]?.lessons[2];
    const page = await nora.trainings.lesson({
      courseId: phone?.id ?? '',
      moduleId: guide.modules[0]?.id ?? '',
      lessonId: leitfaden?.id ?? '',
    });
    expect(page.lesson.attachments).toEqual([
      expect.objectContaining({ fileName: 'Gesprächsleitfaden.txt', contentType: 'text/plain' }),
    ]);
    expect(page.lesson.contentHtml).toContain('<ol>');
    const video = await nora.trainings.lesson({
      courseId: phone?.id ?? '',
      moduleId: next?.lesson.moduleId ?? '',
      lessonId: next?.lesson.id ?? '',
    });
    expect(video.lesson.video).toMatchObject({ contentType: 'video/mp4' });
    expect(video.lesson.contentHtml).toContain('<blockquote>');

    const events = await world.db
      .select()
      .from(trainingEvents)
      .where(eq(trainingEvents.customerId, DEMO_CUSTOMER_IDS.nordlicht));
    expect(events.length).toBeGreaterThan(5);
  });

  it('locks the LinkedIn course for Kleinkram on Starter', async () => {
    const karl = await as('inhaber@kleinkram.local', DEMO_CUSTOMER_IDS.kleinkram);
    expect(
      (await karl.trainings.list()).map((course) => [course.locked, course.lockLabel]),
    ).toEqual([
      [false, null],
      [true, 'Ab Professional'],
    ]);
    expect((await karl.trainings.continueLearning())?.lesson.title).toBe(
      'Zielgruppe und Anrufliste',
    );
    const [row] = await world.db.select({ value: count() }).from(lessonProgress);
    expect(Number(row?.value)).toBeGreaterThan(10);
  });
});
