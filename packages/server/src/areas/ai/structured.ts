/**
 * The AI chats' structured answers, read back from their Markdown (issue 25 §2): the model's and
 * the Vorlagen-Modus' answers share one format per category, so the app renders both the same
 * way. Shared with the browser: no Node APIs, no imports but model.ts. Every reader tolerates
 * what real models write (CRLF, blank lines, bold cells, missing outer pipes) and a stream that
 * stopped mid-answer.
 */
import { OBJECTION_TYPES, type ObjectionType } from './model';

/** The exact pieces of the formats; prompts.ts asks for them, templates.ts writes them. */
export const POST_VARIANT_HEADING = (index: number, style: string) =>
  `### Variante ${index} – ${style}`;
export const HOOK_TABLE_HEADER = '| Hook | Score | Begründung |';
export const HOOK_RECOMMENDATION_LABEL = 'Empfehlung:';
export const CALENDAR_TABLE_HEADER = '| Datum | Plattform | Format | Thema | Hook |';
export const CALENDAR_FORMATS = ['Text-Post', 'Karussell', 'Video', 'Umfrage'] as const;
export const OBJECTION_TYPE_LABEL = '**Einwandtyp:**';
export const VIDEO_VISUAL_LABEL = '*Bild:*';
export const PAIN_POINTS_HEADING = '### Erkannte Pain Points';
export const PAIN_OPENING_HEADING = '### Ansatz für die erste Nachricht';

