import { z } from 'zod';

/*
 * A clip's title, description and tags as the forms take them, with the server's limits and
 * German messages (packages/server/src/areas/clips/inputs.ts). The server does not export its
 * clip schemas to the app (as it does the CRM's), so they are repeated here; the server checks
 * again and its message is shown under the form when it refuses.
 */

export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 5000;
export const MAX_TAGS = 20;
export const MAX_TAG = 50;

/** 'Kaltakquise, Einwände,, CRM' → ['Kaltakquise', 'Einwände', 'CRM'], each once (any case). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}

export const clipFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Bitte gib einen Titel ein.')
    .max(MAX_TITLE, `Der Titel darf höchstens ${MAX_TITLE} Zeichen lang sein.`),
  description: z
    .string()
    .trim()
    .max(MAX_DESCRIPTION, `Die Beschreibung darf höchstens ${MAX_DESCRIPTION} Zeichen lang sein.`),
  /** Typed as 'Kaltakquise, Einwände'. */
  tags: z
    .string()
    .transform(parseTags)
    .pipe(
      z
        .array(z.string().max(MAX_TAG, `Ein Tag darf höchstens ${MAX_TAG} Zeichen lang sein.`))
        .max(MAX_TAGS, `Höchstens ${MAX_TAGS} Tags.`),
    ),
});

export type ClipFormValues = z.input<typeof clipFormSchema>;
export type ClipDetails = z.output<typeof clipFormSchema>;

export function emptyClipValues(title = ''): ClipFormValues {
  return { title, description: '', tags: '' };
}

/** The German message of a failed request (tRPC carries the server's). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Das hat nicht geklappt. Bitte versuche es erneut.';
}
