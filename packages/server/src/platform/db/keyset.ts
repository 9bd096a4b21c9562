import { sql, type SQL } from 'drizzle-orm';
import { ServiceError } from '../serviceError';

/**
 * Keyset pages: a list hands out an opaque cursor (the last row's sort key and id), the next
 * request continues after it. A cursor comes back from the client, so it is checked field by
 * field before it goes into SQL as typed parameters: nothing PostgreSQL could refuse may pass
 * (a refusal there would be a 500).
 */
export const INVALID_CURSOR = 'Ungültiger Cursor. Bitte lade die Liste neu.';

export function encodeCursor(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The cursor's parts as handed out (strings, exactly `length` of them), or a 400. */
export function decodeCursor(text: string, length: number): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new ServiceError('BAD_REQUEST', INVALID_CURSOR);
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== length ||
    !parsed.every((part) => typeof part === 'string')
  ) {
    throw new ServiceError('BAD_REQUEST', INVALID_CURSOR);
  }
  return parsed as string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** A time key as `timeKey` writes it, of a real moment between 1900 and 2200. */
export function isTimeKey(key: string): boolean {
  const match = TIME.exec(key);
  if (!match) return false;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day, hour, minute, second));
  return (
    (year ?? 0) >= 1900 &&
    (year ?? 0) <= 2200 &&
    date.getUTCMonth() === (month ?? 0) - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** A timestamp to the microsecond as text (UTC), as a cursor carries it. */
export function timeKey(expression: SQL | SQL.Aliased | unknown): SQL<string> {
  return sql<string>`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
