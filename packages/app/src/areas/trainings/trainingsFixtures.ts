import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterInputs, RouterOutputs } from '../../api/types';
import type { TrpcFailure } from '../../testing/storyProviders';
import type {
  ContinueLearning,
  CourseDetail,
  CourseSummary,
  LessonAttachment,
  LessonPageData,
} from './queries';
import type { LessonRef, MinPlan } from './components/trainingsFormat';
import { courseLock } from '@sprint/server/trainings';

/*
 * The trainings stories' data: an in-memory stand-in for the server's `trainings` procedures
 * (and the uploads and clips the editor uses) in the real tRPC shape — batched GET for queries,
 * batched POST for mutations, superjson — computed from a small course catalogue the way the
 * server computes it: progress over published lessons, locks by plan, employees see drafts.
 */

type Inputs = RouterInputs['trainings'];
type Plan = 'starter' | 'professional' | 'enterprise';

// Ids that read as what they are in a test: course 1, module 1-2, lesson 1-2-3.
export const courseId = (n: number) => `c0a5e000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const moduleId = (course: number, n: number) =>
  `d0a5e000-0000-4000-8000-${String(course * 100 + n).padStart(12, '0')}`;
export const lessonId = (course: number, module: number, n: number) =>
  `e0a5e000-0000-4000-8000-${String(course * 10_000 + module * 100 + n).padStart(12, '0')}`;
const attachmentId = (n: number) => `f0a5e000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const CLIP_ID = 'a1c1e000-0000-4000-8000-000000000001';

// Demo videos ---------------------------------------------------------------------------------

/** The seed's demo clips, served by Storybook under /demo-clips. */
export type DemoClip =
  | 'kaltakquise-einstieg'
  | 'einwaende'
  | 'linkedin-profil'
  | 'follow-up'
  | 'crm-pflege'
  | 'abschluss';

export const demoStill = (name: DemoClip) => `/demo-clips/${name}.jpg`;
const demoVideo = (name: DemoClip) => `/demo-clips/${name}.mp4`;

const playableUrls = new Map<string, string>();

/**
 * A story loader: the demo videos as `blob:` URLs. MSW's service worker answers every request
 * of the page, and Chromium cannot seek in a video that comes through a service worker (see
 * the VideoPlayer's stories); the fixtures hand out these URLs once they are there.
 */
export async function loadDemoVideos(): Promise<Record<string, never>> {
  const names: DemoClip[] = ['kaltakquise-einstieg', 'einwaende', 'linkedin-profil', 'follow-up'];
  await Promise.all(
    names.map(async (name) => {
      if (playableUrls.has(name)) return;
      const response = await fetch(demoVideo(name));
      if (response.ok) playableUrls.set(name, URL.createObjectURL(await response.blob()));
    }),
  );
  return {};
}

const playable = (name: DemoClip) => playableUrls.get(name) ?? demoVideo(name);

/** The demo clip as a file a person picks (for the upload stories). */
export async function demoVideoFile(name: DemoClip, fileName: string): Promise<File> {
  const blob = await (await fetch(demoVideo(name))).blob();
  return new File([blob], fileName, { type: 'video/mp4', lastModified: Date.now() });
}

/** The catalogue with one lesson changed (a story's own starting point). */
export function withLesson(
  courses: FixtureCourse[],
  id: string,
  changes: Partial<FixtureLesson>,
): FixtureCourse[] {
  return courses.map((course) => ({
    ...course,
    modules: course.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((entry) => (entry.id === id ? { ...entry, ...changes } : entry)),
    })),
  }));
}

// The catalogue -------------------------------------------------------------------------------

export type FixtureLesson = {
  id: string;
  title: string;
  durationSeconds: number | null;
  published: boolean;
  completed: boolean;
  positionSeconds: number;
  contentHtml: string;
  video: DemoClip | null;
  attachments: LessonAttachment[];
  /** When the viewer last touched it (for 'Weiter lernen'). */
  touchedAt: number | null;
};

