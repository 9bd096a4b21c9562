import fc from 'fast-check';
import superjson from 'superjson';
import { z } from 'zod';
import {
  accepts,
  badArb,
  baseOf,
  expandDeep,
  getAt,
  isRecord,
  setAt,
  slotsOf,
  strictObjectPaths,
  validArb,
  type Budget,
  type Path,
  type Schema,
  type SeedContext,
} from './inputArbitraries';

/**
 * The fuzz test's requests (src/fuzz.test.ts): for one procedure, bad inputs of every kind, each
 * with the reason the server must refuse it. The reasons come from an oracle that reads a request
 * the way the server should (JSON, superjson's envelope, the procedure's zod schema), so a
 * generator that makes a valid input by chance is caught here, not reported as a server bug.
 */

export type Procedure = {
  _def: {
    type: 'query' | 'mutation' | 'subscription';
    meta?: { public?: boolean };
    inputs: Schema[];
  };
};

/**
 * What a procedure without an input parser must take: nothing. tRPC would ignore whatever is sent
 * (never even parse it), so such a procedure fails here until it declares `.input(noInput)`.
 */
const NOTHING: Schema = z.null().optional();

export function inputSchemaOf(procedure: Procedure): Schema {
  const { inputs } = procedure._def;
  if (inputs.length > 1) throw new Error('fuzz: a procedure with several .input() parsers');
  return inputs[0] ?? NOTHING;
}

/** Why an input is bad, as the test sees it (and so, which answer it expects). */
export type Reason =
  | 'unparsable'
  | 'envelope'
  | 'nul'
  | 'schema'
  | 'method'
  | 'media-type'
  | 'batch-container'
  | 'foreign';

export type FuzzCase = {
  kind: string;
  reason: Reason;
  /** The input as sent: JSON text of one call's envelope (or deliberately not). */
  text: string;
  batch: boolean;
  /** The text is the whole batch container, not one call's input. */
  container?: boolean;
  anonymous: boolean;
  /** Names the caller's company (X-Sprint-Customer), as the app does. */
  company: boolean;
  method?: 'GET' | 'POST';
  contentType?: string;
};

function fuzzCase(fields: FuzzCase): FuzzCase {
  return Object.assign(fields, {
    // Counterexamples can carry 400,000 characters; the report shows where they start.
    [fc.toStringMethod]: () => JSON.stringify({ ...fields, text: shorten(fields.text) }),
  });
}

export function shorten(text: string): string {
  return text.length <= 600
    ? text
    : `${text.slice(0, 500)}… (${text.length} Zeichen) …${text.slice(-80)}`;
}

// ---------------------------------------------------------------------------------------------
// The oracle: how the server should read a text, independent of how it does

const ENVELOPE_KEYS = new Set(['json', 'meta']);
const META_KEYS = new Set(['values', 'referentialEqualities', 'v']);

/**
 * An annotation tree of the types the server reads (dates, undefined, numbers JSON cannot
 * write): `[type]` or `{ path: tree }`. Every other superjson type is refused (ADR 026).
 */
function isValueTree(tree: unknown, depth = 0): boolean {
  if (depth > 200) return false;
  if (Array.isArray(tree)) {
    return tree.length === 1 && ['Date', 'undefined', 'number'].includes(tree[0] as string);
  }
  return isPlainRecord(tree) && Object.values(tree).every((c) => isValueTree(c, depth + 1));
}

function isReferenceMap(value: unknown): boolean {
  const pathList = (paths: unknown) =>
    Array.isArray(paths) && paths.every((path) => typeof path === 'string');
  if (Array.isArray(value)) {
    const [root, other, ...rest] = value as unknown[];
    return (
      rest.length === 0 &&
      pathList(root) &&
      (other === undefined || (isPlainRecord(other) && Object.values(other).every(pathList)))
    );
  }
  return isPlainRecord(value) && Object.values(value).every(pathList);
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value));
}

/**
 * What a client can send: `{ json, meta? }`, meta with superjson's three fields. `json` may be
 * missing: JSON.stringify drops it when it is undefined.
 */
function isEnvelope(
  payload: unknown,
): payload is { json: unknown; meta?: Record<string, unknown> } {
  if (!isPlainRecord(payload)) return false;
  if (!Object.keys(payload).every((key) => ENVELOPE_KEYS.has(key))) return false;
  const { meta } = payload;
  if (meta === undefined) return true;
  if (!isPlainRecord(meta) || !Object.keys(meta).every((key) => META_KEYS.has(key))) return false;
  return (
    (meta.v === undefined || meta.v === 1) &&
    (meta.values === undefined || isValueTree(meta.values)) &&
    (meta.referentialEqualities === undefined || isReferenceMap(meta.referentialEqualities))
  );
}

