/**
 * The 'Auswertung' (issue 25 §3): each criterion passed or not, with the person's own words that
 * show it. In the Vorlagen-Modus by the criterion's keywords; with a model by its judgement,
 * whose quotes count only when they really are the person's words.
 */
import { z } from 'zod';
import { foldSearch } from '../../platform/db/search';
import { medalFor, type Criterion, type CriterionResult, type Medal } from './model';

/** A quote longer than this is cut to the part around what shows the criterion. */
export const QUOTE_MAX_CHARS = 160;

/** A criterion's keywords, folded: comma-, semicolon- or line-separated. */
export function keywordsOf(keywords: string): string[] {
  return keywords
    .split(/[,;\n]/)
    .map((keyword) => foldSearch(keyword.trim()).replace(/\s+/g, ' '))
    .filter((keyword) => keyword.length > 0);
}

/** Folds a text and remembers, for each folded character, where it came from. */
function foldWithMap(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of text) {
    const piece = foldSearch(character);
    folded += piece;
    origin.push(...Array.from({ length: piece.length }, () => index));
    index += character.length;
  }
  return { folded, origin };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A keyword at a word's start ('termin' finds 'Terminvorschlag', not 'Determinante'). */
function keywordPattern(keyword: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(keyword).replace(/ /g, '\\s+')}`, 'u');
}

/** The turn itself, or the part of it around `at` (verbatim, cut at spaces). */
export function quoteAround(text: string, at: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= QUOTE_MAX_CHARS) return trimmed;
  const offset = text.indexOf(trimmed);
  const local = Math.max(0, at - offset);
  let start = Math.max(0, local - Math.floor(QUOTE_MAX_CHARS / 3));
  let end = Math.min(trimmed.length, start + QUOTE_MAX_CHARS);
  start = Math.max(0, end - QUOTE_MAX_CHARS);
  if (start > 0) {
    const space = trimmed.indexOf(' ', start);
    if (space !== -1 && space < local) start = space + 1;
  }
  if (end < trimmed.length) {
    const space = trimmed.lastIndexOf(' ', end);
    if (space > local) end = space;
  }
  return trimmed.slice(start, end).trim();
}

/** The first of the person's turns that names one of the keywords, quoted. */
export function keywordQuote(personTurns: readonly string[], keywords: string): string | null {
  const patterns = keywordsOf(keywords).map(keywordPattern);
  if (patterns.length === 0) return null;
  for (const turn of personTurns) {
    const { folded, origin } = foldWithMap(turn);
    for (const pattern of patterns) {
      const match = pattern.exec(folded);
      if (match) return quoteAround(turn, origin[match.index] ?? 0);
    }
  }
  return null;
}

/** The Vorlagen-Modus's judgement: a criterion is shown where its keywords are said. */
export function judgeByKeywords(
  criteria: readonly Criterion[],
  personTurns: readonly string[],
): CriterionResult[] {
  return criteria.map((criterion) => {
    const quote = keywordQuote(personTurns, criterion.keywords);
    return {
      id: criterion.id,
      text: criterion.text,
      weight: criterion.weight,
      passed: quote !== null,
      quote,
    };
  });
}

const judgement = z.object({
  criteria: z
    .array(
      z.object({
        id: z.string(),
        passed: z.boolean(),
        quote: z.string().nullish(),
      }),
    )
    .max(100),
});

const normalise = (text: string) =>
  foldSearch(text)
    .replace(/[„“”"‚‘’'«»]/g, '')
    .replace(/(\.\.\.|…)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;:!?]+$/, '');

/** The quote without the marks a model puts around it; null unless the person said it. */
export function verifiedQuote(quote: string, personTurns: readonly string[]): string | null {
  const wanted = normalise(quote);
  if (wanted.length < 3) return null;
  const found = personTurns.some((turn) => normalise(turn).includes(wanted));
  if (!found) return null;
  const clean = quote
    .trim()
    .replace(/^[„“”"‚‘’'«»]+|[„“”"‚‘’'«»]+$/g, '')
    .trim();
  return clean.length > QUOTE_MAX_CHARS ? `${clean.slice(0, QUOTE_MAX_CHARS - 1)}…` : clean;
}

/**
 * A model's judgement (JSON, possibly in a code fence or with words around it), checked: a
 * criterion counts as shown only with a quote that is in the person's turns. Null when the
 * answer cannot be read at all; a criterion the answer leaves out is judged by its keywords.
 */
export function judgeByModel(
  answer: string,
  criteria: readonly Criterion[],
  personTurns: readonly string[],
): CriterionResult[] | null {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start === -1 || end <= start) return null;
  let parsed: z.infer<typeof judgement>;
  try {
    parsed = judgement.parse(JSON.parse(answer.slice(start, end + 1)));
  } catch {
    return null;
  }
  const byId = new Map(parsed.criteria.map((item) => [item.id, item]));
  const byKeywords = judgeByKeywords(criteria, personTurns);
  return criteria.map((criterion, index) => {
    const item = byId.get(criterion.id);
    const byWords = byKeywords[index];
    if (!item && byWords) return byWords;
    const quote = item?.passed && item.quote ? verifiedQuote(item.quote, personTurns) : null;
    return {
      id: criterion.id,
      text: criterion.text,
      weight: criterion.weight,
      passed: quote !== null,
      quote,
    };
  });
}

export type Score = { percent: number; passed: boolean; medal: Medal | null };

/** Sum of the weights shown over the sum of all weights, rounded; the medal by it. */
export function scoreOf(results: readonly CriterionResult[], passThreshold: number): Score {
  const total = results.reduce((sum, result) => sum + result.weight, 0);
  const shown = results.reduce((sum, result) => sum + (result.passed ? result.weight : 0), 0);
  const percent = total === 0 ? 0 : Math.round((shown / total) * 100);
  return { percent, passed: percent >= passThreshold, medal: medalFor(percent) };
}
