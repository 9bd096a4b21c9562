import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries read from a procedure's zod input schema (zod 4's `_zod.def`): valid
 * inputs, the places in one where a value can go, and values a place refuses. The fuzz test
 * (src/fuzz.test.ts) breaks valid seeds with them, so a new field or procedure is covered
 * without anybody listing it. A schema type this file does not know fails loudly.
 */

export type Schema = z.ZodType;
export type Path = (string | number)[];

type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: unknown;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};

type Def = {
  type: string;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  innerType?: Schema;
  element?: Schema;
  options?: readonly Schema[];
  in?: Schema;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  format?: string;
  checks?: readonly { _zod: { def: CheckDef } }[];
};

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

function defOf(schema: Schema): Def {
  return schema._zod.def as unknown as Def;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`zod schema without ${what}`);
  return value;
}

/** The schema under optional/nullable/default wrappers. */
export function baseOf(schema: Schema): Schema {
  let current = schema;
  while (WRAPPERS.has(defOf(current).type)) current = required(defOf(current).innerType, 'inner');
  return current;
}

function check(schema: Schema, name: string): CheckDef | undefined {
  return defOf(schema)
    .checks?.map((entry) => entry._zod.def)
    .find((def) => def.check === name);
}

/** Length or size bounds (strings, arrays) and number bounds of a schema. */
function bounds(schema: Schema) {
  const greater = check(schema, 'greater_than');
  const less = check(schema, 'less_than');
  return {
    minLength: check(schema, 'min_length')?.minimum,
    maxLength: check(schema, 'max_length')?.maximum,
    min: typeof greater?.value === 'number' ? greater.value : undefined,
    max: typeof less?.value === 'number' ? less.value : undefined,
    integer: check(schema, 'number_format') !== undefined,
  };
}

export function isStrictObject(schema: Schema): boolean {
  const def = defOf(schema);
  return (
    def.type === 'object' && def.catchall !== undefined && defOf(def.catchall).type === 'never'
  );
}

/** `inputDate` and friends: a union with a Date member, transformed into a Date. */
function isDateLike(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === 'date') return true;
  if (def.type !== 'pipe') return false;
  const inner = defOf(required(def.in, 'pipe input'));
  return inner.type === 'union' && (inner.options ?? []).some((o) => defOf(o).type === 'date');
}

function hasRefinement(schema: Schema): boolean {
  return check(schema, 'custom') !== undefined;
}

export function accepts(schema: Schema, value: unknown): boolean {
  return schema.safeParse(value).success;
}

/** Values for the signed-in caller's own fields: ids of their data, their token and uid. */
export type SeedContext = { ownIds: readonly string[]; named: Readonly<Record<string, string>> };

