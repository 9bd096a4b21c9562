import { randomBytes } from 'node:crypto';
import type { S3Settings } from './storage/s3FileStorage';
import { DEFAULT_STORAGE_QUOTA_BYTES } from './storage/limits';
import { aiSettingsFromEnv, type AiSettings } from './ai/provider';
import { calendarTokenKeyFrom, googleCalendarFrom, type GoogleCalendarSettings } from './google';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_EMULATOR_PORT, LOCAL_EMULATOR_KEY } from '@sprint/realtime-emulator/constants';

/** The repository root: `.data/` and the built app are found relative to it by default. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export const DEMO_PROJECT_ID = 'demo-sprint';
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
/** The key the local realtime emulator accepts; never valid against Ably itself. */
export const LOCAL_ABLY_KEY = LOCAL_EMULATOR_KEY;

export type ServerConfig = {
  production: boolean;
  port: number;
  host: string;
  /** Origins allowed to call the API from a browser with credentials. */
  appOrigins: string[];
  /** PostgreSQL when set; otherwise embedded PGlite in `dataDir/pg`. */
  databaseUrl: string | null;
  dataDir: string;
  filesDir: string;
  /** The built SPA (`packages/app/dist`), served with history fallback when present. */
  appDistDir: string;
  firebaseProjectId: string;
  authEmulatorHost: string | null;
  ablyApiKey: string;
  /**
   * Where realtime clients and the publisher connect: Ably's default endpoint (null) with a real
   * key, locally the realtime emulator.
   */
  realtime: RealtimeEndpoint;
  /** Signs download URLs of stored files. */
  fileUrlSecret: string;
  /** Seals calendar refresh tokens and signs OAuth `state` (CALENDAR_TOKEN_KEY; ADR 022). */
  calendarTokenKey: string;
  /** Google Calendar's OAuth client and endpoints (GOOGLE_*); null: not configured. */
  googleCalendar: GoogleCalendarSettings | null;
  /** S3-compatible object storage (S3_BUCKET and friends); null keeps files in `filesDir`. */
  s3: S3Settings | null;
  /** What each company may store, in bytes (STORAGE_QUOTA_BYTES; 10 GB by default). */
  storageQuotaBytes: number;
  logLevel: LogLevel;
  /** The Firebase web config the app signs in with (public values). */
  firebaseWebApiKey: string;
  firebaseAuthDomain: string;
  /** The operator named in the imprint, privacy policy and terms. */
  legal: LegalInfo;
  /**
   * How many proxies (load balancer, CDN) stand in front of the server (TRUST_PROXY=<n>, 0 to
   * MAX_PROXY_HOPS): the client's address is the n-th from the right in X-Forwarded-For, as the
   * outermost of them saw it. 0 takes the socket's address, which a client cannot forge.
   */
  trustProxyHops: number;
  /** Production: the SMTP relay is reached over TLS only (smtps://, or STARTTLS required). */
  smtpRequireTls: boolean;
  /**
   * Where invitation and notification e-mails are sent (SMTP_URL): any SMTP relay in
   * production, locally the mail catcher `npm start` runs. May contain credentials: never log it.
   */
  smtpUrl: string;
  /** The sender of every e-mail (MAIL_FROM). */
  mailFrom: string;
  /** The public address links in e-mails point to (APP_URL), without a trailing slash. */
  appUrl: string;
  /** The local mail catcher `npm start` runs; null when SMTP_URL is set and in production. */
  mailCatcher: MailCatcherPorts | null;
  /** The AI model (AI_BASE_URL, AI_API_KEY, AI_MODEL); without it the Vorlagen-Modus answers. */
  ai: AiSettings;
};

export type MailCatcherPorts = { smtpPort: number; webPort: number };

export const DEFAULT_MAIL_CATCHER_SMTP_PORT = 1025;
export const DEFAULT_MAIL_CATCHER_WEB_PORT = 1080;
export const DEFAULT_MAIL_FROM = 'Sprint <no-reply@sprint.localhost>';

export type RealtimeEndpoint = { endpoint: string | null; port: number | null; tls: boolean };

