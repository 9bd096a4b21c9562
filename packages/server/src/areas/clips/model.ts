import { z } from 'zod';

/**
 * A clip's fields as the API takes them, with the German messages people read. Pure zod, no
 * database: the app's clip forms can use the same schemas (as the CRM's lead forms do).
 */
export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 5000;
export const MAX_TAGS = 20;
export const MAX_TAG = 50;
/** Four hours: longer is no clip, and a browser that measured it wrong. */
export const MAX_DURATION_SECONDS = 4 * 60 * 60;
/** A 2 MB image as base64 (4/3 of it) with its `data:image/…;base64,` head. */
export const MAX_THUMBNAIL_DATA_URL = 2_800_100;

export const CLIP_SCOPES = ['company', 'provider'] as const;
export type ClipScope = (typeof CLIP_SCOPES)[number];

/** Tags, each trimmed; the service keeps each once whatever its case (`uniqueTags`). */
export const clipTags = z
  .array(
    z.string().trim().min(1).max(MAX_TAG, `Ein Tag darf höchstens ${MAX_TAG} Zeichen lang sein.`),
  )
  .max(MAX_TAGS, `Höchstens ${MAX_TAGS} Tags.`);

/** Each tag once whatever its case; the first spelling stays. */
export function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const clipFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Bitte gib einen Titel ein.')
    .max(MAX_TITLE, `Der Titel darf höchstens ${MAX_TITLE} Zeichen lang sein.`),
  description: z
    .string()
    .trim()
    .max(MAX_DESCRIPTION, `Die Beschreibung darf höchstens ${MAX_DESCRIPTION} Zeichen lang sein.`),
  tags: clipTags,
};

/** `clips.create`: the fields, the uploaded video and (taken in the browser) a thumbnail. */
export const createClipInput = z.strictObject({
  title: clipFields.title,
  description: clipFields.description.optional(),
  tags: clipFields.tags.optional(),
  /** The path `storage.uploads.complete` answered with (a video upload of the same scope). */
  videoPath: z.string().max(512),
  durationSeconds: z.number().int().min(1).max(MAX_DURATION_SECONDS),
  /** `data:image/jpeg;base64,…` (or PNG, WebP), at most 2 MB. */
  thumbnailDataUrl: z.string().max(MAX_THUMBNAIL_DATA_URL).optional(),
  /** `provider`: a clip every company sees (employees only). */
  scope: z.enum(CLIP_SCOPES).default('company'),
});
export type CreateClipInput = z.input<typeof createClipInput>;

/** `clips.update`: any of title, description and tags. */
export const updateClipInput = z
  .strictObject({
    clipId: z.uuid(),
    title: clipFields.title.optional(),
    description: clipFields.description.optional(),
    tags: clipFields.tags.optional(),
  })
  .refine(
    ({ title, description, tags }) =>
      title !== undefined || description !== undefined || tags !== undefined,
    { message: 'Keine Änderung angegeben.' },
  );
export type UpdateClipInput = z.input<typeof updateClipInput>;
