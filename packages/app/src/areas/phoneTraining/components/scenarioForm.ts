import { z } from 'zod';
import {
  CRITERIA_MAX,
  CRITERION_TEXT_MAX_CHARS,
  DEFAULT_PASS_THRESHOLD,
  DIFFICULTIES,
  GOAL_MAX_CHARS,
  KEYWORDS_MAX_CHARS,
  OPENING_MAX_CHARS,
  PERSONALITY_MAX_CHARS,
  PERSONA_FIELD_MAX_CHARS,
  SCENARIO_KINDS,
  SCENARIO_TITLE_MAX_CHARS,
  WEIGHT_MAX,
  type ScenarioKind,
} from '@sprint/server/phoneTraining';
import type { ScenarioDetail, ScenarioInput } from '../queries';

/*
 * The scenario editor's fields, named as the server's input names them, so a refusal's field
 * paths ('persona.name', 'criteria.1.keywords') land under the right field. The rules and words
 * are the server's (its inputs.ts, which stays out of the app's bundle; the limits come from
 * the model), so the form refuses what the server would, before sending.
 */

const required = (max: number, empty: string, tooLong: string) =>
  z.string().trim().min(1, empty).max(max, tooLong);

/** A whole number from a NumberField (null while empty) within `min`..`max`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .number()
    .nullable()
    .transform((value) => value ?? Number.NaN)
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

const criterionSchema = z.object({
  /**
   * An edited criterion keeps its id (the history's results name it). Not `id`: the form's
   * field array keys its rows by that name.
   */
  criterionId: z.string().optional(),
  text: required(
    CRITERION_TEXT_MAX_CHARS,
    'Bitte beschreib das Kriterium.',
    `Ein Kriterium darf höchstens ${CRITERION_TEXT_MAX_CHARS} Zeichen lang sein.`,
  ),
  weight: wholeNumber(
    1,
    WEIGHT_MAX,
    `Das Gewicht muss eine ganze Zahl von 1 bis ${WEIGHT_MAX} sein.`,
  ),
  keywords: required(
    KEYWORDS_MAX_CHARS,
    'Bitte gib Stichwörter ein, an denen der Vorlagen-Modus das Kriterium erkennt.',
    `Die Stichwörter dürfen höchstens ${KEYWORDS_MAX_CHARS} Zeichen lang sein.`,
  ),
});

export const scenarioFormSchema = z.object({
  kind: z.enum(SCENARIO_KINDS, { error: 'Bitte wähle eine Gesprächsart.' }),
  title: required(
    SCENARIO_TITLE_MAX_CHARS,
    'Bitte gib einen Titel ein.',
    `Der Titel darf höchstens ${SCENARIO_TITLE_MAX_CHARS} Zeichen lang sein.`,
  ),
  persona: z.object({
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
  }),
  goal: required(
    GOAL_MAX_CHARS,
    'Bitte beschreib das Ziel des Anrufs.',
    `Das Ziel darf höchstens ${GOAL_MAX_CHARS} Zeichen lang sein.`,
  ),
  opening: z
    .string()
    .trim()
    .max(
      OPENING_MAX_CHARS,
      `Der erste Satz darf höchstens ${OPENING_MAX_CHARS} Zeichen lang sein.`,
    ),
  criteria: z
    .array(criterionSchema)
    .min(1, 'Bitte lege mindestens ein Kriterium an.')
    .max(CRITERIA_MAX, `Höchstens ${CRITERIA_MAX} Kriterien.`),
  passThreshold: wholeNumber(
    1,
    100,
    'Die Bestehensgrenze muss eine ganze Zahl von 1 bis 100 sein.',
  ),
});

/** As the form holds them: numbers are null while their field is empty. */
export type ScenarioFormValues = z.input<typeof scenarioFormSchema>;
export type ScenarioFormOutput = z.output<typeof scenarioFormSchema>;

export const emptyCriterion = (): ScenarioFormValues['criteria'][number] => ({
  text: '',
  weight: 1,
  keywords: '',
});

/** A new scenario's fields: of the kind the library shows (or the first), one empty criterion. */
export function emptyScenarioValues(kind: ScenarioKind = SCENARIO_KINDS[0]): ScenarioFormValues {
  return {
    kind,
    title: '',
    persona: { name: '', role: '', company: '', personality: '', difficulty: 'mittel' },
    goal: '',
    opening: '',
    criteria: [emptyCriterion()],
    passThreshold: DEFAULT_PASS_THRESHOLD,
  };
}

/**
 * A scenario's fields to edit it, or — `copy` — to start a new one from it ('Als Kopie
 * bearbeiten'), titled as a copy.
 */
export function scenarioToValues(scenario: ScenarioDetail, copy = false): ScenarioFormValues {
  const title = copy ? `${scenario.title} (Kopie)` : scenario.title;
  return {
    kind: scenario.kind,
    title: title.slice(0, SCENARIO_TITLE_MAX_CHARS),
    persona: { ...scenario.persona },
    goal: scenario.goal,
    opening: scenario.opening,
    criteria: scenario.criteria.map(({ id, text, weight, keywords }) => ({
      criterionId: id,
      text,
      weight,
      keywords,
    })),
    passThreshold: scenario.passThreshold,
  };
}

/** The form's values as the API takes them; an empty opening is the kind's usual one. */
export function toScenarioInput(values: ScenarioFormOutput): ScenarioInput {
  const { opening, criteria, ...rest } = values;
  return {
    ...rest,
    ...(opening ? { opening } : {}),
    criteria: criteria.map(({ criterionId, ...criterion }) =>
      criterionId ? { id: criterionId, ...criterion } : criterion,
    ),
  };
}
