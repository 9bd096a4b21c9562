/**
 * The AI chats' German system prompts, one per category (issue 25 §2), and a conversation's
 * title. Each prompt asks for exactly the Markdown format structured.ts reads, so a model's answer
 * renders like the Vorlagen-Modus' one. Only values that are set go in.
 */
import {
  CHAT_CATEGORY_SETUP,
  OBJECTION_TYPES,
  PLATFORM_LIMITS,
  type BrandProfile,
  type ChatCategory,
  type LeadContext,
} from './model';
import {
  CALENDAR_FORMATS,
  CALENDAR_TABLE_HEADER,
  HOOK_TABLE_HEADER,
  OBJECTION_TYPE_LABEL,
  PAIN_OPENING_HEADING,
  PAIN_POINTS_HEADING,
  VIDEO_VISUAL_LABEL,
  berlinDay,
  germanDate,
} from './structured';
import { WORDS_PER_SECOND, postLengthRange, videoSeconds } from './templates';

export type PromptInput = {
  category: ChatCategory;
  /** The form's values as `checkedVariables` returns them. */
  variables: Readonly<Record<string, string>>;
  profile?: BrandProfile | null;
  lead?: LeadContext | null;
  today: Date;
};

const longDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const thousands = (n: number) => n.toLocaleString('de-DE');

const ROLES: Record<ChatCategory, string> = {
  allgemein: 'ein erfahrener Vertriebscoach für B2B-Vertrieb im deutschsprachigen Raum',
  postgenerator: 'ein Texter für Social-Media-Beiträge im B2B-Vertrieb',
  'pain-point-scanner': 'ein Vertriebsanalyst, der Texte von Unternehmen und Personen auswertet',
  'video-skript-generator': 'ein Autor kurzer Social-Media-Videos für den B2B-Vertrieb',
  'hook-vergleichs-chat': 'ein Experte für Hooks, die ersten Sätze von Beiträgen und Videos',
  'content-kalender': 'ein Content-Stratege, der Redaktionspläne für B2B-Vertrieb erstellt',
  'objection-handler': 'ein auf Einwandbehandlung spezialisierter Vertriebstrainer',
};

function postTask(variables: Readonly<Record<string, string>>): string {
  const platform = variables.plattform ?? 'LinkedIn';
  const [min, max] = postLengthRange(variables.laenge ?? 'Mittel', platform);
  const limit = PLATFORM_LIMITS[platform];
  return [
    'Schreib genau drei Varianten des gewünschten Beitrags in unterschiedlichen Stilen (z. B. Storytelling, Liste, Frage).',
    '',
    'Format:',
    '- Vor der ersten Variante höchstens ein kurzer Satz.',
    '- Jede Variante beginnt mit einer eigenen Zeile `### Variante N – Stil` (N = 1, 2, 3; Gedankenstrich „–“), z. B. `### Variante 1 – Storytelling`.',
    '- Darunter nur der fertige Beitragstext: keine Erklärung, keine Zeichenzahl, keine Trennlinie, kein Markdown (Plattformen zeigen es nicht an); Absätze mit Leerzeilen, Hashtags am Ende.',
    `- Länge je Variante: ${thousands(min)}–${thousands(max)} Zeichen inklusive Leerzeichen${limit ? `; ${platform} erlaubt höchstens ${thousands(limit)} Zeichen` : ''}.`,
    '- Die erste Zeile ist der Hook: Sie entscheidet, ob jemand weiterliest.',
  ].join('\n');
}

function videoTask(variables: Readonly<Record<string, string>>): string {
  const total = videoSeconds(variables, '');
  const split = total - 7;
  return [
    `Schreib das Skript für ein Video von ${total} Sekunden.`,
    '',
    'Format, genau diese drei Abschnitte:',
    '### Hook (0–3 s)',
    `### Hauptteil (3–${split} s)`,
    `### Call to Action (${split}–${total} s)`,
    `Unter jeder Überschrift der gesprochene Text (etwa ${String(WORDS_PER_SECOND).replace('.', ',')} Wörter pro Sekunde), danach genau eine Zeile \`${VIDEO_VISUAL_LABEL} …\`, die beschreibt, was zu sehen ist. Der Hook hat höchstens acht Wörter.`,
  ].join('\n');
}

