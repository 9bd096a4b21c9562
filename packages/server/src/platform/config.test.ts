import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, LOCAL_ABLY_KEY, loadConfig } from './config';

/** What `npm start` and the tests add: the Auth emulator, switched on by name. */
const local = { SPRINT_AUTH_EMULATOR: '1' };

const dataDir = () => mkdtempSync(join(tmpdir(), 'sprint-config-'));
const production = {
  NODE_ENV: 'production',
  FIREBASE_API_KEY: 'web-key',
  LEGAL_OPERATOR: 'Sprint GmbH',
  LEGAL_STREET: 'Hauptstraße 2',
  LEGAL_CITY: '10115 Berlin',
  LEGAL_EMAIL: 'info@sprint.de',
  FIREBASE_PROJECT_ID: 'sprint-prod',
  FILE_URL_SECRET: 'ein-geheimnis-von-mindestens-32-zeichen',
  ABLY_API_KEY: 'app.key:secret',
  DATABASE_URL: 'postgresql://db/sprint',
  SMTP_URL: 'smtps://mailer:smtp-passwort@smtp.sprint.de',
  APP_URL: 'https://app.sprint.de',
  TRUST_PROXY: '1',
};

describe('loadConfig', () => {
  it('runs locally with no configuration but the local opt-in', () => {
    const config = loadConfig({ ...local, DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      firebaseProjectId: 'demo-sprint',
      authEmulatorHost: '127.0.0.1:9099',
      ablyApiKey: LOCAL_ABLY_KEY,
    });
    expect(config.fileUrlSecret).toMatch(/^[0-9a-f]{64}$/);
    // Generated once, then kept, so signed URLs survive a restart.
    expect(loadConfig({ DATA_DIR: config.dataDir }).fileUrlSecret).toBe(config.fileUrlSecret);
  });

  it('uses the Auth emulator only when switched on by name', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).authEmulatorHost).toBeNull();
    expect(
      loadConfig({ ...local, DATA_DIR: dataDir(), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' })
        .authEmulatorHost,
    ).toBe('127.0.0.1:9199');
    // Any NODE_ENV but "production" used to turn it on; firebase-admin then trusts unsigned
    // tokens even with no emulator running.
    for (const NODE_ENV of ['staging', 'development', undefined]) {
      expect(() =>
        loadConfig({ NODE_ENV, DATA_DIR: dataDir(), FIREBASE_AUTH_EMULATOR_HOST: '10.0.0.5:9099' }),
      ).toThrow(/not switched on/);
    }
  });

  it('refuses the Auth emulator for a real project and on a non-loopback interface', () => {
    expect(() =>
      loadConfig({ ...local, DATA_DIR: dataDir(), FIREBASE_PROJECT_ID: 'sprint-prod' }),
    ).toThrow(/only for demo-\* projects/);
    for (const HOST of ['0.0.0.0', '192.168.1.20', '::']) {
      expect(() => loadConfig({ ...local, DATA_DIR: dataDir(), HOST })).toThrow(/loopback/);
    }
    for (const HOST of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
      expect(loadConfig({ ...local, DATA_DIR: dataDir(), HOST }).host).toBe(HOST);
    }
    expect(() => loadConfig({ ...production, ...local, DATA_DIR: dataDir() })).toThrow(
      /local use only/,
    );
  });

  it('refuses the Auth emulator in production: it accepts unsigned tokens', () => {
    expect(() =>
      loadConfig({
        ...production,
        DATA_DIR: dataDir(),
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(ConfigError);
  });

  it('requires the real services in production', () => {
    const { FIREBASE_PROJECT_ID: _project, ...withoutProject } = production;
    expect(() => loadConfig({ ...withoutProject, DATA_DIR: dataDir() })).toThrow(
      /FIREBASE_PROJECT_ID/,
    );
    const { FILE_URL_SECRET: _secret, ...withoutSecret } = production;
    expect(() => loadConfig({ ...withoutSecret, DATA_DIR: dataDir() })).toThrow(/FILE_URL_SECRET/);
    const { ABLY_API_KEY: _ably, ...withoutAbly } = production;
    expect(() => loadConfig({ ...withoutAbly, DATA_DIR: dataDir() })).toThrow(/ABLY_API_KEY/);
    const config = loadConfig({ ...production, DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      production: true,
      authEmulatorHost: null,
      host: '0.0.0.0',
      appOrigins: [],
      // Ably itself, at its default endpoint.
      realtime: { endpoint: null, port: null, tls: true },
    });
  });

  it('points realtime at the local emulator, or at Ably once a key is given', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).realtime).toEqual({
      endpoint: '127.0.0.1',
      port: 9299,
      tls: false,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), REALTIME_EMULATOR_PORT: '9399' }).realtime).toEqual({
      endpoint: '127.0.0.1',
      port: 9399,
      tls: false,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), ABLY_API_KEY: 'app.key:secret', ABLY_ENDPOINT: 'eu' }),
    ).toMatchObject({
      ablyApiKey: 'app.key:secret',
      realtime: { endpoint: 'eu', port: null, tls: true },
    });
  });

  it('reads ports, origins and log levels, refusing nonsense', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      APP_ORIGIN: 'https://app.sprint.de, http://localhost:5173',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      appOrigins: ['https://app.sprint.de', 'http://localhost:5173'],
      logLevel: 'warn',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'achtzig' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: 'laut' })).toThrow(ConfigError);
  });
});

