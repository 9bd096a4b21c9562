import superjson, { type SuperJSONResult } from 'superjson';
import { appError } from './errors';

export const NOT_AN_ENVELOPE =
  'Die Eingabe muss im superjson-Format { json, meta } gesendet werden.';
export const BAD_TYPE_ANNOTATIONS = 'Die Typangaben (meta) der Eingabe sind ungültig.';
export const NUL_CHARACTER =
  'Die Eingabe enthält das Nullzeichen U+0000, das nicht gespeichert werden kann.';

/**
 * superjson both ways, read strictly on the way in. An input must be the envelope our client
 * writes (`{ json, meta? }`, meta with superjson's own fields; `{}` is `{ json: undefined }` after
 * JSON.stringify, so no input): anything else is refused with a German 400 instead of being read
 * as "no input" or failing inside superjson with an English message (or a stack overflow, for a
 * string where an annotation tree belongs).
 *
 * An input's `referentialEqualities` are ignored: they tell the reader to copy a value to other
 * paths, so a 20 KB request could grow to 100 MB after the body limit was checked. Clients lose
 * nothing: superjson without `dedupe` (ours, and the default) writes every repeated value in full
 * and the references only restore object identity, which no input relies on.
 *
 * Of superjson's typed values only those our client sends are read: dates, `undefined`, and the
 * numbers JSON cannot write (`-0` from a `Math.round(-0.4)`; NaN and ±Infinity, which the
 * schemas then refuse). Every other annotation is refused before superjson runs: no procedure
 * takes a big integer, a map, a set, a regular expression, an error or a class instance, and
 * reading some costs more than the body limit suggests (a 4 MB `bigint`: a second of CPU).
 *
 * Text with U+0000 is refused here too: zod accepts it, PostgreSQL stores it in no text or jsonb
 * column, and the failed query would be a 500.
 */
export const transformer = {
  input: {
    serialize: (value: unknown) => superjson.serialize(value),
    deserialize: (payload: unknown) => {
      const { json, meta } = envelope(payload);
      let value: unknown;
      try {
        const { referentialEqualities: _ignored, ...typed } = meta ?? {};
        value = superjson.deserialize({ json, meta: typed } as SuperJSONResult);
      } catch {
        // Annotations that do not fit the json: unknown classes, a "map" on a number, …
        throw appError('BAD_REQUEST', BAD_TYPE_ANNOTATIONS);
      }
      if (containsNul(value)) throw appError('BAD_REQUEST', NUL_CHARACTER);
      return value;
    },
  },
  output: {
    serialize: serializeOutput,
    deserialize: (payload: unknown) => superjson.deserialize(payload as SuperJSONResult),
  },
};

/**
 * What superjson writes, without its walk where it would find nothing to annotate: for plain
 * JSON (strings, finite numbers, booleans, null, plain objects and arrays, each object once)
 * superjson's output is `{ json: value }`, and its walk copies every node with its path — ten
 * times the cost of JSON.stringify (20 ms for a 430 KB calendar month). Anything else (dates,
 * undefined, NaN, -0, maps, classes, an object met twice, a key superjson refuses) goes
 * through superjson as before.
 */
export function serializeOutput(value: unknown): SuperJSONResult {
  return isPlainJson(value)
    ? { json: value as SuperJSONResult['json'] }
    : superjson.serialize(value);
}

const REFUSED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isPlainJson(value: unknown): boolean {
  const seen = new Set<object>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current === 'string' || typeof current === 'boolean') continue;
    if (typeof current === 'number') {
      if (!Number.isFinite(current) || Object.is(current, -0)) return false;
      continue;
    }
    if (typeof current !== 'object' || seen.has(current)) return false;
    seen.add(current);
    if (Array.isArray(current)) {
      for (const item of current as unknown[]) pending.push(item);
    } else if (Object.getPrototypeOf(current) === Object.prototype) {
      for (const key in current) {
        if (REFUSED_KEYS.has(key)) return false;
        pending.push((current as Record<string, unknown>)[key]);
      }
    } else {
      return false;
    }
  }
  return true;
}

const ENVELOPE_KEYS = new Set(['json', 'meta']);
const META_KEYS = new Set(['values', 'referentialEqualities', 'v']);

type Envelope = { json: unknown; meta?: Record<string, unknown> };

function envelope(payload: unknown): Envelope {
  if (!isPlainObject(payload) || !Object.keys(payload).every((key) => ENVELOPE_KEYS.has(key))) {
    throw appError('BAD_REQUEST', NOT_AN_ENVELOPE);
  }
  const { meta } = payload;
  if (meta === undefined) return { json: payload.json };
  const valid =
    isPlainObject(meta) &&
    Object.keys(meta).every((key) => META_KEYS.has(key)) &&
    (meta.v === undefined || meta.v === 1) &&
    (meta.values === undefined || isAnnotationTree(meta.values)) &&
    (meta.referentialEqualities === undefined || isReferenceMap(meta.referentialEqualities));
  if (!valid) throw appError('BAD_REQUEST', BAD_TYPE_ANNOTATIONS);
  return { json: payload.json, meta };
}

/** The superjson annotations an input may carry (see `transformer`). */
const ACCEPTED_TYPES: ReadonlySet<unknown> = new Set(['Date', 'undefined', 'number']);

/**
 * superjson's annotation tree: `{ path: node }`, a node `[type]` with a type of ours. (A node
 * `[type, children]` annotates inside a map, set or class instance: none is accepted.) Walked
 * without recursion, so a deep tree cannot overflow the stack here.
 */
function isAnnotationTree(tree: unknown): boolean {
  const pending: unknown[] = [tree];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      if (node.length !== 1 || !ACCEPTED_TYPES.has(node[0])) return false;
      continue;
    }
    if (!isPlainObject(node)) return false;
    for (const child of Object.values(node)) pending.push(child);
  }
  return true;
}

/** `{ path: [paths] }`, or `[[paths of the root], { path: [paths] }?]`. */
function isReferenceMap(value: unknown): boolean {
  if (Array.isArray(value)) {
    const [root, other, ...rest] = value as unknown[];
    return rest.length === 0 && isPathList(root) && (other === undefined || isPathMap(other));
  }
  return isPathMap(value);
}

function isPathMap(value: unknown): boolean {
  return isPlainObject(value) && Object.values(value).every(isPathList);
}

function isPathList(value: unknown): boolean {
  return Array.isArray(value) && value.every((path) => typeof path === 'string');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