function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * Why the server must refuse this text as a procedure's input, or null when it is fine. The
 * references superjson may carry are ignored, as the server documents (src/transformer.ts).
 */
function refusal(text: string, schema: Schema): Reason | null {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return 'unparsable';
  }
  if (!isEnvelope(payload)) return 'envelope';
  let value: unknown;
  try {
    const { referentialEqualities: _ignored, ...meta } = payload.meta ?? {};
    value = superjson.deserialize({ json: payload.json as never, meta: meta as never });
  } catch {
    return 'envelope';
  }
  if (containsNul(value)) return 'nul';
  return accepts(schema, value) ? null : 'schema';
}

// ---------------------------------------------------------------------------------------------
// The generators

const UNKNOWN_KEYS = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'isAdmin',
    'role',
    'customerId',
    'ourEmployee',
    'toString',
    'hasOwnProperty',
    '',
    'a.b',
    '0',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
);

/** Sets an own property, `__proto__` included (a plain assignment would set the prototype). */
function withOwnKey(target: unknown, key: string, value: unknown): unknown {
  const copy = { ...(target as Record<string, unknown>) };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Dotted paths of every place in a JSON value, superjson's way of naming them. */
function jsonPaths(value: unknown, prefix: Path = []): string[] {
  const here = prefix.length > 0 ? [prefix.join('.')] : [];
  if (Array.isArray(value)) {
    return [...here, ...value.flatMap((item, index) => jsonPaths(item, [...prefix, index]))];
  }
  if (isRecord(value)) {
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, item]) => jsonPaths(item, [...prefix, key])),
    ];
  }
  return here;
}

const ANNOTATIONS: unknown[] = [
  'Date',
  'bigint',
  'regexp',
  'set',
  'map',
  'Error',
  'number',
  'undefined',
  'URL',
  ['typed-array', 'Uint8Array'],
  ['typed-array', 'Keins'],
  ['class', 'Lead'],
  ['symbol', 'admin'],
  ['custom', 'geld'],
];

type Envelope = { json: unknown; meta?: Record<string, unknown> };

function envelopeOf(value: unknown): Envelope {
  const { json, meta } = superjson.serialize(value);
  return meta ? { json, meta: { ...meta } } : { json };
}