const TASKS: Record<ChatCategory, (input: PromptInput) => string> = {
  allgemein: () =>
    [
      'Beantworte Fragen rund um Vertrieb, Texte und Organisation: konkret, umsetzbar, ohne Floskeln.',
      '',
      'Format: Markdown mit kurzen Absätzen; Listen und `###`-Überschriften, wo sie helfen. Texte für Kunden in der Sie-Form, außer die Person wünscht etwas anderes.',
      'Passt eine Anfrage besser zu einem anderen Chat in Sprint (Postgenerator, Pain-Point-Scanner, Video-Skript-Generator, Hook-Vergleichs-Chat, Content-Kalender, Objection-Handler), beantworte sie trotzdem und weise kurz darauf hin.',
    ].join('\n'),
  postgenerator: ({ variables }) => postTask(variables),
  'pain-point-scanner': () =>
    [
      'Die Person fügt einen Text ein (Profil, Website, Stellenanzeige). Finde die Probleme, die der Text erkennen lässt – nur, was er belegt; erfinde nichts.',
      '',
      'Format:',
      PAIN_POINTS_HEADING,
      '1. **Pain Point in wenigen Worten** – „kurzes wörtliches Zitat aus dem Text als Beleg“',
      '(eine nummerierte Zeile pro Pain Point, höchstens sechs, der wichtigste zuerst)',
      PAIN_OPENING_HEADING,
      'Genau ein Satz für den Einstieg in die erste Nachricht, in Anführungszeichen und in der Sie-Form, der an den wichtigsten Pain Point anknüpft.',
      '',
      'Lässt der Text keine Pain Points erkennen, sag das ehrlich und bitte um mehr Text (z. B. Über-uns-Seite, Stellenanzeige, LinkedIn-Info).',
    ].join('\n'),
  'video-skript-generator': ({ variables }) => videoTask(variables),
  'hook-vergleichs-chat': () =>
    [
      'Die Person schreibt ihre Hooks untereinander, einen pro Zeile (Aufzählungszeichen, Nummern und Anführungszeichen gehören nicht dazu). Bewerte jeden für Plattform und Zielgruppe: Neugier, Klarheit, Länge, Konkretheit.',
      '',
      'Format:',
      `- Eine Tabelle mit genau dieser Kopfzeile: \`${HOOK_TABLE_HEADER}\`, darunter \`| --- | --- | --- |\`.`,
      '- Eine Zeile pro Hook: der Hook wörtlich, der Score als `N/10` (ganze Zahl von 1 bis 10), die Begründung in einem Satz. Sortiert vom besten zum schwächsten.',
      '- Nach der Tabelle genau eine Zeile `Empfehlung: …` mit dem besten Hook und einem konkreten Verbesserungsvorschlag.',
    ].join('\n'),
  'content-kalender': ({ variables, today }) => {
    const span = variables.zeitraum ?? '2 Wochen';
    return [
      `Erstelle einen Redaktionsplan für ${span} ab dem ersten Tag nach heute (${germanDate(berlinDay(today))}): zwei Beiträge pro Woche, dienstags und donnerstags, sofern die Person nichts anderes wünscht.`,
      '',
      'Format:',
      '- Vor der Tabelle höchstens ein Satz, danach höchstens ein Tipp in einer Zeile.',
      `- Eine Tabelle mit genau dieser Kopfzeile: \`${CALENDAR_TABLE_HEADER}\`, darunter \`| --- | --- | --- | --- | --- |\`.`,
      `- Eine Zeile pro Beitrag; Datum als TT.MM.JJJJ; Format abwechselnd ${CALENDAR_FORMATS.join(', ')}; Thema in wenigen Worten; Hook als ausformulierter erster Satz.`,
    ].join('\n');
  },
  'objection-handler': ({ variables }) =>
    [
      `Die Person nennt einen Einwand von Kunden. Ordne ihn einem Typ zu (${OBJECTION_TYPES.join(', ')}) und hilf, ihn zu beantworten.${variables.einwandtyp ? ` Der Typ ist vorgegeben: „${variables.einwandtyp}“.` : ''}`,
      '',
      'Format:',
      `- Erste Zeile genau: \`${OBJECTION_TYPE_LABEL} Typ\`, z. B. \`${OBJECTION_TYPE_LABEL} Preis\`.`,
      '- `### Verstehen`: was hinter dem Einwand steckt, zwei bis drei Sätze an die Person.',
      '- `### Antwort`: eine Antwort zum Sagen oder Schreiben, in Anführungszeichen, in der Sie-Form an den Kunden, ohne Druck und ohne Rabatt als erste Reaktion.',
      '- `### Rückfrage`: genau eine offene Frage, die das Gespräch wieder öffnet.',
    ].join('\n'),
};

