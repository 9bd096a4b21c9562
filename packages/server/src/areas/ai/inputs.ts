/** The AI chats' input schemas (server only: zod stays out of the app's first paint). */
import { z } from 'zod';
import {
  CHAT_CATEGORIES,
  MESSAGE_EMPTY,
  MESSAGE_MAX_CHARS,
  MESSAGE_TOO_LONG,
  PROFILE_FIELD_MAX_CHARS,
  TITLE_MAX_CHARS,
  UNKNOWN_CATEGORY,
  VARIABLE_MAX_CHARS,
} from './model';

export const category = z.enum(CHAT_CATEGORIES, { error: UNKNOWN_CATEGORY });

const text = z.string().trim().min(1, MESSAGE_EMPTY).max(MESSAGE_MAX_CHARS, MESSAGE_TOO_LONG);

const variables = z
  .record(
    z.string().max(40),
    z.string().max(VARIABLE_MAX_CHARS, `Höchstens ${VARIABLE_MAX_CHARS} Zeichen je Feld.`),
  )
  .refine((value) => Object.keys(value).length <= 12, 'Zu viele Felder.')
  .default({});

const common = {
  category,
  variables,
  leadId: z.uuid().nullish(),
};

/** `POST /api/ai/chat`: a new question, an edited last question, or another answer. */
export const turnInput = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('send'), chatId: z.uuid().optional(), text, ...common }),
  z.strictObject({
    action: z.literal('edit'),
    chatId: z.uuid(),
    messageId: z.uuid(),
    text,
    ...common,
  }),
  z.strictObject({
    action: z.literal('regenerate'),
    chatId: z.uuid(),
    messageId: z.uuid(),
    ...common,
  }),
]);
export type TurnInput = z.infer<typeof turnInput>;

export const chatRef = z.strictObject({ chatId: z.uuid() });

export const listChatsInput = z.strictObject({
  category,
  search: z.string().trim().max(200).optional(),
  cursor: z.string().max(200).optional(),
});

export const renameChatInput = z.strictObject({
  chatId: z.uuid(),
  title: z
    .string()
    .trim()
    .min(1, 'Bitte gib einen Titel ein.')
    .max(TITLE_MAX_CHARS, `Der Titel darf höchstens ${TITLE_MAX_CHARS} Zeichen lang sein.`),
});

export const selectVersionInput = z.strictObject({ chatId: z.uuid(), messageId: z.uuid() });

const profileField = z
  .string()
  .trim()
  .max(PROFILE_FIELD_MAX_CHARS, `Höchstens ${PROFILE_FIELD_MAX_CHARS} Zeichen je Feld.`);

export const profileInput = z.strictObject({
  offer: profileField,
  audience: profileField,
  tone: profileField,
  examples: profileField,
});

/** A company's own model; `apiKey` left out keeps the stored one, '' removes it. */
const connection = z
  .strictObject({
    // http too: a self-hosted server in the company's network (Ollama, vLLM) often has no TLS.
    baseUrl: z
      .url({ protocol: /^https?$/, error: 'Bitte gib eine Adresse mit http:// oder https:// ein.' })
      .max(2048),
    model: z.string().trim().min(1, 'Bitte gib den Namen des Modells ein.').max(200),
    apiKey: z.string().trim().max(500).optional(),
  })
  .nullable();

/** The customer console's company (employees work on any). */
export const consoleCompany = z.strictObject({ customerId: z.uuid() });

export const connectionInput = z.strictObject({ customerId: z.uuid(), connection });

export const quotasInput = z.strictObject({
  customerId: z.uuid(),
  dailyQuota: z
    .number()
    .int('Bitte gib eine ganze Zahl ein.')
    .min(0)
    .max(10_000, 'Höchstens 10.000 Anfragen pro Tag.'),
  monthlyQuota: z
    .number()
    .int('Bitte gib eine ganze Zahl ein.')
    .min(0)
    .max(1_000_000, 'Höchstens 1.000.000 Anfragen pro Monat.'),
});
