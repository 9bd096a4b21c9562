/**
 * The Vorlagen-Modus (issue 25 §1): deterministic German answers per category, built from the
 * person's inputs, the profile 'Marke & Angebot' and the lead, in the same Markdown formats a
 * model is asked for (structured.ts reads both). Same input, same answer; `variant` (the number
 * of earlier answers to the question) rotates hooks and phrasings, so regenerating changes it.
 * No text here claims to be a model; the UI names the mode.
 */
import {
  CALENDAR_SPANS,
  CHAT_CATEGORY_LABELS,
  CHAT_CATEGORY_SETUP,
  OBJECTION_TYPES,
  PLATFORM_LIMITS,
  type BrandProfile,
  type ChatCategory,
  type LeadContext,
  type ObjectionType,
} from './model';
import {
  CALENDAR_FORMATS,
  CALENDAR_TABLE_HEADER,
  HOOK_RECOMMENDATION_LABEL,
  HOOK_TABLE_HEADER,
  OBJECTION_TYPE_LABEL,
  PAIN_OPENING_HEADING,
  PAIN_POINTS_HEADING,
  POST_VARIANT_HEADING,
  VIDEO_VISUAL_LABEL,
  berlinDay,
  countCharacters,
  germanDate,
} from './structured';

export type TemplateInput = {
  category: ChatCategory;
  /** The form's values as `checkedVariables` returns them (empty ones left out). */
  variables: Readonly<Record<string, string>>;
  question: string;
  profile?: BrandProfile | null;
  lead?: LeadContext | null;
  today: Date;
  /** Earlier answers to the same question in the conversation: 0 first, 1 after one regenerate. */
  variant?: number;
};

/** The answer of the Vorlagen-Modus for one question; pure and deterministic. */
export function templateAnswer(input: TemplateInput): string {
  const ctx = context(input);
  switch (input.category) {
    case 'postgenerator':
      return postgenerator(ctx);
    case 'hook-vergleichs-chat':
      return hookComparison(ctx);
    case 'content-kalender':
      return contentCalendar(ctx);
    case 'objection-handler':
      return objectionHandler(ctx);
    case 'video-skript-generator':
      return videoScript(ctx);
    case 'pain-point-scanner':
      return painPointScanner(ctx);
    case 'allgemein':
      return general(ctx);
  }
}

/** Character ranges per variant of the Postgenerator's lengths (issue 25 §2). */
export const POST_LENGTH_RANGES = {
  Kurz: [300, 500],
  Mittel: [700, 1_100],
  Lang: [1_500, 2_400],
} as const satisfies Record<string, readonly [number, number]>;

/** Seconds a spoken German sentence takes: about 2.3 words per second (140 a minute). */
export const WORDS_PER_SECOND = 2.3;

/* ================================================================ shared */

type Context = {
  input: TemplateInput;
  question: string;
  vars: Readonly<Record<string, string>>;
  offer: string;
  audience: string;
  tone: string;
  lead: LeadContext | null;
  today: string;
  /** Earlier answers to the same question (0, 1, …). */
  variant: number;
  /** Picks one of a list: the same for the same input, the next one for the next variant. */
  pick: <T>(list: readonly T[], salt: string) => T;
  /** du- or Sie-form, for text that addresses readers or customers. */
  formal: (fallback: boolean) => boolean;
};

function context(input: TemplateInput): Context {
  const vars = input.variables;
  const variant = Math.max(0, Math.floor(input.variant ?? 0));
  const seed = hash(
    [
      input.category,
      input.question.trim(),
      ...Object.keys(vars)
        .sort()
        .map((key) => `${key}=${vars[key]}`),
    ].join('\n'),
  );
  const profile = input.profile;
  const tone = vars.tonalitaet?.trim() || profile?.tone.trim() || '';
  return {
    input,
    question: input.question.replace(/\r\n?/g, '\n').trim(),
    vars,
    offer: shortOffer(profile?.offer ?? ''),
    audience: clean(vars.zielgruppe || firstClause(profile?.audience ?? ''), 90, true),
    tone,
    lead: input.lead ?? null,
    today: berlinDay(input.today),
    variant,
    pick: <T>(list: readonly T[], salt: string) =>
      list[(seed + hash(salt) + variant) % list.length] as T,
    formal: (fallback) => {
      if (/professionell|förmlich|siez|sie-form|seriös|sachlich/i.test(tone)) {
        return true;
      }
      if (/^(locker|provokant|inspirierend)$/i.test(tone) || /duz|du-form|locker/i.test(tone)) {
        return false;
      }
      return fallback;
    },
  };
}

/** FNV-1a: a stable small number per text (the same in every JavaScript engine). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** At most `max` characters, cut after a whole word with '…'. */
function shorten(text: string, max: number): string {
  const flat = collapse(text);
  if (countCharacters(flat) <= max) return flat;
  const chars = [...flat].slice(0, max);
  let cut = chars.join('');
  const space = cut.lastIndexOf(' ');
  if (space > max * 0.5) cut = cut.slice(0, space);
  else cut = chars.slice(0, max - 1).join('');
  return `${cut.replace(/[\s,;:–-]+$/, '')}…`;
}

