/**
 * The calendar connection's configuration (ADR 022), read by `loadConfig`: Google's OAuth client
 * and endpoints. The endpoints are configurable so that tests and the local stack talk to a
 * stand-in (test/oauthStandIn.ts) exactly as production talks to Google.
 */

export type GoogleCalendarSettings = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  freeBusyUrl: string;
  /** Requested scopes; `openid email` name the account on the settings card. */
  scopes: string[];
};

export const GOOGLE_DEFAULTS = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  freeBusyUrl: 'https://www.googleapis.com/calendar/v3/freeBusy',
  scopes: ['openid', 'email', 'https://www.googleapis.com/auth/calendar.freebusy'],
} as const;

const ENDPOINTS = {
  authUrl: 'GOOGLE_AUTH_URL',
  tokenUrl: 'GOOGLE_TOKEN_URL',
  revokeUrl: 'GOOGLE_REVOKE_URL',
  freeBusyUrl: 'GOOGLE_FREEBUSY_URL',
} as const;

/** Minimum length of CALENDAR_TOKEN_KEY: 32 random characters or more. */
export const MIN_TOKEN_KEY_LENGTH = 32;

function endpoint(name: string, value: string, production: boolean, fail: (m: string) => Error) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fail(`${name} must be a URL, got "${value}"`);
  }
  const allowed = production ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(url.protocol)) {
    throw fail(`${name} must start with ${production ? 'https://' : 'http(s)://'}, got "${value}"`);
  }
  return url.toString();
}

/**
 * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET switch the connection on (both or neither);
 * GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_REVOKE_URL, GOOGLE_FREEBUSY_URL and GOOGLE_SCOPES
 * (space separated) replace Google's defaults. Null: not configured.
 */
export function googleCalendarFrom(
  env: NodeJS.ProcessEnv,
  production: boolean,
  fail: (message: string) => Error,
): GoogleCalendarSettings | null {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw fail('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both or neither.');
  }
  if (production && !env.CALENDAR_TOKEN_KEY) {
    throw fail(
      'CALENDAR_TOKEN_KEY is required in production with GOOGLE_CLIENT_ID (seals tokens).',
    );
  }
  const urls = Object.fromEntries(
    Object.entries(ENDPOINTS).map(([key, name]) => [
      key,
      endpoint(name, env[name] || GOOGLE_DEFAULTS[key as keyof typeof ENDPOINTS], production, fail),
    ]),
  ) as Record<keyof typeof ENDPOINTS, string>;
  const scopes = env.GOOGLE_SCOPES?.split(/\s+/).filter(Boolean) ?? [];
  return {
    clientId,
    clientSecret,
    ...urls,
    scopes: scopes.length > 0 ? scopes : [...GOOGLE_DEFAULTS.scopes],
  };
}

/**
 * CALENDAR_TOKEN_KEY when set (at least 32 characters); otherwise the local default the caller
 * passes (a key generated once into the data folder, as FILE_URL_SECRET's).
 */
export function calendarTokenKeyFrom(
  env: NodeJS.ProcessEnv,
  fallback: () => string,
  fail: (message: string) => Error,
): string {
  const key = env.CALENDAR_TOKEN_KEY;
  if (key === undefined || key === '') return fallback();
  if (key.length < MIN_TOKEN_KEY_LENGTH) {
    throw fail(`CALENDAR_TOKEN_KEY must be at least ${MIN_TOKEN_KEY_LENGTH} characters long.`);
  }
  return key;
}
