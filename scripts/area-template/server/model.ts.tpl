/**
 * The __Area__ area's inputs and messages without a database: the app imports them
 * (`@sprint/server/__area__`), so forms and server refuse the same things with the same words.
 */
import { z } from 'zod';

export const __AREA_CONST___ITEM_NOT_FOUND = 'Eintrag nicht gefunden.';
export const __AREA_CONST___TITLE_MAX = 200;

export const create__Area__ItemInput = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Bitte gib einen Titel ein.')
    .max(__AREA_CONST___TITLE_MAX, `Der Titel darf höchstens ${__AREA_CONST___TITLE_MAX} Zeichen lang sein.`),
});

export type Create__Area__ItemInput = z.input<typeof create__Area__ItemInput>;

export const __area__ItemRef = z.strictObject({ itemId: z.uuid() });