export type FixtureModule = { id: string; title: string; lessons: FixtureLesson[] };

export type FixtureCourse = {
  id: string;
  title: string;
  description: string;
  coverUrl: string | null;
  published: boolean;
  minPlan: MinPlan | null;
  /** 'Ab Level N'; absent or null for every level. */
  minLevel?: number | null;
  modules: FixtureModule[];
};

function lesson(
  id: string,
  title: string,
  fields: Partial<Omit<FixtureLesson, 'id' | 'title'>> = {},
): FixtureLesson {
  return {
    id,
    title,
    durationSeconds: 480,
    published: true,
    completed: false,
    positionSeconds: 0,
    contentHtml: '',
    video: null,
    attachments: [],
    touchedAt: null,
    ...fields,
  };
}

export const LESSON_CONTENT =
  '<h2>Worum es geht</h2><p>Die ersten zehn Sekunden entscheiden, ob dein Gegenüber zuhört. In dieser Lektion baust du einen Einstieg, der <strong>neugierig macht</strong>, statt zu verkaufen.</p><ul><li>Stell dich mit Namen und Firma vor.</li><li>Nenne den Anlass deines Anrufs in einem Satz.</li><li>Stell eine offene Frage.</li></ul><blockquote>Wer fragt, der führt.</blockquote><p>Mehr dazu im <a href="https://sprint.example/leitfaden">Gesprächsleitfaden</a>.</p>';

export const attachmentFixtures: LessonAttachment[] = [
  {
    id: attachmentId(1),
    fileName: 'Gesprächsleitfaden Kaltakquise.pdf',
    contentType: 'application/pdf',
    bytes: 248_320,
    url: '/files/provider/attachments/gespraechsleitfaden.pdf?expires=1&signature=demo',
  },
  {
    id: attachmentId(2),
    fileName: 'Einwand-Matrix.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: 1_572_864,
    url: '/files/provider/attachments/einwand-matrix.xlsx?expires=1&signature=demo',
  },
];

/** The stories' "now" (preview.tsx): Friday, 20 Nov 2026, 10:30. */
const NOW = new Date(2026, 10, 20, 10, 30).getTime();
const HOUR = 3_600_000;

/**
 * Four courses of a sales academy: one begun (two of five lessons done, the third watched to
 * 3:20), one not begun, one finished, and one for Enterprise only; a draft for employees.
 */
