/**
 * What a connected model reads (issue 25 §3): the persona's role-play instructions, and the
 * judge's instructions for the 'Auswertung'. German, like the calls.
 */
import {
  DIFFICULTY_LABELS,
  SCENARIO_KIND_LABELS,
  type Criterion,
  type Difficulty,
  type Persona,
  type ScenarioKind,
} from './model';

const SITUATIONS: Record<ScenarioKind, string> = {
  kaltakquise:
    'Du wirst unerwartet angerufen. Du kennst den Anrufer nicht und bist mitten in deiner Arbeit.',
  gatekeeper:
    'Du nimmst die Anrufe für deine Geschäftsführung an. Du entscheidest, wer durchgestellt wird, und stellst niemanden ohne guten Grund durch.',
  bedarfsanalyse:
    'Du hast einem Termin zugestimmt, um über eure Lage im Vertrieb zu sprechen. Du erzählst offen, wenn man dich gut fragt, aber du redest nicht von selbst drauflos.',
  einwandbehandlung:
    'Du hast schon einen Anbieter und findest das Angebot des Anrufers zu teuer. Das sagst du gleich am Anfang.',
  terminvereinbarung:
    'Ihr habt schon einmal gesprochen; jetzt soll ein fester Termin her. Dein Kalender ist voll, und du weichst gern aus.',
};

const RESISTANCE: Record<Difficulty, string> = {
  leicht:
    'Du bist grundsätzlich aufgeschlossen. Nach einem vernünftigen Argument stimmst du zu; höchstens einen leichten Einwand bringst du.',
  mittel:
    'Du bringst einen echten Einwand (zum Beispiel: schon versorgt, keine Zeit, schicken Sie Unterlagen) und gibst erst nach, wenn der Anrufer verständnisvoll darauf eingeht und einen konkreten Nutzen nennt.',
  schwer:
    'Du bist skeptisch und unter Zeitdruck. Bring mindestens zwei verschiedene Einwände, bevor du einem nächsten Schritt zustimmst. Auf Floskeln und Druck reagierst du kurz angebunden; drängt der Anrufer weiter, beendest du das Gespräch höflich.',
};

/** The persona's instructions for a model: stay in character, talk like on the phone. */
export function personaPrompt(scenario: {
  kind: ScenarioKind;
  persona: Persona;
  goal: string;
}): string {
  const { persona } = scenario;
  return [
    `Du spielst in einem Telefontraining für Vertriebsmitarbeiter eine Person am Telefon. Gesprächsart: ${SCENARIO_KIND_LABELS[scenario.kind]}.`,
    '',
    `Du bist ${persona.name}, ${persona.role} bei ${persona.company}.`,
    persona.personality ? `Deine Art am Telefon: ${persona.personality}.` : '',
    SITUATIONS[scenario.kind],
    `Schwierigkeit „${DIFFICULTY_LABELS[persona.difficulty]}“: ${RESISTANCE[persona.difficulty]}`,
    '',
    `Was der Anrufer erreichen will (das ist sein Ziel, nicht deins; du kennst es offiziell nicht und hilfst nicht nach): ${scenario.goal}`,
    '',
    'Regeln:',
    '- Bleib immer in deiner Rolle. Sag nie, dass du eine KI, ein Modell oder ein Training bist.',
    '- Antworte wie am Telefon: kurze, gesprochene Sätze, meist ein bis drei. Keine Aufzählungen, kein Markdown, keine Regieanweisungen.',
    '- Sprich Deutsch und sieze den Anrufer, solange er dir nicht das Du anbietet.',
    '- Gib keine Tipps, keine Bewertung und kein Feedback zum Gespräch. Nenne keine Kriterien und keine Punkte.',
    '- Reagiere auf das, was der Anrufer wirklich sagt: Gute Fragen beantwortest du ehrlich, Floskeln und Druck machen dich zurückhaltender.',
    '- Stimmst du einem Termin zu, dann nur einem mit konkretem Tag und konkreter Uhrzeit.',
  ]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n');
}

/** The judge's instructions: JSON per criterion, a verbatim quote of the caller's words. */
export const JUDGE_PROMPT = [
  'Du bewertest ein Übungstelefonat aus einem Vertriebstraining anhand einer Checkliste.',
  'Für jedes Kriterium entscheidest du, ob der Anrufer es im Gespräch gezeigt hat (ja oder nein).',
  'Belege jedes erfüllte Kriterium mit einem wörtlichen Zitat aus den Beiträgen des Anrufers: unverändert kopiert, höchstens zwei Sätze. Ohne passendes Zitat gilt das Kriterium als nicht erfüllt.',
  'Zitiere nie die andere Person.',
  'Antworte nur mit JSON in genau dieser Form, ohne weiteren Text:',
  '{"criteria":[{"id":"<id>","passed":true,"quote":"<Zitat>"},{"id":"<id>","passed":false,"quote":null}]}',
].join('\n');

/** The judge's input: the checklist and the call, the caller's turns marked. */
export function judgeInput(input: {
  criteria: readonly Criterion[];
  personaName: string;
  turns: readonly { role: 'person' | 'persona'; text: string }[];
}): string {
  const checklist = input.criteria
    .map((criterion) => `- id "${criterion.id}": ${criterion.text}`)
    .join('\n');
  const transcript = input.turns
    .map((turn) => `${turn.role === 'person' ? 'Anrufer' : input.personaName}: ${turn.text}`)
    .join('\n');
  return `Checkliste:\n${checklist}\n\nGespräch:\n${transcript}`;
}
