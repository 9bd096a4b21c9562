import { z } from 'zod';

/** Dates people and integrations send: a database row outside this range is a mistake. */
export const EARLIEST_DATE = new Date(Date.UTC(2000, 0, 1));
export const LATEST_DATE = new Date(Date.UTC(2101, 0, 1) - 1);

/**
 * A point in time as a client may send it: a Date (superjson), ISO text or epoch ms, from 2000 to
 * 2100. Anything else is refused here, before PostgreSQL could fail on it (`-8.64e15` is a valid
 * JavaScript date that PostgreSQL cannot store).
 */
export const inputDate = z
  .union([z.date(), z.string().max(64), z.number()])
  .transform((value, ctx) => {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Ungültiger Zeitpunkt' });
      return z.NEVER;
    }
    if (date < EARLIEST_DATE || date > LATEST_DATE) {
      ctx.addIssue({ code: 'custom', message: 'Der Zeitpunkt muss zwischen 2000 und 2100 liegen' });
      return z.NEVER;
    }
    return date;
  });

/**
 * The input of a procedure that takes none: nothing (our client sends `undefined`; null is read
 * the same). Anything else is refused like an unknown field, instead of being silently ignored.
 */
export const noInput = z.null({ error: 'Hier wird keine Eingabe erwartet.' }).optional();

/**
 * A web address Sprint shows as a link or loads as an image: https only, so a scraped or
 * client-sent value can never be `javascript:`, `data:` or plain http.
 */
export const httpsUrl = (maxLength = 2048) =>
  z.url({ protocol: /^https$/, error: 'Nur https-Adressen sind erlaubt' }).max(maxLength);
