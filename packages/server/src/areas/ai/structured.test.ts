import { describe, expect, it } from 'vitest';
import {
  berlinDay,
  calendarRows,
  countCharacters,
  germanDate,
  hookRecommendation,
  hookScores,
  objectionType,
  painPoints,
  postVariants,
  videoSections,
} from './structured';

const crlf = (text: string) => text.replace(/\n/g, '\r\n');

describe('postVariants', () => {
  const answer = [
    'Hier sind drei Varianten für LinkedIn.',
    '',
    '### Variante 1 – Storytelling',
    '',
    'Vor drei Jahren stand ich vor einer leeren Pipeline.',
    '',
    'Heute weiß ich: Zuhören schlägt Reden.',
    '',
    '#Vertrieb #B2B',
    '',
    '---',
    '',
    '### **Variante 2: Liste**',
    '1. Vorbereiten.',
    '2. Fragen.',
    '3. Festhalten.',
    '',
    '(Zeichen: 43)',
    '',
    '',
    '## Variante 3 - Frage (provokant)',
    '',
    'Warum hören so viele zu früh auf? 👋',
    '',
  ].join('\n');

  it('reads the three variants with style, text and characters, intro and noise left out', () => {
    const variants = postVariants(answer);
    expect(variants.map(({ index, style }) => [index, style])).toEqual([
      [1, 'Storytelling'],
      [2, 'Liste'],
      [3, 'Frage (provokant)'],
    ]);
    expect(variants[0]?.text).toBe(
      'Vor drei Jahren stand ich vor einer leeren Pipeline.\n\nHeute weiß ich: Zuhören schlägt Reden.\n\n#Vertrieb #B2B',
    );
    expect(variants[1]?.text).toBe('1. Vorbereiten.\n2. Fragen.\n3. Festhalten.');
    expect(variants[2]?.text).toBe('Warum hören so viele zu früh auf? 👋');
    for (const variant of variants) {
      expect(variant.characters).toBe(countCharacters(variant.text));
    }
  });

  it('reads CRLF answers like LF ones', () => {
    expect(postVariants(crlf(answer))).toEqual(postVariants(answer));
  });

  it('counts code points after trimming and NFC: an emoji or a decomposed ü is one character', () => {
    expect(countCharacters('  Hallo 👋  ')).toBe(7);
    expect(countCharacters('Gru\u0308n')).toBe(4);
    expect(postVariants(answer)[2]?.characters).toBe(35);
  });

  it('accepts a heading in bold only and a style in brackets', () => {
    const variants = postVariants(
      '**Variante 1 – Kundenbeispiel**\nText eins\n\n### Variante 2 (Liste)\nText zwei',
    );
    expect(variants).toEqual([
      { index: 1, style: 'Kundenbeispiel', text: 'Text eins', characters: 9 },
      { index: 2, style: 'Liste', text: 'Text zwei', characters: 9 },
    ]);
  });

  it('returns a streamed variant with what has arrived, without a heading still being written', () => {
    const head = '### Variante 1 – Storytelling\n\nErster Absatz.\n\n';
    expect(postVariants('Intro ohne Überschrift')).toEqual([]);
    expect(postVariants('### Variante 1 – Story')).toEqual([
      { index: 1, style: 'Story', text: '', characters: 0 },
    ]);
    expect(postVariants(`${head}### Var`)).toEqual([
      { index: 1, style: 'Storytelling', text: 'Erster Absatz.', characters: 14 },
    ]);
    const streaming = postVariants(`${head}### Variante 2 – Liste\n\n1. Vorbe`);
    expect(streaming).toHaveLength(2);
    expect(streaming[1]).toEqual({ index: 2, style: 'Liste', text: '1. Vorbe', characters: 8 });
  });

  it('keeps hashtags at the start of a line as text', () => {
    const [variant] = postVariants('### Variante 1 – Liste\nText\n#Vertrieb #Mittelstand');
    expect(variant?.text).toBe('Text\n#Vertrieb #Mittelstand');
  });
});