export const DEFAULT_REALTIME_EMULATOR_PORT = DEFAULT_EMULATOR_PORT;

export type LegalInfo = {
  operator: string;
  street: string;
  city: string;
  email: string;
  phone: string;
  representative: string;
  register: string;
  vatId: string;
};

/** The local demo's operator; production names the real one (LEGAL_* variables). */
export const DEMO_LEGAL: LegalInfo = {
  operator: 'Sprint Demo GmbH',
  street: 'Musterstraße 1',
  city: '20095 Hamburg',
  email: 'kontakt@sprint-demo.de',
  phone: '+49 40 123456-0',
  representative: 'Clara Chef (Geschäftsführerin)',
  register: 'Amtsgericht Hamburg, HRB 123456',
  vatId: 'DE123456789',
};

const LEGAL_VARIABLES: Record<keyof LegalInfo, string> = {
  operator: 'LEGAL_OPERATOR',
  street: 'LEGAL_STREET',
  city: 'LEGAL_CITY',
  email: 'LEGAL_EMAIL',
  phone: 'LEGAL_PHONE',
  representative: 'LEGAL_REPRESENTATIVE',
  register: 'LEGAL_REGISTER',
  vatId: 'LEGAL_VAT_ID',
};

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parsePort(value: string | undefined, fallback: number, name = 'PORT'): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be a port number, got "${value}"`);
  }
  return port;
}

/** S3_BUCKET switches storage to S3; its credentials must come with it. */
function s3From(env: NodeJS.ProcessEnv): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'eu-central-1',
    endpoint: env.S3_ENDPOINT || null,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
  };
}

/**
 * nodemailer reads options from the URL's query, and they win over the mailer's own: in
 * production none may switch TLS off or accept any certificate.
 */
const SMTP_TLS_OPTIONS = /^(ignoreTLS|requireTLS|secure|opportunisticTLS|tls\..*)$/i;

/** SMTP_URL as nodemailer reads it. The value is never echoed: it may hold a password. */
/** STORAGE_QUOTA_BYTES: a whole number of bytes, at least 1. */
function parseQuota(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_STORAGE_QUOTA_BYTES;
  const bytes = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(bytes) || bytes < 1) {
    throw new ConfigError(`STORAGE_QUOTA_BYTES must be a whole number of bytes, got "${value}"`);
  }
  return bytes;
}

function parseSmtpUrl(value: string, production: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL like smtps://user:password@smtp.example.com.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://.');
  }
  const tlsOptions = [...url.searchParams.keys()].filter((key) => SMTP_TLS_OPTIONS.test(key));
  if (production && tlsOptions.length > 0) {
    throw new ConfigError(
      `SMTP_URL must not set ${tlsOptions.join(', ')} in production: mail is sent over ` +
        'verified TLS only (smtps://, or smtp:// with STARTTLS).',
    );
  }
  return value;
}

/** Keys that sign or seal (FILE_URL_SECRET): at least this long in production. */
export const MIN_SECRET_LENGTH = 32;

/** More proxies than this in front of one server is a mistake, not a deployment. */
export const MAX_PROXY_HOPS = 10;

/**
 * TRUST_PROXY: the number of proxies in front of the server, which each append the address
 * they were reached from to X-Forwarded-For. Production must say (0 when none): a wrong guess
 * either lets clients forge their address or counts everybody as the proxy.
 */
function parseProxyHops(value: string | undefined, production: boolean): number {
  if (value === undefined || value === '') {
    if (production) {
      throw new ConfigError(
        'TRUST_PROXY is required in production: the number of proxies in front of the ' +
          'server (0 when clients connect directly, 1 behind one load balancer).',
      );
    }
    return 0;
  }
  const hops = Number(value);
  if (!/^\d+$/.test(value) || hops > MAX_PROXY_HOPS) {
    throw new ConfigError(
      `TRUST_PROXY must be a whole number from 0 to ${MAX_PROXY_HOPS} (the proxies in front ` +
        `of the server), got "${value}"`,
    );
  }
  return hops;
}

/** APP_URL: an http(s) origin, optionally with a path, kept without a trailing slash. */
function parseAppUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`APP_URL must be a URL like https://sprint.example.com, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`APP_URL must start with http:// or https://, got "${value}"`);
  }
  if (url.username || url.password) throw new ConfigError('APP_URL must not contain credentials.');
  if (url.search || url.hash) {
    throw new ConfigError(`APP_URL must not have a query or fragment, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseLogLevel(value: string | undefined): LogLevel {
  const levels: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];
  if (!value) return 'info';
  if ((levels as string[]).includes(value)) return value as LogLevel;
  throw new ConfigError(`LOG_LEVEL must be one of ${levels.join(', ')}, got "${value}"`);
}

/**
 * A secret that survives restarts without configuration: generated once into the data folder.
 * Production must configure it, so that every replica signs alike.
 */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The explicit local opt-in for the Auth emulator (`npm start`, `npm run dev`, tests, benches). */
export const AUTH_EMULATOR_OPT_IN = 'SPRINT_AUTH_EMULATOR';

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The Auth emulator signs nothing, and firebase-admin trusts unsigned tokens whenever
 * FIREBASE_AUTH_EMULATOR_HOST is in the environment, even with no emulator running. So it is used
 * only when asked for by name (SPRINT_AUTH_EMULATOR=1), never in production, only for a `demo-*`
 * project (which has no real accounts) and only on a loopback interface.
 */
function authEmulatorHostFrom(env: NodeJS.ProcessEnv, production: boolean): string | null {
  const optedIn = env[AUTH_EMULATOR_OPT_IN] === '1';
  if (production && env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new ConfigError(
      'FIREBASE_AUTH_EMULATOR_HOST is set in production. The Auth emulator accepts unsigned ' +
        'tokens; refusing to start. Unset it to verify tokens against Firebase.',
    );
  }
  if (production && optedIn) {
    throw new ConfigError(`${AUTH_EMULATOR_OPT_IN}=1 is for local use only, not production.`);
  }
  if (!optedIn) {
    if (env.FIREBASE_AUTH_EMULATOR_HOST) {
      throw new ConfigError(
        'FIREBASE_AUTH_EMULATOR_HOST is set, but the Auth emulator is not switched on ' +
          `(${AUTH_EMULATOR_OPT_IN}=1). firebase-admin would accept unsigned tokens; refusing ` +
          'to start. Unset it, or start locally with npm start.',
      );
    }
    return null;
  }
  const projectId = env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    throw new ConfigError(
      `The Auth emulator is only for demo-* projects; FIREBASE_PROJECT_ID is "${projectId}".`,
    );
  }
  const host = env.HOST ?? '127.0.0.1';
  if (!isLoopback(host)) {
    throw new ConfigError(
      `The Auth emulator accepts unsigned tokens: the server may listen on a loopback address ` +
        `only, HOST is "${host}".`,
    );
  }
  return env.FIREBASE_AUTH_EMULATOR_HOST ?? DEFAULT_AUTH_EMULATOR_HOST;
}

/**
 * Reads the environment once. Locally everything has a default (PGlite, the realtime emulator's
 * key; the Auth emulator when switched on); in production (`NODE_ENV=production`) the real
 * services must be configured and the Auth emulator is refused: it accepts unsigned tokens.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data'));
  const authEmulatorHost = authEmulatorHostFrom(env, production);
  if (production && !env.FIREBASE_PROJECT_ID) {
    throw new ConfigError('FIREBASE_PROJECT_ID is required in production.');
  }
  if (production && !env.FILE_URL_SECRET) {
    throw new ConfigError('FILE_URL_SECRET is required in production (signs file download URLs).');
  }
  // The key behind signed links and invitation tokens: guessable when short.
  if (production && (env.FILE_URL_SECRET ?? '').length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `FILE_URL_SECRET must be at least ${MIN_SECRET_LENGTH} characters in production ` +
        '(e.g. openssl rand -hex 32).',
    );
  }

  if (production && !env.ABLY_API_KEY) {
    throw new ConfigError(
      'ABLY_API_KEY is required in production (signed-in users get a realtime connection).',
    );
  }
  if (production && !env.FIREBASE_API_KEY) {
    throw new ConfigError(
      'FIREBASE_API_KEY is required in production (the web app signs in with it).',
    );
  }
  // An imprint is required by law (§ 5 DDG): production names its operator.
  const missingLegal = (['operator', 'street', 'city', 'email'] as const)
    .map((key) => LEGAL_VARIABLES[key])
    .filter((name) => !env[name]);
  if (production && missingLegal.length > 0) {
    throw new ConfigError(`${missingLegal.join(', ')} required in production (imprint).`);
  }
  const legal = Object.fromEntries(
    Object.entries(LEGAL_VARIABLES).map(([key, name]) => [
      key,
      env[name] ?? (production ? '' : DEMO_LEGAL[key as keyof LegalInfo]),
    ]),
  ) as LegalInfo;

  // Invitation links must reach the people invited, so production names its public address
  // and its mail relay; locally the catcher shows every message instead of sending it.
  if (production && !env.SMTP_URL) {
    throw new ConfigError(
      'SMTP_URL is required in production (invitation and notification e-mails).',
    );
  }
  if (production && !env.APP_URL) {
    throw new ConfigError(
      'APP_URL is required in production (the public address links in e-mails point to).',
    );
  }

  const port = parsePort(env.PORT, 3000);
  const mailCatcher: MailCatcherPorts | null =
    production || env.SMTP_URL
      ? null
      : {
          smtpPort: parsePort(
            env.MAIL_CATCHER_SMTP_PORT,
            DEFAULT_MAIL_CATCHER_SMTP_PORT,
            'MAIL_CATCHER_SMTP_PORT',
          ),
          webPort: parsePort(
            env.MAIL_CATCHER_PORT,
            DEFAULT_MAIL_CATCHER_WEB_PORT,
            'MAIL_CATCHER_PORT',
          ),
        };
  const appOrigins = (env.APP_ORIGIN ?? (production ? '' : 'http://localhost:5173'))
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

  return {
    production,
    port,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    appOrigins,
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    filesDir: resolve(env.FILES_DIR ?? join(dataDir, 'files')),
    appDistDir: resolve(env.APP_DIST_DIR ?? join(REPO_ROOT, 'packages/app/dist')),
    firebaseProjectId: env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID,
    authEmulatorHost,
    ablyApiKey: env.ABLY_API_KEY ?? LOCAL_ABLY_KEY,
    realtime: env.ABLY_API_KEY
      ? { endpoint: env.ABLY_ENDPOINT || null, port: null, tls: true }
      : {
          endpoint: '127.0.0.1',
          port: parsePort(env.REALTIME_EMULATOR_PORT, DEFAULT_REALTIME_EMULATOR_PORT),
          tls: false,
        },
    fileUrlSecret: env.FILE_URL_SECRET ?? localSecret(dataDir, 'file-url-secret'),
    // Production without a calendar connection seals nothing: a key of the process will do.
    calendarTokenKey: calendarTokenKeyFrom(
      env,
      () =>
        production ? randomBytes(32).toString('hex') : localSecret(dataDir, 'calendar-token-key'),
      (message) => new ConfigError(message),
    ),
    googleCalendar: googleCalendarFrom(env, production, (message) => new ConfigError(message)),
    s3: s3From(env),
    storageQuotaBytes: parseQuota(env.STORAGE_QUOTA_BYTES),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    firebaseWebApiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
    firebaseAuthDomain:
      env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID}.firebaseapp.com`,
    legal,
    trustProxyHops: parseProxyHops(env.TRUST_PROXY, production),
    smtpRequireTls: production,
    smtpUrl: env.SMTP_URL
      ? parseSmtpUrl(env.SMTP_URL, production)
      : `smtp://127.0.0.1:${mailCatcher?.smtpPort ?? DEFAULT_MAIL_CATCHER_SMTP_PORT}`,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    appUrl: parseAppUrl(env.APP_URL || `http://127.0.0.1:${port}`),
    mailCatcher,
    ai: aiSettingsFromEnv(env, (message) => new ConfigError(message)),
  };
}