/** One line of the person's text for use inside a sentence: no quotes or final full stop. */
function clean(text: string, max: number, dropPeriod = false): string {
  let out = collapse(text).replace(/^["„“'»«]+|["“”'»«]+$/g, '');
  if (dropPeriod) out = out.replace(/[.!]+$/, '');
  return shorten(out, max);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const endSentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** The first sentence or line of a profile field, for use inside a sentence. */
const firstClause = (text: string) => text.split(/[.;\n]/).find((part) => part.trim()) ?? '';

/** The offer as one short sentence or phrase that can follow a colon. */
function shortOffer(offer: string): string {
  const flat = collapse(offer);
  if (!flat) return '';
  const first = /^(.{20,}?[.!?])(\s|$)/.exec(flat)?.[1] ?? flat;
  return endSentence(capitalize(shorten(first, 160)));
}

const escapeCell = (text: string) => collapse(text).replace(/\|/g, '\\|');

const NUMBER_WORDS = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht'];
const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);

/**
 * The topic of a request as a phrase that fits after 'rund um', 'über' or 'um' (the request's
 * own accusative): 'Schreib einen Beitrag über unseren größten Kundenerfolg.' → 'unseren
 * größten Kundenerfolg'.
 */
export function topicFromQuestion(question: string): string {
  let text = collapse(question.split('\n').find((line) => line.trim()) ?? '');
  text = text.replace(/^["„“'»«]+|["“”'»«]+$/g, '').replace(/[.!?:]+$/, '');
  const steps = [
    /^(bitte\s+)?(schreib(e|st)?|erstell(e|st)?|formulier(e|st)?|mach(e|st)?|plan(e|st)?|entwirf|gib\s+mir|ich\s+(brauche|möchte|will|hätte\s+gern))\s+(mir|uns)?\s*(bitte\s+)?/i,
    /^(einen?|eine[ns]?|ein|den|das|die|meine[nm]?|unsere[nm]?)\s+((kurze[nsm]?|lange[nsm]?|persönliche[nsm]?|neue[nsm]?|knackige[nsm]?|ehrliche[nsm]?|witzige[nsm]?)\s+)*((LinkedIn|Instagram|TikTok|YouTube|Facebook|X)-)?(Beitrag|Post|Reel|Video|Skript|Short|Redaktionsplan|Kalender|Content-Kalender|Text)\w*\s*/i,
    /^(über|zum\s+Thema|rund\s+um|mit|zu|zum|zur)\s+/i,
  ];
  for (const step of steps) text = text.replace(step, '');
  if (/^,/.test(text)) {
    return /Angebot|Leistung|Produkt/i.test(text) ? 'unser Angebot' : '';
  }
  return clean(text, 80, true);
}

const LOWER_FIRST =
  /^(Ein|Eine[nmrs]?|Der|Die|Das|Den|Dem|Unser(e[nmrs]?)?|Mein(e[nmrs]?)?|Zwei|Drei|Vier|Fünf|Sechs|Sieben|Acht|Neun|Zehn)(?!\p{L})/u;

/**
 * A topic as it is used inside sentences ('rund um …'): 'Drei Fehler' becomes 'drei Fehler'; a
 * question ('Wie wir …') or a topic cut short goes in quotes, where any wording reads right.
 */
function topicPhrase(raw: string, max = 60): string {
  const text = clean(raw, max, true);
  if (!text) return '';
  if (
    /^(Wie|Warum|Was|Wann|Wo|Wieso|Weshalb|Welche[mnrs]?|Wer)(?!\p{L})/u.test(text) ||
    text.endsWith('…')
  ) {
    return `„${text}“`;
  }
  return LOWER_FIRST.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** 'rund um X' / 'über X' / 'zum Thema X' in the request: a topic only where one is named. */
function namedTopic(question: string): string {
  const match = /(?:rund\s+um|über|zum\s+Thema)\s+([^.!?\n]+)/i.exec(question);
  return match ? clean(match[1] ?? '', 80, true) : '';
}

/** Hashtags from the topic's nouns, then generic ones, `count` in all. */
function hashtags(topic: string, count: number): string {
  const stop = new Set(['Beitrag', 'Tipps', 'Dinge', 'Thema', 'Fehler', 'Woche', 'Wochen']);
  const words = (topic.match(/\p{Lu}[\p{L}\d-]{4,}/gu) ?? [])
    .map((word) => word.replace(/-/g, ''))
    .filter((word) => !stop.has(word));
  const tags = [...new Set([...words, 'Vertrieb', 'B2B', 'Sales', 'Kundengewinnung'])];
  return tags
    .slice(0, count)
    .map((tag) => `#${tag}`)
    .join(' ');
}

/** How a customer is greeted: 'Frau Berger' as written, else the full name (gender-neutral). */
function contactName(lead: LeadContext | null): string {
  return clean(lead?.contactName ?? '', 60, true);
}

/* ================================================================ Postgenerator */

type Block = {
  /** 0: always; otherwise added in this order while the length allows. */
  rank: number;
  tip?: boolean;
  text: string | ((tips: number) => string);
};

/**
 * The post from its blocks, within `[min, max]` characters: the blocks of rank 0, then further
 * ones by rank until the middle of the range is reached, each only if the post stays ≤ max.
 * Tips are numbered in the order they appear; a block given as a function gets their count.
 */
function fitPost(blocks: readonly (Block | null)[], [min, max]: readonly [number, number]): string {
  const all = blocks.filter((block): block is Block => block !== null);
  const chosen = new Set(all.filter((block) => block.rank === 0));
  const compose = () => {
    const selected = all.filter((block) => chosen.has(block));
    const tips = selected.filter((block) => block.tip).length;
    const paragraphs: string[] = [];
    let tipNumber = 0;
    let previousTip = false;
    for (const block of selected) {
      const text = typeof block.text === 'function' ? block.text(tips) : block.text;
      if (block.tip) {
        tipNumber += 1;
        const line = `${tipNumber}. ${text}`;
        if (previousTip) paragraphs[paragraphs.length - 1] += `\n${line}`;
        else paragraphs.push(line);
      } else {
        paragraphs.push(text);
      }
      previousTip = Boolean(block.tip);
    }
    return paragraphs.join('\n\n');
  };
  const target = (min + max) / 2;
  const optional = all.filter((block) => block.rank > 0).sort((a, b) => a.rank - b.rank);
  for (const block of optional) {
    if (countCharacters(compose()) >= target) break;
    chosen.add(block);
    if (countCharacters(compose()) > max) chosen.delete(block);
  }
  const text = compose();
  return countCharacters(text) <= max ? text : shorten(text, max);
}

/** A variant's character range for a length on a platform: the length's, within the platform's limit. */
export function postLengthRange(length: string, platform: string): readonly [number, number] {
  const [min, max] =
    POST_LENGTH_RANGES[length as keyof typeof POST_LENGTH_RANGES] ?? POST_LENGTH_RANGES.Mittel;
  const limit = PLATFORM_LIMITS[platform] ?? Infinity;
  if (limit >= max) return [min, max];
  return [Math.min(min, Math.floor(limit * 0.6)), limit];
}

function postgenerator(ctx: Context): string {
  const platform = ctx.vars.plattform || 'LinkedIn';
  const length = ctx.vars.laenge || 'Mittel';
  const range = postLengthRange(length, platform);
  const tight = range[1] <= 300;
  const topic =
    topicPhrase(ctx.vars.thema || topicFromQuestion(ctx.question), tight ? 40 : 60) || 'Vertrieb';
  const formal = ctx.formal(false);
  const tagCount = { Instagram: 5, X: 2, TikTok: 4 }[platform] ?? 3;
  const tags = hashtags(topic, tight ? 2 : tagCount);
  const provocative = /provokant/i.test(ctx.tone);
  const inspiring = /inspirierend/i.test(ctx.tone);
  const du = (informal: string, sie: string) => (formal ? sie : informal);
  const A = ctx.audience;
  const O = ctx.offer;

  const story = fitPost(
    [
      {
        rank: 0,
        text: ctx.pick(
          provocative
            ? [
                'Unbequeme Wahrheit: Die meisten Erfolgsgeschichten lassen den wichtigsten Teil weg.',
                'Ich habe jahrelang das Falsche gemessen. Und war stolz darauf.',
              ]
            : inspiring
              ? [
                  'Manchmal reicht ein einziger Satz, um alles anders zu sehen.',
                  'Der beste Rat meiner Laufbahn kam nicht von einem Coach, sondern von einem Kunden.',
                ]
              : [
                  'Vor ein paar Jahren hätte ich diesen Beitrag nicht schreiben können.',
                  'Ein Satz eines Kunden hat meine Sicht komplett verändert.',
                  'Ich lag falsch. Und zwar ziemlich lange.',
                  'Es war ein ganz normaler Dienstag – bis zu diesem einen Gespräch.',
                ],
          'story-hook',
        ),
      },
      {
        rank: 1,
        text: `Es ging um ${topic}. Ich war überzeugt: Mehr Einsatz bringt mehr Ergebnis. Also mehr Nachrichten, mehr Anrufe, mehr Termine.`,
      },
      {
        rank: 4,
        text: 'Das Ergebnis? Volle Kalender, aber kaum Abschlüsse. Und das Gefühl, ständig hinterherzulaufen.',
      },
      {
        rank: 2,
        text: 'Dann sagte mir ein Kunde: „Sie sind der Erste, der fragt, was uns eigentlich bremst.“ Dieser Satz ist hängen geblieben.',
      },
      {
        rank: 5,
        text: 'Rückblickend war mein Fehler nicht fehlender Fleiß. Ich habe Aktivität mit Fortschritt verwechselt. Anrufe pro Tag fühlen sich gut an, sagen aber wenig darüber, ob ein Kunde wirklich weiterkommt.',
      },
      {
        rank: 3,
        text: 'Seitdem frage ich zuerst und erzähle danach. Ich bereite jedes Gespräch mit drei Fragen vor, höre länger zu und halte am Ende gemeinsam mit dem Kunden den nächsten Schritt fest.',
      },
      {
        rank: 6,
        text: 'Was sich verändert hat: weniger Gespräche, dafür bessere. Entscheidungen fallen schneller, weil beide Seiten wissen, worum es wirklich geht.',
      },
      A
        ? {
            rank: 7,
            text: `Für ${A} gilt das besonders. Wer wenig Zeit hat, merkt sofort, ob jemand das eigene Geschäft verstanden hat – oder nur ein Produkt verkaufen will.`,
          }
        : null,
      {
        rank: 8,
        text: 'Drei Dinge, die ich daraus mitgenommen habe:\n\n→ Zuhören ist keine Technik, sondern Haltung.\n→ Eine gute Frage ist mehr wert als jede Präsentation.\n→ Der nächste Schritt gehört ins Gespräch, nicht in die E-Mail danach.',
      },
      {
        rank: 10,
        text: 'Wenn ich meinem früheren Ich einen Rat geben könnte, dann diesen: Nimm dir vor jedem Gespräch fünf Minuten. Lies nach, was das Unternehmen gerade bewegt, und überleg dir, welche Frage du stellen willst. Diese fünf Minuten sparen später Stunden.',
      },
      {
        rank: 11,
        text: 'Inzwischen arbeitet unser ganzes Team so. Jede Woche schauen wir uns gemeinsam zwei Gespräche an: Was hat funktioniert, wo haben wir zu früh präsentiert? Das ist manchmal unbequem – und genau deshalb so wertvoll.',
      },
      {
        rank: 12,
        text: 'Das Schönste daran: Kunden kommen heute von selbst zurück. Nicht, weil wir öfter anrufen, sondern weil sie sich verstanden fühlen. Empfehlungen sind so zu unserem wichtigsten Kanal geworden.',
      },
      {
        rank: 13,
        text: 'Ich glaube, viele kennen diesen Punkt: Man macht alles nach Lehrbuch, und trotzdem fehlt etwas. Bei mir war es die Neugier auf den Menschen gegenüber.',
      },
      O
        ? { rank: 3, text: `Genau diese Erfahrung steckt heute in dem, was wir anbieten: ${O}` }
        : null,
      {
        rank: 0,
        text: tight
          ? du('Wie war das bei dir?', 'Wie war das bei Ihnen?')
          : du(
              `Welcher Moment hat deine Sicht auf ${topic} verändert? Ich freue mich auf eure Geschichten in den Kommentaren.`,
              `Welcher Moment hat Ihre Sicht auf ${topic} verändert? Ich freue mich auf Ihre Erfahrungen in den Kommentaren.`,
            ),
      },
      { rank: 0, text: tags },
    ],
    range,
  );

  const tips = ctx.pick(
    [0, 1, 2, 3].map((shift) => rotateList(LIST_TIPS, shift)),
    'list-tips',
  );
  const longTips = range[1] > 600;
  const list = fitPost(
    [
      {
        rank: 0,
        text: (count) => {
          const word = numberWord(count);
          return ctx.pick(
            provocative
              ? [
                  du(
                    `Hört auf, rund um ${topic} alles gleichzeitig zu versuchen. Diese ${word} Punkte reichen.`,
                    `Hören Sie auf, rund um ${topic} alles gleichzeitig zu versuchen. Diese ${word} Punkte reichen.`,
                  ),
                ]
              : [
                  `${capitalize(word)} Dinge rund um ${topic}, die ich gern früher gewusst hätte.`,
                  `Rund um ${topic} halte ich mich an ${word} Regeln.`,
                  `${capitalize(word)} Gedanken rund um ${topic} – aus vielen Gesprächen mit Kunden.`,
                  `Kurz und praktisch: ${word} Tipps rund um ${topic}.`,
                ],
            'list-hook',
          );
        },
      },
      {
        rank: 4,
        text: 'Nach vielen Gesprächen sehe ich immer wieder dieselben Muster. Die gute Nachricht: Die meisten lassen sich mit kleinen Änderungen lösen.',
      },
      ...tips.map((tip, i): Block => ({
        rank: i < 3 ? 0 : i,
        tip: true,
        text: longTips ? tip.long : tip.short,
      })),
      A
        ? {
            rank: 5,
            text: `Für ${A} ist das besonders wichtig, denn dort ist Zeit das knappste Gut. Jede dieser Regeln spart am Ende Zeit – auf beiden Seiten.`,
          }
        : null,
      {
        rank: 8,
        text: 'Warum gerade diese Punkte? Weil sie nichts kosten außer Aufmerksamkeit. Kein neues Tool, kein großes Projekt – nur ein anderer Blick auf das, was ohnehin jeden Tag passiert.',
      },
      {
        rank: 9,
        text: 'Keine dieser Regeln ist kompliziert. Schwierig ist nur, sie jeden Tag anzuwenden – auch dann, wenn es hektisch wird.',
      },
      {
        rank: 10,
        text: du(
          'Mein Tipp zum Start: Nimm dir nicht alle Punkte auf einmal vor, sondern einen einzigen. Probier ihn zwei Wochen lang konsequent aus und schau dann, was sich verändert hat.',
          'Mein Tipp zum Start: Nehmen Sie sich nicht alle Punkte auf einmal vor, sondern einen einzigen. Probieren Sie ihn zwei Wochen lang konsequent aus und schauen Sie dann, was sich verändert hat.',
        ),
      },
      O ? { rank: 3, text: `Darum geht es bei uns: ${O}` } : null,
      {
        rank: 0,
        text: tight
          ? 'Was fehlt auf der Liste?'
          : du(
              'Welcher Punkt fehlt auf der Liste? Schreib ihn in die Kommentare.',
              'Welcher Punkt fehlt auf der Liste? Schreiben Sie ihn gern in die Kommentare.',
            ),
      },
      { rank: 0, text: tags },
    ],
    range,
  );

  const question = fitPost(
    [
      {
        rank: 0,
        text: ctx.pick(
          provocative
            ? [
                `Wird über ${topic} zu viel geredet? Ich glaube: ja.`,
                `Was, wenn rund um ${topic} fast alle das Falsche optimieren?`,
              ]
            : [
                `Woran merkt man eigentlich, dass es rund um ${topic} gut läuft?`,
                `Warum reden alle über ${topic} – und so wenige setzen es konsequent um?`,
                `Was wäre, wenn rund um ${topic} nicht mehr Einsatz fehlt, sondern mehr Klarheit?`,
                `Ehrliche Frage: Was würde sich ändern, wenn wir rund um ${topic} nur halb so viel tun – dafür richtig?`,
              ],
          'question-hook',
        ),
      },
      {
        rank: 1,
        text: 'Ich stelle mir diese Frage immer wieder. Und ehrlich gesagt: Die Antwort ist selten „mehr“. Mehr Nachrichten, mehr Termine, mehr Tools – das fühlt sich nach Fortschritt an, ist es aber oft nicht.',
      },
      {
        rank: 2,
        text: 'Was ich stattdessen beobachte: Es läuft dort gut, wo Kunden sich verstanden fühlen. Wo jemand zuhört, nachfragt und dann einen klaren Vorschlag macht.',
      },
      {
        rank: 3,
        text: 'Drei Fragen, die ich mir deshalb regelmäßig stelle:\n\n→ Weiß ich, was meine Kunden gerade wirklich beschäftigt?\n→ Habe ich im letzten Gespräch mehr gefragt oder mehr erzählt?\n→ Ist der nächste Schritt klar – für beide Seiten?',
      },
      A
        ? {
            rank: 5,
            text: `Für ${A} sind diese Fragen besonders spannend. Dort entscheidet oft ein einziges gutes Gespräch darüber, ob eine Zusammenarbeit entsteht.`,
          }
        : null,
      {
        rank: 6,
        text: 'Die Antworten sind nicht immer angenehm. Aber sie zeigen schneller als jede Auswertung, wo es hakt.',
      },
      {
        rank: 7,
        text: 'Ein Beispiel aus den letzten Wochen: Ein Kunde hatte drei Angebote auf dem Tisch, alle ähnlich im Preis. Entschieden hat er sich für das, bei dem er das Gefühl hatte, dass jemand sein Problem wirklich verstanden hat. Nicht für das günstigste, nicht für das mit den meisten Funktionen.',
      },
      {
        rank: 8,
        text: 'Vielleicht ist das die eigentliche Antwort: Gute Ergebnisse entstehen selten durch Lautstärke, sondern durch Aufmerksamkeit. Und Aufmerksamkeit lässt sich nicht automatisieren.',
      },
      {
        rank: 9,
        text: 'Ich merke auch bei mir selbst, wie leicht man in den Aktivitätsmodus rutscht. Volle Wochen, viele Termine – und am Freitag die Frage, was davon eigentlich etwas bewegt hat.',
      },
      {
        rank: 10,
        text: 'Deshalb schaue ich jeden Freitag zehn Minuten zurück: Welche zwei Gespräche waren diese Woche wirklich gut? Und was hatten sie gemeinsam? Meist ist die Antwort überraschend einfach.',
      },
      O ? { rank: 4, text: `Bei uns dreht sich genau darum alles: ${O}` } : null,
      {
        rank: 0,
        text: tight
          ? du('Wie siehst du das?', 'Wie sehen Sie das?')
          : du(
              'Wie siehst du das: Woran merkst du, dass es gut läuft? Ich bin gespannt auf eure Antworten.',
              'Wie sehen Sie das: Woran merken Sie, dass es gut läuft? Ich bin gespannt auf Ihre Antworten.',
            ),
      },
      { rank: 0, text: tags },
    ],
    range,
  );

  const intro = `Hier sind drei Varianten für ${platform} rund um ${topic} (Länge: ${length}).`;
  return [
    intro,
    POST_VARIANT_HEADING(1, 'Storytelling'),
    story,
    POST_VARIANT_HEADING(2, 'Liste'),
    list,
    POST_VARIANT_HEADING(3, 'Frage'),
    question,
  ].join('\n\n');
}

const LIST_TIPS: readonly { short: string; long: string }[] = [
  {
    short: 'Vorbereitung schlägt Spontaneität.',
    long: 'Vorbereitung schlägt Spontaneität. Fünf Minuten Recherche vor dem Gespräch sparen zehn Minuten Smalltalk.',
  },
  {
    short: 'Fragen statt präsentieren.',
    long: 'Fragen statt präsentieren. Wer zuerst versteht, muss später weniger überzeugen.',
  },
  {
    short: 'Jedes Gespräch endet mit einem nächsten Schritt.',
    long: 'Jedes Gespräch endet mit einem klaren nächsten Schritt – mit Datum, nicht mit „Wir hören voneinander“.',
  },
  {
    short: 'Konkret statt allgemein.',
    long: 'Konkret statt allgemein. Ein Beispiel aus der Branche des Kunden wirkt stärker als jede Folie.',
  },
  {
    short: 'Nachfassen ist Service.',
    long: 'Nachfassen ist kein Nerven, sondern Service. Wer sich zuverlässig meldet, bleibt im Kopf.',
  },
  {
    short: 'Zuhören, bis der Kunde fertig ist.',
    long: 'Zuhören, bis der Kunde wirklich fertig ist. Die wichtigste Information kommt oft im letzten Satz.',
  },
  {
    short: 'Ergebnisse messen, nicht Aktivität.',
    long: 'Ergebnisse messen, nicht nur Aktivität. Zehn gute Gespräche schlagen fünfzig Anrufe ohne Plan.',
  },
  {
    short: 'Dranbleiben.',
    long: 'Dranbleiben. Die meisten Abschlüsse entstehen nicht im ersten, sondern im dritten bis fünften Kontakt.',
  },
];

const rotateList = <T>(list: readonly T[], shift: number): T[] => [
  ...list.slice(shift),
  ...list.slice(0, shift),
];

/* ================================================================ Hook-Vergleichs-Chat */

/** The hooks of a message, one per line, without bullets, numbers, quotes or an instruction. */
export function hooksFromQuestion(question: string): string[] {
  let rows = question
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (rows.length === 1) {
    const single = rows[0] ?? '';
    const afterColon = single.includes(':') ? single.slice(single.indexOf(':') + 1) : single;
    rows = afterColon.split(/\s*;\s*|\s+\/\s+|\s+\|\s+/);
  } else {
    const instruction =
      /^(vergleich|bewerte|welche[rns]?\s|hier\s+(sind|meine)|meine\s+hooks|hooks?\b|was\s+(hältst|meinst))/i;
    rows = rows.filter(
      (line, i) =>
        !(i === 0 && (line.endsWith(':') || instruction.test(line)) && !/^["„»]/.test(line)),
    );
  }
  const hooks = rows
    .map((line) =>
      line
        .replace(/^(\s*([-*•–—>+]|\d+[.):]|[a-z]\)|hook\s*\d*\s*:)\s*)+/i, '')
        .replace(/^["„“”'‚‘»«]+|["„“”'‚‘»«]+$/g, '')
        .trim(),
    )
    .filter((hook) => hook.length > 1);
  return [...new Set(hooks)].slice(0, 12);
}

type HookCriterion = {
  key: string;
  delta: number;
  /** Two phrasings; the variant chooses. */
  reasons: readonly [string, string];
};

function judgeHook(hook: string, platform: string, audience: string): HookCriterion[] {
  const words = hook.split(/\s+/).filter(Boolean).length;
  const chars = countCharacters(hook);
  const spoken = /^(Instagram|TikTok|YouTube)$/.test(platform);
  const out: HookCriterion[] = [];
  const tooLong = spoken ? words > 12 : chars > 140 || words > 20;
  if (tooLong) {
    out.push({
      key: 'long',
      delta: -2,
      reasons: spoken
        ? ['zu lang für die ersten drei Sekunden', 'bis zur Pointe ist das Video schon weggewischt']
        : platform === 'LinkedIn'
          ? [
              `mit ${chars} Zeichen zu lang – vor „…mehr“ ist die Pointe weg`,
              'zu lang: LinkedIn kürzt nach rund 140 Zeichen, die Pointe geht verloren',
            ]
          : ['zu lang, die Kernaussage geht unter', 'wirkt durch die Länge schwerfällig'],
    });
  } else if (words <= 3) {
    out.push({
      key: 'short',
      delta: -1,
      reasons: ['sehr knapp – es fehlt ein Grund weiterzulesen', 'zu kurz, um Neugier aufzubauen'],
    });
  } else if (words >= 5 && words <= 14) {
    out.push({
      key: 'length',
      delta: 1,
      reasons: ['knackige Länge, schnell erfasst', 'kurz genug, um auf einen Blick zu wirken'],
    });
  }
  if (
    /\d|(?<!\p{L})(zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|hundert)(?!\p{L})/iu.test(hook)
  ) {
    out.push({
      key: 'number',
      delta: 1,
      reasons: ['die Zahl macht ihn konkret', 'eine Zahl verspricht greifbaren Inhalt'],
    });
  }
  if (hook.includes('?')) {
    out.push({
      key: 'question',
      delta: 1,
      reasons: ['die Frage lädt zum Mitdenken ein', 'als Frage zieht er Leser ins Thema'],
    });
  }
  if (
    /(?<!\p{L})(du|dich|dir|dein|deine[mnrs]?|euch|euer|eure[mnrs]?)(?!\p{L})/iu.test(hook) ||
    /(?<!\p{L})(Sie|Ihnen|Ihr|Ihre[mnrs]?)(?!\p{L})/u.test(hook.replace(/^\S+/, ''))
  ) {
    out.push({
      key: 'address',
      delta: 1,
      reasons: ['spricht die Leser direkt an', 'die direkte Ansprache schafft Nähe'],
    });
  }
  if (
    /die meisten|niemand|keiner|kaum jemand|warum|fehler|falsch|hör(t|en)? auf|geheimnis|wahrheit|unterschätz|vergiss|schluss mit|mythos|(?<!\p{L})(nie|statt|aber|nicht)(?!\p{L})/iu.test(
      hook,
    )
  ) {
    out.push({
      key: 'tension',
      delta: 1,
      reasons: ['baut Spannung auf', 'weckt Neugier durch einen Widerspruch'],
    });
  }
  const audienceWords = (audience.match(/\p{L}{5,}/gu) ?? []).map((w) => w.toLowerCase());
  if (
    audienceWords.some((word) => hook.toLowerCase().includes(word)) ||
    /geschäftsführ|verkäufer|vertrieb|gründer|mittelstand|handwerk|führungskr|selbstständig|berater|agentur/i.test(
      hook,
    )
  ) {
    out.push({
      key: 'audience',
      delta: 1,
      reasons: [
        'nennt die Zielgruppe – die Richtigen fühlen sich angesprochen',
        'die Zielgruppe erkennt sich sofort wieder',
      ],
    });
  }
  const buzz =
    /innovativ|synergie|ganzheitlich|revolutionär|game[- ]?changer|next level|in der heutigen zeit|heutzutage|disruptiv|einzigartig|maßgeschneidert/i.exec(
      hook,
    );
  if (buzz) {
    out.push({
      key: 'buzz',
      delta: -1,
      reasons: [
        `Floskeln wie „${buzz[0]}“ wirken austauschbar`,
        `„${buzz[0]}“ liest man überall – das kostet Aufmerksamkeit`,
      ],
    });
  }
  if (/!{2,}/.test(hook) || /(?<!\p{L})\p{Lu}{4,}(?!\p{L})/u.test(hook)) {
    out.push({
      key: 'shout',
      delta: -1,
      reasons: [
        'Ausrufezeichen und Großbuchstaben wirken marktschreierisch',
        'zu laut – das schreckt eher ab',
      ],
    });
  }
  if (!out.some((c) => ['number', 'question', 'address', 'tension', 'audience'].includes(c.key))) {
    out.push({
      key: 'vague',
      delta: -1,
      reasons: ['bleibt allgemein – es fehlt ein konkreter Reiz', 'sagt wenig darüber, was kommt'],
    });
  }
  return out;
}

function hookComparison(ctx: Context): string {
  const hooks = hooksFromQuestion(ctx.question);
  if (!hooks.length) {
    return [
      'Schreib deine Hooks bitte untereinander, einen pro Zeile – dann bekommt jeder eine Bewertung von 1 bis 10 mit Begründung.',
      'Zum Beispiel:',
      '- Die meisten Verkäufer hören zu früh auf.\n- 3 Sätze, die jedes Erstgespräch retten.',
    ].join('\n\n');
  }
  const platform = ctx.vars.plattform || 'LinkedIn';
  const { variant } = ctx;
  const judged = hooks.map((hook, i) => {
    const criteria = judgeHook(hook, platform, ctx.audience);
    const score = Math.min(10, Math.max(1, 4 + criteria.reduce((sum, c) => sum + c.delta, 0)));
    const ordered = [...criteria].sort((a, b) =>
      score >= 6 ? b.delta - a.delta : a.delta - b.delta,
    );
    const reasons = ordered.slice(0, 2).map((c) => c.reasons[(variant + i) % 2] ?? c.reasons[0]);
    const reason = endSentence(capitalize(reasons.join('; ')));
    return { hook, score, reason, index: i, top: ordered[0] };
  });
  judged.sort((a, b) => b.score - a.score || a.index - b.index);
  const best = judged[0];
  const rows = judged.map(
    ({ hook, score, reason }) => `| ${escapeCell(hook)} | ${score}/10 | ${escapeCell(reason)} |`,
  );
  const tip = ctx.pick(
    [
      'Teste ihn eine Woche gegen den Zweitplatzierten und vergleiche Kommentare und Profilaufrufe.',
      'Stell die Pointe ganz nach vorn: Die ersten Worte entscheiden, ob jemand weiterliest.',
      'Schreib die schwächsten Hooks als Frage oder mit einer Zahl neu und vergleiche noch einmal.',
      'Lies ihn laut vor: Was sich holprig anhört, liest sich auch holprig.',
    ],
    'hook-tip',
  );
  const why = best?.top ? (best.top.reasons[variant % 2] ?? best.top.reasons[0]) : '';
  const recommendation = !best
    ? ''
    : best.score >= 6
      ? `${HOOK_RECOMMENDATION_LABEL} Nimm „${collapse(best.hook)}“ (${best.score}/10)${why ? ` – ${why}` : ''}. ${tip}`
      : `${HOOK_RECOMMENDATION_LABEL} „${collapse(best.hook)}“ (${best.score}/10) ist der beste Ausgangspunkt, überzeugt aber noch nicht ganz${why ? ` (${why})` : ''}. ${tip}`;
  return [
    `Deine ${hooks.length === 1 ? 'Hook-Bewertung' : `${hooks.length} Hooks im Vergleich`} für ${platform}, der stärkste zuerst:`,
    [HOOK_TABLE_HEADER, '| --- | --- | --- |', ...rows].join('\n'),
    recommendation,
  ].join('\n\n');
}

/* ================================================================ Content-Kalender */

const SPAN_POSTS: Record<(typeof CALENDAR_SPANS)[number], number> = {
  '1 Woche': 2,
  '2 Wochen': 4,
  '4 Wochen': 8,
};

function calendarSpan(ctx: Context): (typeof CALENDAR_SPANS)[number] {
  const chosen = CALENDAR_SPANS.find((span) => span === ctx.vars.zeitraum);
  if (chosen) return chosen;
  const q = ctx.question;
  if (/(4|vier)\s+Wochen|Monat/i.test(q)) return '4 Wochen';
  if (/(2|zwei)\s+Wochen/i.test(q)) return '2 Wochen';
  if (/(1|eine|einer|nächste|diese|kommende)\s+Woche(?!n)/i.test(q)) return '1 Woche';
  return '2 Wochen';
}

/** The next `count` Tuesdays and Thursdays after `today` (Berlin calendar days, YYYY-MM-DD). */
function postingDays(today: string, count: number): string[] {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const days: string[] = [];
  for (let offset = 1; days.length < count; offset++) {
    const date = new Date(Date.UTC(year, month - 1, day + offset));
    const weekday = date.getUTCDay();
    if (weekday === 2 || weekday === 4) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

const offerAngle: readonly [string, string][] = [
  ['Unser Angebot in drei Sätzen', 'Wofür wir stehen – in drei Sätzen.'],
];

function contentCalendar(ctx: Context): string {
  const topic = topicPhrase(ctx.vars.thema || namedTopic(ctx.question)) || 'Vertrieb';
  const platform = ctx.vars.plattform || 'LinkedIn';
  const span = calendarSpan(ctx);
  const days = postingDays(ctx.today, SPAN_POSTS[span]);
  const { variant } = ctx;
  const formal = ctx.formal(false);
  const du = (informal: string, sie: string) => (formal ? sie : informal);
  const angles: Record<(typeof CALENDAR_FORMATS)[number], readonly [string, string][]> = {
    'Text-Post': [
      [
        `Häufigster Fehler rund um ${topic}`,
        'Diesen Fehler sehe ich fast jede Woche – und er ist leicht zu vermeiden.',
      ],
      [`Persönliche Lernkurve rund um ${topic}`, 'Das hätte ich gern vor fünf Jahren gewusst.'],
      [
        `Kundenbeispiel rund um ${topic}`,
        'Vor drei Monaten stand ein Kunde vor genau diesem Problem.',
      ],
      [
        `Unpopuläre Meinung rund um ${topic}`,
        'Unpopuläre Meinung: Mehr Aktivität bringt nicht mehr Abschlüsse.',
      ],
      ...(ctx.offer ? offerAngle : []),
    ],
    Karussell: [
      [
        `Checkliste in fünf Folien rund um ${topic}`,
        du(
          'Speicher dir diese Checkliste – du wirst sie brauchen.',
          'Speichern Sie sich diese Checkliste – Sie werden sie brauchen.',
        ),
      ],
      [
        `Schritt-für-Schritt-Anleitung rund um ${topic}`,
        'In sechs Schritten zum Ergebnis – ohne Umwege.',
      ],
      [`Mythen und Fakten rund um ${topic}`, 'Fünf Mythen, die sich hartnäckig halten.'],
    ],
    Video: [
      [
        `60-Sekunden-Tipp rund um ${topic}`,
        du(
          'Ein Tipp, den du heute noch umsetzen kannst.',
          'Ein Tipp, den Sie heute noch umsetzen können.',
        ),
      ],
      [
        'Blick hinter die Kulissen: So arbeiten wir',
        'So sieht ein ganz normaler Arbeitstag bei uns aus.',
      ],
      [
        `Kundenstimme rund um ${topic}`,
        'Was ein Kunde nach drei Monaten gesagt hat, hat mich überrascht.',
      ],
    ],
    Umfrage: [
      [
        `Größte Hürde rund um ${topic}`,
        du(
          `Was bremst euch rund um ${topic} gerade am meisten?`,
          `Was bremst Sie rund um ${topic} gerade am meisten?`,
        ),
      ],
      [
        'Lieblingskanal für Neukunden',
        du(
          'Telefon, E-Mail, LinkedIn oder Empfehlung – was bringt euch die meisten Neukunden?',
          'Telefon, E-Mail, LinkedIn oder Empfehlung – was bringt Ihnen die meisten Neukunden?',
        ),
      ],
      [
        'Zeit für Vorbereitung',
        du(
          'Wie viel Zeit steckt ihr in die Vorbereitung eines Erstgesprächs?',
          'Wie viel Zeit stecken Sie in die Vorbereitung eines Erstgesprächs?',
        ),
      ],
    ],
  };
  const used = new Map<string, number>();
  const rows = days.map((day, i) => {
    const format = CALENDAR_FORMATS[(i + variant) % CALENDAR_FORMATS.length] ?? 'Text-Post';
    const pool = angles[format];
    const turn = used.get(format) ?? 0;
    used.set(format, turn + 1);
    const [theme, hook] = pool[(turn + variant) % pool.length] ?? ['', ''];
    return `| ${germanDate(day)} | ${escapeCell(platform)} | ${format} | ${escapeCell(theme)} | ${escapeCell(hook)} |`;
  });
  const first = days[0] ?? ctx.today;
  const tip = ctx.pick(
    [
      'Tipp: Plane nach jeder Veröffentlichung 15 Minuten ein, um auf Kommentare zu antworten – das stärkt die Reichweite.',
      'Tipp: Schreib die Hooks für alle Beiträge vorab, dann ist der Rest schnell gemacht.',
      'Tipp: Veröffentliche immer zur gleichen Uhrzeit, zum Beispiel um 8 Uhr – so gewöhnt sich dein Netzwerk daran.',
    ],
    'calendar-tip',
  );
  return [
    `Dein Redaktionsplan für ${span} auf ${platform}: ${days.length} Beiträge, jeweils dienstags und donnerstags ab ${germanDate(first)}.`,
    [CALENDAR_TABLE_HEADER, '| --- | --- | --- | --- | --- |', ...rows].join('\n'),
    tip,
  ].join('\n\n');
}

/* ================================================================ Objection-Handler */

const OBJECTION_PATTERNS: readonly [ObjectionType, RegExp][] = [
  ['Preis', /teuer|preis|budget|kostet|kosten|zu hoch|günstiger|rabatt/i],
  [
    'Zeit',
    /keine zeit|später|gerade nicht|melden sie sich|nächstes jahr|nächsten monat|kapazität|zeitpunkt|stress/i,
  ],
  [
    'Vertrauen',
    /unterlagen|kenne sie nicht|kennen sie nicht|referenz|seriös|erfahrung mit ihnen|infomaterial|prospekt|broschüre/i,
  ],
  [
    'Bedarf',
    /brauchen wir nicht|brauche ich nicht|haben schon|haben bereits|kein bedarf|zufrieden|kein interesse|nicht interessiert|machen wir selbst/i,
  ],
  [
    'Entscheider',
    /chef|geschäftsführ|entscheide nicht|entscheide ich nicht|besprechen|vorstand|einkauf|rücksprache|abstimmen/i,
  ],
];

/**
 * The type of an objection by German patterns; where several match, the one named first in the
 * text ('zu teuer, das muss ich besprechen' is about the price). Bedarf when none matches.
 */
export function recogniseObjection(text: string): ObjectionType {
  let best: { type: ObjectionType; at: number } | null = null;
  for (const [type, pattern] of OBJECTION_PATTERNS) {
    const at = pattern.exec(text)?.index;
    if (at !== undefined && (!best || at < best.at)) best = { type, at };
  }
  return best?.type ?? 'Bedarf';
}

type ObjectionPlaybook = {
  understand: readonly [string, string];
  answer: readonly [string, string];
  followUp: readonly [string, string];
};

const OBJECTIONS: Record<ObjectionType, ObjectionPlaybook> = {
  Preis: {
    understand: [
      'Hinter „zu teuer“ steckt selten der Preis allein. Meist ist der Nutzen noch nicht greifbar genug – oder es fehlt ein Vergleich, an dem sich der Preis messen lässt. Verteidige den Preis nicht, sondern frag nach dem Maßstab.',
      'Ein Preiseinwand heißt oft: „Ich sehe noch nicht, warum sich das für uns lohnt.“ Wer jetzt sofort Rabatt anbietet, bestätigt, dass der Preis zu hoch war. Mach stattdessen den Wert konkret.',
    ],
    answer: [
      '{opener}. Darf ich fragen, womit Sie den Preis gerade vergleichen? Oft lohnt ein Blick auf die andere Seite der Rechnung: Was kostet es Sie, wenn alles so bleibt, wie es ist? {offer}Lassen Sie uns das gemeinsam an Ihren Zahlen durchgehen – dann sehen wir schnell, ob es sich rechnet.',
      '{opener}. Ein Preis ist immer nur im Verhältnis zum Ergebnis hoch oder niedrig. {offer}Wenn wir gemeinsam festhalten, was sich für Sie verbessern soll, können Sie selbst beurteilen, ob sich die Investition lohnt. Einverstanden?',
    ],
    followUp: [
      'Angenommen, der Preis passt: Wäre es inhaltlich die richtige Lösung für Sie?',
      'Mit welchem Betrag hatten Sie gerechnet – und woran machen Sie das fest?',
    ],
  },
  Zeit: {
    understand: [
      '„Keine Zeit“ heißt meistens: „Gerade ist etwas anderes wichtiger.“ Das ist legitim. Dein Ziel ist nicht, jetzt zu überzeugen, sondern einen konkreten nächsten Kontakt zu vereinbaren – und herauszufinden, ob der Zeitpunkt oder das Thema das Problem ist.',
      'Wer „melden Sie sich später“ sagt, schiebt oft das Thema, nicht dich. Mach es leicht, Ja zu sagen: kurz, konkret und mit einem festen Termin statt einem vagen „später“.',
    ],
    answer: [
      '{opener} – dann halte ich es kurz. {offer}Passt es Ihnen, wenn wir uns in zwei Wochen für 15 Minuten zusammensetzen? Ich schicke Ihnen vorab eine kurze Zusammenfassung, damit Sie gut vorbereitet sind.',
      '{opener}. Ich möchte Ihnen keine Zeit stehlen. Nur eine kurze Frage, damit ich mich zum richtigen Zeitpunkt melde: Wann ist bei Ihnen wieder Luft für das Thema – eher in vier Wochen oder nach dem Quartal?',
    ],
    followUp: [
      'Ist es gerade der Zeitpunkt – oder ist das Thema an sich im Moment nicht wichtig für Sie?',
      'Was müsste passieren, damit das Thema auf Ihrer Liste nach oben rutscht?',
    ],
  },
  Vertrauen: {
    understand: [
      '„Schicken Sie mir Unterlagen“ ist oft ein höflicher Ausstieg – oder ein Zeichen, dass noch Vertrauen fehlt. Unterlagen allein überzeugen selten. Biete etwas an, das Sicherheit gibt: eine Referenz aus der gleichen Branche, ein kurzes Beispiel, einen kleinen ersten Schritt.',
      'Bei einem Vertrauenseinwand geht es um Risiko: Niemand möchte eine falsche Entscheidung verantworten. Mach das Risiko kleiner – mit Referenzen, Transparenz und einem überschaubaren Einstieg.',
    ],
    answer: [
      '{opener}. Gern schicke ich Ihnen etwas – und damit es nicht im Posteingang untergeht, eine kurze Frage vorweg: Was genau möchten Sie darin sehen? Dann bekommen Sie keine 20 Seiten, sondern genau das, was für Ihre Entscheidung wichtig ist. {offer}',
      '{opener}. Dass Sie uns noch nicht kennen, ist völlig normal. Ich vermittle Ihnen gern den Kontakt zu einem Kunden in einer ähnlichen Situation – dann hören Sie es nicht von mir, sondern aus erster Hand. {offer}',
    ],
    followUp: [
      'Woran würden Sie festmachen, ob wir der richtige Partner für Sie sind?',
      'Was müssten Sie sehen oder hören, um sich bei der Entscheidung sicher zu fühlen?',
    ],
  },
  Bedarf: {
    understand: [
      '„Brauchen wir nicht“ heißt oft: „Ich sehe das Problem (noch) nicht“ oder „Das Bestehende ist gut genug.“ Widersprich nicht, sondern wecke Neugier: Frag, wie es heute läuft, und hör auf die Stellen, an denen es hakt.',
      'Wer zufrieden ist, wechselt nicht wegen eines besseren Produkts, sondern wegen eines Problems, das bisher niemand gelöst hat. Deine Aufgabe: dieses Problem gemeinsam finden – oder ehrlich feststellen, dass es keins gibt.',
    ],
    answer: [
      '{opener}. Dann will ich Ihnen auch nichts aufdrängen. Darf ich trotzdem kurz fragen, wie Sie das Thema heute lösen? Viele unserer Kunden waren auch zufrieden – bis sie gesehen haben, wie viel Zeit an einer Stelle verloren geht, die niemand im Blick hatte. {offer}',
      '{opener} – schön, wenn es bei Ihnen gut läuft. Eine Frage noch, dann lasse ich Sie in Ruhe: Wenn Sie an Ihrer aktuellen Lösung eine Sache ändern könnten, welche wäre das? {offer}',
    ],
    followUp: [
      'Was müsste sich ändern, damit das Thema für Sie interessant wird?',
      'Woran messen Sie heute, ob Ihre aktuelle Lösung gut funktioniert?',
    ],
  },
  Entscheider: {
    understand: [
      '„Das muss ich mit meinem Chef besprechen“ ist ein gutes Zeichen: Dein Gegenüber nimmt das Thema mit. Jetzt kommt es darauf an, dass es intern gut vertreten wird. Hilf dabei – mit den richtigen Argumenten und am besten einem gemeinsamen Termin.',
      'Wenn jemand nicht allein entscheidet, brauchst du einen Verbündeten, keinen Boten. Finde heraus, wer noch beteiligt ist, worauf diese Person achtet und wie du ihr die Entscheidung leichter machst.',
    ],
    answer: [
      '{opener}, das ist bei so einer Entscheidung ganz normal. Was meinen Sie: Was wird Ihrer Geschäftsführung als Erstes wichtig sein? Dann bereite ich Ihnen eine kurze Zusammenfassung genau dazu vor. Und wenn es hilft, komme ich gern zu einem gemeinsamen Termin dazu. {offer}',
      '{opener}. Damit Sie im Gespräch gut dastehen: Welche Fragen erwarten Sie intern? Ich stelle Ihnen gern eine Seite mit den wichtigsten Zahlen zusammen – oder wir setzen uns kurz zu dritt zusammen, dann müssen Sie nichts weitergeben. {offer}',
    ],
    followUp: [
      'Wer ist außer Ihnen noch an der Entscheidung beteiligt – und worauf achtet diese Person besonders?',
      'Wie sieht der Entscheidungsweg bei Ihnen aus, und bis wann soll die Entscheidung fallen?',
    ],
  },
};

const OPENERS: Record<string, string> = {
  Professionell: 'Das kann ich gut nachvollziehen',
  Locker: 'Verstehe ich gut',
  Inspirierend: 'Danke, dass Sie das so offen sagen',
  Provokant: 'Das höre ich oft',
};

function objectionHandler(ctx: Context): string {
  const chosen = OBJECTION_TYPES.find((type) => type === ctx.vars.einwandtyp);
  const type = chosen ?? recogniseObjection(ctx.question);
  const playbook = OBJECTIONS[type];
  const turn = ctx.variant + (hash(ctx.question) % 2);
  const at = <T>(pair: readonly [T, T], shift = 0) => pair[(turn + shift) % 2] as T;
  const name = contactName(ctx.lead);
  const baseOpener = OPENERS[ctx.vars.tonalitaet ?? ''] ?? OPENERS.Professionell ?? '';
  const opener = name
    ? `${name}, ${baseOpener.charAt(0).toLowerCase()}${baseOpener.slice(1)}`
    : baseOpener;
  const offer = ctx.offer ? `Kurz zur Einordnung, worum es bei uns geht: ${ctx.offer} ` : '';
  const answer = at(playbook.answer).replace('{opener}', opener).replace('{offer}', offer).trim();
  const company = clean(ctx.lead?.companyName ?? '', 80, true);
  const leadLine = company
    ? [
        `Für dein Gespräch mit ${name ? `${name} (${company})` : `dem Team von ${company}`}: Nimm den Einwand ernst und bleib bei Fragen statt Argumenten.`,
        ctx.lead?.nextStep
          ? `Laut CRM steht als nächster Schritt an: ${clean(ctx.lead.nextStep, 120)}.`
          : '',
      ]
        .filter(Boolean)
        .join(' ')
    : '';
  return [
    `${OBJECTION_TYPE_LABEL} ${type}`,
    '### Verstehen',
    [at(playbook.understand, 1), leadLine].filter(Boolean).join('\n\n'),
    '### Antwort',
    `„${answer}“`,
    '### Rückfrage',
    `„${at(playbook.followUp)}“`,
  ].join('\n\n');
}

/* ================================================================ Video-Skript-Generator */

/** The video's length in seconds from the form (30/60/90) or the request; 60 by default. */
export function videoSeconds(
  variables: Readonly<Record<string, string>>,
  question: string,
): number {
  const fromForm = /^(30|60|90) Sekunden$/.exec(variables.laenge ?? '');
  if (fromForm) return Number(fromForm[1]);
  if (/(?<!\d)30\s*(s|sek|sekunden)\b|halbe\s+minute/i.test(question)) return 30;
  if (/(?<!\d)90\s*(s|sek|sekunden)\b|anderthalb|eineinhalb/i.test(question)) return 90;
  return 60;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function videoScript(ctx: Context): string {
  const total = videoSeconds(ctx.vars, ctx.question);
  const split = total - 7;
  const topic = topicPhrase(ctx.vars.thema || topicFromQuestion(ctx.question)) || 'Vertrieb';
  const platform = ctx.vars.plattform || 'Instagram';
  const formal = ctx.formal(false);
  const du = (informal: string, sie: string) => (formal ? sie : informal);
  const A = ctx.audience;
  const O = ctx.offer;
  const structures = ['mistake', 'steps', 'myth'] as const;
  // The topic's own wording chooses the first structure; a regenerated answer takes the next.
  const preferred = /mythos|irrtum|glaube/i.test(topic)
    ? 2
    : /schritt|tipp|wie\s|anleitung/i.test(topic)
      ? 1
      : /fehler|falsch/i.test(topic)
        ? 0
        : hash(topic) % 3;
  const structure = structures[(preferred + ctx.variant) % 3] ?? 'mistake';
  const hook = {
    mistake: ctx.pick(
      [
        'Diesen Fehler sehe ich jede Woche.',
        du('Dieser Fehler kostet dich Abschlüsse.', 'Dieser Fehler kostet Sie Abschlüsse.'),
      ],
      'video-hook',
    ),
    steps: ctx.pick(
      ['Drei Schritte, die sofort etwas verändern.', `In ${total} Sekunden: So geht es besser.`],
      'video-hook',
    ),
    myth: ctx.pick(
      [
        'Dieser Tipp ist gut gemeint – und trotzdem falsch.',
        du('Hör auf, diesem Rat zu folgen.', 'Hören Sie auf, diesem Rat zu folgen.'),
      ],
      'video-hook',
    ),
  }[structure];
  const shared = [
    A ? `Für ${A} ist das besonders wichtig, denn dort ist Zeit das knappste Gut.` : '',
    O ? `Genau so arbeiten wir auch bei uns. Kurz gesagt: ${O}` : '',
  ].filter(Boolean);
  const sentences: Record<typeof structure, string[]> = {
    mistake: [
      `Heute geht es um ${topic}.`,
      'Der häufigste Fehler: Man redet zu früh über das eigene Angebot.',
      'Der Kunde hat noch gar nicht erzählt, was ihn beschäftigt – und bekommt schon eine Präsentation.',
      'Das Ergebnis: höfliches Nicken, und danach passiert nichts.',
      'Besser ist es, am Anfang zwei, drei offene Fragen zu stellen.',
      'Zum Beispiel: Was hat Sie dazu gebracht, sich gerade jetzt damit zu beschäftigen?',
      'Dann zuhören und in einem Satz zusammenfassen, was man verstanden hat.',
      'Erst danach zeigen, wie man helfen kann – und zwar nur den Teil, der wirklich passt.',
      ...shared,
      'Das wirkt nicht nur professioneller, es spart auch Zeit, weil niemand mehr an den Bedürfnissen vorbeiredet.',
      'Die meisten merken schon nach dem ersten Versuch einen Unterschied in der Stimmung.',
      'Und noch ein Bonus: Nach jedem Gespräch drei Stichpunkte notieren. So ist beim nächsten Mal klar, wo man anknüpft.',
      'Klingt einfach, ist es auch – es muss nur konsequent passieren, auch an hektischen Tagen.',
      'Wer das vier Wochen lang durchhält, führt weniger Gespräche, aber deutlich bessere.',
      'Und genau das merkt man am Ende des Quartals in den Zahlen.',
    ],
    steps: [
      `Es geht um ${topic} – und um drei Schritte, die jeder sofort umsetzen kann.`,
      'Erstens: Vorbereitung. Vor jedem Kontakt fünf Minuten nachlesen, was beim Gegenüber gerade passiert – Website, LinkedIn, aktuelle Meldungen.',
      'Zweitens: eine gute Frage statt einer langen Vorstellung. Nach dem fragen, was gerade bremst, und wirklich zuhören.',
      'Drittens: ein klarer nächster Schritt. Kein Gespräch endet ohne Termin oder konkrete Vereinbarung.',
      ...shared,
      'Viele überspringen den ersten Schritt, weil er unspektakulär wirkt. Genau dort entsteht aber der Unterschied.',
      'Wer nur einen der drei Schritte umsetzt, sollte mit dem dritten anfangen: Ohne klaren nächsten Schritt verläuft selbst das beste Gespräch im Sand.',
      'Das Schöne daran: Keiner dieser Schritte kostet Geld, nur ein bisschen Disziplin.',
      'Nach ein paar Wochen wird es zur Gewohnheit, und die Gespräche werden spürbar entspannter.',
      'Kunden merken, dass sich jemand vorbereitet hat – und genau das bleibt hängen.',
    ],
    myth: [
      `Es gibt einen Mythos rund um ${topic}, der sich hartnäckig hält.`,
      'Er lautet: Wer mehr Kontakte macht, verkauft automatisch mehr.',
      'Klingt logisch, stimmt aber nur zur Hälfte.',
      'Menge ohne Qualität füllt zwar den Kalender, aber nicht die Auftragsbücher.',
      'Was wirklich zählt, ist die Passung: das richtige Gegenüber, zum richtigen Zeitpunkt, mit einer Nachricht, die zeigt, dass man sich vorbereitet hat.',
      'Zehn gut vorbereitete Kontakte bringen oft mehr als fünfzig Standardnachrichten.',
      ...shared,
      'Dazu kommt: Standardnachrichten erkennt jeder sofort. Sie landen ungelesen im Archiv.',
      'Eine persönliche Nachricht mit einem konkreten Bezug wird dagegen gelesen – und oft auch beantwortet.',
      'Das heißt nicht, dass Menge egal ist. Aber sie kommt erst an zweiter Stelle.',
      'Die Reihenfolge ist: erst die richtigen Kontakte auswählen, dann gut vorbereiten, dann dranbleiben.',
      'Wer so arbeitet, braucht weniger Anläufe und hat trotzdem mehr Gespräche, die wirklich etwas bringen.',
    ],
  };
  const closing = {
    mistake: 'Also: erst fragen, dann zuhören, dann zeigen.',
    steps: 'Vorbereiten, fragen, festhalten – mehr braucht es oft nicht.',
    myth: 'Also: erst auswählen, dann vorbereiten, dann dranbleiben.',
  }[structure];
  const budget = Math.round((split - 3) * WORDS_PER_SECOND) - words(closing);
  const body: string[] = [];
  for (const sentence of sentences[structure]) {
    const count = words(body.join(' '));
    if (count >= budget * 0.9) break;
    if (body.length && count + words(sentence) > budget * 1.15) continue;
    body.push(sentence);
  }
  body.push(closing);
  const vertical = /^(Instagram|TikTok|YouTube)$/.test(platform);
  const cta = ctx.pick(
    platform === 'LinkedIn'
      ? [
          du(
            'Folg mir für mehr Vertriebstipps – und schreib in die Kommentare, wie du das machst.',
            'Folgen Sie mir für mehr Vertriebstipps – und schreiben Sie in die Kommentare, wie Sie das machen.',
          ),
          du(
            'Wenn du das mit deinem Team umsetzen willst, schreib mir einfach eine Nachricht.',
            'Wenn Sie das mit Ihrem Team umsetzen wollen, schreiben Sie mir einfach eine Nachricht.',
          ),
        ]
      : platform === 'YouTube'
        ? [
            du(
              'Abonnier den Kanal für mehr Vertriebstipps – und schreib mir, was als Nächstes dran sein soll.',
              'Abonnieren Sie den Kanal für mehr Vertriebstipps – und schreiben Sie mir, was als Nächstes dran sein soll.',
            ),
            du(
              'Speicher dir das Video für dein nächstes Gespräch und abonnier den Kanal.',
              'Speichern Sie sich das Video für Ihr nächstes Gespräch und abonnieren Sie den Kanal.',
            ),
          ]
        : [
            du(
              'Speicher dir das Video für dein nächstes Gespräch und folg mir für mehr Tipps.',
              'Speichern Sie sich das Video für Ihr nächstes Gespräch und folgen Sie mir für mehr Tipps.',
            ),
            du(
              'Schick das Video jemandem, der es hören muss – und folg mir für mehr.',
              'Schicken Sie das Video jemandem, der es hören sollte – und folgen Sie mir für mehr.',
            ),
          ],
    'video-cta',
  );
  const bodyVisual = ctx.pick(
    [
      'Halbtotale am Schreibtisch; die Kernpunkte erscheinen nacheinander als Texteinblendung, Untertitel laufen mit.',
      'Wechsel zwischen dir vor der Kamera und einem Whiteboard mit den Stichpunkten; Untertitel laufen mit.',
    ],
    'video-visual',
  );
  const format = vertical ? 'Hochformat 9:16' : 'Format 4:5 oder 1:1';
  return [
    `Skript für ein ${total}-Sekunden-Video auf ${platform} (${format}) rund um ${topic}:`,
    `### Hook (0–3 s)`,
    `${hook}\n\n${VIDEO_VISUAL_LABEL} Nahaufnahme, Blick direkt in die Kamera; große Texteinblendung: „${shorten(hook, 50)}“`,
    `### Hauptteil (3–${split} s)`,
    `${body.join(' ')}\n\n${VIDEO_VISUAL_LABEL} ${bodyVisual}`,
    `### Call to Action (${split}–${total} s)`,
    `${cta}\n\n${VIDEO_VISUAL_LABEL} Zurück in die Nahaufnahme; Einblendung von Name und Profil${vertical ? ', Pfeil zum Folgen-Button' : ''}.`,
  ].join('\n\n');
}

/* ================================================================ Pain-Point-Scanner */

type PainPattern = { pain: string; topic: string; pattern: RegExp };

/** German wording that points to a pain, in the order they are listed. */
const PAIN_PATTERNS: readonly PainPattern[] = [
  {
    pain: 'Manuelle Abläufe kosten Zeit',
    topic: 'manuelle Abläufe',
    pattern: /manuell|von hand|händisch|papier|zettel/i,
  },
  {
    pain: 'Daten verteilt in Excel-Listen',
    topic: 'Excel-Listen',
    pattern: /excel|tabellenkalkulation/i,
  },
  {
    pain: 'Zu wenig Zeit im Tagesgeschäft',
    topic: 'Zeitdruck im Tagesgeschäft',
    pattern:
      /keine zeit|wenig zeit|zeitmangel|zeitaufwendig|zeitaufwändig|überlastet|stress|tagesgeschäft/i,
  },
  {
    pain: 'Fachkräfte- und Personalmangel',
    topic: 'Fachkräftemangel',
    pattern: /fachkräfte|personal|(?<!\p{L})offene stellen|bewerber|wir suchen|verstärkung/iu,
  },
  {
    pain: 'Wachstum überholt die Strukturen',
    topic: 'Wachstum',
    pattern: /wachsen|wachstum|expandier|skalier|neue standorte/i,
  },
  {
    pain: 'Kostendruck',
    topic: 'Kostendruck',
    pattern: /kosten(?!los)|teuer|budget|marge|sparen/i,
  },
  {
    pain: 'Zu wenig planbare Neukunden',
    topic: 'Neukundengewinnung',
    pattern: /(?<!\p{L})leads?(?!\p{L})|neukunden|akquise|kundengewinnung|anfragen/iu,
  },
  {
    pain: 'Digitalisierung steht noch aus',
    topic: 'Digitalisierung',
    pattern: /digitalisier|digital|software|crm|tools?(?!\p{L})/iu,
  },
  {
    pain: 'Reibung in Abstimmung und Kommunikation',
    topic: 'interne Abstimmung',
    pattern:
      /abstimmung|kommunikation|schnittstelle|e-mail-flut|informationsfluss|silos?(?!\p{L})/iu,
  },
  {
    pain: 'Fluktuation und Einarbeitung',
    topic: 'Fluktuation',
    pattern: /fluktuation|kündigung|einarbeitung|mitarbeiterbindung/i,
  },
  {
    pain: 'Nachfolge und Generationswechsel',
    topic: 'Nachfolge',
    pattern: /nachfolge|generationswechsel|übergabe/i,
  },
  {
    pain: 'Wettbewerbs- und Preisdruck',
    topic: 'Wettbewerbsdruck',
    pattern: /wettbewerb|konkurrenz|preisdruck/i,
  },
];

/** The pasted text's sentences, without the request line above it. */
function sentencesOf(text: string): string[] {
  const rows = text.split('\n');
  const first = rows[0]?.trim() ?? '';
  const isRequest =
    rows.length > 1 &&
    (/[?:]$/.test(first) || /pain\s*points?|analysier|profiltext|über-uns/i.test(first));
  const body = (isRequest ? rows.slice(1) : rows).join('\n');
  return body
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => collapse(sentence.replace(/^\s*([-*•>]|\d+[.)])\s+/, '')))
    .filter((sentence) => sentence.length > 2 && !/pain\s*points?|analysiere/i.test(sentence));
}

function painPointScanner(ctx: Context): string {
  const sentences = sentencesOf(ctx.question);
  const found: { pain: PainPattern; quote: string }[] = [];
  for (const pain of PAIN_PATTERNS) {
    const sentence = sentences.find((s) => pain.pattern.test(s));
    if (sentence) found.push({ pain, quote: shorten(sentence.replace(/[„“”"]/g, ''), 120) });
  }
  if (!found.length) {
    return [
      PAIN_POINTS_HEADING,
      'In diesem Text habe ich keine eindeutigen Hinweise auf Probleme gefunden.',
      'Im Vorlagen-Modus erkenne ich Pain Points an typischen Formulierungen – etwa manuelle Abläufe, Excel, fehlende Zeit, Fachkräftemangel, Wachstum, Kosten, Neukundengewinnung, Digitalisierung oder Abstimmungsprobleme. Füge bitte mehr Text ein, zum Beispiel die Über-uns-Seite, eine Stellenanzeige oder den Info-Bereich eines LinkedIn-Profils.',
    ].join('\n\n');
  }
  const shown = found.slice(0, 6);
  const list = shown
    .map(({ pain, quote }, i) => `${i + 1}. **${pain.pain}** – „${quote}“`)
    .join('\n');
  const name = contactName(ctx.lead);
  const greeting = name ? `Guten Tag ${name}` : 'Guten Tag';
  const topic = shown[0]?.pain.topic ?? '';
  const opening = ctx.pick(
    [
      `${greeting}, beim Lesen Ihrer Seite bin ich beim Thema ${topic} hängen geblieben – wie gehen Sie das im Moment an?`,
      `${greeting}, Sie erwähnen ${topic} – ein Thema, das gerade viele Unternehmen beschäftigt. Darf ich fragen, wie Sie es heute lösen?`,
      ctx.offer
        ? `${greeting}, beim Thema ${topic} höre ich gerade von vielen Unternehmen Ähnliches – wie gehen Sie damit um? Kurz zu uns: ${ctx.offer}`
        : `${greeting}, ${topic} scheint bei Ihnen gerade ein Thema zu sein. Hätten Sie Lust auf einen kurzen Austausch dazu?`,
    ],
    'pain-opening',
  );
  const intro = ctx.audience
    ? `Diese Hinweise stehen direkt in deinem Text – mit Blick auf ${ctx.audience}:`
    : 'Diese Hinweise stehen direkt in deinem Text:';
  return [intro, PAIN_POINTS_HEADING, list, PAIN_OPENING_HEADING, `„${opening}“`].join('\n\n');
}

/* ================================================================ Allgemein */

type Playbook = { key: string; pattern: RegExp; answer: (ctx: Context) => string };

const intros = [
  'Hier ist ein bewährter Ablauf, den du direkt übernehmen kannst.',
  'Ein erprobter Leitfaden dafür – pass ihn an deine Situation an.',
  'So kannst du vorgehen:',
];

const offerLine = (ctx: Context, lead: string) => (ctx.offer ? `\n\n${lead} ${ctx.offer}` : '');

const PLAYBOOKS: readonly Playbook[] = [
  {
    key: 'linkedin-profil',
    pattern: /linkedin-?profil|profil\s+(auf|bei|in)\s+linkedin|headline|profilbild|info-bereich/i,
    answer: (ctx) => {
      const audience = ctx.audience || 'deine Zielgruppe';
      return [
        '### Dein LinkedIn-Profil als Vertriebswerkzeug',
        ctx.pick(intros, 'intro'),
        [
          `1. **Headline** – Sag, wem du wobei hilfst, statt nur den Jobtitel zu nennen. Muster: „Für ${audience}: [Ergebnis] – ohne [typisches Problem].“`,
          '2. **Profilbild und Banner** – Ein freundliches, helles Foto mit Blick in die Kamera; das Banner zeigt in einem Satz, was du anbietest.',
          '3. **Info-Bereich** – Drei kurze Absätze: das Problem deiner Kunden, wie du es löst, ein Ergebnis mit Zahl. Am Ende eine klare Einladung zum Gespräch.',
          '4. **Im Fokus** – Ein Kundenbeispiel, ein Beitrag mit viel Resonanz und ein Link zu deinem Angebot.',
          '5. **Aktivität** – Zwei Beiträge pro Woche und fünf echte Kommentare täglich bei deiner Zielgruppe bringen mehr als jedes Profil-Update.',
        ].join('\n'),
        `Für Beiträge nutze den Chat **Postgenerator**; die Hooks prüfst du im **Hook-Vergleichs-Chat**.${offerLine(ctx, 'Aus deinem Profil „Marke & Angebot“ gehört das in die Headline und den Info-Bereich:')}`,
      ].join('\n\n');
    },
  },
  {
    key: 'kaltakquise',
    pattern: /kaltakquise|kalt\s*anrufen|kaltanruf|cold\s*call|telefonakquise|erstansprache/i,
    answer: (ctx) => {
      const formal = ctx.formal(true);
      const reason = ctx.offer
        ? `Wir unterstützen Unternehmen wie Ihres – kurz gesagt: ${ctx.offer}`
        : 'Wir unterstützen Unternehmen wie Ihres dabei, [Ergebnis] zu erreichen.';
      const script = formal
        ? `„Guten Tag, hier ist [Name] von [Firma]. Ich rufe an, weil mir [konkreter Anlass] aufgefallen ist. ${reason} Darf ich Ihnen eine kurze Frage stellen: Wie lösen Sie [Thema] im Moment?“`
        : `„Hallo, hier ist [Name] von [Firma]. Ich rufe an, weil mir [konkreter Anlass] aufgefallen ist. ${reason.replace('Ihres', 'eures')} Darf ich dir kurz eine Frage stellen: Wie löst ihr [Thema] im Moment?“`;
      return [
        '### Kaltakquise: der Ablauf eines Anrufs',
        ctx.pick(intros, 'intro'),
        [
          '1. **Anlass statt Floskel** – Nenne in den ersten zehn Sekunden, warum du genau jetzt anrufst (Stellenanzeige, Beitrag, Neuigkeit).',
          `2. **Relevanz** – Ein Satz, was ihr für ${ctx.audience || 'Unternehmen wie dieses'} erreicht; kein Produktvortrag.`,
          '3. **Eine offene Frage** – Lass dein Gegenüber reden und hör auf Hinweise auf ein Problem.',
          '4. **Kleiner nächster Schritt** – Ein 20-minütiges Gespräch mit Termin, kein Verkauf am Telefon.',
        ].join('\n'),
        `**Beispiel für den Einstieg:**\n\n${script}`,
        'Vor dem Anruf hilft der **Pain-Point-Scanner**: Füge die Website oder das Profil ein, dann hast du einen konkreten Anlass.',
      ].join('\n\n');
    },
  },
  {
    key: 'nachfassen',
    pattern:
      /nachfass|follow-?up|nachhak|keine\s+(antwort|rückmeldung)|nichts\s+mehr\s+gehört|meldet\s+sich\s+nicht/i,
    answer: (ctx) => {
      const formal = ctx.formal(true);
      const name = contactName(ctx.lead);
      // 'Frau Berger' stays whole; of 'Jonas Weber' the first name.
      const first = /^(Herr|Frau|Dr\.)\s/.test(name) ? name : (name.split(' ')[0] ?? '');
      const greeting = formal
        ? name
          ? `Guten Tag ${name},`
          : 'Guten Tag [Name],'
        : `Hallo ${first || '[Vorname]'},`;
      const drafts = formal
        ? [
            'ich hoffe, Sie hatten Gelegenheit, sich unser Angebot anzusehen. Gibt es Punkte, die wir noch klären sollten, oder Fragen aus Ihrem Team?\n\nWenn es hilft, gehen wir die wichtigsten Punkte in einem kurzen Telefonat durch – 15 Minuten reichen meist. Passt es Ihnen am Donnerstag oder Freitag?',
            'kurz zu unserem Angebot: Ich möchte sichergehen, dass es gut bei Ihnen angekommen ist und zu dem passt, was wir besprochen haben. Was ist aus Ihrer Sicht der nächste Schritt?\n\nFalls sich bei Ihnen die Prioritäten verschoben haben, ist das völlig in Ordnung – sagen Sie mir einfach kurz Bescheid.',
          ]
        : [
            'ich hoffe, du hattest Gelegenheit, dir unser Angebot anzusehen. Gibt es Punkte, die wir noch klären sollten, oder Fragen aus deinem Team?\n\nWenn es hilft, gehen wir die wichtigsten Punkte kurz am Telefon durch – 15 Minuten reichen meist. Passt dir Donnerstag oder Freitag?',
            'kurz zu unserem Angebot: Ich möchte sichergehen, dass es gut angekommen ist und zu dem passt, was wir besprochen haben. Was ist aus deiner Sicht der nächste Schritt?\n\nFalls sich bei dir die Prioritäten verschoben haben, ist das völlig in Ordnung – sag mir einfach kurz Bescheid.',
          ];
      const draft = `${greeting}\n\n${ctx.pick(drafts, 'follow-up')}\n\nViele Grüße\n[Dein Name]`;
      const nextStep = ctx.lead?.nextStep
        ? `\n\nLaut CRM steht als nächster Schritt an: ${clean(ctx.lead.nextStep, 120)}.`
        : '';
      return [
        '### Nachfassen nach einem Angebot',
        'So kannst du schreiben:',
        draft
          .split('\n')
          .map((line) => (line ? `> ${line}` : '>'))
          .join('\n'),
        [
          '**Worauf es ankommt:**',
          '- Nach drei bis fünf Werktagen nachfassen, nicht am nächsten Morgen.',
          '- Einen konkreten Vorschlag machen (Termin, Frage), statt „Haben Sie schon entschieden?“ zu fragen.',
          '- Höchstens drei Versuche; beim letzten freundlich abschließen – das bringt erstaunlich oft eine Antwort.',
        ].join('\n') + nextStep,
      ].join('\n\n');
    },
  },
  {
    key: 'erstgespraech',
    pattern: /erstgespräch|erstgespraech|erstkontakt|kennenlern|discovery|bedarfsanalyse/i,
    answer: (ctx) =>
      [
        '### Erstgespräch in 20 Minuten',
        ctx.pick(intros, 'intro'),
        [
          '1. **Einstieg (2 Min.)** – Danke sagen, Ziel und Ablauf klären: „Ich würde gern zuerst verstehen, wie es bei Ihnen aussieht. Am Ende schauen wir gemeinsam, ob und wie wir helfen können. Passt das?“',
          '2. **Situation (5 Min.)** – Offene Fragen: Wie läuft es heute? Was funktioniert gut, was nicht?',
          '3. **Problem und Folgen (6 Min.)** – Nachhaken: Seit wann besteht das Problem? Was kostet es? Wer ist noch betroffen?',
          '4. **Ziel (3 Min.)** – Wie sähe es aus, wenn es gelöst wäre – und bis wann soll das so sein?',
          '5. **Einordnung (3 Min.)** – Nur den Teil eures Angebots zeigen, der zum Gesagten passt.',
          '6. **Nächster Schritt (1 Min.)** – Konkreter Termin mit Datum und Teilnehmern, nicht „Wir melden uns“.',
        ].join('\n'),
        `${ctx.pick(
          [
            'Faustregel: Dein Gegenüber spricht mindestens zwei Drittel der Zeit.',
            'Schreib dir vorher drei Fragen auf, die du auf jeden Fall stellen willst.',
          ],
          'tip',
        )}${offerLine(ctx, 'Für die Einordnung aus deinem Profil:')}`,
      ].join('\n\n'),
  },
  {
    key: 'einwand',
    pattern: /einwand|einwände|einwaende/i,
    answer: (ctx) =>
      [
        '### Mit Einwänden umgehen',
        ctx.pick(intros, 'intro'),
        [
          '1. **Ausreden lassen** – Nicht unterbrechen, nicht sofort widersprechen.',
          '2. **Verstehen** – Nachfragen, was genau dahintersteckt: „Was meinen Sie mit zu teuer – im Vergleich wozu?“',
          '3. **Einordnen** – Preis, Zeit, Vertrauen, Bedarf oder Entscheider? Jeder Typ braucht eine andere Antwort.',
          '4. **Antworten** – Kurz, mit einem Beispiel oder einer Zahl, ohne Rechtfertigung.',
          '5. **Rückfrage** – Mit einer Frage das Gespräch wieder öffnen.',
        ].join('\n'),
        'Für einen konkreten Einwand nutze den **Objection-Handler**: Er erkennt den Typ und schlägt Antwort und Rückfrage vor.',
      ].join('\n\n'),
  },
  {
    key: 'preis',
    pattern: /preis|rabatt|teuer|verhandl|nachlass/i,
    answer: (ctx) =>
      [
        '### Preisgespräche führen',
        ctx.pick(intros, 'intro'),
        [
          '1. **Wert vor Preis** – Den Preis erst nennen, wenn Problem und Ziel klar sind.',
          '2. **Klar nennen** – Den Preis ruhig und ohne Entschuldigung nennen, dann schweigen.',
          '3. **Optionen statt Rabatt** – Zwei oder drei Pakete anbieten; so geht es um das Wie, nicht um das Ob.',
          '4. **Nichts ohne Gegenleistung** – Wenn Nachlass, dann gegen etwas: längere Laufzeit, Vorauszahlung, Referenz.',
          '5. **Rechnung umdrehen** – Gemeinsam beziffern, was es kostet, wenn alles bleibt, wie es ist.',
        ].join('\n'),
        `Bei einem konkreten Preiseinwand hilft der **Objection-Handler**.${offerLine(ctx, 'Dein Angebot laut Profil:')}`,
      ].join('\n\n'),
  },
  {
    key: 'kennzahlen',
    pattern: /kennzahl|kpi|metrik|(?<!\p{L})messen|conversion|pipeline|abschlussquote/iu,
    answer: (ctx) =>
      [
        '### Kennzahlen für den wöchentlichen Vertriebsblick',
        ctx.pick(intros, 'intro'),
        [
          '| Kennzahl | Warum |',
          '| --- | --- |',
          '| Neue qualifizierte Leads | Füllt sich der Trichter oben? |',
          '| Geführte Erstgespräche | Der verlässlichste Frühindikator |',
          '| Angebote (Anzahl und Volumen) | Was kann in den nächsten Wochen abschließen? |',
          '| Abschlussquote Angebot → Auftrag | Wie gut passen Angebote und Kunden? |',
          '| Pipeline-Wert je Phase | Reicht die Pipeline für das Quartalsziel? |',
          '| Durchlaufzeit bis zum Abschluss | Werden Entscheidungen schneller oder langsamer? |',
        ].join('\n'),
        ctx.pick(
          [
            'Tipp: Immer am gleichen Wochentag 15 Minuten – und pro Woche nur eine Sache ändern.',
            'Tipp: Aktivitäten wie Anrufe zählen nur als Frühindikator; entscheidend ist, was daraus wird.',
          ],
          'tip',
        ),
      ].join('\n\n'),
  },
];

function general(ctx: Context): string {
  const playbook = PLAYBOOKS.find((p) => p.pattern.test(ctx.question));
  if (playbook) return playbook.answer(ctx);
  const others = (Object.keys(CHAT_CATEGORY_LABELS) as ChatCategory[])
    .filter((category) => category !== 'allgemein')
    .map(
      (category) =>
        `- **${CHAT_CATEGORY_LABELS[category]}** – ${CHAT_CATEGORY_SETUP[category].description}`,
    )
    .join('\n');
  return [
    ctx.pick(
      [
        'Freie Fragen kann der Vorlagen-Modus nicht beantworten – dafür braucht es ein verbundenes KI-Modell.',
        'Im Vorlagen-Modus gibt es auf freie Fragen keine eigene Antwort; dafür muss ein KI-Modell verbunden sein.',
      ],
      'fallback',
    ),
    'Zu diesen Themen gibt es aber fertige Leitfäden – frag einfach danach:',
    [
      '- Erstgespräch strukturieren',
      '- Nachfassen nach einem Angebot',
      '- Kennzahlen im Vertrieb',
      '- Umgang mit Einwänden',
      '- Preisgespräche',
      '- LinkedIn-Profil',
      '- Kaltakquise',
    ].join('\n'),
    'Für konkrete Texte sind die anderen Chats da:',
    others,
  ].join('\n\n');
}
