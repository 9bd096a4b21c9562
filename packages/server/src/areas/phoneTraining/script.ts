/**
 * The Vorlagen-Modus of the phone training (issue 25 §3): without a model, each kind of call is a
 * scripted branch. What the person says is read for German intents (an introduction, the reason
 * for the call, an open question, a benefit, understanding for an objection, an appointment with
 * a concrete time, a summary); the persona moves on when the stage's intent is heard and nudges
 * when not. Difficulty adds objections before the persona agrees ('Leicht' none, 'Mittel' one,
 * 'Schwer' two). Deterministic: the reply follows from the transcript alone.
 */
import { foldSearch } from '../../platform/db/search';
import type { Difficulty, Persona, ScenarioKind } from './model';

export type Intent =
  | 'introduction'
  | 'reason'
  | 'question'
  | 'benefit'
  | 'reference'
  | 'empathy'
  | 'decider'
  | 'appointment'
  | 'participants'
  | 'summary'
  | 'closing';

/** A pattern that starts at a word's beginning (folded text: 'ä' is 'ae', lower case). */
const word = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})`, 'u');

const PATTERNS: Record<Exclude<Intent, 'question' | 'appointment'>, RegExp[]> = {
  introduction: [
    word('mein name (ist|lautet)'),
    word('hier (ist|spricht)'),
    word('ich heisse'),
    word('am apparat'),
    word('von der firma'),
  ],
  reason: [
    word('ich rufe (sie |dich )?(an|heute an|wegen)'),
    word('rufe ich (sie )?an'),
    word('ich melde mich'),
    word('melde ich mich'),
    word('(der )?grund'),
    word('anlass'),
    word('es geht (um|darum)'),
    word('worum es geht'),
    word('wie (besprochen|vereinbart|angekuendigt)'),
    word('heute (moechte|will|wuerde) ich'),
    word('vorschlag fuer (den|unseren) ablauf'),
    word('ablauf'),
    word('agenda'),
    word('wir helfen'),
    word('wir unterstuetzen'),
  ],
  benefit: [
    word('nutzen'),
    word('vorteil'),
    word('spar(en|t|e)?(?![\\p{L}])'),
    word('einspar'),
    word('mehr (umsatz|termine|auftraege|kunden|zeit|abschluesse|erstgespraeche|gespraeche)'),
    word('weniger'),
    word('steiger'),
    word('prozent'),
    /\d\s?%/u,
    word('ergebnis'),
    word('rechnet sich'),
    word('lohnt sich'),
    word('zahlt sich'),
    word('amortis'),
    word('schneller'),
    word('effizien'),
    word('entlast'),
  ],
  reference: [
    word('zum beispiel'),
    word('beispiel'),
    word('referenz'),
    word('fallstudie'),
    word('(ein|eine|einer|unsere|unserer|viele|vielen) kund'),
    word('kunde von uns'),
  ],
  empathy: [
    word('versteh'),
    word('nachvollzieh'),
    word('verstaendlich'),
    word('berechtigt'),
    word('gute frage'),
    word('guter punkt'),
    word('das hoere ich (oft|haeufig|immer wieder)'),
    word('(da|sie) haben (sie )?recht'),
    word('absolut richtig'),
    word('kenne ich'),
  ],
  decider: [
    word('zustaendig'),
    word('ansprechpartner'),
    word('verbinden'),
    word('durchstellen'),
    word('entscheider'),
    word('wer (kuemmert|entscheidet|verantwortet)'),
    word('(herrn?|frau) [\\p{L}-]+ sprechen'),
    word('sprechen (mit|sie mit)'),
    word('rueckruf'),
    word('zurueckruf'),
  ],
  participants: [
    word('dabei sein'),
    word('teilnehm'),
    word('wer (sollte|soll|wird|moechte|kommt|muss) (noch |denn )?'),
    word('wer noch'),
    word('kollegen dazu'),
  ],
  summary: [
    word('zusammen(gefasst|fassen|fassung)'),
    word('fasse .{0,40}zusammen'),
    word('richtig verstanden'),
    word('halten wir fest'),
    word('festhalten'),
    word('notiere'),
    word('einladung'),
    word('bestaetig'),
    word('(ich )?(schicke|sende) ich ihnen'),
    word('ich (schicke|sende) ihnen'),
  ],
  closing: [
    word('vielen dank'),
    word('danke'),
    word('auf (wiederhoeren|wiedersehen)'),
    word('schoenen (tag|abend|nachmittag|vormittag)'),
    word('tschuess'),
    word('bis (dann|bald|morgen|montag|dienstag|mittwoch|donnerstag|freitag)'),
  ],
};

const W_WORDS =
  'wie|was|welch\\p{L}*|wo|wozu|woran|wodurch|womit|wofuer|worauf|worueber|woher|wohin|wovon|wobei|wann|warum|wieso|weshalb|weswegen|wer|wen|wem|inwiefern|inwieweit';
const OPEN_QUESTION = new RegExp(
  `(?:^|[,;:]\\s*|\\s(?:und|also|denn|dann)\\s+)(?:und\\s+|also\\s+)?(?:${W_WORDS})(?![\\p{L}])`,
  'u',
);
const TELL_ME = word('(erzaehlen|beschreiben|schildern) sie|mich wuerde interessieren');

/** An open question: a sentence ending in '?' that asks with a W-word, or 'Erzählen Sie …'. */
function asksOpenQuestion(folded: string): boolean {
  if (TELL_ME.test(folded)) return true;
  const sentences = folded.match(/[^.!?]*\?/g) ?? [];
  return sentences.some((sentence) => OPEN_QUESTION.test(sentence.trim()));
}

const WEEKDAY = 'montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag';
const TIME = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${WEEKDAY})s?|uebermorgen|\\d{1,2}(?:[:.]\\d{2})?\\s?uhr|um \\d{1,2}(?:[:.]\\d{2})?(?!\\d)|\\d{1,2}\\.\\d{1,2}\\.)`,
  'u',
);
const APPOINTMENT_WORDS = word(
  'termin|treffen|gespraech|telefonat|call|passt (es )?(ihnen|dir)|haetten sie|haben sie .{0,30}zeit|rueckruf|zurueckruf|vorbeikommen|schlage .{0,20}vor|vorschlag|wie waere',
);