const SAFE_DATES = { min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z') };

/**
 * Valid values of a schema. `minimal` leaves optional fields out (unless the object has a
 * refinement that may need them), so a seed reaches the procedure with nothing but what it needs.
 */
export function validArb(
  schema: Schema,
  context: SeedContext,
  options: { minimal?: boolean; key?: string } = {},
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const { key } = options;
  if (key !== undefined && def.type === 'string' && context.named[key] !== undefined) {
    return fc.constant(context.named[key]);
  }
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return validArb(required(def.innerType, 'inner'), context, options);
    case 'nullable':
      return fc.oneof(
        { arbitrary: validArb(required(def.innerType, 'inner'), context, options), weight: 4 },
        { arbitrary: fc.constant(null), weight: 1 },
      );
    case 'object': {
      const shape = required(def.shape, 'shape');
      const keys = Object.keys(shape);
      const mandatory = keys.filter((name) => shape[name]?._zod.optin !== 'optional');
      const included = options.minimal && !hasRefinement(schema) ? mandatory : keys;
      const model = Object.fromEntries(
        included.map((name) => [
          name,
          validArb(required(shape[name], name), context, { ...options, key: name }),
        ]),
      );
      return fc.record(model, { requiredKeys: mandatory, noNullPrototype: true });
    }
    case 'string':
      return validString(schema, context).filter((value) => accepts(schema, value));
    case 'number': {
      const { min = -1_000_000, max = 1_000_000, integer } = bounds(schema);
      return integer
        ? fc.integer({ min, max: Math.min(max, min + 1_000_000) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(required(def.entries, 'entries')));
    case 'literal':
      return fc.constantFrom(...required(def.values, 'values'));
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'array': {
      const { minLength = 0, maxLength = 3 } = bounds(schema);
      return fc.array(validArb(required(def.element, 'element'), context, options), {
        minLength,
        maxLength: Math.max(minLength, Math.min(maxLength, 3)),
      });
    }
    case 'union':
      return fc.oneof(
        ...required(def.options, 'options').map((o) => validArb(o, context, options)),
      );
    case 'date':
      return fc.date({ ...SAFE_DATES, noInvalidDate: true });
    case 'pipe':
      if (isDateLike(schema)) {
        const date = fc.date({ ...SAFE_DATES, noInvalidDate: true });
        return fc.oneof(
          date,
          date.map((value) => value.toISOString()),
          date.map((value) => value.getTime()),
        );
      }
      return validArb(required(def.in, 'pipe input'), context, options);
    default:
      throw new Error(`inputArbitraries: no valid values for zod type "${def.type}" yet`);
  }
}

function validString(schema: Schema, context: SeedContext): fc.Arbitrary<string> {
  const { minLength = 0, maxLength = 1000 } = bounds(schema);
  // z.string().regex(…): random text would almost never match.
  const regex = check(schema, 'string_format');
  if (regex?.format === 'regex' && regex.pattern) return fc.stringMatching(regex.pattern);
  switch (defOf(schema).format) {
    case 'uuid':
      return fc.oneof(fc.constantFrom(...context.ownIds), fc.uuid({ version: 4 }));
    case 'email':
      return fc.emailAddress();
    case 'url':
      return fc.webUrl({ validSchemes: ['https'] });
    // z.iso.date() and z.iso.time({ precision: -1 }): random text would almost never match.
    case 'date':
      return fc
        .date({ ...SAFE_DATES, noInvalidDate: true })
        .map((value) => value.toISOString().slice(0, 10));
    case 'datetime':
      return fc.date({ ...SAFE_DATES, noInvalidDate: true }).map((value) => value.toISOString());
    case 'time':
      return fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(
          ([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
        );
    default:
      return fc.string({
        unit: 'grapheme',
        minLength: Math.max(minLength, 1),
        maxLength: Math.max(minLength, Math.min(maxLength, 40)),
      });
  }
}

/** A place in an input: where a value is (`present`), or where an optional field could go. */
export type Slot = { path: Path; schema: Schema; present: boolean };

export function slotsOf(schema: Schema, value: unknown, path: Path = []): Slot[] {
  const slots: Slot[] = [{ path, schema, present: true }];
  const base = baseOf(schema);
  const def = defOf(base);
  if (def.type === 'object' && isRecord(value)) {
    for (const [name, child] of Object.entries(required(def.shape, 'shape'))) {
      if (Object.hasOwn(value, name)) slots.push(...slotsOf(child, value[name], [...path, name]));
      else slots.push({ path: [...path, name], schema: child, present: false });
    }
  } else if (def.type === 'array' && Array.isArray(value)) {
    const element = required(def.element, 'element');
    value.forEach((item, index) => slots.push(...slotsOf(element, item, [...path, index])));
  }
  return slots;
}

/** The objects of a value whose schema refuses unknown fields, by path. */
export function strictObjectPaths(schema: Schema, value: unknown): Path[] {
  return slotsOf(schema, value)
    .filter((slot) => slot.present && isStrictObject(baseOf(slot.schema)))
    .filter((slot) => isRecord(getAt(value, slot.path)))
    .map((slot) => slot.path);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      isRecord(current) || Array.isArray(current)
        ? (current as Record<string | number, unknown>)[key]
        : undefined,
    value,
  );
}

/** A copy of `value` with `path` set (or a field removed, for `remove`); `value` is untouched. */
export function setAt(value: unknown, path: Path, next: unknown, remove = false): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...Path];
  if (rest.length === 0 && remove) {
    const { [head]: _removed, ...others } = value as Record<string | number, unknown>;
    return others;
  }
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) };
  const target = copy as Record<string | number, unknown>;
  target[head] = setAt(target[head], rest, next, remove);
  return copy;
}