export function catalogue(): FixtureCourse[] {
  return [
    {
      id: courseId(1),
      title: 'Kaltakquise, die Termine bringt',
      description:
        'Vom ersten Satz bis zum vereinbarten Termin: wie du am Telefon Interesse weckst, Einwände auffängst und verbindlich abschließt.',
      coverUrl: demoStill('kaltakquise-einstieg'),
      published: true,
      minPlan: null,
      modules: [
        {
          id: moduleId(1, 1),
          title: 'Grundlagen',
          lessons: [
            lesson(lessonId(1, 1, 1), 'Der Einstieg ins Gespräch', {
              completed: true,
              durationSeconds: 510,
              video: 'kaltakquise-einstieg',
              contentHtml: LESSON_CONTENT,
              attachments: attachmentFixtures,
              touchedAt: NOW - 48 * HOUR,
            }),
            lesson(lessonId(1, 1, 2), 'Zielgruppe und Anlass', {
              completed: true,
              durationSeconds: 420,
              video: 'follow-up',
              contentHtml: '<p>Wen rufst du an, und warum gerade jetzt?</p>',
              touchedAt: NOW - 30 * HOUR,
            }),
          ],
        },
        {
          id: moduleId(1, 2),
          title: 'Im Gespräch',
          lessons: [
            lesson(lessonId(1, 2, 1), 'Einwände souverän behandeln', {
              durationSeconds: 615,
              positionSeconds: 200,
              video: 'einwaende',
              contentHtml:
                '<p>„Kein Interesse“ ist selten das letzte Wort. Hier lernst du die fünf häufigsten Einwände kennen und wie du ihnen begegnest.</p>',
              attachments: [attachmentFixtures[1] as LessonAttachment],
              touchedAt: NOW - 2 * HOUR,
            }),
            lesson(lessonId(1, 2, 2), 'Den Termin festmachen', {
              durationSeconds: 380,
              contentHtml:
                '<p>Schlag zwei konkrete Zeiten vor und bestätige den Termin schriftlich.</p>',
            }),
            lesson(lessonId(1, 2, 3), 'Nachfassen ohne zu nerven', {
              durationSeconds: 300,
              video: 'follow-up',
            }),
            lesson(lessonId(1, 2, 4), 'Entwurf: Gesprächsnotizen im CRM', {
              published: false,
              durationSeconds: null,
            }),
          ],
        },
      ],
    },
    {
      id: courseId(2),
      title: 'LinkedIn-Profil, das verkauft',
      description: 'Dein Profil als Landingpage: Foto, Headline, Info-Text und Empfehlungen.',
      coverUrl: demoStill('linkedin-profil'),
      published: true,
      minPlan: null,
      modules: [
        {
          id: moduleId(2, 1),
          title: 'Das Profil',
          lessons: [
            lesson(lessonId(2, 1, 1), 'Headline und Foto', { durationSeconds: 360 }),
            lesson(lessonId(2, 1, 2), 'Der Info-Text', { durationSeconds: 540 }),
            lesson(lessonId(2, 1, 3), 'Empfehlungen sammeln', { durationSeconds: 300 }),
          ],
        },
      ],
    },
    {
      id: courseId(3),
      title: 'CRM-Pflege in zehn Minuten am Tag',
      description: 'Eine Routine, mit der deine Pipeline aktuell bleibt.',
      coverUrl: demoStill('crm-pflege'),
      published: true,
      minPlan: 'professional',
      modules: [
        {
          id: moduleId(3, 1),
          title: 'Die Routine',
          lessons: [
            lesson(lessonId(3, 1, 1), 'Morgens: die Wiedervorlagen', {
              completed: true,
              durationSeconds: 240,
              touchedAt: NOW - 200 * HOUR,
            }),
            lesson(lessonId(3, 1, 2), 'Abends: Notizen und nächste Schritte', {
              completed: true,
              durationSeconds: 360,
              touchedAt: NOW - 190 * HOUR,
            }),
          ],
        },
      ],
    },
    {
      id: courseId(4),
      title: 'Abschlusstechniken für Profis',
      description: 'Preisgespräche, Verhandlungen mit Einkäufern und der Abschluss im Team.',
      coverUrl: demoStill('abschluss'),
      published: true,
      minPlan: 'enterprise',
      modules: [
        {
          id: moduleId(4, 1),
          title: 'Verhandeln',
          lessons: [
            lesson(lessonId(4, 1, 1), 'Das Preisgespräch', { durationSeconds: 720 }),
            lesson(lessonId(4, 1, 2), 'Mit dem Einkauf verhandeln', { durationSeconds: 840 }),
          ],
        },
      ],
    },
    {
      id: courseId(5),
      title: 'Follow-up-Sequenzen (Entwurf)',
      description: 'Noch in Arbeit.',
      coverUrl: null,
      published: false,
      minPlan: null,
      modules: [],
    },
  ];
}

// The server's rules, over the catalogue ---------------------------------------------------------

export type Viewer = { plan: Plan; employee: boolean; points?: number };

function lockOf(course: FixtureCourse, viewer: Viewer) {
  return courseLock(
    { minPlan: course.minPlan, minLevel: course.minLevel ?? null },
    { ...viewer, points: viewer.points ?? 0 },
  );
}

function percent(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.max(0, Math.round((done / total) * 100))) : 0;
}

function visibleLessons(module: FixtureModule, viewer: Viewer) {
  return module.lessons.filter((entry) => viewer.employee || entry.published);
}

