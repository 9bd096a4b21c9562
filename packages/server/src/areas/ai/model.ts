/**
 * The AI chats' words, categories, variables and limits: what the app's forms and the server
 * refuse alike (`@sprint/server/ai`). No drizzle, no Node modules.
 */

/** The seven chats of the sidebar (spec §2), in its order; the slug is the address's `category`. */
export const CHAT_CATEGORIES = [
  'allgemein',
  'postgenerator',
  'pain-point-scanner',
  'video-skript-generator',
  'hook-vergleichs-chat',
  'content-kalender',
  'objection-handler',
] as const;
export type ChatCategory = (typeof CHAT_CATEGORIES)[number];

export const CHAT_CATEGORY_LABELS = {
  allgemein: 'Allgemein',
  postgenerator: 'Postgenerator',
  'pain-point-scanner': 'Pain-Point-Scanner',
  'video-skript-generator': 'Video-Skript-Generator',
  'hook-vergleichs-chat': 'Hook-Vergleichs-Chat',
  'content-kalender': 'Content-Kalender',
  'objection-handler': 'Objection-Handler',
} as const satisfies Record<ChatCategory, string>;

export function isChatCategory(value: unknown): value is ChatCategory {
  return typeof value === 'string' && (CHAT_CATEGORIES as readonly string[]).includes(value);
}

export const PLATFORMS = ['LinkedIn', 'Instagram', 'Facebook', 'X', 'TikTok', 'YouTube'] as const;
export const TONES = ['Professionell', 'Locker', 'Inspirierend', 'Provokant'] as const;
export const LENGTHS = ['Kurz', 'Mittel', 'Lang'] as const;
export const VIDEO_LENGTHS = ['30 Sekunden', '60 Sekunden', '90 Sekunden'] as const;
export const CALENDAR_SPANS = ['1 Woche', '2 Wochen', '4 Wochen'] as const;
/** The objection types the Objection-Handler answers by (issue 25 §2). */
export const OBJECTION_TYPES = ['Preis', 'Zeit', 'Vertrauen', 'Bedarf', 'Entscheider'] as const;
export type ObjectionType = (typeof OBJECTION_TYPES)[number];

/** A field of a category's small form above the input; its value goes into the prompt. */
export type ChatVariable =
  | { key: string; label: string; kind: 'text'; placeholder?: string }
  | { key: string; label: string; kind: 'select'; options: readonly string[] };

export const VARIABLE_MAX_CHARS = 300;

const topic = (placeholder: string): ChatVariable => ({
  key: 'thema',
  label: 'Thema',
  kind: 'text',
  placeholder,
});
const audience: ChatVariable = {
  key: 'zielgruppe',
  label: 'Zielgruppe',
  kind: 'text',
  placeholder: 'z. B. Geschäftsführer im Mittelstand',
};
const tone: ChatVariable = {
  key: 'tonalitaet',
  label: 'Tonalität',
  kind: 'select',
  options: TONES,
};
const platform = (options: readonly string[] = PLATFORMS): ChatVariable => ({
  key: 'plattform',
  label: 'Plattform',
  kind: 'select',
  options,
});

/** Per category: what it is for, its starters and its form (issue 25 §2). */
export const CHAT_CATEGORY_SETUP: Record<
  ChatCategory,
  { description: string; starters: readonly string[]; variables: readonly ChatVariable[] }
> = {
  allgemein: {
    description: 'Frag alles rund um Vertrieb, Texte und Organisation.',
    starters: [
      'Wie strukturiere ich ein Erstgespräch in 20 Minuten?',
      'Formuliere eine freundliche Nachfass-Nachricht nach einem Angebot.',
      'Welche Kennzahlen sollte ich im Vertrieb wöchentlich prüfen?',
    ],
    variables: [tone],
  },
  postgenerator: {
    description: 'Drei Varianten für deinen nächsten Beitrag, mit Zeichenzahl.',
    starters: [
      'Schreib einen Beitrag über unseren größten Kundenerfolg.',
      'Ein Beitrag mit drei Tipps für bessere Erstgespräche.',
      'Ein persönlicher Beitrag über einen Fehler, aus dem ich gelernt habe.',
    ],
    variables: [
      topic('z. B. Kaltakquise im Mittelstand'),
      audience,
      tone,
      platform(),
      { key: 'laenge', label: 'Länge', kind: 'select', options: LENGTHS },
    ],
  },
  'pain-point-scanner': {
    description: 'Füge ein Profil oder den Text einer Website ein: Du bekommst die Pain Points.',
    starters: [
      'Welche Pain Points stecken in diesem Profiltext?',
      'Analysiere diese Über-uns-Seite auf Probleme, die wir lösen können.',
    ],
    variables: [audience],
  },
  'video-skript-generator': {
    description: 'Hook, Hauptteil und Call to Action mit Sekunden.',
    starters: [
      'Ein Reel über den häufigsten Fehler in der Kaltakquise.',
      'Ein kurzes Video, das unser Angebot in einer Minute erklärt.',
    ],
    variables: [
      topic('z. B. Drei Fehler beim Erstgespräch'),
      platform(['Instagram', 'TikTok', 'YouTube', 'LinkedIn']),
      { key: 'laenge', label: 'Länge', kind: 'select', options: VIDEO_LENGTHS },
      tone,
    ],
  },
  'hook-vergleichs-chat': {
    description: 'Schreib deine Hooks untereinander: Jeder bekommt eine Bewertung mit Grund.',
    starters: [
      'Vergleiche diese Hooks:\nDie meisten Verkäufer hören zu früh auf.\n3 Sätze, die jedes Erstgespräch retten.',
    ],
    variables: [platform(), audience],
  },
  'content-kalender': {
    description: 'Ein Redaktionsplan als Tabelle, den du in den Kalender übernehmen kannst.',
    starters: [
      'Plane meine Beiträge für die nächsten zwei Wochen.',
      'Ein Monat Inhalte rund um unser neues Angebot.',
    ],
    variables: [
      topic('z. B. Vertrieb im Handwerk'),
      platform(),
      { key: 'zeitraum', label: 'Zeitraum', kind: 'select', options: CALENDAR_SPANS },
    ],
  },
  'objection-handler': {
    description: 'Nenne den Einwand: Du bekommst eine Antwort nach seinem Typ.',
    starters: [
      '„Das ist uns zu teuer.“',
      '„Schicken Sie mir erst mal Unterlagen.“',
      '„Das muss ich mit meinem Chef besprechen.“',
    ],
    variables: [
      { key: 'einwandtyp', label: 'Einwandtyp', kind: 'select', options: OBJECTION_TYPES },
      tone,
    ],
  },
};