/** Characters for long strings: ASCII, umlauts, an emoji (two UTF-16 units), a control char. */
const PATTERN = fc.oneof(
  fc.constantFrom('x', 'ü', 'Straße ', '😀', '\t', '"', '\\'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
);

/** A string of at least `length` UTF-16 units. */
function stringOfLength(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min, max }), PATTERN)
    .map(([length, pattern]) => pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length))
    .filter((text) => text.length >= min);
}

const NUMBERS_AS_TEXT = ['NaN', 'Infinity', '-Infinity', '-0', '0', '1', '1e999', '0x10', ' 5 '];

const TRICKY_STRINGS = [
  '',
  ' ',
  '   \n\t',
  ...NUMBERS_AS_TEXT,
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'http://example.com/profil',
  'javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'ftp://example.com/datei',
  '//example.com/pfad',
  'https//example.com',
  'https://',
  'mailto:chef@example.com',
  'keine-adresse',
  'a@',
  '@example.com',
  'a b@example.com',
  'chef@@example.com',
  '../../etc/passwd',
  '/etc/passwd',
  'customers//x',
  "'; drop table leads; --",
  '1999-12-31T23:59:59.999Z',
  '2101-01-01T00:00:00.000Z',
  'a\u0000b',
  '\u0000',
];

/** Strings that look like a UUID and are not one. */
const almostUuid = fc
  .tuple(fc.uuid({ version: 4 }), fc.integer({ min: 0, max: 6 }))
  .map(
    ([uuid, how]) =>
      [
        uuid.slice(1),
        `${uuid}0`,
        uuid.replaceAll('-', ''),
        `${uuid.slice(0, -1)}g`,
        `{${uuid}}`,
        ` ${uuid}`,
        `${uuid.slice(0, 14)}0${uuid.slice(15)}`,
      ][how] ?? uuid,
  );

const OUT_OF_RANGE_DATES = [
  '1999-12-31T23:59:59.999Z',
  '2101-01-01T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '1970-01-01',
  'kein Datum',
  '2026-02-30T25:61:00Z',
  -8.64e15,
  8.64e15,
  0,
  -1,
  946684799999,
  4133980800000,
];

/**
 * superjson refuses to serialize an own `__proto__` key, which fc.jsonValue makes now and then;
 * such keys reach the server through the request text instead (`withOwnKey` in fuzzCases.ts).
 */
function serializable(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return !Object.hasOwn(value, '__proto__') && Object.values(value).every(serializable);
}

/** Any JSON-free JavaScript value superjson can carry: what a careless or hostile client sends. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 2 ** 53, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.string({ maxLength: 20 }),
  fc.constantFrom(...TRICKY_STRINGS),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(
    fc.string({ unit: 'grapheme-ascii', maxLength: 8 }),
    fc.jsonValue({ maxDepth: 2 }),
    {
      maxKeys: 3,
      noNullPrototype: true,
    },
  ),
  fc.date(),
  fc.constant(new Date(Number.NaN)),
  fc.bigInt(),
  fc.constant(new Map([['leadId', 1]])),
  fc.constant(new Set([1, 2])),
  fc.constant(/.*/g),
  fc.constant(new Error('Fehler')),
  fc.constant(new URL('https://example.com/')),
);

/** Where the fuzz test splices deeply nested JSON into the request text (see `deepText`). */
export type DeepMarker = { depth: number; open: '[' | '{' };
const DEEP = '\u0001tief\u0001';

export function deepMarker(marker: DeepMarker): string {
  return `${DEEP}${marker.open}${marker.depth}${DEEP}`;
}

/** Replaces the markers in a request's JSON text by arrays or objects nested `depth` deep. */
export function expandDeep(text: string): string {
  return text.replace(
    new RegExp(`"${DEEP}([[{])(\\d+)${DEEP}"`.replaceAll('\u0001', '\\u0001'), 'g'),
    (_match, open: string, depth: string) =>
      open === '['
        ? `${'['.repeat(Number(depth))}${']'.repeat(Number(depth))}`
        : `${'{"a":'.repeat(Number(depth))}1${'}'.repeat(Number(depth))}`,
  );
}

