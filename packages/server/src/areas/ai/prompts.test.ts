import { describe, expect, it } from 'vitest';
import {
  CHAT_CATEGORIES,
  CHAT_CATEGORY_SETUP,
  type BrandProfile,
  type ChatCategory,
  type LeadContext,
} from './model';
import { chatTitle, systemPrompt } from './prompts';
import { CALENDAR_TABLE_HEADER, HOOK_TABLE_HEADER } from './structured';

// Tuesday, 20 October 2026, 10:00 in Berlin.
const today = new Date('2026-10-20T08:00:00Z');

const profile: BrandProfile = {
  offer: 'Vertriebstrainings für B2B-Teams im Mittelstand',
  audience: 'Geschäftsführer im Mittelstand',
  tone: '',
  examples: 'Erster Beispielbeitrag.\n\nZweiter Beispielbeitrag.',
};
const lead: LeadContext = {
  companyName: 'Berger Haustechnik GmbH',
  contactName: 'Anna Berger',
  website: null,
  status: 'Kontaktiert',
  nextStep: null,
  tags: [],
};

/** A value for every variable of the category's form: its first option or a short text. */
function allVariables(category: ChatCategory): Record<string, string> {
  return Object.fromEntries(
    CHAT_CATEGORY_SETUP[category].variables.map((variable) => [
      variable.key,
      variable.kind === 'select' ? (variable.options[0] ?? '') : `Beispiel für ${variable.label}`,
    ]),
  );
}

const prompt = (category: ChatCategory, extra: Partial<Parameters<typeof systemPrompt>[0]> = {}) =>
  systemPrompt({ category, variables: {}, today, ...extra });

const FORMATS: Record<ChatCategory, string[]> = {
  allgemein: ['Markdown', '###'],
  postgenerator: ['### Variante N – Stil', '### Variante 1 – Storytelling', 'genau drei Varianten'],
  'pain-point-scanner': [
    '### Erkannte Pain Points',
    '1. **',
    '„',
    '### Ansatz für die erste Nachricht',
    'ehrlich',
  ],
  'video-skript-generator': [
    '### Hook (0–3 s)',
    '### Hauptteil (3–53 s)',
    '### Call to Action (53–60 s)',
    '*Bild:*',
  ],
  'hook-vergleichs-chat': [
    HOOK_TABLE_HEADER,
    '`N/10`',
    'Empfehlung: …',
    'vom besten zum schwächsten',
  ],
  'content-kalender': [
    CALENDAR_TABLE_HEADER,
    'TT.MM.JJJJ',
    'dienstags und donnerstags',
    'Text-Post, Karussell, Video, Umfrage',
    '20.10.2026',
  ],
  'objection-handler': [
    '**Einwandtyp:** Typ',
    'Preis, Zeit, Vertrauen, Bedarf, Entscheider',
    '### Verstehen',
    '### Antwort',
    '### Rückfrage',
  ],
};