describe('loadConfig: hardening', () => {
  it('reads TRUST_PROXY as the number of proxies in front, and production must name it', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxyHops).toBe(0);
    // '1' keeps meaning one load balancer, as before.
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '3' }).trustProxyHops).toBe(3);
    expect(
      loadConfig({ ...production, DATA_DIR: dataDir(), TRUST_PROXY: '0' }).trustProxyHops,
    ).toBe(0);
    for (const TRUST_PROXY of ['true', 'ja', '-1', '1.5', ' 2', '0x1', '11', '1e1']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }), TRUST_PROXY).toThrow(
        /^TRUST_PROXY must be a whole number from 0 to 10/,
      );
    }
    const { TRUST_PROXY: _hops, ...withoutHops } = production;
    expect(() => loadConfig({ ...withoutHops, DATA_DIR: dataDir() })).toThrow(
      /^TRUST_PROXY is required in production/,
    );
    expect(() => loadConfig({ ...production, TRUST_PROXY: '', DATA_DIR: dataDir() })).toThrow(
      /^TRUST_PROXY is required in production/,
    );
  });

  it('requires a FILE_URL_SECRET of at least 32 characters in production', () => {
    for (const FILE_URL_SECRET of ['geheim', 'x'.repeat(31)]) {
      let error: unknown;
      try {
        loadConfig({ ...production, FILE_URL_SECRET, DATA_DIR: dataDir() });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toContain('FILE_URL_SECRET must be at least 32 characters');
      // The value itself is never repeated.
      expect(String(error)).not.toContain(FILE_URL_SECRET);
    }
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({ ...production, FILE_URL_SECRET: secret, DATA_DIR: dataDir() }),
    ).toMatchObject({ fileUrlSecret: secret });
    // Locally a short one is a developer's business.
    expect(loadConfig({ DATA_DIR: dataDir(), FILE_URL_SECRET: 'kurz' }).fileUrlSecret).toBe('kurz');
  });

  it('sends mail over TLS only in production, and no SMTP_URL option may switch that off', () => {
    expect(loadConfig({ ...production, DATA_DIR: dataDir() }).smtpRequireTls).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir() }).smtpRequireTls).toBe(false);
    // STARTTLS on the submission port is TLS too: required, not optional.
    expect(
      loadConfig({ ...production, SMTP_URL: 'smtp://relay.sprint.de:587', DATA_DIR: dataDir() }),
    ).toMatchObject({ smtpUrl: 'smtp://relay.sprint.de:587', smtpRequireTls: true });
    for (const query of [
      'ignoreTLS=true',
      'requireTLS=false',
      'secure=false',
      'tls.rejectUnauthorized=false',
      'TLS.minVersion=TLSv1',
    ]) {
      const SMTP_URL = `smtp://mailer:smtp-passwort@relay.sprint.de:587/?${query}`;
      let error: unknown;
      try {
        loadConfig({ ...production, SMTP_URL, DATA_DIR: dataDir() });
      } catch (caught) {
        error = caught;
      }
      expect(error, query).toBeInstanceOf(ConfigError);
      expect(String(error)).toMatch(/SMTP_URL must not set .+ in production/);
      expect(String(error)).not.toContain('smtp-passwort');
    }
    // Locally the catcher speaks plain SMTP, with whatever options a developer likes.
    expect(
      loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://127.0.0.1:2525/?ignoreTLS=true' }),
    ).toMatchObject({ smtpRequireTls: false });
  });
});

