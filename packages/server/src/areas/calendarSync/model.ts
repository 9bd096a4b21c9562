/** The calendar connection's constants and German texts (spec issue 15 §3; ADR 022). */

/** Where Google sends people back: an SPA route without the shell. */
export const CALENDAR_OAUTH_PATH = '/app/settings/calendar/oauth';

/** How long an authorization request may take, from 'verbinden' to the callback. */
export const STATE_TTL_MS = 10 * 60 * 1000;

export const STATE_INVALID =
  'Die Anfrage zur Kalenderverbindung ist ungültig oder abgelaufen. Bitte versuche es erneut.';
export const NOT_CONFIGURED =
  'Die Verbindung mit Google Kalender ist auf diesem Server nicht eingerichtet.';
export const EXCHANGE_FAILED =
  'Google Kalender hat die Verbindung nicht bestätigt. Bitte versuche es erneut.';