/** A profile or lead value on one line, or as a quote block when it has several. */
function field(label: string, value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (!text.includes('\n')) return `- ${label}: ${text}`;
  const quoted = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line.trim() ? `  > ${line.trimEnd()}` : '  >'))
    .join('\n');
  return `- ${label}:\n${quoted}`;
}

function section(title: string, rows: (string | null)[], note?: string): string | null {
  const present = rows.filter((row): row is string => row !== null);
  if (!present.length) return null;
  return [`## ${title}`, ...(note ? [note] : []), ...present].join('\n');
}

/** The system prompt of a category with the form's values, the profile, the lead and today. */
export function systemPrompt({ category, variables, profile, lead, today }: PromptInput): string {
  const head = [
    `Du bist ${ROLES[category]}. Du arbeitest in Sprint, einer Software für Vertrieb und Outreach.`,
    'Antworte immer auf Deutsch und sprich die Person, mit der du schreibst, mit „du“ an. Erfinde keine Zahlen, Kunden oder Fakten.',
    `Heute ist ${longDate.format(today)} (Europe/Berlin).`,
  ].join('\n');
  const form = section(
    'Angaben aus dem Formular',
    CHAT_CATEGORY_SETUP[category].variables.map((variable) =>
      field(variable.label, variables[variable.key]),
    ),
  );
  const brand = section(
    'Marke & Angebot',
    [
      field('Angebot', profile?.offer),
      field('Zielgruppe', profile?.audience),
      field('Tonalität', profile?.tone),
      field('Beispiele für den Stil', profile?.examples),
    ],
    'Das Unternehmen der Person; nutze es, wo es passt. Angaben aus dem Formular gehen vor.',
  );
  const leadSection = lead
    ? section(
        'Lead aus dem CRM',
        [
          field('Unternehmen', lead.companyName),
          field('Ansprechpartner', lead.contactName),
          field('Website', lead.website),
          field('Status', lead.status),
          field('Nächster Schritt', lead.nextStep),
          field('Tags', lead.tags.join(', ')),
        ],
        'Beziehe die Antwort auf diesen Lead; sprich den Ansprechpartner mit Namen an, wo es passt.',
      )
    : null;
  return [
    head,
    `## Aufgabe\n${TASKS[category]({ category, variables, profile, lead, today })}`,
    form,
    brand,
    leadSection,
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n');
}

export const CHAT_TITLE_MAX_CHARS = 60;
export const UNTITLED_CHAT = 'Neue Unterhaltung';

/**
 * A conversation's title from its first question: the first line that has text, whitespace
 * collapsed, cut after a whole word to at most 60 characters with '…'.
 */
export function chatTitle(question: string): string {
  const line = question
    .split(/\r\n?|\n/)
    .map((row) => row.replace(/\s+/g, ' ').trim())
    .find(Boolean);
  if (!line) return UNTITLED_CHAT;
  const chars = [...line];
  if (chars.length <= CHAT_TITLE_MAX_CHARS) return line;
  const room = chars.slice(0, CHAT_TITLE_MAX_CHARS).join('');
  const space = room.lastIndexOf(' ');
  const cut =
    space >= CHAT_TITLE_MAX_CHARS / 2
      ? room.slice(0, space)
      : chars.slice(0, CHAT_TITLE_MAX_CHARS - 1).join('');
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}
