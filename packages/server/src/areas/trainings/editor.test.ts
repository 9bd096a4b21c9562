import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
import { clips } from '../clips/schema';
import { customerPrefix } from '../../platform/storage/fileStorage';
import { files } from '../../platform/storage/schema';
import {
  createAttachment,
  createCourse,
  createCourseWith,
  createLesson,
  createModule,
  storeProviderFile,
} from './fixtures';
import { EDITORS_ONLY } from './model';
import { courseModules, courses, lessonAttachments, lessons } from './schema';

const MISSING = '00000000-0000-4000-8000-000000000000';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.alloc(16),
]);

async function employee(world: TestWorld) {
  const home = await createCustomer(world.db, { name: 'Sprint Intern' });
  const who = identity();
  const user = await createUser(world.db, who, {
    ourEmployee: true,
    memberships: [{ customer: home, role: 'user' }],
    activeCustomer: home,
  });
  return { home, who, user, caller: callerAs(world, who) };
}

/** The messages of a refused input, as zod wrote them (German). */
function issueMessages(error: unknown): string[] {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof z.ZodError ? cause.issues.map((issue) => issue.message) : [];
}

describe.each(databaseKinds())('trainings editor on %s', (kind) => {
  const world = useTestWorld(kind);

  async function courseRow(courseId: string) {
    const [course] = await world.db.select().from(courses).where(eq(courses.id, courseId));
    return course;
  }

  it('creates a course unpublished at the end, changes it and publishes it', async () => {
    const staff = await employee(world);
    const before = await staff.caller.trainings.list();
    const { id } = await staff.caller.trainings.courses.create({
      title: '  Einwandbehandlung  ',
      description: 'Von „zu teuer“ bis „kein Bedarf“.',
      minPlan: 'professional',
    });
    const after = await staff.caller.trainings.list();
    expect(after.at(-1)).toMatchObject({
      id,
      title: 'Einwandbehandlung',
      description: 'Von „zu teuer“ bis „kein Bedarf“.',
      published: false,
      minPlan: 'professional',
      locked: false,
      coverUrl: null,
      lessonCount: 0,
    });
    expect(after).toHaveLength(before.length + 1);

    // Customers see it once it is published, locked below its plan.
    const customer = await createCustomer(world.db, { plan: 'starter' });
    const { caller } = await memberOf(world, customer);
    await expect(caller.trainings.byId({ courseId: id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await staff.caller.trainings.courses.update({ courseId: id, published: true });
    expect(await caller.trainings.byId({ courseId: id })).toMatchObject({
      locked: true,
      lockLabel: 'Ab Professional',
    });
    await staff.caller.trainings.courses.update({
      courseId: id,
      minPlan: null,
      title: 'Einwände souverän behandeln',
      description: '',
    });
    expect(await caller.trainings.byId({ courseId: id })).toMatchObject({
      title: 'Einwände souverän behandeln',
      description: '',
      locked: false,
      lockLabel: null,
      minPlan: null,
    });
    await staff.caller.trainings.courses.update({ courseId: id, minLevel: 4 });
    expect(await caller.trainings.byId({ courseId: id })).toMatchObject({
      minLevel: 4,
      locked: true,
      lockLabel: 'Ab Level 4',
      pointsToUnlock: 65,
    });
    await staff.caller.trainings.courses.update({ courseId: id, minLevel: null });
    expect(await caller.trainings.byId({ courseId: id })).toMatchObject({ locked: false });
  });

  it('stores a cover as a provider file, replaces it and removes it', async () => {
    const staff = await employee(world);
    const { id } = await staff.caller.trainings.courses.create({ title: 'Mit Bild' });
    const first = await staff.caller.trainings.courses.update({ courseId: id, coverDataUrl: PNG });
    const firstPath = (await courseRow(id))?.coverPath ?? '';
    expect(firstPath).toMatch(new RegExp(`^provider/covers/${id}-[0-9a-f]+\\.png$`));
    expect(first.coverUrl).toContain(`/files/${firstPath}?expires=`);
    const [record] = await world.db.select().from(files).where(eq(files.path, firstPath));
    expect(record).toMatchObject({ customerId: null, contentType: 'image/png' });
    expect(await world.storage.read(firstPath)).not.toBeNull();
    expect((await staff.caller.trainings.byId({ courseId: id })).coverUrl).toBe(first.coverUrl);

    await staff.caller.trainings.courses.update({ courseId: id, coverDataUrl: PNG });
    const secondPath = (await courseRow(id))?.coverPath ?? '';
    expect(secondPath).not.toBe(firstPath);
    expect(await world.storage.read(firstPath)).toBeNull();
    expect(await world.db.select().from(files).where(eq(files.path, firstPath))).toEqual([]);

    const cleared = await staff.caller.trainings.courses.update({
      courseId: id,
      coverDataUrl: null,
    });
    expect(cleared.coverUrl).toBeNull();
    expect(await world.storage.read(secondPath)).toBeNull();
  });

  it('refuses a bad cover with a German message and stores nothing', async () => {
    const staff = await employee(world);
    const { id } = await staff.caller.trainings.courses.create({ title: 'Ohne Bild' });
    const filesBefore = (await world.db.select({ value: count() }).from(files))[0]?.value;
    for (const [coverDataUrl, message] of [
      [
        'data:image/svg+xml;base64,PHN2Zz4=',
        'Bitte lade ein Bild im Format PNG, JPEG oder WebP hoch.',
      ],
      ['kein bild', 'Bitte lade ein Bild im Format PNG, JPEG oder WebP hoch.'],
      [
        `data:image/png;base64,${Buffer.from('kein png, nur text').toString('base64')}`,
        'Die Datei ist kein gültiges Bild.',
      ],
    ] as const) {
      await expect(
        staff.caller.trainings.courses.update({ courseId: id, coverDataUrl, title: 'Neu' }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
    }
    expect(await courseRow(id)).toMatchObject({ title: 'Ohne Bild', coverPath: null });
    expect((await world.db.select({ value: count() }).from(files))[0]?.value).toBe(filesBefore);
  });

  it('builds modules and lessons, in order, and moves lessons between modules', async () => {
    const staff = await employee(world);
    const { id: courseId } = await staff.caller.trainings.courses.create({ title: 'Aufbau' });
    const m1 = await staff.caller.trainings.modules.create({ courseId, title: 'Erstes Modul' });
    const m2 = await staff.caller.trainings.modules.create({ courseId, title: 'Zweites Modul' });
    const a = await staff.caller.trainings.lessons.create({ moduleId: m1.id, title: 'A' });
    const b = await staff.caller.trainings.lessons.create({ moduleId: m1.id, title: 'B' });
    const c = await staff.caller.trainings.lessons.create({ moduleId: m1.id, title: 'C' });
    const d = await staff.caller.trainings.lessons.create({ moduleId: m2.id, title: 'D' });
    const outline = async () =>
      (await staff.caller.trainings.byId({ courseId })).modules.map((module) => [
        module.title,
        module.lessons.map((lesson) => lesson.title),
      ]);
    expect(await outline()).toEqual([
      ['Erstes Modul', ['A', 'B', 'C']],
      ['Zweites Modul', ['D']],
    ]);
    // New lessons are drafts.
    expect(
      (await staff.caller.trainings.byId({ courseId })).modules[0]?.lessons.every(
        (lesson) => !lesson.published,
      ),
    ).toBe(true);

    await staff.caller.trainings.lessons.reorder({
      moduleId: m1.id,
      lessonIds: [c.id, a.id, b.id],
    });
    await staff.caller.trainings.modules.reorder({ courseId, moduleIds: [m2.id, m1.id] });
    await staff.caller.trainings.modules.update({ moduleId: m2.id, title: ' Jetzt zuerst ' });
    expect(await outline()).toEqual([
      ['Jetzt zuerst', ['D']],
      ['Erstes Modul', ['C', 'A', 'B']],
    ]);

    await staff.caller.trainings.lessons.move({ lessonId: a.id, moduleId: m2.id, position: 0 });
    await staff.caller.trainings.lessons.move({ lessonId: b.id, moduleId: m2.id, position: 99 });
    await staff.caller.trainings.lessons.move({ lessonId: c.id, moduleId: m1.id, position: 5 });
    expect(await outline()).toEqual([
      ['Jetzt zuerst', ['A', 'D', 'B']],
      ['Erstes Modul', ['C']],
    ]);
    const [moved] = await world.db.select().from(lessons).where(eq(lessons.id, a.id));
    expect(moved).toMatchObject({ moduleId: m2.id, courseId });

    // Not into another course's module.
    const other = await createCourseWith(world.db, [1]);
    await expect(
      staff.caller.trainings.lessons.move({
        lessonId: a.id,
        moduleId: other.modules[0]?.module.id ?? '',
        position: 0,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Eine Lektion lässt sich nur in ein Modul desselben Trainings verschieben.',
    });

    await staff.caller.trainings.lessons.delete({ lessonId: d.id });
    await staff.caller.trainings.modules.delete({ moduleId: m1.id });
    expect(await outline()).toEqual([['Jetzt zuerst', ['A', 'B']]]);
    expect(
      await world.db
        .select()
        .from(lessons)
        .where(inArray(lessons.id, [c.id, d.id])),
    ).toEqual([]);
  });

  it('reorders all courses, and refuses an order that is not exactly them', async () => {
    const staff = await employee(world);
    await createCourse(world.db, { title: 'Eins' });
    await createCourse(world.db, { title: 'Zwei' });
    const ids = (await staff.caller.trainings.list()).map((course) => course.id);
    const reversed = [...ids].reverse();
    expect(await staff.caller.trainings.courses.reorder({ courseIds: reversed })).toEqual({
      ok: true,
    });
    expect((await staff.caller.trainings.list()).map((course) => course.id)).toEqual(reversed);
    const mismatch = {
      code: 'BAD_REQUEST',
      message: 'Die Reihenfolge passt nicht zu den Trainings.',
    };
    for (const courseIds of [
      reversed.slice(1),
      [...reversed, MISSING],
      [...reversed.slice(1), reversed[1] ?? MISSING],
      [],
    ]) {
      await expect(staff.caller.trainings.courses.reorder({ courseIds })).rejects.toMatchObject(
        mismatch,
      );
    }
    expect((await staff.caller.trainings.list()).map((course) => course.id)).toEqual(reversed);

    const tree = await createCourseWith(world.db, [2, 1]);
    const [m1, m2] = tree.modules;
    if (!m1 || !m2) throw new Error('no modules');
    await expect(
      staff.caller.trainings.modules.reorder({
        courseId: tree.course.id,
        moduleIds: [m1.module.id],
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Die Reihenfolge passt nicht zu den Modulen.',
    });
    await expect(
      staff.caller.trainings.lessons.reorder({
        moduleId: m1.module.id,
        lessonIds: [m1.lessons[0]?.id ?? '', m2.lessons[0]?.id ?? ''],
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Die Reihenfolge passt nicht zu den Lektionen.',
    });
  });

  it('sanitises lesson HTML on every write', async () => {
    const staff = await employee(world);
    const tree = await createCourseWith(world.db, [1]);
    const [lesson] = tree.lessons;
    if (!lesson) throw new Error('no lesson');
    const result = await staff.caller.trainings.lessons.update({
      lessonId: lesson.id,
      contentHtml: [
        '<h1>Titel</h1><h2 style="color:red">Einstieg</h2><script>alert(1)</script>',
        '<p onclick="steal()">Hallo <strong>Welt</strong><img src=x onerror="alert(2)"></p>',
        '<a href="javascript:alert(3)">böse</a> <a href="https://sprint.de" target="_self">gut</a>',
        '<a href="mailto:hilfe@sprint.de">Mail</a><iframe src="https://x.de"></iframe>',
        '<ul><li>eins</li></ul><blockquote>Zitat</blockquote><pre><code>x</code></pre><hr>',
      ].join(''),
    });
    expect(result.contentHtml).toBe(
      [
        '<h2>Titel</h2><h2>Einstieg</h2>',
        '<p>Hallo <strong>Welt</strong></p>',
        '<a rel="noopener noreferrer" target="_blank">böse</a> ',
        '<a href="https://sprint.de" rel="noopener noreferrer" target="_blank">gut</a>',
        '<a href="mailto:hilfe@sprint.de" rel="noopener noreferrer" target="_blank">Mail</a>',
        '<ul><li>eins</li></ul><blockquote>Zitat</blockquote><pre><code>x</code></pre><hr />',
      ].join(''),
    );
    const page = await staff.caller.trainings.lesson({
      courseId: tree.course.id,
      moduleId: lesson.moduleId,
      lessonId: lesson.id,
    });
    expect(page.lesson.contentHtml).toBe(result.contentHtml);
    expect(page.lesson.contentHtml).not.toMatch(/script|onerror|onclick|javascript:|iframe/);
  });

  it('sets a lesson’s video from a provider upload or clip, and refuses others', async () => {
    const staff = await employee(world);
    const tree = await createCourseWith(world.db, [1]);
    const [lesson] = tree.lessons;
    if (!lesson) throw new Error('no lesson');
    const upload = await storeProviderFile(
      world,
      `provider/videos/${randomUUID()}.mp4`,
      MP4,
      'video/mp4',
      'Einstieg.mp4',
    );
    expect(
      await staff.caller.trainings.lessons.update({
        lessonId: lesson.id,
        video: { kind: 'upload', path: upload },
        published: true,
        title: 'Mit Video',
      }),
    ).toMatchObject({ id: lesson.id, hasVideo: true, durationSeconds: 300 });
    const stored = async () =>
      (await world.db.select().from(lessons).where(eq(lessons.id, lesson.id)))[0];
    expect(await stored()).toMatchObject({
      videoPath: upload,
      videoContentType: 'video/mp4',
      clipId: null,
      title: 'Mit Video',
    });

    const [clip] = await world.db
      .insert(clips)
      .values({
        title: 'Einwände',
        videoPath: `provider/videos/${randomUUID()}.mp4`,
        contentType: 'video/mp4',
        durationSeconds: 8,
      })
      .returning();
    expect(
      await staff.caller.trainings.lessons.update({
        lessonId: lesson.id,
        video: { kind: 'clip', clipId: clip?.id ?? '' },
      }),
    ).toMatchObject({ hasVideo: true, durationSeconds: 8 });
    expect(await stored()).toMatchObject({ videoPath: null, clipId: clip?.id });
    // The replaced upload left storage.
    expect(await world.storage.read(upload)).toBeNull();

    // Refused: another company's upload, a path outside, an attachment, a company's clip.
    const company = await createCustomer(world.db);
    const foreign = `${customerPrefix(company.id)}videos/${randomUUID()}.mp4`;
    await world.storage.write(foreign, MP4);
    await world.db.insert(files).values({
      customerId: company.id,
      path: foreign,
      contentType: 'video/mp4',
      bytes: MP4.length,
    });
    const pdf = await storeProviderFile(
      world,
      `provider/attachments/${randomUUID()}.pdf`,
      Buffer.from('%PDF-1.4'),
      'application/pdf',
    );
    const [companyClip] = await world.db
      .insert(clips)
      .values({
        customerId: company.id,
        title: 'Intern',
        videoPath: foreign,
        contentType: 'video/mp4',
        durationSeconds: 3,
      })
      .returning();
    const refusals: [unknown, { code: string; message: string }][] = [
      [
        { kind: 'upload', path: foreign },
        { code: 'NOT_FOUND', message: 'Datei nicht gefunden.' },
      ],
      [
        { kind: 'upload', path: pdf },
        { code: 'NOT_FOUND', message: 'Datei nicht gefunden.' },
      ],
      [
        { kind: 'upload', path: 'provider/videos/../../geheim.mp4' },
        {
          code: 'BAD_REQUEST',
          message: 'Der Dateipfad enthält ungültige Abschnitte (".", ".." oder "//").',
        },
      ],
      [
        { kind: 'upload', path: '/etc/passwd' },
        { code: 'BAD_REQUEST', message: 'Der Dateipfad muss relativ sein.' },
      ],
      [
        { kind: 'clip', clipId: companyClip?.id },
        { code: 'NOT_FOUND', message: 'Clip nicht gefunden.' },
      ],
      [
        { kind: 'clip', clipId: MISSING },
        { code: 'NOT_FOUND', message: 'Clip nicht gefunden.' },
      ],
    ];
    for (const [video, error] of refusals) {
      await expect(
        staff.caller.trainings.lessons.update({
          lessonId: lesson.id,
          title: 'Darf nicht bleiben',
          video: video as { kind: 'clip'; clipId: string },
        }),
      ).rejects.toMatchObject(error);
    }
    expect(await stored()).toMatchObject({ title: 'Mit Video', clipId: clip?.id });

    await staff.caller.trainings.lessons.update({ lessonId: lesson.id, video: null });
    expect(await stored()).toMatchObject({ videoPath: null, clipId: null, durationSeconds: 8 });
  });

  it('adds attachments from provider uploads and removes them with their files', async () => {
    const staff = await employee(world);
    const tree = await createCourseWith(world.db, [1]);
    const [lesson] = tree.lessons;
    if (!lesson) throw new Error('no lesson');
    const path = await storeProviderFile(
      world,
      `provider/attachments/${randomUUID()}.pdf`,
      Buffer.from('%PDF-1.4 Leitfaden'),
      'application/pdf',
      'Gesprächsleitfaden.pdf',
    );
    const attachment = await staff.caller.trainings.lessons.addAttachment({
      lessonId: lesson.id,
      path,
    });
    expect(attachment).toEqual({
      id: expect.any(String) as unknown,
      fileName: 'Gesprächsleitfaden.pdf',
      contentType: 'application/pdf',
      bytes: 18,
      url: expect.stringContaining(`/files/${path}?expires=`) as unknown,
    });
    const page = await staff.caller.trainings.lesson({
      courseId: tree.course.id,
      moduleId: lesson.moduleId,
      lessonId: lesson.id,
    });
    expect(page.lesson.attachments).toEqual([attachment]);

    const video = await storeProviderFile(
      world,
      `provider/videos/${randomUUID()}.mp4`,
      MP4,
      'video/mp4',
    );
    for (const [candidate, message] of [
      [video, 'Datei nicht gefunden.'],
      ['provider/attachments/fehlt.pdf', 'Datei nicht gefunden.'],
      ['../provider/x.pdf', 'Der Dateipfad enthält ungültige Abschnitte (".", ".." oder "//").'],
    ] as const) {
      await expect(
        staff.caller.trainings.lessons.addAttachment({ lessonId: lesson.id, path: candidate }),
      ).rejects.toMatchObject({ message });
    }

    expect(
      await staff.caller.trainings.lessons.removeAttachment({ attachmentId: attachment.id }),
    ).toEqual({ deleted: true });
    expect(await world.storage.read(path)).toBeNull();
    expect(await world.db.select().from(files).where(eq(files.path, path))).toEqual([]);
    await expect(
      staff.caller.trainings.lessons.removeAttachment({ attachmentId: attachment.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Anhang nicht gefunden.' });
  });

  it('deletes a course with everything in it and the files only it used', async () => {
    const staff = await employee(world);
    const { id } = await staff.caller.trainings.courses.create({ title: 'Weg damit' });
    await staff.caller.trainings.courses.update({ courseId: id, coverDataUrl: PNG });
    const module = await createModule(world.db, { id });
    const lesson = await createLesson(world.db, module);
    const shared = await storeProviderFile(
      world,
      `provider/videos/${randomUUID()}.mp4`,
      MP4,
      'video/mp4',
    );
    await world.db
      .update(lessons)
      .set({ videoPath: shared, videoContentType: 'video/mp4' })
      .where(eq(lessons.id, lesson.id));
    // The same video in another course stays.
    const keeper = await createCourseWith(world.db, [1]);
    await world.db
      .update(lessons)
      .set({ videoPath: shared, videoContentType: 'video/mp4' })
      .where(eq(lessons.id, keeper.lessons[0]?.id ?? ''));
    const attachmentPath = await storeProviderFile(
      world,
      `provider/attachments/${randomUUID()}.txt`,
      Buffer.from('Leitfaden'),
      'text/plain',
    );
    await createAttachment(world.db, lesson, { path: attachmentPath });
    const coverPath = (await courseRow(id))?.coverPath ?? '';

    expect(await staff.caller.trainings.courses.delete({ courseId: id })).toEqual({
      deleted: true,
    });
    expect(await courseRow(id)).toBeUndefined();
    expect(
      await world.db.select().from(courseModules).where(eq(courseModules.courseId, id)),
    ).toEqual([]);
    expect(
      await world.db
        .select()
        .from(lessonAttachments)
        .where(eq(lessonAttachments.lessonId, lesson.id)),
    ).toEqual([]);
    expect(await world.storage.read(coverPath)).toBeNull();
    expect(await world.storage.read(attachmentPath)).toBeNull();
    expect(await world.storage.read(shared)).not.toBeNull();
    await expect(staff.caller.trainings.courses.delete({ courseId: id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Training nicht gefunden.',
    });
  });

  it('refuses bad input with German messages and changes nothing', async () => {
    const staff = await employee(world);
    const { id } = await staff.caller.trainings.courses.create({ title: 'Fest' });
    const refused = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => {
          throw new Error('accepted');
        },
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      return issueMessages(error);
    };
    expect(await refused(staff.caller.trainings.courses.create({ title: '   ' }))).toEqual([
      'Bitte gib einen Titel ein.',
    ]);
    expect(
      await refused(staff.caller.trainings.courses.create({ title: 'x'.repeat(201) })),
    ).toEqual(['Der Titel darf höchstens 200 Zeichen lang sein.']);
    expect(
      await refused(
        staff.caller.trainings.courses.create({ title: 'Gut', description: 'x'.repeat(2001) }),
      ),
    ).toEqual(['Die Beschreibung darf höchstens 2000 Zeichen lang sein.']);
    expect(await refused(staff.caller.trainings.courses.update({ courseId: id }))).toEqual([
      'Keine Änderung angegeben.',
    ]);
    await refused(
      staff.caller.trainings.courses.create({ title: 'Gut', minPlan: 'starter' as 'professional' }),
    );
    for (const minLevel of [1, 10, 2.5]) {
      expect(
        await refused(staff.caller.trainings.courses.create({ title: 'Gut', minLevel })),
      ).toEqual(['Bitte wähle ein Level zwischen 2 und 9.']);
    }
    const tree = await createCourseWith(world.db, [1]);
    const lessonId = tree.lessons[0]?.id ?? '';
    expect(
      await refused(
        staff.caller.trainings.lessons.update({ lessonId, contentHtml: 'x'.repeat(200_001) }),
      ),
    ).toEqual(['Der Inhalt darf höchstens 200000 Zeichen lang sein.']);
    await refused(staff.caller.trainings.lessons.update({ lessonId, durationSeconds: -1 }));
    await refused(
      staff.caller.trainings.lessons.update({
        lessonId,
        video: { kind: 'link', url: 'https://x.de' } as unknown as null,
      }),
    );
    expect(await courseRow(id)).toMatchObject({ title: 'Fest', description: '' });

    const notFound = (message: string) => ({ code: 'NOT_FOUND', message });
    await expect(
      staff.caller.trainings.courses.update({ courseId: MISSING, title: 'X' }),
    ).rejects.toMatchObject(notFound('Training nicht gefunden.'));
    await expect(
      staff.caller.trainings.modules.create({ courseId: MISSING, title: 'X' }),
    ).rejects.toMatchObject(notFound('Training nicht gefunden.'));
    await expect(
      staff.caller.trainings.modules.update({ moduleId: MISSING, title: 'X' }),
    ).rejects.toMatchObject(notFound('Modul nicht gefunden.'));
    await expect(
      staff.caller.trainings.lessons.create({ moduleId: MISSING, title: 'X' }),
    ).rejects.toMatchObject(notFound('Modul nicht gefunden.'));
    await expect(
      staff.caller.trainings.lessons.update({ lessonId: MISSING, title: 'X' }),
    ).rejects.toMatchObject(notFound('Lektion nicht gefunden.'));
    await expect(
      staff.caller.trainings.lessons.move({ lessonId: MISSING, moduleId: MISSING, position: 0 }),
    ).rejects.toMatchObject(notFound('Lektion nicht gefunden.'));
  });

  it('is closed to customers, even their primary admin, and they change nothing', async () => {
    const tree = await createCourseWith(world.db, [1]);
    const [entry] = tree.modules;
    const lesson = tree.lessons[0];
    if (!entry || !lesson) throw new Error('no lesson');
    const attachment = await createAttachment(world.db, lesson);
    const customer = await createCustomer(world.db, { plan: 'enterprise' });
    const { caller } = await memberOf(world, customer, 'primary_admin');
    const t = caller.trainings;
    // Called one at a time: a rejection made before it is awaited would be an unhandled one.
    const attempts: (() => Promise<unknown>)[] = [
      () => t.courses.create({ title: 'Eigenes Training' }),
      () => t.courses.update({ courseId: tree.course.id, title: 'Übernommen', published: false }),
      () => t.courses.delete({ courseId: tree.course.id }),
      () => t.courses.reorder({ courseIds: [tree.course.id] }),
      () => t.modules.create({ courseId: tree.course.id, title: 'Neu' }),
      () => t.modules.update({ moduleId: entry.module.id, title: 'Neu' }),
      () => t.modules.delete({ moduleId: entry.module.id }),
      () => t.modules.reorder({ courseId: tree.course.id, moduleIds: [entry.module.id] }),
      () => t.lessons.create({ moduleId: entry.module.id, title: 'Neu' }),
      () => t.lessons.update({ lessonId: lesson.id, contentHtml: '<p>Gekapert</p>' }),
      () => t.lessons.delete({ lessonId: lesson.id }),
      () => t.lessons.reorder({ moduleId: entry.module.id, lessonIds: [lesson.id] }),
      () => t.lessons.move({ lessonId: lesson.id, moduleId: entry.module.id, position: 0 }),
      () => t.lessons.addAttachment({ lessonId: lesson.id, path: 'provider/attachments/x.pdf' }),
      () => t.lessons.removeAttachment({ attachmentId: attachment.id }),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toMatchObject({ code: 'FORBIDDEN', message: EDITORS_ONLY });
    }
    expect(await courseRow(tree.course.id)).toMatchObject({
      title: tree.course.title,
      published: true,
    });
    const [stored] = await world.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(stored?.contentHtml).toBe(lesson.contentHtml);
    expect(
      await world.db.select().from(courseModules).where(eq(courseModules.courseId, tree.course.id)),
    ).toHaveLength(1);
    expect(
      await world.db
        .select()
        .from(lessonAttachments)
        .where(eq(lessonAttachments.id, attachment.id)),
    ).toHaveLength(1);
    // Bad input is still a 400 first, for anybody.
    await expect(t.courses.create({ title: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