function allLessons(course: FixtureCourse, viewer: Viewer) {
  return course.modules.flatMap((module) =>
    visibleLessons(module, viewer).map((entry) => ({ module, lesson: entry })),
  );
}

function progressOf(course: FixtureCourse, viewer: Viewer) {
  const counted = allLessons(course, viewer).filter((entry) => entry.lesson.published);
  const completedCount = counted.filter((entry) => entry.lesson.completed).length;
  const lessonCount = counted.length;
  return {
    lessonCount,
    completedCount,
    progress: percent(completedCount, lessonCount),
    status:
      lessonCount > 0 && completedCount >= lessonCount
        ? ('completed' as const)
        : completedCount > 0
          ? ('in_progress' as const)
          : ('not_started' as const),
    durationSeconds: counted.reduce((sum, entry) => sum + (entry.lesson.durationSeconds ?? 0), 0),
  };
}

function summaryOf(course: FixtureCourse, viewer: Viewer): CourseSummary {
  const lock = lockOf(course, viewer);
  const next = lock.locked
    ? undefined
    : allLessons(course, viewer).find((entry) => !entry.lesson.completed);
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    coverUrl: course.coverUrl,
    published: course.published,
    minPlan: course.minPlan,
    minLevel: course.minLevel ?? null,
    ...lock,
    ...progressOf(course, viewer),
    nextLesson: next ? { moduleId: next.module.id, lessonId: next.lesson.id } : null,
  } as CourseSummary;
}

function detailOf(course: FixtureCourse, viewer: Viewer): CourseDetail {
  return {
    ...summaryOf(course, viewer),
    modules: course.modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: visibleLessons(module, viewer).map((entry) => ({
        id: entry.id,
        title: entry.title,
        durationSeconds: entry.durationSeconds,
        published: entry.published,
        completed: entry.completed,
        hasVideo: entry.video !== null,
      })),
    })),
  };
}

export const COURSE_NOT_FOUND: TrpcFailure = {
  status: 404,
  code: 'NOT_FOUND',
  message: 'Training nicht gefunden.',
};
export const LESSON_NOT_FOUND: TrpcFailure = {
  status: 404,
  code: 'NOT_FOUND',
  message: 'Lektion nicht gefunden.',
};
export const COURSE_LOCKED: TrpcFailure = {
  status: 403,
  code: 'FORBIDDEN',
  message: 'Dieses Training ist in deinem Paket nicht enthalten.',
};

function lessonPageOf(
  course: FixtureCourse,
  viewer: Viewer,
  ids: { moduleId: string; lessonId: string },
): LessonPageData | TrpcFailure {
  const ordered = allLessons(course, viewer);
  const index = ordered.findIndex(
    (entry) => entry.lesson.id === ids.lessonId && entry.module.id === ids.moduleId,
  );
  const found = ordered[index];
  if (!found) return LESSON_NOT_FOUND;
  if (lockOf(course, viewer).locked) return COURSE_LOCKED;
  const ref = (entry: (typeof ordered)[number] | undefined): LessonRef | null =>
    entry ? { moduleId: entry.module.id, lessonId: entry.lesson.id } : null;
  const { lesson: current, module } = found;
  return {
    course: { id: course.id, title: course.title, progress: progressOf(course, viewer).progress },
    module: { id: module.id, title: module.title },
    lesson: {
      id: current.id,
      title: current.title,
      contentHtml: current.contentHtml,
      durationSeconds: current.durationSeconds,
      published: current.published,
      completed: current.completed,
      positionSeconds: current.positionSeconds,
      video: current.video ? { url: playable(current.video), contentType: 'video/mp4' } : null,
      attachments: current.attachments,
    },
    moduleLessons: visibleLessons(module, viewer).map((entry) => ({
      id: entry.id,
      title: entry.title,
      completed: entry.completed,
      durationSeconds: entry.durationSeconds,
    })),
    previous: ref(ordered[index - 1]),
    next: ref(ordered[index + 1]),
  };
}

