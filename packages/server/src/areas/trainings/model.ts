import { z } from 'zod';
import { MAX_LEVEL } from '../../platform/points/model';

/** The German texts people read in the trainings area (server refusals and labels). */
export const COURSE_NOT_FOUND = 'Training nicht gefunden.';
export const MODULE_NOT_FOUND = 'Modul nicht gefunden.';
export const LESSON_NOT_FOUND = 'Lektion nicht gefunden.';
export const ATTACHMENT_NOT_FOUND = 'Anhang nicht gefunden.';
export const CLIP_NOT_FOUND = 'Clip nicht gefunden.';
export const COURSE_LOCKED = 'Dieses Training ist in deinem Paket nicht enthalten.';
/** A level lock's refusal ('Ab Level 3'): points open it, unlike a plan. */
export const levelLockedMessage = (level: number) =>
  `Dieses Training öffnet sich ab Level ${level}.`;
export const EDITORS_ONLY = 'Nur Mitarbeiter von Sprint können Trainings bearbeiten.';
export const COURSE_ORDER_MISMATCH = 'Die Reihenfolge passt nicht zu den Trainings.';
export const MODULE_ORDER_MISMATCH = 'Die Reihenfolge passt nicht zu den Modulen.';
export const LESSON_ORDER_MISMATCH = 'Die Reihenfolge passt nicht zu den Lektionen.';
export const MOVE_OTHER_COURSE =
  'Eine Lektion lässt sich nur in ein Modul desselben Trainings verschieben.';

/**
 * The editable fields of courses, modules and lessons as the API takes them, with the German
 * messages people read. Pure zod, no database: the app's editor forms can use the same schemas.
 */
/** Lesson texts are long, but not books: more is a pasted mistake. */
export const MAX_CONTENT_LENGTH = 200_000;

export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;
/** A day: longer is a typing mistake. */
export const MAX_SECONDS = 86_400;

export const TITLE_REQUIRED = 'Bitte gib einen Titel ein.';

export const title = z
  .string()
  .trim()
  .min(1, TITLE_REQUIRED)
  .max(MAX_TITLE_LENGTH, `Der Titel darf höchstens ${MAX_TITLE_LENGTH} Zeichen lang sein.`);

export const description = z
  .string()
  .trim()
  .max(
    MAX_DESCRIPTION_LENGTH,
    `Die Beschreibung darf höchstens ${MAX_DESCRIPTION_LENGTH} Zeichen lang sein.`,
  );

export const contentHtml = z
  .string()
  .max(MAX_CONTENT_LENGTH, `Der Inhalt darf höchstens ${MAX_CONTENT_LENGTH} Zeichen lang sein.`);

export const seconds = z.number().int().min(0).max(MAX_SECONDS);

/** Plans a course can require; without one it is for every plan. */
export const minPlan = z.enum(['professional', 'enterprise']);

export const MIN_LEVEL_MESSAGE = 'Bitte wähle ein Level zwischen 2 und 9.';

/** 'Ab Level N': Level 1 is everyone's, so a lock starts at 2. */
export const minLevel = z
  .number({ error: MIN_LEVEL_MESSAGE })
  .int(MIN_LEVEL_MESSAGE)
  .min(2, MIN_LEVEL_MESSAGE)
  .max(MAX_LEVEL, MIN_LEVEL_MESSAGE);

/** A lesson's video: a completed upload of provider content, or one of the provider's clips. */
export const lessonVideo = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('upload'), path: z.string().min(1).max(512) }),
  z.strictObject({ kind: z.literal('clip'), clipId: z.uuid() }),
]);

/** A cover image as the browser sends it (`data:image/png;base64,…`, at most 2 MB decoded). */
export const coverDataUrl = z.string().max(3_000_000);

export const courseFilter = z.enum(['all', 'started', 'completed']);

/** The plan and level locks (pure), so the app's story fixtures lock as the server does. */
export { courseLock, type CourseLock } from './progress';
