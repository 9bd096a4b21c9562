/**
 * The phone training's words, kinds, medals and limits (issue 25 §3): what the app's forms and
 * the server refuse alike (`@sprint/server/phoneTraining`). No drizzle, no Node modules.
 */

/** The kinds of call the library practises, in its order. */
export const SCENARIO_KINDS = [
  'kaltakquise',
  'gatekeeper',
  'bedarfsanalyse',
  'einwandbehandlung',
  'terminvereinbarung',
] as const;
export type ScenarioKind = (typeof SCENARIO_KINDS)[number];

export const SCENARIO_KIND_LABELS = {
  kaltakquise: 'Kaltakquise',
  gatekeeper: 'Gatekeeper',
  bedarfsanalyse: 'Bedarfsanalyse',
  einwandbehandlung: 'Einwandbehandlung',
  terminvereinbarung: 'Terminvereinbarung',
} as const satisfies Record<ScenarioKind, string>;

export const DIFFICULTIES = ['leicht', 'mittel', 'schwer'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_LABELS = {
  leicht: 'Leicht',
  mittel: 'Mittel',
  schwer: 'Schwer',
} as const satisfies Record<Difficulty, string>;

/** Who the person talks to. */
export type Persona = {
  name: string;
  role: string;
  company: string;
  /** How they behave on the phone ('kurz angebunden, skeptisch, mag Zahlen'). */
  personality: string;
  difficulty: Difficulty;
};

/**
 * One yes/no question of the scorecard, with its weight. `keywords` (comma-separated German
 * words or phrases) let the Vorlagen-Modus recognise it in what the person said; a connected
 * model judges by the text itself.
 */
export type Criterion = { id: string; text: string; weight: number; keywords: string };

export const DEFAULT_PASS_THRESHOLD = 70;
export const CRITERIA_MAX = 12;
export const WEIGHT_MAX = 10;

/** What the scorecard says about one criterion after the call (the 'Auswertung'). */
export type CriterionResult = {
  id: string;
  text: string;
  weight: number;
  passed: boolean;
  /** The person's own words that show it (verbatim from the transcript); null when not shown. */
  quote: string | null;
};

/** Lengths of a scenario's fields: the form's counters and the server's limits. */
export const SCENARIO_TITLE_MAX_CHARS = 120;
export const PERSONA_FIELD_MAX_CHARS = 120;
export const PERSONALITY_MAX_CHARS = 500;
export const GOAL_MAX_CHARS = 500;
export const OPENING_MAX_CHARS = 500;
export const CRITERION_TEXT_MAX_CHARS = 200;
export const KEYWORDS_MAX_CHARS = 300;

/** Medals by the scorecard's percentage (issue 25 §3). */
export const MEDALS = ['bronze', 'silber', 'gold'] as const;
export type Medal = (typeof MEDALS)[number];
export const MEDAL_LABELS = { bronze: 'Bronze', silber: 'Silber', gold: 'Gold' } as const;
export const MEDAL_THRESHOLDS = { bronze: 50, silber: 75, gold: 90 } as const satisfies Record<
  Medal,
  number
>;

export function medalFor(percent: number): Medal | null {
  if (percent >= MEDAL_THRESHOLDS.gold) return 'gold';
  if (percent >= MEDAL_THRESHOLDS.silber) return 'silber';
  if (percent >= MEDAL_THRESHOLDS.bronze) return 'bronze';
  return null;
}

/** The points ledger's sources of a medal (platform/points/model.ts): once per scenario and day. */
export const MEDAL_POINT_SOURCES = {
  bronze: 'phoneTraining.bronze',
  silber: 'phoneTraining.silver',
  gold: 'phoneTraining.gold',
} as const satisfies Record<Medal, string>;

export const TURN_MAX_CHARS = 2_000;
export const SESSION_TURNS_MAX = 60;

export const SCENARIO_NOT_FOUND = 'Szenario nicht gefunden.';
export const SESSION_NOT_FOUND = 'Übungsanruf nicht gefunden.';
export const ASSIGNMENT_NOT_FOUND = 'Zuweisung nicht gefunden.';
export const SESSION_FINISHED = 'Dieser Anruf ist schon beendet.';
export const SESSION_TOO_LONG = 'Ein Übungsanruf hat höchstens 60 Beiträge. Bitte lege auf.';
export const BUILT_IN_READ_ONLY =
  'Die Szenarien der Bibliothek lassen sich nicht ändern. Lege eine Kopie an.';
export const ASSIGNEE_NOT_MEMBER = 'Die Person ist kein Mitglied dieses Unternehmens.';
export const ASSIGN_ADMINS_ONLY = 'Nur Administratoren können Szenarien zuweisen.';
export const SCENARIO_ADMINS_ONLY =
  'Nur Administratoren können Szenarien anlegen, ändern und löschen.';
export const DUE_DATE_PAST = 'Das Fälligkeitsdatum darf nicht in der Vergangenheit liegen.';
export const TURN_EMPTY = 'Bitte sag oder schreib etwas.';
export const TURN_TOO_LONG = 'Ein Beitrag darf höchstens 2.000 Zeichen lang sein.';
export const NOTHING_SAID = 'Du hast in diesem Anruf noch nichts gesagt.';

/** What the call screen says about voice (issue 25 §3): the browser's vendor hears it. */
export const VOICE_NOTE =
  'Spracheingabe und Vorlesen übernimmt dein Browser: Bei Chrome und Edge verarbeitet der Hersteller die Aufnahme auf seinen Servern. Du kannst jederzeit schreiben statt sprechen.';