const TIME_ZONE = 'Europe/Berlin';
const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) an instant falls on in Europe/Berlin. */
export function berlinDay(at: Date): string {
  const parts = Object.fromEntries(dayParts.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** TT.MM.JJJJ of a calendar day (YYYY-MM-DD): the Content-Kalender's Datum. */
export function germanDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/**
 * Characters as a person and LinkedIn's counter see them: code points of the trimmed text after
 * NFC (a 'ü' typed as u + diaeresis is one). JavaScript's `.length` would count an emoji as two;
 * for the 3,000 limit that only matters for posts full of emoji, which the prompts do not ask for.
 */
export function countCharacters(text: string): number {
  return [...text.trim().normalize('NFC')].length;
}

export type PostVariant = { index: number; style: string; text: string; characters: number };
export type HookScore = { hook: string; score: number; reason: string };
export type CalendarRow = {
  /** YYYY-MM-DD */
  date: string;
  platform: string;
  format: string;
  topic: string;
  hook: string;
};
export type VideoSection = {
  title: string;
  /** Seconds from the start of the video. */
  from: number;
  to: number;
  text: string;
  visual: string;
};
export type PainPoint = { pain: string; evidence: string };

const lines = (markdown: string) => markdown.replace(/\r\n?/g, '\n').split('\n');

/** Bold, italics and code markers around a whole piece of text, however deeply nested. */
function unwrap(text: string): string {
  let out = text.trim();
  for (;;) {
    const match = /^(\*\*|__|\*|_|`)([\s\S]*)\1$/.exec(out);
    if (!match?.[2]?.trim()) return out;
    out = match[2].trim();
  }
}

const QUOTES: [string, string][] = [
  ['„', '“'],
  ['“', '”'],
  ['"', '"'],
  ['»', '«'],
  ['«', '»'],
  ['‚', '‘'],
  ["'", "'"],
];

function unquote(text: string): string {
  const inner = unwrap(text);
  for (const [open, close] of QUOTES) {
    if (inner.length > 1 && inner.startsWith(open) && inner.endsWith(close)) {
      return inner.slice(open.length, -close.length).trim();
    }
  }
  return inner;
}

/** A heading's text without its hashes or a bold line's markers; null for other lines. */
function headingText(line: string): string | null {
  const hashes = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
  if (hashes) return unwrap(hashes[1] ?? '');
  const bold = /^\s*\*\*(.+)\*\*\s*:?\s*$/.exec(line);
  return bold ? unwrap(bold[1] ?? '') : null;
}

/* ---------------------------------------------------------------- Postgenerator */

const VARIANT = /^Variante\s+(\d+)\s*(.*)$/i;

/**
 * The Postgenerator's variants: `### Variante N – Stil` and the post below it, up to the next
 * variant. Text before the first heading is the intro and not returned. While streaming, the last
 * variant is returned with what has arrived, without a heading that is still being written.
 */
export function postVariants(markdown: string): PostVariant[] {
  const all = lines(markdown);
  if (!markdown.endsWith('\n') && /^\s{0,3}#{1,6}(\s|$)/.test(all.at(-1) ?? '')) {
    const last = headingText(all.at(-1) ?? '');
    if (!last || !VARIANT.test(last)) all.pop();
  }
  const variants: { index: number; style: string; body: string[] }[] = [];
  for (const line of all) {
    const heading = headingText(line);
    const match = heading === null ? null : VARIANT.exec(heading);
    if (match) {
      const rest = (match[2] ?? '').replace(/\*/g, '').trim();
      const bracketed = /^\((.*)\)$/.exec(rest);
      const style = (bracketed ? (bracketed[1] ?? '') : rest.replace(/^[–—:|-]+/, '')).trim();
      variants.push({ index: Number(match[1]), style, body: [] });
    } else {
      variants.at(-1)?.body.push(line);
    }
  }
  return variants.map(({ index, style, body }) => {
    const text = trimVariantBody(body);
    return { index, style, text, characters: countCharacters(text) };
  });
}

/** A variant's post without the separators and the count a model may add after it. */
function trimVariantBody(body: string[]): string {
  const kept = [...body];
  const isNoise = (line: string) =>
    !line.trim() ||
    /^\s*([-*_])(\s*\1){2,}\s*$/.test(line) ||
    /^[\s*_(]*(Zeichen(zahl|anzahl)?|Länge)\s*:?\s*[\d.,]+/i.test(line);
  while (kept.length && isNoise(kept.at(-1) ?? '')) kept.pop();
  while (kept.length && !kept[0]?.trim()) kept.shift();
  return kept.join('\n').trim();
}

/* ---------------------------------------------------------------- tables */

const SEPARATOR_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

function cells(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  return row
    .split(/(?<!\\)\|/)
    .map((cell) => unwrap(cell.replace(/\\\|/g, '|').replace(/<br\s*\/?>/gi, ' ')).trim());
}

const headerKey = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[^a-zäöüß]/g, '')
    .trim();

/**
 * The rows of the first table whose header names every wanted column (each by one of its
 * aliases), as records by the wanted keys; blank lines inside the table are skipped.
 */
function tableRecords<K extends string>(
  markdown: string,
  columns: Record<K, readonly string[]>,
): Record<K, string>[] {
  const all = lines(markdown);
  const keys = Object.keys(columns) as K[];
  for (let i = 0; i < all.length; i++) {
    const line = all[i] ?? '';
    if (!line.includes('|')) continue;
    const header = cells(line).map(headerKey);
    const positions = keys.map((key) => header.findIndex((h) => columns[key].includes(h)));
    if (positions.some((p) => p < 0)) continue;
    const records: Record<K, string>[] = [];
    for (let j = i + 1; j < all.length; j++) {
      const row = all[j] ?? '';
      if (!row.trim() || SEPARATOR_ROW.test(row)) continue;
      if (!row.includes('|')) break;
      const values = cells(row);
      if (values.every((v) => !v)) continue;
      records.push(
        Object.fromEntries(keys.map((key, k) => [key, values[positions[k] ?? -1] ?? ''])) as Record<
          K,
          string
        >,
      );
    }
    return records;
  }
  return [];
}

/* ---------------------------------------------------------------- Hook-Vergleichs-Chat */

function parseScore(cell: string): number | null {
  const match = /(\d+(?:[.,]\d+)?)\s*(?:\/\s*(\d+))?/.exec(cell.replace(/\*/g, ''));
  if (!match) return null;
  const value = Number((match[1] ?? '').replace(',', '.'));
  const scale = match[2] ? Number(match[2]) : 10;
  if (!scale) return null;
  const score = Math.round((value / scale) * 100) / 10;
  return score >= 0 && score <= 10 ? score : null;
}

/**
 * The hooks of the comparison table (`| Hook | Score | Begründung |`), best first: the format
 * asks the model for that order, and a stable sort here keeps the app right when it does not.
 * A score given on another scale (4/5) is converted to tenths; rows without a score are skipped.
 */
export function hookScores(markdown: string): HookScore[] {
  const rows = tableRecords(markdown, {
    hook: ['hook', 'hooks'],
    score: ['score', 'bewertung', 'punkte', 'note'],
    reason: ['begründung', 'grund', 'begruendung', 'warum'],
  });
  const scored: HookScore[] = [];
  for (const row of rows) {
    const score = parseScore(row.score);
    const hook = unquote(row.hook);
    if (score === null || !hook) continue;
    scored.push({ hook, score, reason: row.reason });
  }
  return scored.sort((a, b) => b.score - a.score);
}

/** The line after the hook table, 'Empfehlung: …', without its label; null until it is there. */
export function hookRecommendation(markdown: string): string | null {
  for (const line of lines(markdown)) {
    const match = /^[\s>*_#-]*Empfehlung[*_\s]*:[*_\s]*(.+)$/i.exec(line);
    const text = match?.[1]?.trim();
    if (text) return text.replace(/^[*_]+|[*_]+$/g, '').trim() || null;
  }
  return null;
}

/* ---------------------------------------------------------------- Content-Kalender */

function validDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 2000 || year > 2100) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A Datum cell as YYYY-MM-DD: TT.MM.JJJJ (also TT.MM.JJ or ISO), optionally after a weekday
 * ('Di., 20.10.2026') or before one in brackets; TT.MM. without a year is its next occurrence
 * from `today` on. Null for anything else.
 */
function calendarDate(cell: string, today: string): string | null {
  const text = cell
    .replace(/\*/g, '')
    .replace(/\s*\(.*\)\s*$/, '')
    .replace(/^\p{L}{2,10}\.?,?\s+/u, '')
    .trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const german = /^(\d{1,2})\.\s?(\d{1,2})\.?\s?(\d{4}|\d{2})?$/.exec(text);
  if (!german) return null;
  const day = Number(german[1]);
  const month = Number(german[2]);
  if (german[3]) {
    const year = german[3].length === 2 ? 2000 + Number(german[3]) : Number(german[3]);
    // '20.1026' or '20.10 2026' are not dates a person wrote.
    if (!/^\d{1,2}\.\s?\d{1,2}\.\s?\d/.test(text)) return null;
    return validDay(year, month, day);
  }
  const thisYear = Number(today.slice(0, 4));
  // 29.02. may be years away; every other day is found this year or next.
  for (let year = thisYear; year <= thisYear + 8; year++) {
    const candidate = validDay(year, month, day);
    if (candidate && candidate >= today) return candidate;
  }
  return null;
}

/**
 * The Content-Kalender's rows (`| Datum | Plattform | Format | Thema | Hook |`). Rows whose Datum
 * is no valid date are skipped; `today` resolves a date written without its year.
 */
export function calendarRows(markdown: string, { today }: { today: Date }): CalendarRow[] {
  const day = berlinDay(today);
  const rows = tableRecords(markdown, {
    date: ['datum', 'tag', 'date'],
    platform: ['plattform', 'kanal', 'platform'],
    format: ['format', 'formate'],
    topic: ['thema', 'themen', 'topic'],
    hook: ['hook', 'aufhänger', 'einstieg'],
  });
  const out: CalendarRow[] = [];
  for (const row of rows) {
    const date = calendarDate(row.date, day);
    if (!date) continue;
    out.push({
      date,
      platform: row.platform,
      format: row.format,
      topic: row.topic,
      hook: unquote(row.hook),
    });
  }
  return out;
}

/* ---------------------------------------------------------------- Objection-Handler */

/** The type on the answer's first line (`**Einwandtyp:** Preis`); null before or without it. */
export function objectionType(markdown: string): ObjectionType | null {
  const first = lines(markdown).find((line) => line.trim());
  if (!first) return null;
  const match = /^Einwandtyp\s*:\s*(\p{L}+)/iu.exec(first.replace(/[#*_>`]/g, '').trim());
  const word = match?.[1]?.toLowerCase();
  return OBJECTION_TYPES.find((type) => type.toLowerCase() === word) ?? null;
}

/* ---------------------------------------------------------------- Video-Skript-Generator */

const SECTION_TIME =
  /^(.*?)\s*\(\s*(\d+)\s*(?:s|sek\.?|sekunden)?\s*[–—-]\s*(\d+)\s*(?:s|sek\.?|sekunden)\s*\)$/i;

/**
 * The script's sections with their seconds (`### Hook (0–3 s)`), each with its spoken text and
 * its `*Bild:*` line.
 */
export function videoSections(markdown: string): VideoSection[] {
  const sections: VideoSection[] = [];
  let current: (VideoSection & { body: string[] }) | null = null;
  const close = () => {
    if (!current) return;
    const { body, ...section } = current;
    sections.push({ ...section, text: body.join('\n').trim() });
  };
  for (const line of lines(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s/.test(line) ? headingText(line) : null;
    const timed = heading === null ? null : SECTION_TIME.exec(heading);
    if (heading !== null) {
      close();
      current = timed
        ? {
            title: (timed[1] ?? '').trim(),
            from: Number(timed[2]),
            to: Number(timed[3]),
            text: '',
            visual: '',
            body: [],
          }
        : null;
      continue;
    }
    if (!current) continue;
    const visual = /^[\s*_]*Bild[*_\s]*:[*_\s]*(.*)$/i.exec(line);
    if (visual) current.visual = unwrap(visual[1] ?? '');
    else current.body.push(line);
  }
  close();
  return sections;
}

/* ---------------------------------------------------------------- Pain-Point-Scanner */

/** The numbered pains (`1. **Pain** – „Beleg“`) with their evidence, quotes removed. */
export function painPoints(markdown: string): PainPoint[] {
  const out: PainPoint[] = [];
  let inList = false;
  for (const line of lines(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s/.test(line) ? headingText(line) : null;
    if (heading !== null) {
      inList = /pain\s*points?/i.test(heading);
      continue;
    }
    if (!inList) continue;
    const item = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (!item) continue;
    const rest = (item[1] ?? '').trim();
    const bold = /^\*\*(.+?)\*\*\s*[:–—-]?\s*(.*)$/.exec(rest);
    const plain = /^(.+?)\s+[–—-]\s+(.*)$/.exec(rest);
    const [pain, evidence] = bold
      ? [bold[1] ?? '', bold[2] ?? '']
      : plain
        ? [plain[1] ?? '', plain[2] ?? '']
        : [rest, ''];
    out.push({
      pain: unwrap(pain).replace(/:$/, ''),
      evidence: unquote(evidence.replace(/^Beleg\s*:\s*/i, '')),
    });
  }
  return out;
}