/** What a variable may hold: its options for a select, short text otherwise. */
export function checkedVariables(
  category: ChatCategory,
  values: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const variable of CHAT_CATEGORY_SETUP[category].variables) {
    const value = values[variable.key]?.trim();
    if (!value) continue;
    if (variable.kind === 'select' && !variable.options.includes(value)) {
      throw new Error(invalidOption(variable.label));
    }
    out[variable.key] = value.slice(0, VARIABLE_MAX_CHARS);
  }
  return out;
}

export const invalidOption = (label: string) => `Bitte wähle bei „${label}“ einen der Vorschläge.`;

export const MESSAGE_MAX_CHARS = 20_000;
export const MESSAGE_EMPTY = 'Bitte schreib eine Nachricht.';
export const MESSAGE_TOO_LONG = 'Die Nachricht darf höchstens 20.000 Zeichen lang sein.';
export const UNKNOWN_CATEGORY = 'Diesen AI-Chat gibt es nicht.';
export const CHAT_NOT_FOUND = 'Unterhaltung nicht gefunden.';
export const MESSAGE_NOT_FOUND = 'Nachricht nicht gefunden.';
export const ONLY_LAST_QUESTION = 'Bearbeiten lässt sich nur die letzte Frage.';
export const CHAT_BUSY = 'In dieser Unterhaltung wird gerade noch geantwortet.';
export const TITLE_MAX_CHARS = 120;
export const AI_EMPLOYEES_ONLY = 'Die AI-Chats sind nur für Mitarbeiter verfügbar.';
export const LEAD_NOT_FOUND = 'Lead nicht gefunden.';
/** The customer console's refusal of an unknown company (the customers area's words). */
export const CUSTOMER_NOT_FOUND = 'Diesen Kunden gibt es nicht.';

/** The mode without a connected model: deterministic answers, named so in the UI (issue 25 §1). */
export const TEMPLATE_MODE_LABEL = 'Vorlagen-Modus – kein KI-Modell verbunden';
export const TEMPLATE_MODE_HELP =
  'Die Antworten entstehen aus Vorlagen, deinen Angaben und dem Profil „Marke & Angebot“. ' +
  'Ein Administrator verbindet ein KI-Modell in der Kundenkonsole (OpenAI-kompatible Schnittstelle).';

/** Where a provider answers: refusals that keep what was typed (a failed answer can be redone). */
export const PROVIDER_UNAUTHORIZED =
  'Das KI-Modell hat die Anfrage abgelehnt: Der API-Schlüssel ist ungültig. Bitte wende dich an einen Administrator.';
export const PROVIDER_RATE_LIMITED =
  'Das KI-Modell ist gerade ausgelastet. Bitte versuche es in einer Minute noch einmal.';
export const PROVIDER_FAILED =
  'Das KI-Modell hat nicht geantwortet. Bitte versuche es gleich noch einmal.';
export const PROVIDER_TIMEOUT =
  'Das KI-Modell hat zu lange nicht geantwortet. Bitte versuche es noch einmal.';

/** Quotas (issue 25 §1): per person per day, per company per calendar month (Berlin). */
export const DEFAULT_DAILY_QUOTA = 100;
export const DEFAULT_MONTHLY_QUOTA = 3_000;
export const DAILY_QUOTA_REACHED = 'Du hast heute alle AI-Anfragen genutzt. Morgen geht es weiter.';
export const MONTHLY_QUOTA_REACHED =
  'Dein Unternehmen hat in diesem Monat alle AI-Anfragen genutzt. Bitte wende dich an einen Administrator.';

/** LinkedIn's limit for a post (issue 25 §2: marked in the Postgenerator's variants). */
export const PLATFORM_LIMITS: Partial<Record<string, number>> = {
  LinkedIn: 3_000,
  Instagram: 2_200,
  X: 280,
  Facebook: 63_206,
};

export type ChatMessageStatus = 'streaming' | 'done' | 'failed' | 'stopped';
export type ChatRole = 'user' | 'assistant';

/** The company profile 'Marke & Angebot' (Einstellungen): goes into every system prompt. */
export type BrandProfile = { offer: string; audience: string; tone: string; examples: string };
export const PROFILE_FIELD_MAX_CHARS = 2_000;

/** What 'Lead einbeziehen' adds of a CRM lead to the prompt. */
export type LeadContext = {
  companyName: string;
  contactName: string | null;
  website: string | null;
  /** The status's German label. */
  status: string;
  nextStep: string | null;
  tags: readonly string[];
};
