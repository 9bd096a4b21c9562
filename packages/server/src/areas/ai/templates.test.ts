import { describe, expect, it } from 'vitest';
import {
  CHAT_CATEGORIES,
  CHAT_CATEGORY_SETUP,
  LENGTHS,
  type BrandProfile,
  type ChatCategory,
  type LeadContext,
} from './model';
import {
  CALENDAR_FORMATS,
  calendarRows,
  countCharacters,
  hookRecommendation,
  hookScores,
  objectionType,
  painPoints,
  postVariants,
  videoSections,
} from './structured';
import {
  POST_LENGTH_RANGES,
  hooksFromQuestion,
  recogniseObjection,
  templateAnswer,
  topicFromQuestion,
  type TemplateInput,
} from './templates';

// Tuesday, 20 October 2026, 10:00 in Berlin; the clocks go back on Sunday, 25 October.
const today = new Date('2026-10-20T08:00:00Z');
const profile: BrandProfile = {
  offer:
    'Vertriebstrainings und Coaching für B2B-Teams im Mittelstand. Seit 2015 mit über 200 Teams.',
  audience: 'Geschäftsführer und Vertriebsleiter im Mittelstand',
  tone: 'Professionell',
  examples: '',
};
const lead: LeadContext = {
  companyName: 'Berger Haustechnik GmbH',
  contactName: 'Frau Berger',
  website: 'https://berger-haustechnik.de',
  status: 'Kontaktiert',
  nextStep: 'Angebot nachfassen',
  tags: ['Handwerk'],
};

const answer = (
  category: ChatCategory,
  question: string,
  rest: Partial<Omit<TemplateInput, 'category' | 'question'>> = {},
) => templateAnswer({ category, question, variables: {}, today, ...rest });

const starters = (category: ChatCategory) => CHAT_CATEGORY_SETUP[category].starters;

const PAIN_TEXT = [
  'Welche Pain Points stecken in diesem Profiltext?',
  'Wir sind ein Familienbetrieb mit 45 Mitarbeitern in dritter Generation.',
  'Unsere Aufträge planen wir noch manuell, die Kundendaten liegen in verschiedenen Excel-Listen.',
  'Wir suchen dringend Fachkräfte für Montage und Service! Gleichzeitig wollen wir weiter wachsen.',
  'Die Abstimmung zwischen Büro und Baustelle läuft über WhatsApp und Zuruf.',
].join('\n');

/** One question per category: what the starters or a realistic message would send. */
const SAMPLES: Record<ChatCategory, string> = {
  allgemein: 'Wie strukturiere ich ein Erstgespräch in 20 Minuten?',
  postgenerator: 'Schreib einen Beitrag über unseren größten Kundenerfolg.',
  'pain-point-scanner': PAIN_TEXT,
  'video-skript-generator': 'Ein Reel über den häufigsten Fehler in der Kaltakquise.',
  'hook-vergleichs-chat':
    'Vergleiche diese Hooks:\nDie meisten Verkäufer hören zu früh auf.\n3 Sätze, die jedes Erstgespräch retten.',
  'content-kalender': 'Plane meine Beiträge für die nächsten zwei Wochen.',
  'objection-handler': '„Das ist uns zu teuer.“',
};