/** What the person's turn does, by German patterns (case and umlauts do not matter). */
export function intentsOf(text: string): Set<Intent> {
  const folded = foldSearch(text);
  const found = new Set<Intent>();
  for (const [intent, patterns] of Object.entries(PATTERNS) as [Intent, RegExp[]][]) {
    if (patterns.some((pattern) => pattern.test(folded))) found.add(intent);
  }
  // 'Ich bin Tim …' introduces; 'ich bin sicher' does not: a capitalised name must follow.
  if (/(?<![\p{L}])[Ii]ch bin (?!Ihnen|Sie\b|Ihr)(?:der |die )?\p{Lu}/u.test(text)) {
    found.add('introduction');
  }
  if (asksOpenQuestion(folded)) found.add('question');
  if (TIME.test(folded) && (APPOINTMENT_WORDS.test(folded) || folded.includes('?'))) {
    found.add('appointment');
  }
  return found;
}

const CLOCK = '(?:\\s+(?:um\\s+)?\\d{1,2}(?:[:.]\\d{2})?(?:\\s?Uhr)?)?';
const WHEN = new RegExp(
  [
    `(?:${WEEKDAY})s?(?:,?\\s+(?:den\\s+)?\\d{1,2}\\.\\d{1,2}\\.)?${CLOCK}`,
    `(?:über)?morgen\\s+(?:um\\s+)?\\d{1,2}(?:[:.]\\d{2})?(?:\\s?Uhr)?`,
    'übermorgen',
    `\\d{1,2}\\.\\d{1,2}\\.(?:\\d{2,4})?${CLOCK}`,
    '(?:um\\s+)?\\d{1,2}(?:[:.]\\d{2})?\\s?Uhr',
    'um\\s+\\d{1,2}(?:[:.]\\d{2})?(?!\\d)',
  ].join('|'),
  'giu',
);

/** The last concrete time the text names ('Donnerstag um 14 Uhr'), as the persona repeats it. */
export function lastTimeIn(text: string): string | null {
  const found = text.match(WHEN);
  const last = found?.at(-1)?.trim();
  if (!last) return null;
  return last.charAt(0).toUpperCase() + last.slice(1);
}

type Context = {
  persona: Persona;
  /** The last concrete time the person proposed; 'Dann' before any. */
  when: string;
};

type Stage = {
  expects: readonly Intent[];
  /** The persona's line when the stage's intent was heard. */
  reply: (context: Context) => string;
  /** Its nudges when not, in turn. */
  misses: (context: Context) => readonly string[];
};

type Branch = {
  /** Up to the objections: the last one's reply is followed by the first objection. */
  lead: readonly Stage[];
  objections: readonly string[];
  /** What the persona says when the objections are answered (or there are none). */
  yields: (context: Context) => string;
  rest: readonly Stage[];
  /** After the last stage: the call is over. */
  over: (context: Context) => string;
};