describe('systemPrompt', () => {
  it('asks every category for its format, in German, in the du form, with today in Berlin', () => {
    for (const category of CHAT_CATEGORIES) {
      const text = prompt(category);
      for (const part of FORMATS[category]) expect(text, category).toContain(part);
      expect(text).toContain('Antworte immer auf Deutsch');
      expect(text).toContain('mit „du“ an');
      expect(text).toContain('Heute ist Dienstag, 20. Oktober 2026');
    }
  });

  it('stays under 2,500 characters without profile and lead, with every variable set', () => {
    for (const category of CHAT_CATEGORIES) {
      const text = prompt(category, { variables: allVariables(category) });
      expect(text.length, category).toBeLessThan(2_500);
    }
  });

  it('lists the form’s values that are set, by their labels, and no others', () => {
    const text = prompt('postgenerator', {
      variables: { thema: 'Kaltakquise im Mittelstand', tonalitaet: 'Locker', laenge: 'Lang' },
    });
    expect(text).toContain('## Angaben aus dem Formular');
    expect(text).toContain('- Thema: Kaltakquise im Mittelstand');
    expect(text).toContain('- Tonalität: Locker');
    expect(text).toContain('- Länge: Lang');
    expect(text).not.toContain('- Zielgruppe:');
    expect(text).not.toContain('- Plattform:');
    expect(text).toContain('1.500–2.400 Zeichen');
    expect(text).toContain('LinkedIn erlaubt höchstens 3.000 Zeichen');
    expect(prompt('postgenerator')).not.toContain('## Angaben aus dem Formular');
  });

  it('names the limits of the chosen platform and video length', () => {
    const x = prompt('postgenerator', { variables: { plattform: 'X', laenge: 'Kurz' } });
    expect(x).toContain('168–280 Zeichen');
    expect(x).toContain('X erlaubt höchstens 280 Zeichen');
    const video = prompt('video-skript-generator', { variables: { laenge: '30 Sekunden' } });
    expect(video).toContain('### Hauptteil (3–23 s)');
    expect(video).toContain('### Call to Action (23–30 s)');
    const plan = prompt('content-kalender', { variables: { zeitraum: '4 Wochen' } });
    expect(plan).toContain('Redaktionsplan für 4 Wochen');
    const objection = prompt('objection-handler', { variables: { einwandtyp: 'Preis' } });
    expect(objection).toContain('Der Typ ist vorgegeben: „Preis“.');
  });

  it('adds the profile’s filled fields, quoting the examples, and leaves out empty ones', () => {
    const text = prompt('allgemein', { profile });
    expect(text).toContain('## Marke & Angebot');
    expect(text).toContain('- Angebot: Vertriebstrainings für B2B-Teams im Mittelstand');
    expect(text).toContain('- Zielgruppe: Geschäftsführer im Mittelstand');
    expect(text).toContain(
      '- Beispiele für den Stil:\n  > Erster Beispielbeitrag.\n  >\n  > Zweiter Beispielbeitrag.',
    );
    expect(text).not.toContain('- Tonalität');
    const empty = { offer: ' ', audience: '', tone: '', examples: '' };
    expect(prompt('allgemein', { profile: empty })).not.toContain('Marke & Angebot');
    expect(prompt('allgemein', { profile: null })).not.toContain('Marke & Angebot');
  });

  it('adds the lead with its filled fields only', () => {
    const text = prompt('objection-handler', { lead });
    expect(text).toContain('## Lead aus dem CRM');
    expect(text).toContain('- Unternehmen: Berger Haustechnik GmbH');
    expect(text).toContain('- Ansprechpartner: Anna Berger');
    expect(text).toContain('- Status: Kontaktiert');
    expect(text).not.toMatch(/- (Website|Nächster Schritt|Tags):/);
    expect(prompt('objection-handler')).not.toContain('Lead aus dem CRM');
    expect(
      prompt('objection-handler', { lead: { ...lead, tags: ['Handwerk', 'Bayern'] } }),
    ).toContain('- Tags: Handwerk, Bayern');
  });

  it('takes the day in Berlin, also shortly after midnight there', () => {
    const text = prompt('content-kalender', { today: new Date('2026-10-19T22:30:00Z') });
    expect(text).toContain('Heute ist Dienstag, 20. Oktober 2026');
    expect(text).toContain('(20.10.2026)');
  });
});

describe('chatTitle', () => {
  it('takes the first line with text, whitespace collapsed', () => {
    expect(chatTitle('\n\n  Wie strukturiere   ich ein\tErstgespräch?  \nZweite Zeile')).toBe(
      'Wie strukturiere ich ein Erstgespräch?',
    );
    expect(chatTitle('   ')).toBe('Neue Unterhaltung');
  });

  it('cuts after a whole word to at most 60 characters with an ellipsis', () => {
    const title = chatTitle(
      'Schreib einen Beitrag über unseren größten Kundenerfolg, den wir im Frühjahr hatten.',
    );
    // The comma before the cut goes, the ellipsis counts.
    expect(title).toBe('Schreib einen Beitrag über unseren größten Kundenerfolg…');
    expect([...title].length).toBeLessThanOrEqual(60);
    const exactly60 = `${'a'.repeat(35)} ${'b'.repeat(24)}`;
    expect(chatTitle(exactly60)).toBe(exactly60);
    expect(chatTitle(`${exactly60} c`)).toBe(`${'a'.repeat(35)}…`);
    const word = chatTitle('x'.repeat(80));
    expect(word).toBe(`${'x'.repeat(59)}…`);
  });
});