describe('templateAnswer, every category', () => {
  it('gives the same answer for the same input and another one for the next variant', () => {
    for (const category of CHAT_CATEGORIES) {
      const input = { profile, lead, variables: {} };
      const first = answer(category, SAMPLES[category], input);
      expect(answer(category, SAMPLES[category], input), category).toBe(first);
      expect(answer(category, SAMPLES[category], { ...input, variant: 1 }), category).not.toBe(
        first,
      );
      expect(answer(category, SAMPLES[category], { ...input, variant: 2 }), category).not.toBe(
        answer(category, SAMPLES[category], { ...input, variant: 1 }),
      );
    }
  });

  it('writes no placeholder values of code, with and without profile and lead', () => {
    for (const category of CHAT_CATEGORIES) {
      for (const question of [SAMPLES[category], ...starters(category)]) {
        for (const extra of [{}, { profile, lead }]) {
          const text = answer(category, question, extra);
          expect(text, `${category}: ${question}`).not.toMatch(
            /\b(undefined|null|NaN)\b|\[object|\{\w+\}|lorem ipsum/,
          );
        }
      }
    }
  });
});

describe('Postgenerator', () => {
  const topics: { question: string; variables: Record<string, string> }[] = [
    { question: 'Schreib einen Beitrag über unseren größten Kundenerfolg.', variables: {} },
    { question: 'Ein Beitrag mit drei Tipps für bessere Erstgespräche.', variables: {} },
    { question: 'Los geht’s', variables: { thema: 'Kaltakquise im Mittelstand' } },
    {
      question: 'Schreib was',
      variables: {
        thema:
          'Wie wir als kleines Team aus dem Sauerland ohne Werbebudget und ohne Kaltakquise '.repeat(
            4,
          ),
        zielgruppe:
          'Inhaber von Handwerksbetrieben mit zehn bis fünfzig Mitarbeitenden in Deutschland',
      },
    },
  ];

  it('writes three variants within the chosen length, for every topic, tone and variant', () => {
    for (const length of LENGTHS) {
      const [min, max] = POST_LENGTH_RANGES[length];
      for (const { question, variables } of topics) {
        for (const tonalitaet of ['Professionell', 'Provokant', 'Inspirierend', 'Locker']) {
          for (const withProfile of [false, true]) {
            for (const variant of [0, 1, 2, 3]) {
              const text = answer('postgenerator', question, {
                variables: { ...variables, laenge: length, tonalitaet },
                profile: withProfile ? profile : null,
                variant,
              });
              const variants = postVariants(text);
              const label = `${length}/${tonalitaet}/${withProfile}/${variant}: ${question}`;
              expect(
                variants.map((v) => v.index),
                label,
              ).toEqual([1, 2, 3]);
              expect(
                variants.map((v) => v.style),
                label,
              ).toEqual(['Storytelling', 'Liste', 'Frage']);
              for (const v of variants) {
                expect(v.characters, `${label}\n${v.text}`).toBeGreaterThanOrEqual(min);
                expect(v.characters, `${label}\n${v.text}`).toBeLessThanOrEqual(max);
                expect(v.characters).toBeLessThanOrEqual(3_000);
                expect(v.characters).toBe(countCharacters(v.text));
                // Fitted from whole paragraphs, never cut off.
                expect(v.text, label).toMatch(/#[\p{L}\d]+$/u);
              }
            }
          }
        }
      }
    }
  });

  it('stays within X’s 280 characters whatever the length', () => {
    for (const laenge of LENGTHS) {
      const text = answer('postgenerator', 'Ein Beitrag über Kaltakquise.', {
        variables: { laenge, plattform: 'X' },
        profile,
      });
      for (const v of postVariants(text)) {
        expect(v.characters, v.text).toBeLessThanOrEqual(280);
        expect(v.characters, v.text).toBeGreaterThanOrEqual(150);
      }
    }
  });

  it('takes the topic from the form, else from the question, and mentions the offer', () => {
    const fromForm = answer('postgenerator', 'Los', {
      variables: { thema: 'Kaltakquise im Mittelstand', laenge: 'Kurz' },
      profile,
    });
    expect(fromForm).toContain('Kaltakquise im Mittelstand');
    for (const laenge of LENGTHS) {
      const text = answer('postgenerator', starters('postgenerator')[0] ?? '', {
        variables: { laenge },
        profile,
      });
      expect(text).toContain('unseren größten Kundenerfolg');
      expect(
        postVariants(text).some((v) => v.text.includes('Vertriebstrainings und Coaching')),
        laenge,
      ).toBe(true);
    }
  });

  it('fits a topic into its sentences: lower-case number words, questions in quotes', () => {
    const text = (thema: string) =>
      postVariants(answer('postgenerator', 'x', { variables: { thema, laenge: 'Kurz' } }))[1]
        ?.text ?? '';
    expect(text('Drei Fehler beim Erstgespräch')).toContain(
      'rund um drei Fehler beim Erstgespräch',
    );
    expect(text('Wie wir Kunden gewinnen')).toContain('rund um „Wie wir Kunden gewinnen“');
  });

  it('finds the topic in typical requests', () => {
    expect(topicFromQuestion('Schreib einen Beitrag über unseren größten Kundenerfolg.')).toBe(
      'unseren größten Kundenerfolg',
    );
    expect(topicFromQuestion('Ein Beitrag mit drei Tipps für bessere Erstgespräche.')).toBe(
      'drei Tipps für bessere Erstgespräche',
    );
    expect(topicFromQuestion('Ein Reel über den häufigsten Fehler in der Kaltakquise.')).toBe(
      'den häufigsten Fehler in der Kaltakquise',
    );
    expect(
      topicFromQuestion(
        'Bitte schreib mir einen kurzen LinkedIn-Post zum Thema Empfehlungsmarketing',
      ),
    ).toBe('Empfehlungsmarketing');
    expect(topicFromQuestion('Ein kurzes Video, das unser Angebot in einer Minute erklärt.')).toBe(
      'unser Angebot',
    );
  });
});

describe('Hook-Vergleichs-Chat', () => {
  it('scores every hook 1–10 in a table sorted best first, with one recommendation', () => {
    const question = [
      'Welcher Hook ist am stärksten?',
      '1. „Die meisten Verkäufer hören zu früh auf.“',
      '- 3 Sätze, die jedes Erstgespräch retten.',
      '• Innovative, ganzheitliche Lösungen für Ihr Business!!!',
      '2) Warum dein Erstgespräch nach fünf Minuten entschieden ist?',
      'Hallo',
      'In der heutigen Zeit ist es wichtig, dass man als Unternehmen im Vertrieb gut aufgestellt ist und alle Kanäle nutzt, die es gibt.',
    ].join('\n');
    const text = answer('hook-vergleichs-chat', question, { variables: { plattform: 'LinkedIn' } });
    const scores = hookScores(text);
    expect(scores.map((s) => s.hook).sort()).toEqual(
      [
        'Die meisten Verkäufer hören zu früh auf.',
        '3 Sätze, die jedes Erstgespräch retten.',
        'Innovative, ganzheitliche Lösungen für Ihr Business!!!',
        'Warum dein Erstgespräch nach fünf Minuten entschieden ist?',
        'Hallo',
        'In der heutigen Zeit ist es wichtig, dass man als Unternehmen im Vertrieb gut aufgestellt ist und alle Kanäle nutzt, die es gibt.',
      ].sort(),
    );
    // The table itself is sorted (hookScores would sort it anyway).
    const tableScores = [...text.matchAll(/\| (\d+)\/10 \|/g)].map((m) => Number(m[1]));
    expect(tableScores).toEqual([...tableScores].sort((a, b) => b - a));
    for (const { score, reason } of scores) {
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(1);
      expect(score).toBeLessThanOrEqual(10);
      expect(reason).toMatch(/^[\p{Lu}„].+\.$/u);
    }
    const best = scores[0]?.hook ?? '';
    expect(scores.at(-1)?.score).toBeLessThan(scores[0]?.score ?? 0);
    expect(hookRecommendation(text)).toContain(`„${best}“`);
    expect(text.split('\n').filter((line) => line.startsWith('Empfehlung:'))).toHaveLength(1);
  });

  it('reads the hooks without bullets, numbers, quotes or the instruction line', () => {
    expect(hooksFromQuestion(starters('hook-vergleichs-chat')[0] ?? '')).toEqual([
      'Die meisten Verkäufer hören zu früh auf.',
      '3 Sätze, die jedes Erstgespräch retten.',
    ]);
    expect(hooksFromQuestion('Hooks:\r\n- "Erster Hook"\r\n* »Zweiter Hook«\r\n')).toEqual([
      'Erster Hook',
      'Zweiter Hook',
    ]);
    expect(hooksFromQuestion('Nur ein Hook, der für sich steht')).toEqual([
      'Nur ein Hook, der für sich steht',
    ]);
  });

  it('asks for hooks when the message has none', () => {
    const text = answer('hook-vergleichs-chat', '   ');
    expect(hookScores(text)).toEqual([]);
    expect(text).toContain('einen pro Zeile');
  });
});

describe('Content-Kalender', () => {
  const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

  it('plans Tuesdays and Thursdays after today, across the change of the clocks', () => {
    const text = answer('content-kalender', 'Plane meine Beiträge.', {
      variables: { zeitraum: '4 Wochen', thema: 'Vertrieb im Handwerk', plattform: 'Instagram' },
    });
    const rows = calendarRows(text, { today });
    expect(rows.map((r) => r.date)).toEqual([
      '2026-10-22',
      '2026-10-27',
      '2026-10-29',
      '2026-11-03',
      '2026-11-05',
      '2026-11-10',
      '2026-11-12',
      '2026-11-17',
    ]);
    expect(rows.every((r) => [2, 4].includes(weekday(r.date)))).toBe(true);
    expect(rows.every((r) => r.platform === 'Instagram' && r.topic && r.hook)).toBe(true);
    expect(rows.slice(0, 4).map((r) => r.format)).toEqual([...CALENDAR_FORMATS]);
    expect(rows.some((r) => r.topic.includes('Vertrieb im Handwerk'))).toBe(true);
  });

  it('has as many posts as the span asks for, two weeks by default or as the request says', () => {
    const count = (variables: Record<string, string>, question = 'Plane meine Beiträge.') =>
      calendarRows(answer('content-kalender', question, { variables }), { today }).length;
    expect(count({ zeitraum: '1 Woche' })).toBe(2);
    expect(count({ zeitraum: '2 Wochen' })).toBe(4);
    expect(count({ zeitraum: '4 Wochen' })).toBe(8);
    expect(count({})).toBe(4);
    expect(count({}, 'Ein Monat Inhalte rund um unser neues Angebot.')).toBe(8);
    expect(count({}, 'Nur die nächste Woche, bitte.')).toBe(2);
  });

  it('counts from the Berlin day: just after midnight there, a Tuesday is already today', () => {
    const text = answer('content-kalender', 'Plane', {
      variables: { zeitraum: '1 Woche' },
      today: new Date('2026-10-19T22:30:00Z'),
    });
    expect(calendarRows(text, { today }).map((r) => r.date)).toEqual(['2026-10-22', '2026-10-27']);
  });

  it('starts on Tuesday when today is Monday and rotates the formats with the variant', () => {
    const monday = new Date('2026-03-23T09:00:00Z');
    const first = answer('content-kalender', 'Plane', { today: monday });
    const second = answer('content-kalender', 'Plane', { today: monday, variant: 1 });
    const rows = calendarRows(first, { today: monday });
    expect(rows[0]?.date).toBe('2026-03-24');
    expect(calendarRows(second, { today: monday })[0]?.format).toBe(rows[1]?.format);
  });
});

describe('Objection-Handler', () => {
  it('recognises the type of typical objections', () => {
    const cases: [string, string][] = [
      ['„Das ist uns zu teuer.“', 'Preis'],
      ['Dafür haben wir kein Budget.', 'Preis'],
      ['Was kostet das denn?', 'Preis'],
      ['Ich habe gerade keine Zeit.', 'Zeit'],
      ['Melden Sie sich im Frühjahr wieder.', 'Zeit'],
      ['Gerade nicht, vielleicht später.', 'Zeit'],
      ['„Schicken Sie mir erst mal Unterlagen.“', 'Vertrauen'],
      ['Ich kenne Sie nicht.', 'Vertrauen'],
      ['Haben Sie Referenzen?', 'Vertrauen'],
      ['Brauchen wir nicht.', 'Bedarf'],
      ['Wir haben schon einen Dienstleister und sind zufrieden.', 'Bedarf'],
      ['„Das muss ich mit meinem Chef besprechen.“', 'Entscheider'],
      ['Das entscheidet die Geschäftsführung.', 'Entscheider'],
      ['Das entscheide nicht ich.', 'Entscheider'],
      ['Zu teuer, und das muss ich ohnehin erst besprechen.', 'Preis'],
      ['Hm, na ja.', 'Bedarf'],
    ];
    for (const [objection, type] of cases) {
      expect(recogniseObjection(objection), objection).toBe(type);
      expect(objectionType(answer('objection-handler', objection)), objection).toBe(type);
    }
  });

  it('takes the type from the form and answers in its three sections, naming the contact', () => {
    const text = answer('objection-handler', 'Das ist uns zu teuer.', {
      variables: { einwandtyp: 'Zeit', tonalitaet: 'Locker' },
      profile,
      lead,
    });
    expect(objectionType(text)).toBe('Zeit');
    expect(text.split('\n')[0]).toBe('**Einwandtyp:** Zeit');
    const headings = text.split('\n').filter((line) => line.startsWith('### '));
    expect(headings).toEqual(['### Verstehen', '### Antwort', '### Rückfrage']);
    const reply = text.split('### Antwort')[1]?.split('### Rückfrage')[0] ?? '';
    expect(reply).toContain('Frau Berger');
    expect(text).toContain('Berger Haustechnik GmbH');
  });
});

describe('Video-Skript-Generator', () => {
  it('writes hook, main part and call to action with seconds and pictures for 30, 60 and 90 s', () => {
    for (const [laenge, total] of [
      ['30 Sekunden', 30],
      ['60 Sekunden', 60],
      ['90 Sekunden', 90],
      ['', 60],
    ] as const) {
      for (const variant of [0, 1, 2]) {
        const text = answer('video-skript-generator', 'Ein Reel über Kaltakquise.', {
          variables: laenge ? { laenge } : {},
          profile,
          variant,
        });
        const sections = videoSections(text);
        expect(sections.map((s) => [s.title, s.from, s.to])).toEqual([
          ['Hook', 0, 3],
          ['Hauptteil', 3, total - 7],
          ['Call to Action', total - 7, total],
        ]);
        for (const section of sections) {
          expect(section.text).not.toBe('');
          expect(section.visual).not.toBe('');
          const rate = section.text.split(/\s+/).length / (section.to - section.from);
          const label = `${total}/${variant} ${section.title}: ${rate}`;
          expect(rate, label).toBeLessThanOrEqual(3.2);
          if (section.title === 'Hauptteil') expect(rate, label).toBeGreaterThanOrEqual(1.8);
        }
      }
    }
  });
});

describe('Pain-Point-Scanner', () => {
  it('names the pains with a quote of the sentence they come from', () => {
    const text = answer('pain-point-scanner', PAIN_TEXT, { lead, profile });
    const pains = painPoints(text);
    expect(pains.map((p) => p.pain)).toEqual([
      'Manuelle Abläufe kosten Zeit',
      'Daten verteilt in Excel-Listen',
      'Fachkräfte- und Personalmangel',
      'Wachstum überholt die Strukturen',
      'Reibung in Abstimmung und Kommunikation',
    ]);
    for (const { evidence } of pains) {
      expect(PAIN_TEXT).toContain(evidence.replace(/…$/, ''));
      expect(countCharacters(evidence)).toBeLessThanOrEqual(120);
    }
    const opening = text.split('### Ansatz für die erste Nachricht')[1] ?? '';
    expect(opening.trim()).toMatch(/^„Guten Tag Frau Berger, .+“$/);
  });

  it('cuts a long sentence to about 120 characters', () => {
    const long = `Wir arbeiten ${'sehr '.repeat(40)}viel manuell.`;
    const [pain] = painPoints(answer('pain-point-scanner', long));
    expect(countCharacters(pain?.evidence ?? '')).toBeLessThanOrEqual(120);
    expect(pain?.evidence).toMatch(/^Wir arbeiten sehr .+…$/);
  });

  it('says honestly when nothing is recognised and asks for more text', () => {
    const text = answer(
      'pain-point-scanner',
      'Wir sind ein Bäcker in Köln. Unser Brot ist lecker.',
    );
    expect(painPoints(text)).toEqual([]);
    expect(text).toContain('keine eindeutigen Hinweise');
    expect(text).toContain('mehr Text');
  });
});

describe('Allgemein', () => {
  it('answers common sales questions from its playbook', () => {
    const cases: [string, string][] = [
      ['Wie strukturiere ich ein Erstgespräch in 20 Minuten?', '### Erstgespräch in 20 Minuten'],
      ['Formuliere eine freundliche Nachfass-Nachricht nach einem Angebot.', '### Nachfassen'],
      ['Welche Kennzahlen sollte ich im Vertrieb wöchentlich prüfen?', '### Kennzahlen'],
      ['Wie gehe ich mit Einwänden um?', '### Mit Einwänden umgehen'],
      ['Wie verhandle ich, wenn der Kunde Rabatt will?', '### Preisgespräche führen'],
      ['Was gehört in mein LinkedIn-Profil?', '### Dein LinkedIn-Profil'],
      ['Wie mache ich Kaltakquise am Telefon?', '### Kaltakquise'],
    ];
    for (const [question, heading] of cases) {
      expect(answer('allgemein', question, { profile }), question).toContain(heading);
    }
  });

  it('uses the profile and the lead where they fit', () => {
    const text = answer('allgemein', 'Wie strukturiere ich ein Erstgespräch?', { profile });
    expect(text).toContain('Vertriebstrainings und Coaching für B2B-Teams im Mittelstand.');
    const followUp = answer('allgemein', 'Schreib mir ein Follow-up.', { lead });
    expect(followUp).toContain('> Guten Tag Frau Berger,');
    expect(followUp).toContain('Angebot nachfassen');
    const informal = answer('allgemein', 'Schreib mir ein Follow-up.', {
      lead: { ...lead, contactName: 'Jonas Weber' },
      variables: { tonalitaet: 'Locker' },
    });
    expect(informal).toContain('> Hallo Jonas,');
  });

  it('says what it can do for any other question and points to the other chats', () => {
    const text = answer('allgemein', 'Wie wird das Wetter morgen?');
    expect(text).toContain('Vorlagen-Modus');
    for (const category of CHAT_CATEGORIES.filter((c) => c !== 'allgemein')) {
      expect(text).toContain(CHAT_CATEGORY_SETUP[category].description);
    }
  });
});
