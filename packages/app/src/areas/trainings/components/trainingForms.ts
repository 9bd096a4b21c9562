import { z } from 'zod';
import { LEVEL_CHOICES, parseDuration, type Visibility } from './trainingsFormat';

/**
 * The editor's forms check what the server checks (`trainings` inputs), with its limits and
 * German messages, so a field says before sending what the server would answer. The server's
 * schemas are not importable in the browser yet (their module pulls in the HTML sanitiser), so
 * the limits are repeated here; the server checks again and its 400 lands under the field.
 */

export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_CONTENT_LENGTH = 200_000;
export const TITLE_REQUIRED = 'Bitte gib einen Titel ein.';

export const titleField = z
  .string()
  .trim()
  .min(1, TITLE_REQUIRED)
  .max(MAX_TITLE_LENGTH, `Der Titel darf höchstens ${MAX_TITLE_LENGTH} Zeichen lang sein.`);

export const descriptionField = z
  .string()
  .trim()
  .max(
    MAX_DESCRIPTION_LENGTH,
    `Die Beschreibung darf höchstens ${MAX_DESCRIPTION_LENGTH} Zeichen lang sein.`,
  );

const visibilityField = z.enum(['all', 'professional', 'enterprise']);
const levelField = z.enum(LEVEL_CHOICES);

/** 'Neues Training' and the course settings: title, description, who may see and open it. */
export const courseFormSchema = z.object({
  title: titleField,
  description: descriptionField,
  visibility: visibilityField,
  level: levelField,
});

export type CourseFormValues = z.input<typeof courseFormSchema>;
export type CourseFormOutput = z.output<typeof courseFormSchema>;

export const emptyCourseValues: CourseFormValues = {
  title: '',
  description: '',
  visibility: 'all' satisfies Visibility,
  level: 'all',
};

/** A module's or lesson's name (add and rename). */
export const nameFormSchema = z.object({ title: titleField });

/** The lesson editor's text part: title, content (HTML) and duration as typed ('8:30'). */
export const lessonFormSchema = z.object({
  title: titleField,
  contentHtml: z
    .string()
    .max(MAX_CONTENT_LENGTH, `Der Inhalt darf höchstens ${MAX_CONTENT_LENGTH} Zeichen lang sein.`),
  duration: z.string().transform((text, context) => {
    const parsed = parseDuration(text);
    if (parsed.ok) return parsed.seconds;
    context.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }),
});

export type LessonFormValues = z.input<typeof lessonFormSchema>;
export type LessonFormOutput = z.output<typeof lessonFormSchema>;

// Uploads -------------------------------------------------------------------------------------

const GB = 1024 * 1024 * 1024;
const MB = 1024 * 1024;

/** What the server takes as a lesson video (`storage.uploads`, purpose 'video'). */
export const VIDEO_ACCEPT = {
  'video/mp4': ['.mp4'],
  'video/webm': ['.webm'],
  'video/quicktime': ['.mov'],
};
export const VIDEO_MAX_BYTES = 2 * GB;
export const VIDEO_MESSAGES = {
  invalidType: 'Bitte lade ein Video im Format MP4, WebM oder MOV hoch.',
  tooLarge: 'Das Video ist größer als 2 GB.',
};

/** What the server takes as an attachment (purpose 'attachment'). */
export const ATTACHMENT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'application/zip': ['.zip'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
};
export const ATTACHMENT_MAX_BYTES = 100 * MB;
export const ATTACHMENT_MESSAGES = {
  invalidType:
    'Dieser Dateityp wird als Anhang nicht unterstützt. Erlaubt sind PDF, Word, Excel, PowerPoint, ZIP, PNG, JPEG, Text und CSV.',
  tooLarge: 'Der Anhang ist größer als 100 MB.',
};

/**
 * The type the server is told. A browser may not know a file's type (an .mov on Linux, a .csv
 * on Windows): then the extension names it, as the accept list maps them.
 */
export function contentTypeOf(file: File, accept: Record<string, string[]>): string {
  if (file.type && file.type in accept) return file.type;
  const extension = `.${file.name.split('.').pop()?.toLowerCase() ?? ''}`;
  const match = Object.entries(accept).find(([, extensions]) => extensions.includes(extension));
  return match?.[0] ?? file.type;
}