describe('loadConfig: file storage', () => {
  it('keeps files in the local folder, or in S3-compatible storage once a bucket is named', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeNull();
    expect(
      loadConfig({
        ...production,
        S3_BUCKET: 'sprint-files',
        S3_ENDPOINT: 'https://s3.eu-central-003.example.com',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }).s3,
    ).toEqual({
      bucket: 'sprint-files',
      region: 'eu-central-1',
      endpoint: 'https://s3.eu-central-003.example.com',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ ...production, S3_BUCKET: 'sprint-files' })).toThrow(
      new ConfigError('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.'),
    );
  });
});

describe('loadConfig: e-mail', () => {
  it('sends locally to the mail catcher, with links to the local server', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:1025',
      mailFrom: 'Sprint <no-reply@sprint.localhost>',
      appUrl: 'http://127.0.0.1:3000',
      mailCatcher: { smtpPort: 1025, webPort: 1080 },
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: '3199',
        MAIL_CATCHER_SMTP_PORT: '9425',
        MAIL_CATCHER_PORT: '9480',
      }),
    ).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:9425',
      appUrl: 'http://127.0.0.1:3199',
      mailCatcher: { smtpPort: 9425, webPort: 9480 },
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_CATCHER_PORT: 'viele' })).toThrow(
      /MAIL_CATCHER_PORT must be a port number/,
    );
  });

  it('starts no mail catcher once SMTP_URL names a relay', () => {
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'Sprint Test <test@sprint.de>',
        APP_URL: 'http://localhost:5173/',
      }),
    ).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'Sprint Test <test@sprint.de>',
      appUrl: 'http://localhost:5173',
      mailCatcher: null,
    });
  });

  it('requires SMTP_URL and APP_URL in production, and never a catcher there', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = production;
    expect(() => loadConfig({ ...withoutSmtp, DATA_DIR: dataDir() })).toThrow(/SMTP_URL/);
    const { APP_URL: _app, ...withoutApp } = production;
    expect(() => loadConfig({ ...withoutApp, DATA_DIR: dataDir() })).toThrow(/APP_URL/);
    // An empty value is as good as none: it would otherwise send to the default port.
    expect(() => loadConfig({ ...production, SMTP_URL: '', DATA_DIR: dataDir() })).toThrow(
      /SMTP_URL is required/,
    );
    expect(loadConfig({ ...production, DATA_DIR: dataDir() })).toMatchObject({
      smtpUrl: 'smtps://mailer:smtp-passwort@smtp.sprint.de',
      appUrl: 'https://app.sprint.de',
      mailCatcher: null,
    });
  });

  it('refuses a malformed SMTP_URL without repeating its password', () => {
    for (const SMTP_URL of [
      'mailer:smtp-passwort@smtp.sprint.de',
      'https://mailer:smtp-passwort@smtp.sprint.de',
    ]) {
      let error: unknown;
      try {
        loadConfig({ ...production, SMTP_URL, DATA_DIR: dataDir() });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toContain('SMTP_URL');
      expect(String(error)).not.toContain('smtp-passwort');
    }
  });

  it('keeps APP_URL without a trailing slash and refuses what is no web address', () => {
    expect(
      loadConfig({ ...production, APP_URL: 'https://sprint.de/app//', DATA_DIR: dataDir() }).appUrl,
    ).toBe('https://sprint.de/app');
    for (const APP_URL of ['sprint.de', 'ftp://sprint.de', 'https://sprint.de/?a=1']) {
      expect(() => loadConfig({ ...production, APP_URL, DATA_DIR: dataDir() })).toThrow(/APP_URL/);
    }
    expect(() =>
      loadConfig({ ...production, APP_URL: 'https://admin:geheim@sprint.de', DATA_DIR: dataDir() }),
    ).toThrow(/^APP_URL must not contain credentials\.$/);
  });
});