export function caseArbitrary(
  procedure: Procedure,
  context: SeedContext,
  foreignIds: readonly string[],
  seedOfSamples: number,
): fc.Arbitrary<FuzzCase> {
  const type = procedure._def.type;
  const schema = inputSchemaOf(procedure);
  const isPublic = procedure._def.meta?.public === true;
  const budget: Budget =
    type === 'query'
      ? { longestString: 1500, deepest: 1000 }
      : { longestString: 400_000, deepest: 20_000 };

  const seed = validArb(schema, context).filter((value) => accepts(schema, value));
  const minimalSeed = validArb(schema, context, { minimal: true }).filter((value) =>
    accepts(schema, value),
  );
  const request = fc.record({
    batch: fc.boolean(),
    anonymous: isPublic ? fc.boolean() : fc.constant(false),
    company: fc.boolean(),
  });

  const text = (envelope: unknown) => expandDeep(JSON.stringify(envelope));

  /** A field's value broken, a required one left out, or the whole input of the wrong shape. */
  const broken: fc.Arbitrary<{ kind: string; value: unknown }> = seed.chain((value) => {
    const slots = slotsOf(schema, value);
    // Required fields of objects (an array's items are not left out, they are broken).
    const removable = slots.filter(
      (slot) =>
        slot.present &&
        typeof slot.path.at(-1) === 'string' &&
        slot.schema._zod.optin !== 'optional',
    );
    const badValue = fc.constantFrom(...slots).chain((slot) =>
      badArb(slot.schema, budget).map((bad) => ({
        kind: slot.path.length === 0 ? 'shape' : 'field',
        value: setAt(value, slot.path, bad),
      })),
    );
    if (removable.length === 0) return badValue;
    const missing = fc
      .constantFrom(...removable)
      .map((slot) => ({ kind: 'missing', value: setAt(value, slot.path, undefined, true) }));
    return fc.oneof({ weight: 4, arbitrary: badValue }, { weight: 1, arbitrary: missing });
  });

  const fieldCases = fc
    .tuple(broken, request)
    .map(([{ kind, value }, how]) => ({ kind, text: text(envelopeOf(value)), ...how }));

  /** An unknown field in an object that refuses them; prototype keys among them. */
  const unknownFieldCases = seed
    .filter((value) => strictObjectPaths(schema, value).length > 0)
    .chain((value) => {
      const envelope = envelopeOf(value);
      return fc
        .tuple(
          fc.constantFrom(...strictObjectPaths(schema, value)),
          UNKNOWN_KEYS,
          fc.oneof(
            fc.jsonValue({ maxDepth: 2 }),
            fc.constant({ isAdmin: true, role: 'primary_admin' }),
          ),
          request,
        )
        .map(([where, key, extra, how]) => ({
          kind: 'unknown',
          text: text({
            ...envelope,
            json: setAt(envelope.json, where, withOwnKey(getAt(envelope.json, where), key, extra)),
          }),
          ...how,
        }));
    });

  /** meta.values that do not fit the json: superjson fails, or makes the input invalid. */
  const annotationCases = seed.chain((value) => {
    const envelope = envelopeOf(value);
    const paths = jsonPaths(envelope.json);
    const where = fc.oneof(
      ...(paths.length > 0 ? [fc.constantFrom(...paths)] : []),
      fc.constantFrom(
        '__proto__',
        'constructor.prototype',
        'x.__proto__.polluted',
        '0',
        'a.99999999',
      ),
    );
    return fc
      .tuple(where, fc.constantFrom(...ANNOTATIONS), request)
      .map(([at, annotation, how]) => ({
        kind: 'annotation',
        text: text({
          json: envelope.json,
          meta: {
            v: 1,
            values: withOwnKey(isRecord(envelope.meta?.values) ? envelope.meta.values : {}, at, [
              annotation,
            ]),
          },
        }),
        ...how,
      }));
  });

  /** The envelope itself malformed: not `{ json, meta }`, or meta not superjson's. */
  const envelopeCases = seed.chain((value) => {
    const envelope = envelopeOf(value);
    const { json } = envelope;
    const meta = envelope.meta ?? {};
    const malformed = fc.oneof(
      fc.constantFrom<unknown>(5, 'json', true, null, [], [envelope], json, {}, { meta }),
      fc
        .constantFrom('Json', 'input', 'data', 'metadata', '__proto__')
        .map((key) => withOwnKey(envelope, key, { isAdmin: true })),
      fc
        .constantFrom<unknown>(
          5,
          'meta',
          [],
          true,
          null,
          { ...meta, extra: 1 },
          { ...meta, v: 2 },
          { ...meta, v: 'x' },
          { ...meta, v: null },
        )
        .map((badMeta) => ({ json, meta: badMeta })),
      fc
        .constantFrom<unknown>(
          5,
          'Date',
          true,
          [5],
          ['Unbekannt', {}, 1],
          [['Date']],
          { x: 'Date' },
          { x: [5] },
          { x: ['Date', 5] },
          { x: ['Date', { y: 'Date' }] },
        )
        .map((values) => ({ json, meta: { ...meta, values } })),
      fc
        .constantFrom<unknown>(
          5,
          'x',
          { a: 'b' },
          { a: [1] },
          [5],
          [[1]],
          [['a'], 5],
          [['a'], {}, 1],
        )
        .map((referentialEqualities) => ({ json, meta: { ...meta, referentialEqualities } })),
    );
    return fc.tuple(malformed, request).map(([payload, how]) => ({
      kind: 'envelope',
      text: text(payload),
      ...how,
    }));
  });

  /** Odd references next to a broken input: ignored by the server, so the input decides. */
  const referenceCases = fc
    .tuple(
      broken,
      fc.constantFrom<unknown>(
        JSON.parse('{"__proto__":["constructor.prototype"]}') as unknown,
        { '': ['leadId'] },
        [['__proto__', 'constructor.prototype', 'x.y.z']],
        { 'a.b.c': ['d', 'e.f'] },
        [[''], { x: ['y'] }],
      ),
      request,
    )
    .map(([{ value }, references, how]) => {
      const envelope = envelopeOf(value);
      return {
        kind: 'references',
        text: text({ ...envelope, meta: { ...envelope.meta, referentialEqualities: references } }),
        ...how,
      };
    });

  /** Not JSON at all. */
  const unparsableCases = fc
    .tuple(
      seed,
      fc.nat(),
      fc.constantFrom('cut', 'tail', 'quotes', 'nan', 'comma', 'comment'),
      request,
    )
    .map(([value, at, how, transport]) => {
      const valid = JSON.stringify(envelopeOf(value));
      const broken = {
        cut: cut(valid, 1 + (at % Math.max(1, valid.length - 1))),
        tail: `${valid}}`,
        quotes: valid.replaceAll('"', "'"),
        nan: `{"json":NaN}`,
        comma: valid.replace(/}$/, ',}'),
        comment: `/* Kommentar */${valid}`,
      }[how];
      return { kind: `unparsable:${how}`, text: broken, ...transport };
    });

  /** Requests the client never makes: wrong method, wrong content type, a batch of no object. */
  const transportCases = fc
    .tuple(seed, fc.constantFrom('method', 'media-type', 'batch-container'), request)
    .filter(([, how]) => how !== 'media-type' || type === 'mutation')
    .map(([value, how, transport]) => {
      const valid = JSON.stringify(envelopeOf(value));
      if (how === 'method') {
        return {
          kind: how,
          reason: how,
          text: valid,
          ...transport,
          method: type === 'query' ? ('POST' as const) : ('GET' as const),
        };
      }
      if (how === 'media-type') {
        return { kind: how, reason: how, text: valid, ...transport, contentType: 'text/plain' };
      }
      return {
        kind: how,
        reason: how,
        text: `[${valid}]`,
        ...transport,
        batch: true,
        container: true,
      };
    });

  /** A valid input naming another company's data, or data that does not exist. */
  const foreignCases = minimalSeed.chain((value) => {
    const uuidSlots = slotsOf(schema, value).filter(
      (slot) =>
        baseOf(slot.schema)._zod.def.type === 'string' &&
        (baseOf(slot.schema)._zod.def as { format?: string }).format === 'uuid' &&
        (slot.present || isRecord(getAt(value, slot.path.slice(0, -1)))),
    );
    if (uuidSlots.length === 0) return fc.constant(null);
    return fc
      .tuple(
        fc.constantFrom(...uuidSlots),
        fc.oneof(fc.constantFrom(...foreignIds), fc.uuid({ version: 4 })),
        request,
      )
      .map(([slot, id, how]) => ({
        kind: 'foreign',
        text: JSON.stringify(envelopeOf(setAt(value, slot.path, id))),
        ...how,
      }));
  });

  type Draft = Omit<FuzzCase, 'reason'> & { reason?: Reason };
  /**
   * Keeps only what it claims to be: a bad input (the oracle names why), or for foreign ids a
   * valid one. Whatever the generators make by chance beyond that is dropped here.
   */
  const judged = (drafts: fc.Arbitrary<Draft | null>, valid = false) =>
    drafts
      .map((draft) => {
        if (draft === null) return null;
        if (draft.reason) return fuzzCase({ ...draft, reason: draft.reason });
        const reason = refusal(draft.text, schema);
        if (valid) return reason === null ? fuzzCase({ ...draft, reason: 'foreign' }) : null;
        return reason === null ? null : fuzzCase({ ...draft, reason });
      })
      .filter((candidate): candidate is FuzzCase => candidate !== null)
      .filter((candidate) => fitsTransport(candidate, type));

  // A generator that cannot make anything here (no strict object, no id) would spin forever.
  const samples = { numRuns: 10, seed: seedOfSamples };
  const hasStrictObject = fc
    .sample(seed, samples)
    .some((value) => strictObjectPaths(schema, value).length > 0);
  const hasForeign = fc.sample(foreignCases, samples).some((draft) => draft !== null);
  return fc.oneof(
    { weight: 40, arbitrary: judged(fieldCases) },
    ...(hasStrictObject ? [{ weight: 12, arbitrary: judged(unknownFieldCases) }] : []),
    { weight: 12, arbitrary: judged(annotationCases) },
    { weight: 12, arbitrary: judged(envelopeCases) },
    { weight: 5, arbitrary: judged(referenceCases) },
    { weight: 6, arbitrary: judged(unparsableCases) },
    { weight: 5, arbitrary: judged(transportCases) },
    ...(hasForeign ? [{ weight: 8, arbitrary: judged(foreignCases, true) }] : []),
  );
}

/** The text's start, never half an emoji (a lone surrogate cannot go over the wire). */
function cut(text: string, length: number): string {
  const last = text.charCodeAt(length - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? length - 1 : length);
}

/** GET URLs stay under Node's 16 KB header limit, bodies under 4 MB (the 413 has its own test). */
function fitsTransport(candidate: FuzzCase, type: string): boolean {
  const wrapped = wireText(candidate);
  const method = candidate.method ?? (type === 'query' ? 'GET' : 'POST');
  return method === 'GET'
    ? new URLSearchParams({ input: wrapped }).toString().length <= 12_000
    : Buffer.byteLength(wrapped) <= 3_500_000;
}

export function wireText(candidate: FuzzCase): string {
  return candidate.batch && !candidate.container ? `{"0":${candidate.text}}` : candidate.text;
}