describe('hookScores', () => {
  const table = [
    'Hier ist meine Bewertung:',
    '',
    '| **Hook** | **Score** | **Begründung** |',
    '|:-----|:-----:|------|',
    '| „3 Sätze, die jedes Erstgespräch retten.“ | 7 / 10 | Die Zahl macht ihn konkret. |',
    '|   **Die meisten Verkäufer hören zu früh auf.**   |  **9/10**  | Spannung und klare Zielgruppe.',
    '',
    '| Mehr oder weniger \\| eine Frage? | 4/5 | Auf einer anderen Skala. |',
    '| Ohne Score | – | Wird übersprungen. |',
    '',
    '**Empfehlung:** Nimm den zweiten Hook und teste ihn gegen den ersten.',
  ].join('\n');

  it('reads the rows best first, with bold markers, quotes and escaped pipes removed', () => {
    expect(hookScores(table)).toEqual([
      {
        hook: 'Die meisten Verkäufer hören zu früh auf.',
        score: 9,
        reason: 'Spannung und klare Zielgruppe.',
      },
      { hook: 'Mehr oder weniger | eine Frage?', score: 8, reason: 'Auf einer anderen Skala.' },
      {
        hook: '3 Sätze, die jedes Erstgespräch retten.',
        score: 7,
        reason: 'Die Zahl macht ihn konkret.',
      },
    ]);
    expect(hookScores(crlf(table))).toEqual(hookScores(table));
  });

  it('reads the recommendation after the table without its label', () => {
    expect(hookRecommendation(table)).toBe('Nimm den zweiten Hook und teste ihn gegen den ersten.');
    expect(hookRecommendation('Empfehlung: Nimm Hook 1.')).toBe('Nimm Hook 1.');
    expect(hookRecommendation('Empfehlungen folgen gleich')).toBeNull();
    expect(hookRecommendation('| Hook | Score | Begründung |')).toBeNull();
  });

  it('skips a row that is still streaming and returns nothing without the table', () => {
    const streaming =
      '| Hook | Score | Begründung |\n|---|---|---|\n| Erster | 8/10 | Gut. |\n| Zweit';
    expect(hookScores(streaming)).toEqual([{ hook: 'Erster', score: 8, reason: 'Gut.' }]);
    expect(hookScores(`${streaming}er | 6/1`)).toEqual([
      { hook: 'Erster', score: 8, reason: 'Gut.' },
    ]);
    expect(hookScores('Noch keine Tabelle')).toEqual([]);
    expect(hookScores('| Hook | Score | Begründung |')).toEqual([]);
  });
});

describe('calendarRows', () => {
  // Tuesday, 20 October 2026, 10:00 in Berlin.
  const today = new Date('2026-10-20T08:00:00Z');
  const row = (date: string, rest = '| LinkedIn | Text-Post | Thema | Hook |') =>
    `| ${date} ${rest}`;

  it('reads TT.MM.JJJJ, weekdays, bold cells, ISO and dates without a year; skips the rest', () => {
    const markdown = [
      'Dein Plan:',
      '',
      '| Datum | Plattform | Format | Thema | Hook |',
      '| --- | --- | --- | --- | --- |',
      row('22.10.2026'),
      row('Di., 27.10.2026'),
      '|  **29.10.2026**  |  **LinkedIn**  | Karussell |   Checkliste   | „Speicher dir das.“',
      row('03.11.'),
      row('20.10.'),
      row('05.01.'),
      row('2026-11-10'),
      row('12.11.26'),
      row('31.02.2026'),
      row('nächste Woche'),
      row('20.1026'),
      '',
      'Tipp: Antworte auf Kommentare.',
    ].join('\n');
    const rows = calendarRows(markdown, { today });
    expect(rows.map((r) => r.date)).toEqual([
      '2026-10-22',
      '2026-10-27',
      '2026-10-29',
      '2026-11-03',
      '2026-10-20',
      '2027-01-05',
      '2026-11-10',
      '2026-11-12',
    ]);
    expect(rows[2]).toEqual({
      date: '2026-10-29',
      platform: 'LinkedIn',
      format: 'Karussell',
      topic: 'Checkliste',
      hook: 'Speicher dir das.',
    });
    expect(calendarRows(crlf(markdown), { today })).toEqual(rows);
  });

  it('finds the columns by name in any order and resolves 29.02. to the next leap year', () => {
    const markdown = [
      '| Thema | Hook | Datum | Format | Plattform |',
      '|---|---|---|---|---|',
      '| Fehler | Diesen Fehler sehe ich oft. | 29.02. | Video | Instagram |',
    ].join('\n');
    expect(calendarRows(markdown, { today })).toEqual([
      {
        date: '2028-02-29',
        platform: 'Instagram',
        format: 'Video',
        topic: 'Fehler',
        hook: 'Diesen Fehler sehe ich oft.',
      },
    ]);
  });

  it('takes today in Berlin: shortly after midnight there it is already the next day', () => {
    const lateUtc = new Date('2026-10-19T22:30:00Z');
    const markdown =
      '| Datum | Plattform | Format | Thema | Hook |\n|-|-|-|-|-|\n| 20.10. | X | Video | T | H |';
    expect(calendarRows(markdown, { today: lateUtc })[0]?.date).toBe('2026-10-20');
  });
});