export type Budget = { longestString: number; deepest: number };

/**
 * Values a place refuses: wrong types, too long or too short, malformed formats, numbers out of
 * range, dates outside 2000–2100, arrays over their limit, arrays where objects belong, deep
 * nesting. Each is checked against the place's own schema, so what comes out is refused there.
 */
export function badArb(schema: Schema, budget: Budget): fc.Arbitrary<unknown> {
  const base = baseOf(schema);
  const def = defOf(base);
  const { minLength, maxLength, min, max, integer } = bounds(base);
  const candidates: (fc.Arbitrary<unknown> | fc.WeightedArbitrary<unknown>)[] = [
    anyValue.filter(serializable),
    fc
      .record({
        depth: fc.integer({ min: 2, max: budget.deepest }),
        open: fc.constantFrom<'[' | '{'>('[', '{'),
      })
      .map(deepMarker),
  ];
  switch (def.type) {
    case 'string':
      candidates.push(fc.constantFrom(...TRICKY_STRINGS));
      if (maxLength !== undefined) {
        candidates.push(stringOfLength(maxLength + 1, maxLength + 20));
        candidates.push(
          stringOfLength(maxLength + 1, Math.max(maxLength + 1, budget.longestString)),
        );
      }
      if (minLength !== undefined && minLength > 0) {
        candidates.push(fc.constantFrom('', ' ', '\n', '\u00a0'.repeat(minLength)));
      }
      if (def.format === 'uuid') candidates.push(almostUuid);
      // Fine for zod, not for PostgreSQL, which stores no U+0000 in text (kept by the filter).
      candidates.push({
        weight: 3,
        arbitrary: fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`),
      });
      break;
    case 'number':
      candidates.push(fc.constantFrom(...NUMBERS_AS_TEXT), fc.bigInt());
      if (min !== undefined) candidates.push(fc.integer({ min: min - 1_000_000, max: min - 1 }));
      if (max !== undefined) {
        candidates.push(fc.integer({ min: max + 1, max: max + 1_000_000 }));
        candidates.push(fc.double({ min: max, noNaN: true, minExcluded: true }));
      }
      if (integer) candidates.push(fc.double({ noInteger: true, noNaN: true }));
      break;
    case 'boolean':
      candidates.push(fc.constantFrom('true', 'false', 0, 1, 'ja'));
      break;
    case 'enum': {
      const values = Object.values(required(def.entries, 'entries')).map(String);
      candidates.push(
        fc.constantFrom(...values).map((value) => value.toUpperCase()),
        fc.constantFrom(...values).map((value) => ` ${value}`),
        fc.string({ maxLength: 12 }),
      );
      break;
    }
    case 'array':
      if (maxLength !== undefined) {
        candidates.push(
          fc
            .integer({ min: maxLength + 1, max: maxLength + 5 })
            .map((length) => Array.from({ length }, () => ({}))),
        );
      }
      candidates.push(fc.constant({ 0: {} }));
      break;
    case 'object':
      candidates.push(
        fc.constant([]),
        fc.constant([{}]),
        fc.jsonValue({ maxDepth: 1 }).map((value) => [value]),
      );
      break;
    default:
      if (isDateLike(base)) {
        candidates.push(
          fc.constantFrom(...OUT_OF_RANGE_DATES),
          fc.date({ max: new Date('1999-12-31T23:59:59.999Z'), noInvalidDate: true }),
          fc.date({ min: new Date('2101-01-01T00:00:00.000Z'), noInvalidDate: true }),
          fc.string({ minLength: 65, maxLength: 120 }),
        );
      }
  }
  // Deep nesting is spliced into the text later; the whole input is checked again there.
  return fc
    .oneof(...candidates)
    .filter(
      (value) =>
        isDeepMarker(value) ||
        (typeof value === 'string' && value.includes('\u0000')) ||
        !accepts(schema, value),
    );
}

function isDeepMarker(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(DEEP);
}