describe('loadConfig: calendar connection', () => {
  const google = {
    GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'g',
  };

  it('is off without a Google client, with a token key kept in the data folder', () => {
    const config = loadConfig({ ...local, DATA_DIR: dataDir() });
    expect(config.googleCalendar).toBeNull();
    expect(config.calendarTokenKey).toMatch(/^[0-9a-f]{64}$/);
    expect(config.calendarTokenKey).not.toBe(config.fileUrlSecret);
    expect(loadConfig({ DATA_DIR: config.dataDir }).calendarTokenKey).toBe(config.calendarTokenKey);
  });

  it("talks to Google's endpoints by default, to others when named", () => {
    expect(loadConfig({ ...local, ...google, DATA_DIR: dataDir() }).googleCalendar).toEqual({
      clientId: 'client.apps.googleusercontent.com',
      clientSecret: 'g',
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      revokeUrl: 'https://oauth2.googleapis.com/revoke',
      freeBusyUrl: 'https://www.googleapis.com/calendar/v3/freeBusy',
      scopes: ['openid', 'email', 'https://www.googleapis.com/auth/calendar.freebusy'],
    });
    const standIn = loadConfig({
      ...local,
      ...google,
      GOOGLE_AUTH_URL: 'http://127.0.0.1:9599/auth',
      GOOGLE_SCOPES: ' openid  offline_access ',
      DATA_DIR: dataDir(),
    }).googleCalendar;
    expect(standIn).toMatchObject({
      authUrl: 'http://127.0.0.1:9599/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      scopes: ['openid', 'offline_access'],
    });
  });

  it('refuses half a client, bad endpoints, a short key, and production without a key', () => {
    expect(() => loadConfig({ ...local, GOOGLE_CLIENT_ID: 'client', DATA_DIR: dataDir() })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
    expect(() =>
      loadConfig({ ...local, ...google, GOOGLE_TOKEN_URL: 'token', DATA_DIR: dataDir() }),
    ).toThrow(/GOOGLE_TOKEN_URL must be a URL/);
    expect(() => loadConfig({ ...local, CALENDAR_TOKEN_KEY: 'kurz', DATA_DIR: dataDir() })).toThrow(
      /CALENDAR_TOKEN_KEY must be at least 32 characters/,
    );
    expect(() => loadConfig({ ...production, ...google, DATA_DIR: dataDir() })).toThrow(
      /CALENDAR_TOKEN_KEY is required in production/,
    );
    const key = 'k'.repeat(32);
    expect(() =>
      loadConfig({
        ...production,
        ...google,
        CALENDAR_TOKEN_KEY: key,
        GOOGLE_REVOKE_URL: 'http://127.0.0.1/revoke',
        DATA_DIR: dataDir(),
      }),
    ).toThrow(/GOOGLE_REVOKE_URL must start with https:\/\//);
    const config = loadConfig({
      ...production,
      ...google,
      CALENDAR_TOKEN_KEY: key,
      DATA_DIR: dataDir(),
    });
    expect(config.calendarTokenKey).toBe(key);
    expect(config.googleCalendar?.clientId).toBe(google.GOOGLE_CLIENT_ID);
  });
});

describe('the server process', () => {
  it('refuses to start outside production with FIREBASE_AUTH_EMULATOR_HOST but no opt-in', () => {
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'staging',
        DATA_DIR: dataDir(),
        PORT: '0',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('not switched on');
    expect(result.stdout).not.toContain('server listening');
  });

  it('refuses to start in production with FIREBASE_AUTH_EMULATOR_HOST set', () => {
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: {
        PATH: process.env.PATH,
        ...production,
        DATA_DIR: dataDir(),
        PORT: '0',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST is set in production');
    expect(result.stdout).not.toContain('server listening');
  });
});
