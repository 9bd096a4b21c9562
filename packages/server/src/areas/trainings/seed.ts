import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import { DEMO_CUSTOMER_IDS } from '../../platform/identity/seed';
import { users } from '../../platform/identity/schema';
import type { SeedStep } from '../../platform/seed';
import { files } from '../../platform/storage/schema';
import { COVER_FOLDER } from './editor';
import { sanitizeRichText } from '../../platform/richText';
import {
  courseModules,
  courses,
  lessonAttachments,
  lessonProgress,
  lessons,
  trainingEvents,
} from './schema';
import { DEMO_COURSES, LEITFADEN_TEXT, type DemoVideo } from './seedContent';

/** The same UUID for the same name every time: the seed can run again without doubling. */
export function trainingSeedId(name: string): string {
  const hex = createHash('sha256').update(`training:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The demo videos and thumbnails the clips area keeps (scripts/makeDemoClips.ts made them). */
const DEMO_MEDIA = new URL('../clips/demo/', import.meta.url);

export const demoVideoPath = (video: DemoVideo) => `provider/videos/${video}.mp4`;
export const LEITFADEN_PATH = 'provider/attachments/gespraechsleitfaden.txt';

/** Each course's cover: a frame of one of its videos. */
const COVERS: Record<string, DemoVideo> = {
  kaltakquise: 'kaltakquise-einstieg',
  linkedin: 'linkedin-profil',
};

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

type DemoProgress = {
  email: string;
  customerId: string;
  /** `course/lesson` keys, and how many days ago each was done. */
  completed: [string, number][];
  /** The lesson left last (the dashboard's 'Weiter lernen'), with the video's position. */
  touched?: { lesson: string; seconds: number; hoursAgo: number };
};

const allOf = (course: string, daysAgo: number): [string, number][] =>
  (DEMO_COURSES.find((item) => item.key === course)?.modules ?? [])
    .flatMap((module) => module.lessons)
    .map((lesson, index) => [`${course}/${lesson.key}`, daysAgo - index * 0.5]);

/**
 * Nordlicht learns (Nora halfway through the phone course), Kleinkram has just begun, and at
 * Sprint Demo Tim went through the phone course's first lessons.
 */
const DEMO_PROGRESS: DemoProgress[] = [
  {
    email: 'team@sprint.local',
    customerId: DEMO_CUSTOMER_IDS.sprintDemo,
    completed: allOf('kaltakquise', 14).slice(0, 3),
    touched: { lesson: 'kaltakquise/erster-satz', seconds: 42, hoursAgo: 26 },
  },
  {
    email: 'kunde@nordlicht.local',
    customerId: DEMO_CUSTOMER_IDS.nordlicht,
    completed: [
      ['kaltakquise/warum', 9],
      ['kaltakquise/zielgruppe', 8],
      ['kaltakquise/leitfaden', 6],
      ['kaltakquise/erster-satz', 4],
      ['kaltakquise/fragen', 2],
      ['linkedin/profil-sehen', 1],
    ],
    touched: { lesson: 'kaltakquise/einwaende', seconds: 5, hoursAgo: 3 },
  },
  {
    email: 'mehmet.yilmaz@nordlicht.local',
    customerId: DEMO_CUSTOMER_IDS.nordlicht,
    completed: [...allOf('kaltakquise', 20), ...allOf('linkedin', 6).slice(0, 4)],
    touched: { lesson: 'linkedin/erste-nachricht', seconds: 0, hoursAgo: 20 },
  },
  {
    email: 'lea.hoffmann@nordlicht.local',
    customerId: DEMO_CUSTOMER_IDS.nordlicht,
    completed: allOf('kaltakquise', 5).slice(0, 2),
  },
  {
    email: 'inhaber@kleinkram.local',
    customerId: DEMO_CUSTOMER_IDS.kleinkram,
    completed: [['kaltakquise/warum', 3]],
    touched: { lesson: 'kaltakquise/zielgruppe', seconds: 0, hoursAgo: 30 },
  },
];

/**
 * The provider's two demo courses ('Kaltakquise am Telefon' for every plan, 'LinkedIn-Outreach,
 * der Sprint-Weg' from Professional), their videos, covers and a guide to download, and some
 * progress of the demo people. Fixed ids: running it again updates the courses and adds nothing.
 */
export const seedTrainings: SeedStep = async ({ db, storage, now }) => {
  const stored = async (path: string, content: Buffer, contentType: string, fileName: string) => {
    // Written once; a second run only checks it is there.
    if (!(await storage.stat(path))) await storage.write(path, content);
    const record = { customerId: null, path, contentType, bytes: content.length, fileName };
    await db.insert(files).values(record).onConflictDoUpdate({ target: files.path, set: record });
  };

  const videos = new Set(
    DEMO_COURSES.flatMap((course) => course.modules)
      .flatMap((module) => module.lessons)
      .flatMap((lesson) => (lesson.video ? [lesson.video] : [])),
  );
  for (const video of videos) {
    const content = await readFile(new URL(`${video}.mp4`, DEMO_MEDIA));
    await stored(demoVideoPath(video), content, 'video/mp4', `${video}.mp4`);
  }
  const leitfaden = Buffer.from(LEITFADEN_TEXT, 'utf8');
  await stored(LEITFADEN_PATH, leitfaden, 'text/plain', 'Gesprächsleitfaden.txt');

  for (const [coursePosition, course] of DEMO_COURSES.entries()) {
    const courseId = trainingSeedId(`course:${course.key}`);
    const cover = COVERS[course.key];
    const coverPath = cover ? `${COVER_FOLDER}${courseId}-demo.jpg` : null;
    if (cover && coverPath) {
      const content = await readFile(new URL(`${cover}.jpg`, DEMO_MEDIA));
      await stored(coverPath, content, 'image/jpeg', `${cover}.jpg`);
    }
    const courseValues = {
      title: course.title,
      description: course.description,
      minPlan: course.minPlan,
      coverPath,
      published: true,
      position: coursePosition,
    };
    await db
      .insert(courses)
      .values({ id: courseId, ...courseValues })
      .onConflictDoUpdate({ target: courses.id, set: courseValues });

    for (const [modulePosition, module] of course.modules.entries()) {
      const moduleId = trainingSeedId(`module:${course.key}/${module.key}`);
      const moduleValues = { title: module.title, position: modulePosition };
      await db
        .insert(courseModules)
        .values({ id: moduleId, courseId, ...moduleValues })
        .onConflictDoUpdate({ target: courseModules.id, set: moduleValues });

      for (const [lessonPosition, lesson] of module.lessons.entries()) {
        const lessonId = trainingSeedId(`lesson:${course.key}/${lesson.key}`);
        const lessonValues = {
          moduleId,
          courseId,
          title: lesson.title,
          contentHtml: sanitizeRichText(lesson.html.trim()),
          videoPath: lesson.video ? demoVideoPath(lesson.video) : null,
          videoContentType: lesson.video ? 'video/mp4' : null,
          clipId: null,
          durationSeconds: lesson.durationSeconds,
          published: true,
          position: lessonPosition,
        };
        await db
          .insert(lessons)
          .values({ id: lessonId, ...lessonValues })
          .onConflictDoUpdate({ target: lessons.id, set: lessonValues });
        if (lesson.attachment === 'leitfaden') {
          const attachment = {
            lessonId,
            path: LEITFADEN_PATH,
            fileName: 'Gesprächsleitfaden.txt',
            contentType: 'text/plain',
            bytes: leitfaden.length,
            position: 0,
          };
          await db
            .insert(lessonAttachments)
            .values({ id: trainingSeedId(`attachment:${course.key}/${lesson.key}`), ...attachment })
            .onConflictDoUpdate({ target: lessonAttachments.id, set: attachment });
        }
      }
    }
  }

  // Progress of people who exist (the team seed adds Nordlicht's colleagues); a person's own
  // later progress is never overwritten.
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_PROGRESS.map((entry) => entry.email),
      ),
    );
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  const lessonRef = (key: string) => {
    const [course = ''] = key.split('/');
    return {
      lessonId: trainingSeedId(`lesson:${key}`),
      courseId: trainingSeedId(`course:${course}`),
    };
  };
  for (const entry of DEMO_PROGRESS) {
    const userId = idOf.get(entry.email);
    if (!userId) continue;
    for (const [key, daysAgo] of entry.completed) {
      const at = new Date(now.getTime() - daysAgo * DAY);
      const ref = lessonRef(key);
      await db
        .insert(lessonProgress)
        .values({ userId, ...ref, completedAt: at, positionSeconds: 0, updatedAt: at })
        .onConflictDoNothing();
      await db
        .insert(trainingEvents)
        .values({
          id: trainingSeedId(`event:${entry.email}:${key}`),
          customerId: entry.customerId,
          userId,
          kind: 'lesson.completed',
          ...ref,
          createdAt: at,
        })
        .onConflictDoNothing();
    }
    if (entry.touched) {
      const at = new Date(now.getTime() - entry.touched.hoursAgo * HOUR);
      await db
        .insert(lessonProgress)
        .values({
          userId,
          ...lessonRef(entry.touched.lesson),
          positionSeconds: entry.touched.seconds,
          updatedAt: at,
        })
        .onConflictDoNothing();
    }
  }
};