describe('objectionType', () => {
  it('reads the type from the first line however it is marked', () => {
    expect(objectionType('**Einwandtyp:** Preis\n\n### Verstehen')).toBe('Preis');
    expect(objectionType('Einwandtyp: **Zeit**')).toBe('Zeit');
    expect(objectionType('**Einwandtyp: Vertrauen**')).toBe('Vertrauen');
    expect(objectionType('### Einwandtyp: bedarf')).toBe('Bedarf');
    expect(objectionType('\r\n\r\n**Einwandtyp:** Entscheider (Chef)\r\n')).toBe('Entscheider');
  });

  it('is null for an unknown type, an unfinished word or another first line', () => {
    expect(objectionType('**Einwandtyp:** Sonstiges')).toBeNull();
    expect(objectionType('**Einwandtyp:** Pre')).toBeNull();
    expect(objectionType('### Verstehen\n**Einwandtyp:** Preis')).toBeNull();
    expect(objectionType('')).toBeNull();
  });
});

describe('videoSections', () => {
  it('reads the timed sections with their spoken text and picture', () => {
    const script = [
      'Skript für 30 Sekunden:',
      '### Hook (0–3 s)',
      'Diesen Fehler sehe ich jede Woche.',
      '*Bild:* Nahaufnahme.',
      '',
      '### **Hauptteil (3-23 s)**',
      'Erster Satz.',
      'Zweiter Satz.',
      '',
      '**Bild:** Whiteboard.',
      '### Call to Action (23–30 Sekunden)',
      'Folg mir.',
      '### Hinweise',
      'Nicht Teil des Skripts.',
    ].join('\r\n');
    expect(videoSections(script)).toEqual([
      {
        title: 'Hook',
        from: 0,
        to: 3,
        text: 'Diesen Fehler sehe ich jede Woche.',
        visual: 'Nahaufnahme.',
      },
      {
        title: 'Hauptteil',
        from: 3,
        to: 23,
        text: 'Erster Satz.\nZweiter Satz.',
        visual: 'Whiteboard.',
      },
      { title: 'Call to Action', from: 23, to: 30, text: 'Folg mir.', visual: '' },
    ]);
  });
});

describe('painPoints', () => {
  it('reads the numbered pains with their evidence under the heading only', () => {
    const answer = [
      '### Erkannte Pain Points',
      '',
      '1. **Manuelle Abläufe** – „Wir planen alles in Excel.“',
      '2. **Fachkräftemangel:** "Wir suchen dringend Monteure."',
      '3. Wachstum - „Wir wollen wachsen.“',
      '',
      '### Ansatz für die erste Nachricht',
      '1. Das ist keine Pain-Point-Zeile.',
    ].join('\n');
    expect(painPoints(answer)).toEqual([
      { pain: 'Manuelle Abläufe', evidence: 'Wir planen alles in Excel.' },
      { pain: 'Fachkräftemangel', evidence: 'Wir suchen dringend Monteure.' },
      { pain: 'Wachstum', evidence: 'Wir wollen wachsen.' },
    ]);
  });
});

describe('Berlin days', () => {
  it('names the Berlin calendar day of an instant and writes it the German way', () => {
    expect(berlinDay(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    expect(berlinDay(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
    expect(germanDate('2026-03-05')).toBe('05.03.2026');
  });
});