const lastName = (persona: Persona) => persona.name.trim().split(/\s+/).at(-1) ?? persona.name;

/** The persona's first line when a scenario names none. */
export function defaultOpening(kind: ScenarioKind, persona: Persona): string {
  const { name, company } = persona;
  switch (kind) {
    case 'kaltakquise':
      return `${company}, ${lastName(persona)} am Apparat.`;
    case 'gatekeeper':
      return `${company}, ${name}, guten Tag. Was kann ich für Sie tun?`;
    case 'bedarfsanalyse':
      return `Hallo, hier ist ${name} von ${company}. Schön, dass es mit dem Termin klappt. Womit fangen wir an?`;
    case 'einwandbehandlung':
      return `${lastName(persona)}, ${company}. Ich sage es Ihnen gleich: Wir haben schon einen Anbieter, und ehrlich gesagt ist uns das Thema zu teuer.`;
    case 'terminvereinbarung':
      return `${company}, ${name}. Ach, Sie wollten sich wegen eines Termins melden, oder?`;
  }
}

const BRANCHES: Record<ScenarioKind, Branch> = {
  kaltakquise: {
    lead: [
      {
        expects: ['introduction'],
        reply: () => 'Ja? Worum geht es?',
        misses: () => [
          'Entschuldigung, mit wem spreche ich denn?',
          'Ich weiß immer noch nicht, wer Sie sind.',
        ],
      },
      {
        expects: ['reason'],
        reply: () => 'Hm. Und warum sollte mich das interessieren? Ich habe wenig Zeit.',
        misses: () => ['Und warum rufen Sie mich an?', 'Kommen Sie bitte zum Punkt.'],
      },
      {
        expects: ['question'],
        reply: ({ persona }) =>
          `Neue Kunden kommen bei ${persona.company} vor allem über Empfehlungen. Das läuft, aber planbar ist es nicht.`,
        misses: () => [
          'Was wollen Sie denn von mir wissen?',
          'Fragen Sie ruhig konkret, wie wir arbeiten.',
        ],
      },
      {
        expects: ['benefit', 'reference'],
        reply: () => 'Das sagen viele.',
        misses: () => ['Und was hätte ich davon?', 'Was bringt mir das konkret, in Zahlen?'],
      },
    ],
    objections: [
      'Wir haben schon einen Dienstleister für so etwas.',
      'Schicken Sie mir doch einfach Unterlagen per E-Mail.',
    ],
    yields: () => 'Na gut, das klingt vernünftig. Wie stellen Sie sich das weitere Vorgehen vor?',
    rest: [
      {
        expects: ['appointment'],
        reply: ({ when }) => `${when} passt mir. Was brauchen Sie noch von mir?`,
        misses: () => [
          'Und was schlagen Sie vor?',
          'Wann genau? Nennen Sie mir einen Tag und eine Uhrzeit.',
        ],
      },
      {
        expects: ['summary', 'closing'],
        reply: ({ when }) => `Gut, dann bis ${when}. Auf Wiederhören.`,
        misses: () => ['Sonst noch etwas?'],
      },
    ],
    over: () => 'Wir sind verabredet. Ich lege jetzt auf – auf Wiederhören!',
  },
  gatekeeper: {
    lead: [
      {
        expects: ['introduction'],
        reply: () => 'Und worum geht es?',
        misses: () => ['Mit wem spreche ich bitte?', 'Ich bräuchte schon Ihren Namen.'],
      },
      {
        expects: ['reason'],
        reply: () => 'Aha. Und wen möchten Sie genau sprechen?',
        misses: () => [
          'Worum geht es denn bitte?',
          'Ohne zu wissen, worum es geht, kann ich Sie nicht weiterleiten.',
        ],
      },
      {
        expects: ['decider'],
        reply: () => 'Hm.',
        misses: () => [
          'Wen genau möchten Sie denn sprechen?',
          'Für welchen Bereich suchen Sie jemanden?',
        ],
      },
    ],
    objections: [
      'Da kann ich Sie leider nicht durchstellen, mein Chef ist den ganzen Tag in Terminen.',
      'Schicken Sie doch einfach eine E-Mail an unsere allgemeine Adresse, ich leite sie weiter.',
    ],
    yields: () => 'Also gut. Ich kann Ihnen einen Rückruf eintragen. Wann passt es Ihnen denn?',
    rest: [
      {
        expects: ['appointment'],
        reply: ({ when }) => `In Ordnung, ich habe ${when} für den Rückruf eingetragen.`,
        misses: () => [
          'Wann genau soll er Sie zurückrufen?',
          'Nennen Sie mir bitte einen Tag und eine Uhrzeit.',
        ],
      },
      {
        expects: ['summary', 'closing'],
        reply: () => 'Gern. Auf Wiederhören!',
        misses: () => ['Kann ich sonst noch etwas für Sie tun?'],
      },
    ],
    over: () => 'Ihr Rückruf ist eingetragen. Auf Wiederhören!',
  },
  bedarfsanalyse: {
    lead: [
      {
        expects: ['reason'],
        reply: () => 'Klingt gut, legen Sie los.',
        misses: () => [
          'Was haben Sie sich denn für heute vorgenommen?',
          'Wie wollen wir das Gespräch aufbauen?',
        ],
      },
      {
        expects: ['question'],
        reply: () =>
          'Wir sind acht Leute im Vertrieb. Die meisten Anfragen kommen über Messen, und danach versanden viele Kontakte, weil niemand konsequent nachfasst.',
        misses: () => [
          'Was möchten Sie denn genau wissen?',
          'Fragen Sie ruhig offen, ich erzähle gern.',
        ],
      },
      {
        expects: ['question'],
        reply: () =>
          'Ehrlich gesagt kostet uns das Aufträge. Nach der letzten Messe haben wir von 200 Kontakten vielleicht 15 wirklich gesprochen.',
        misses: () => ['Was meinen Sie genau?', 'Worauf wollen Sie hinaus?'],
      },
    ],
    objections: [
      'Wobei: Wir haben schon einiges ausprobiert, und nichts hat lange gehalten.',
      'Und ehrlich gesagt weiß ich nicht, ob mein Team dafür gerade Zeit hat.',
    ],
    yields: () => 'Fragen Sie ruhig weiter.',
    rest: [
      {
        expects: ['question'],
        reply: () =>
          'Ideal wäre, wenn jeder Messekontakt innerhalb einer Woche ein Gespräch bekommt und ich jederzeit sehe, wo wir stehen.',
        misses: () => ['Was möchten Sie noch wissen?', 'Fragen Sie ruhig, wo wir hinwollen.'],
      },
      {
        expects: ['summary'],
        reply: () => 'Ja, genau so ist es. Und wie geht es jetzt weiter?',
        misses: () => [
          'Haben Sie alles mitbekommen?',
          'Fassen Sie doch mal zusammen, was Sie verstanden haben.',
        ],
      },
      {
        expects: ['appointment'],
        reply: ({ when }) => `${when} passt. Dann zeigen Sie uns, wie das bei uns aussehen könnte.`,
        misses: () => ['Und was schlagen Sie vor?', 'Wann genau wollen wir weitermachen?'],
      },
      {
        expects: ['closing', 'summary'],
        reply: () => 'Danke Ihnen, bis dann!',
        misses: () => ['Noch etwas?'],
      },
    ],
    over: () => 'Wir haben alles besprochen. Bis zum nächsten Termin!',
  },
  einwandbehandlung: {
    lead: [
      {
        expects: ['empathy'],
        reply: () => 'Na gut, ich höre zu. Aber wir sind eigentlich zufrieden.',
        misses: () => [
          'Sie hören mir nicht zu: Wir haben schon jemanden.',
          'Wie gesagt: kein Bedarf, und zu teuer.',
        ],
      },
      {
        expects: ['question'],
        reply: () =>
          'Unser jetziger Anbieter kostet uns 400 Euro im Monat. Ihr Angebot liegt deutlich darüber, und ich sehe nicht, wofür.',
        misses: () => ['Was wollen Sie denn wissen?', 'Worauf wollen Sie hinaus?'],
      },
      {
        expects: ['benefit', 'reference'],
        reply: () => 'Hm.',
        misses: () => ['Und was hätte ich davon?', 'Warum sollte ich mehr bezahlen als jetzt?'],
      },
    ],
    objections: [
      'Das sagen alle. Woher soll ich wissen, dass das bei uns funktioniert?',
      'Trotzdem: Einen Wechsel kann ich mir gerade nicht leisten, das ist zu viel Aufwand.',
    ],
    yields: () => 'Also gut, Sie bleiben hartnäckig. Was schlagen Sie vor?',
    rest: [
      {
        expects: ['appointment'],
        reply: ({ when }) => `${when}, meinetwegen. Aber bringen Sie Zahlen mit.`,
        misses: () => ['Und wann?', 'Nennen Sie mir einen Tag und eine Uhrzeit.'],
      },
      {
        expects: ['summary', 'closing'],
        reply: () => 'Gut. Auf Wiederhören.',
        misses: () => ['Noch was?'],
      },
    ],
    over: () => 'Wir haben einen Termin. Auf Wiederhören.',
  },
  terminvereinbarung: {
    lead: [
      {
        expects: ['reason'],
        reply: () =>
          'Stimmt, das hatten wir besprochen. Mein Kalender ist nur gerade ziemlich voll.',
        misses: () => [
          'Helfen Sie mir kurz auf die Sprünge: Worum ging es noch mal?',
          'Woher kennen wir uns gleich?',
        ],
      },
      {
        expects: ['appointment'],
        reply: ({ when }) => `${when} – lassen Sie mich kurz schauen.`,
        misses: () => [
          'Und wann hätten Sie gedacht?',
          'Nennen Sie mir ruhig konkrete Tage und Uhrzeiten.',
        ],
      },
    ],
    objections: [
      'Eigentlich bin ich da auf Montage. Können wir das nicht einfach per E-Mail klären?',
      'Und ich weiß nicht, ob sich das Gespräch für uns überhaupt lohnt.',
    ],
    yields: () => 'Passt, ich trage es mir ein. Was brauchen Sie sonst noch von mir?',
    rest: [
      {
        expects: ['participants'],
        reply: () => 'Gute Frage – mein Werkstattleiter sollte dabei sein, der plant die Einsätze.',
        misses: () => ['Sonst noch etwas?', 'Brauchen Sie noch etwas von mir?'],
      },
      {
        expects: ['summary'],
        reply: ({ when }) => `Perfekt, so machen wir es. Bis ${when}!`,
        misses: () => [
          'Können Sie mir das noch einmal zusammenfassen? Sonst verliere ich den Überblick.',
        ],
      },
    ],
    over: ({ when }) => `Alles klar, bis ${when}!`,
  },
};

