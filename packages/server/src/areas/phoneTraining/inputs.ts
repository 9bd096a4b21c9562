/** The phone training's input schemas (server only: zod stays out of the app's first paint). */
import { z } from 'zod';
import {
  CRITERIA_MAX,
  CRITERION_TEXT_MAX_CHARS,
  DEFAULT_PASS_THRESHOLD,
  DIFFICULTIES,
  GOAL_MAX_CHARS,
  KEYWORDS_MAX_CHARS,
  OPENING_MAX_CHARS,
  PERSONA_FIELD_MAX_CHARS,
  PERSONALITY_MAX_CHARS,
  SCENARIO_KINDS,
  SCENARIO_TITLE_MAX_CHARS,
  TURN_EMPTY,
  TURN_MAX_CHARS,
  TURN_TOO_LONG,
  WEIGHT_MAX,
} from './model';

export const scenarioKind = z.enum(SCENARIO_KINDS, { error: 'Bitte wähle eine Gesprächsart.' });

const required = (max: number, empty: string, tooLong: string) =>
  z.string().trim().min(1, empty).max(max, tooLong);

const persona = z.strictObject({
  name: required(
    PERSONA_FIELD_MAX_CHARS,
    'Bitte gib den Namen der Person ein.',
    `Der Name darf höchstens ${PERSONA_FIELD_MAX_CHARS} Zeichen lang sein.`,
  ),
  role: required(
    PERSONA_FIELD_MAX_CHARS,
    'Bitte gib die Rolle der Person ein.',
    `Die Rolle darf höchstens ${PERSONA_FIELD_MAX_CHARS} Zeichen lang sein.`,
  ),
  company: required(
    PERSONA_FIELD_MAX_CHARS,
    'Bitte gib das Unternehmen der Person ein.',
    `Das Unternehmen darf höchstens ${PERSONA_FIELD_MAX_CHARS} Zeichen lang sein.`,
  ),
  personality: z
    .string()
    .trim()
    .max(
      PERSONALITY_MAX_CHARS,
      `Die Persönlichkeit darf höchstens ${PERSONALITY_MAX_CHARS} Zeichen lang sein.`,
    ),
  difficulty: z.enum(DIFFICULTIES, { error: 'Bitte wähle einen Schwierigkeitsgrad.' }),
});

const criterion = z.strictObject({
  /** Kept when a criterion is edited (the history's results name it); new ones get one. */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Ungültige Kennung eines Kriteriums.')
    .optional(),
  text: required(
    CRITERION_TEXT_MAX_CHARS,
    'Bitte beschreib das Kriterium.',
    `Ein Kriterium darf höchstens ${CRITERION_TEXT_MAX_CHARS} Zeichen lang sein.`,
  ),
  weight: z
    .number()
    .int(`Das Gewicht muss eine ganze Zahl von 1 bis ${WEIGHT_MAX} sein.`)
    .min(1, `Das Gewicht muss eine ganze Zahl von 1 bis ${WEIGHT_MAX} sein.`)
    .max(WEIGHT_MAX, `Das Gewicht muss eine ganze Zahl von 1 bis ${WEIGHT_MAX} sein.`),
  keywords: required(
    KEYWORDS_MAX_CHARS,
    'Bitte gib Stichwörter ein, an denen der Vorlagen-Modus das Kriterium erkennt.',
    `Die Stichwörter dürfen höchstens ${KEYWORDS_MAX_CHARS} Zeichen lang sein.`,
  ),
});

const scenarioFields = {
  kind: scenarioKind,
  title: required(
    SCENARIO_TITLE_MAX_CHARS,
    'Bitte gib einen Titel ein.',
    `Der Titel darf höchstens ${SCENARIO_TITLE_MAX_CHARS} Zeichen lang sein.`,
  ),
  persona,
  goal: required(
    GOAL_MAX_CHARS,
    'Bitte beschreib das Ziel des Anrufs.',
    `Das Ziel darf höchstens ${GOAL_MAX_CHARS} Zeichen lang sein.`,
  ),
  /** The persona's first line; empty gives the kind's usual one. */
  opening: z
    .string()
    .trim()
    .max(OPENING_MAX_CHARS, `Der erste Satz darf höchstens ${OPENING_MAX_CHARS} Zeichen lang sein.`)
    .optional(),
  criteria: z
    .array(criterion)
    .min(1, 'Bitte lege mindestens ein Kriterium an.')
    .max(CRITERIA_MAX, `Höchstens ${CRITERIA_MAX} Kriterien.`),
  passThreshold: z
    .number()
    .int('Die Bestehensgrenze muss eine ganze Zahl von 1 bis 100 sein.')
    .min(1, 'Die Bestehensgrenze muss eine ganze Zahl von 1 bis 100 sein.')
    .max(100, 'Die Bestehensgrenze muss eine ganze Zahl von 1 bis 100 sein.')
    .default(DEFAULT_PASS_THRESHOLD),
};

export const createScenarioInput = z.strictObject(scenarioFields);
export type ScenarioFields = z.infer<typeof createScenarioInput>;

export const updateScenarioInput = z.strictObject({ scenarioId: z.uuid(), ...scenarioFields });

export const listScenariosInput = z.strictObject({ kind: scenarioKind.optional() }).optional();

export const scenarioRef = z.strictObject({ scenarioId: z.uuid() });
export const sessionRef = z.strictObject({ sessionId: z.uuid() });
export const assignmentRef = z.strictObject({ assignmentId: z.uuid() });

export const turnInput = z.strictObject({
  sessionId: z.uuid(),
  text: z.string().trim().min(1, TURN_EMPTY).max(TURN_MAX_CHARS, TURN_TOO_LONG),
});

export const listSessionsInput = z.strictObject({ scenarioId: z.uuid().optional() }).optional();

const INVALID_DATE = 'Bitte gib ein gültiges Datum ein.';

/** A calendar day as the date field sends it (YYYY-MM-DD), a real one between 2000 and 2100. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DATE)
  .refine((value) => {
    const [year = 0, month = 0, date = 0] = value.split('-').map(Number);
    const check = new Date(Date.UTC(year, month - 1, date));
    return check.getUTCMonth() === month - 1 && check.getUTCDate() === date;
  }, INVALID_DATE)
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', {
    message: 'Das Datum muss zwischen 2000 und 2100 liegen.',
  });

export const createAssignmentInput = z.strictObject({
  scenarioId: z.uuid(),
  userId: z.uuid(),
  dueDate: day,
});