function continueOf(courses: FixtureCourse[], viewer: Viewer): ContinueLearning {
  const touched = courses
    .filter((course) => viewer.employee || course.published)
    .map((course) => ({
      course,
      at: Math.max(-1, ...allLessons(course, viewer).map((entry) => entry.lesson.touchedAt ?? -1)),
    }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => b.at - a.at);
  for (const { course } of touched) {
    if (lockOf(course, viewer).locked) continue;
    const ordered = allLessons(course, viewer);
    const last = ordered.reduce(
      (best, entry, index) =>
        (entry.lesson.touchedAt ?? -1) > (ordered[best]?.lesson.touchedAt ?? -1) ? index : best,
      0,
    );
    const next = [...ordered.slice(last), ...ordered.slice(0, last)].find(
      (entry) => !entry.lesson.completed,
    );
    if (!next) continue;
    return {
      course: {
        id: course.id,
        title: course.title,
        progress: progressOf(course, viewer).progress,
        coverUrl: course.coverUrl,
      },
      lesson: {
        id: next.lesson.id,
        moduleId: next.module.id,
        title: next.lesson.title,
        positionSeconds: next.lesson.positionSeconds,
        durationSeconds: next.lesson.durationSeconds,
      },
    };
  }
  return null;
}

// Provider clips for 'Clip wählen' ------------------------------------------------------------

type ClipItem = RouterOutputs['clips']['list']['items'][number];

export const providerClips: ClipItem[] = [
  {
    id: CLIP_ID,
    title: 'Einwände souverän behandeln',
    description: 'Die fünf häufigsten Einwände.',
    tags: ['Einwände'],
    durationSeconds: 7,
    views: 42,
    createdAt: new Date(2026, 9, 2, 9, 0),
    thumbnailUrl: demoStill('einwaende'),
    owner: null,
    scope: 'provider',
  },
  {
    id: 'a1c1e000-0000-4000-8000-000000000002',
    title: 'Follow-up ohne Nerv-Faktor',
    description: 'Nachfassen mit Mehrwert.',
    tags: ['Follow-up'],
    durationSeconds: 8,
    views: 17,
    createdAt: new Date(2026, 9, 5, 9, 0),
    thumbnailUrl: demoStill('follow-up'),
    owner: null,
    scope: 'provider',
  },
];

// The handlers --------------------------------------------------------------------------------

/** A refusal, with the fields the server names (`data.issues`) for a bad input. */
export type FixtureFailure = TrpcFailure & { issues?: { path: string; message: string }[] };

type Answer = { value: unknown } | { fail: FixtureFailure };

export type TrainingsServerOptions = {
  courses?: () => FixtureCourse[];
  viewer?: Viewer;
  /** Procedures that fail, e.g. `{ 'trainings.list': { status: 500, … } }`. */
  fail?: Record<string, FixtureFailure>;
  /** Procedures that never answer (a loading state, an upload in flight). */
  hang?: string[];
  /** Sees every mutation with its input (spies in play functions). */
  onMutation?: (path: string, input: unknown) => void;
  /** Upload parts with these numbers never arrive (an upload in progress). */
  hangParts?: number[];
};

function decode(raw: Record<string, SuperJSONResult>, paths: string[]) {
  return paths.map((path, index) => {
    const call = raw[String(index)];
    return { path, input: call ? superjson.deserialize(call) : undefined };
  });
}

function reply(paths: string[], answers: Answer[]) {
  const bodies = answers.map((answer, index) =>
    'fail' in answer
      ? {
          status: answer.fail.status,
          body: {
            error: superjson.serialize({
              message: answer.fail.message,
              code: -32603,
              data: {
                code: answer.fail.code,
                httpStatus: answer.fail.status,
                path: paths[index],
                ...(answer.fail.issues ? { issues: answer.fail.issues } : {}),
              },
            }),
          },
        }
      : { status: 200, body: { result: { data: superjson.serialize(answer.value) } } },
  );
  const statuses = new Set(bodies.map((entry) => entry.status));
  return HttpResponse.json(
    bodies.map((entry) => entry.body),
    { status: statuses.size === 1 ? (bodies[0]?.status ?? 200) : 207 },
  );
}

const ok = (value: unknown = { ok: true }): Answer => ({ value });

/** A fresh id for something the editor created. */
let created = 0;
const newId = (kind: 'c' | 'd' | 'e' | 'f') =>
  `${kind}0a5e000-0000-4000-9000-${String((created += 1)).padStart(12, '0')}`;

/**
 * The trainings procedures over an in-memory catalogue. `reset()` (in `beforeEach`) starts each
 * story afresh: stories share their handlers.
 */
export function trainingsServer(
  options: TrainingsServerOptions = {},
): HttpHandler[] & { reset: () => void; courses: () => FixtureCourse[] } {
  let courses: FixtureCourse[] = [];
  const uploads = new Map<string, { fileName: string; contentType: string; bytes: number }>();
  const reset = () => {
    courses = structuredClone((options.courses ?? catalogue)());
    uploads.clear();
  };
  reset();
  const viewer = options.viewer ?? { plan: 'professional', employee: false };
  const fail = options.fail ?? {};
  const hang = new Set(options.hang ?? []);

  const findCourse = (id: string) =>
    courses.find((course) => course.id === id && (viewer.employee || course.published));
  const findModule = (id: string) => {
    for (const course of courses) {
      const module = course.modules.find((entry) => entry.id === id);
      if (module) return { course, module };
    }
    return undefined;
  };
  const findLesson = (id: string) => {
    for (const course of courses) {
      for (const module of course.modules) {
        const found = module.lessons.find((entry) => entry.id === id);
        if (found) return { course, module, lesson: found };
      }
    }
    return undefined;
  };
  const byOrder = <T extends { id: string }>(items: T[], ids: string[]) =>
    ids.flatMap((id) => items.find((item) => item.id === id) ?? []);

  const queries: Record<string, (input: never) => Answer> = {
    'trainings.list': (input: Inputs['list']) => {
      const filter = input?.filter ?? 'all';
      const summaries = courses
        .filter((course) => viewer.employee || course.published)
        .map((course) => summaryOf(course, viewer))
        .filter(
          (course) =>
            filter === 'all' ||
            (filter === 'started' && course.status === 'in_progress') ||
            (filter === 'completed' && course.status === 'completed'),
        );
      return { value: summaries };
    },
    'trainings.byId': ({ courseId: id }: Inputs['byId']) => {
      const course = findCourse(id);
      return course ? { value: detailOf(course, viewer) } : { fail: COURSE_NOT_FOUND };
    },
    'trainings.lesson': (input: Inputs['lesson']) => {
      const course = findCourse(input.courseId);
      if (!course) return { fail: LESSON_NOT_FOUND };
      const page = lessonPageOf(course, viewer, input);
      return 'status' in page ? { fail: page } : { value: page };
    },
    'trainings.continueLearning': () => ({ value: continueOf(courses, viewer) }),
    'clips.list': () => ({ value: { items: providerClips, nextCursor: null } }),
    'storage.uploads.status': () => ({ fail: { ...LESSON_NOT_FOUND, message: 'Unbekannt.' } }),
  };

  const mutations: Record<string, (input: never) => Answer> = {
    'trainings.setCompleted': ({ lessonId: id, completed }: Inputs['setCompleted']) => {
      const found = findLesson(id);
      if (!found) return { fail: LESSON_NOT_FOUND };
      found.lesson.completed = completed;
      found.lesson.touchedAt = Date.now();
      return ok({ completed, progress: progressOf(found.course, viewer).progress });
    },
    'trainings.savePosition': ({ lessonId: id, seconds }: Inputs['savePosition']) => {
      const found = findLesson(id);
      if (!found) return { fail: LESSON_NOT_FOUND };
      found.lesson.positionSeconds = seconds;
      found.lesson.touchedAt = Date.now();
      return ok();
    },
    'trainings.courses.create': (input: Inputs['courses']['create']) => {
      const id = newId('c');
      courses.push({
        id,
        title: input.title,
        description: input.description ?? '',
        coverUrl: null,
        published: false,
        minPlan: input.minPlan ?? null,
        minLevel: input.minLevel ?? null,
        modules: [],
      });
      return ok({ id });
    },
    'trainings.courses.update': ({ courseId: id, ...changes }: Inputs['courses']['update']) => {
      const course = courses.find((entry) => entry.id === id);
      if (!course) return { fail: COURSE_NOT_FOUND };
      const { coverDataUrl, ...fields } = changes;
      Object.assign(
        course,
        Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      );
      if (coverDataUrl !== undefined) course.coverUrl = coverDataUrl;
      return ok({ id, coverUrl: course.coverUrl });
    },
    'trainings.courses.delete': ({ courseId: id }: Inputs['courses']['delete']) => {
      courses = courses.filter((course) => course.id !== id);
      return ok({ deleted: true });
    },
    'trainings.courses.reorder': ({ courseIds }: Inputs['courses']['reorder']) => {
      courses = byOrder(courses, courseIds);
      return ok();
    },
    'trainings.modules.create': ({ courseId: id, title }: Inputs['modules']['create']) => {
      const course = courses.find((entry) => entry.id === id);
      if (!course) return { fail: COURSE_NOT_FOUND };
      const module = { id: newId('d'), title, lessons: [] };
      course.modules.push(module);
      return ok({ id: module.id });
    },
    'trainings.modules.update': ({ moduleId: id, title }: Inputs['modules']['update']) => {
      const found = findModule(id);
      if (!found) return { fail: { ...LESSON_NOT_FOUND, message: 'Modul nicht gefunden.' } };
      found.module.title = title;
      return ok({ id });
    },
    'trainings.modules.delete': ({ moduleId: id }: Inputs['modules']['delete']) => {
      const found = findModule(id);
      if (found) found.course.modules = found.course.modules.filter((entry) => entry.id !== id);
      return ok({ deleted: true });
    },
    'trainings.modules.reorder': ({ courseId: id, moduleIds }: Inputs['modules']['reorder']) => {
      const course = courses.find((entry) => entry.id === id);
      if (!course) return { fail: COURSE_NOT_FOUND };
      course.modules = byOrder(course.modules, moduleIds);
      return ok();
    },
    'trainings.lessons.create': ({ moduleId: id, title }: Inputs['lessons']['create']) => {
      const found = findModule(id);
      if (!found) return { fail: { ...LESSON_NOT_FOUND, message: 'Modul nicht gefunden.' } };
      const created = lesson(newId('e'), title, { published: false, durationSeconds: null });
      found.module.lessons.push(created);
      return ok({ id: created.id });
    },
    'trainings.lessons.update': ({ lessonId: id, ...changes }: Inputs['lessons']['update']) => {
      const found = findLesson(id);
      if (!found) return { fail: LESSON_NOT_FOUND };
      const { video, ...fields } = changes;
      Object.assign(
        found.lesson,
        Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      );
      if (video === null) found.lesson.video = null;
      else if (video?.kind === 'upload') found.lesson.video = 'einwaende';
      else if (video?.kind === 'clip') {
        found.lesson.video = 'einwaende';
        if (changes.durationSeconds === undefined) found.lesson.durationSeconds = 7;
      }
      return ok({
        id,
        contentHtml: found.lesson.contentHtml,
        durationSeconds: found.lesson.durationSeconds,
        hasVideo: found.lesson.video !== null,
      });
    },
    'trainings.lessons.delete': ({ lessonId: id }: Inputs['lessons']['delete']) => {
      const found = findLesson(id);
      if (found) found.module.lessons = found.module.lessons.filter((entry) => entry.id !== id);
      return ok({ deleted: true });
    },
    'trainings.lessons.reorder': ({ moduleId: id, lessonIds }: Inputs['lessons']['reorder']) => {
      const found = findModule(id);
      if (!found) return { fail: { ...LESSON_NOT_FOUND, message: 'Modul nicht gefunden.' } };
      found.module.lessons = byOrder(found.module.lessons, lessonIds);
      return ok();
    },
    'trainings.lessons.move': (input: Inputs['lessons']['move']) => {
      const from = findLesson(input.lessonId);
      const to = findModule(input.moduleId);
      if (!from || !to) return { fail: LESSON_NOT_FOUND };
      from.module.lessons = from.module.lessons.filter((entry) => entry.id !== input.lessonId);
      to.module.lessons.splice(input.position, 0, from.lesson);
      return ok();
    },
    'trainings.lessons.addAttachment': ({
      lessonId: id,
      path,
    }: Inputs['lessons']['addAttachment']) => {
      const found = findLesson(id);
      const upload = [...uploads.values()].find((entry) => path.endsWith(entry.fileName));
      if (!found || !upload) return { fail: LESSON_NOT_FOUND };
      const attachment: LessonAttachment = {
        id: newId('f'),
        fileName: upload.fileName,
        contentType: upload.contentType,
        bytes: upload.bytes,
        url: `/files/${path}?expires=1&signature=demo`,
      };
      found.lesson.attachments = [...found.lesson.attachments, attachment];
      return ok(attachment);
    },
    'trainings.lessons.removeAttachment': ({
      attachmentId: id,
    }: Inputs['lessons']['removeAttachment']) => {
      for (const course of courses) {
        for (const module of course.modules) {
          for (const entry of module.lessons) {
            entry.attachments = entry.attachments.filter((attachment) => attachment.id !== id);
          }
        }
      }
      return ok({ deleted: true });
    },
    'storage.uploads.create': (input: RouterInputs['storage']['uploads']['create']) => {
      const uploadId = newId('f');
      uploads.set(uploadId, input);
      // Two parts, so a story can hold the second one back.
      const partSize = Math.max(1, Math.ceil(input.bytes / 2));
      return ok({
        uploadId,
        partSize,
        partCount: Math.max(1, Math.ceil(input.bytes / partSize)),
        partUrl: `/api/uploads/${uploadId}?expires=1&signature=demo`,
      });
    },
    'storage.uploads.complete': ({ uploadId }: RouterInputs['storage']['uploads']['complete']) => {
      const upload = uploads.get(uploadId);
      if (!upload) return { fail: { ...LESSON_NOT_FOUND, message: 'Upload nicht gefunden.' } };
      return ok({
        path: `provider/uploads/${uploadId}/${upload.fileName}`,
        contentType: upload.contentType,
        bytes: upload.bytes,
        fileName: upload.fileName,
      });
    },
    'storage.uploads.abort': () => ok({ aborted: true }),
  };

  async function answer(
    paths: string[],
    calls: { path: string; input: unknown }[],
    table: Record<string, (input: never) => Answer>,
    mutation: boolean,
  ) {
    if (paths.some((path) => hang.has(path))) await delay('infinite');
    const answers = calls.map(({ path, input }): Answer => {
      if (mutation) options.onMutation?.(path, input);
      const failure = fail[path];
      return failure ? { fail: failure } : (table[path]?.(input as never) ?? { value: null });
    });
    return reply(paths, answers);
  }

  const handlers: HttpHandler[] = [
    http.get(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in queries)) return undefined;
      const raw = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
        string,
        SuperJSONResult
      >;
      return answer(paths, decode(raw, paths), queries, false);
    }),
    http.post(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in mutations)) return undefined;
      const raw = (await request.json()) as Record<string, SuperJSONResult>;
      return answer(paths, decode(raw, paths), mutations, true);
    }),
    http.put('/api/uploads/:uploadId', async ({ request }) => {
      const part = Number(new URL(request.url).searchParams.get('part'));
      if (options.hangParts?.includes(part)) await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return Object.assign(handlers, { reset, courses: () => courses });
}