const OBJECTIONS: Record<Difficulty, number> = { leicht: 0, mittel: 1, schwer: 2 };

type Step = Stage & { objection: boolean };

/** The branch as stages, the difficulty's objections between lead and rest. */
function stagesOf(kind: ScenarioKind, difficulty: Difficulty): Step[] {
  const branch = BRANCHES[kind];
  const objections = branch.objections.slice(0, OBJECTIONS[difficulty]);
  const lead: Step[] = branch.lead.map((stage) => ({ ...stage, objection: false }));
  const last = lead.at(-1);
  if (last) {
    const own = last.reply;
    last.reply = (context) => `${own(context)} ${objections[0] ?? branch.yields(context)}`;
  }
  const objectionSteps: Step[] = objections.map((line, index) => ({
    expects: ['empathy'],
    reply: (context) => objections[index + 1] ?? branch.yields(context),
    misses: () => [`Sie gehen gar nicht auf mich ein. ${line}`, line],
    objection: true,
  }));
  return [
    ...lead,
    ...objectionSteps,
    ...branch.rest.map((stage) => ({ ...stage, objection: false })),
  ];
}

export type ScriptTurn = { role: 'person' | 'persona'; text: string };

/**
 * The persona's reply to the transcript's last turn (the person's). The person's turns are
 * replayed from the start: each moves the call on by the stages whose intents it shows (several
 * in one breath, but never past an objection the persona has not raised yet).
 */
export function scriptedReply(input: {
  kind: ScenarioKind;
  persona: Persona;
  turns: readonly ScriptTurn[];
}): string {
  const said = input.turns.filter((turn) => turn.role === 'person').map((turn) => turn.text);
  const context: Context = { persona: input.persona, when: 'Dann' };
  const stages = stagesOf(input.kind, input.persona.difficulty);
  let position = 0;
  let misses = 0;
  let reply = '';
  for (const text of said) {
    context.when = lastTimeIn(text) ?? context.when;
    const intents = intentsOf(text);
    const used = new Set<Intent>();
    let answered: Step | null = null;
    for (;;) {
      const stage = stages[position];
      if (!stage) break;
      const heard = stage.expects.find((intent) => intents.has(intent) && !used.has(intent));
      if (!heard) break;
      used.add(heard);
      answered = stage;
      position++;
      if (stages[position]?.objection) break;
    }
    if (answered) {
      misses = 0;
      reply = answered.reply(context);
    } else if (position >= stages.length) {
      reply = BRANCHES[input.kind].over(context);
    } else {
      const nudges = stages[position]?.misses(context) ?? [];
      reply = nudges[misses % Math.max(1, nudges.length)] ?? '';
      misses++;
    }
  }
  return reply;
}
