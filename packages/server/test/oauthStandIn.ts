/**
 * Google Calendar's part of the calendar connection, played locally (ADR 022): a real OAuth 2.0
 * / OpenID server (oidc-provider, with its development login and consent pages) and Google's
 * freeBusy endpoint, which checks the bearer token with that server and answers fixed busy times.
 * The server tests and the e2e stack point GOOGLE_* at it. Test code only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';
import { berlinDay, berlinDayStart, berlinTime } from '../src/platform/berlin';

export const STAND_IN_CLIENT_ID = 'sprint-kalender';
export const STAND_IN_CLIENT_SECRET = 'stand-in-client-secret';
/** The account's address: `<login>@kalender.test`. */
export const standInEmail = (login: string) => `${login}@kalender.test`;

export type BusyBlock = { start: string; end: string };

export type OAuthStandIn = {
  issuer: string;
  /** GOOGLE_* as loadConfig reads them, pointing at this stand-in. */
  env: Record<string, string>;
  /** Answer freeBusy with a 503, as a provider having a bad day. */
  failFreeBusy: boolean;
  /** freeBusy requests answered so far (with a valid token). */
  freeBusyCalls: number;
  /** Whether the server still honours this access or refresh token (revocation ends both). */
  honours(kind: 'access' | 'refresh', token: string): Promise<boolean>;
  stop(): Promise<void>;
};

/** Berlin wall-clock time on the day `days` after the one `now` falls on. */
function berlinAt(now: Date, days: number, hour: number, minute: number): Date {
  const [year = 0, month = 0, day = 0] = berlinDay(berlinDayStart(now, days))
    .split('-')
    .map(Number);
  return berlinTime(year, month, day, hour, minute);
}

/** The connected calendar's busy times: tomorrow 14:00–15:30 and the day after 09:00–10:00. */
export function standInBusyBlocks(now = new Date()): BusyBlock[] {
  return [
    [berlinAt(now, 1, 14, 0), berlinAt(now, 1, 15, 30)],
    [berlinAt(now, 2, 9, 0), berlinAt(now, 2, 10, 0)],
  ].map(([start, end]) => ({ start: start?.toISOString() ?? '', end: end?.toISOString() ?? '' }));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts the stand-in on 127.0.0.1 (`port` 0: any free one). `redirectUris` are the client's
 * registered callbacks: APP_URL + /app/settings/calendar/oauth of the server under test.
 */
export async function startOAuthStandIn(options: {
  port?: number;
  redirectUris: string[];
}): Promise<OAuthStandIn> {
  const state = { failFreeBusy: false, freeBusyCalls: 0 };

  async function freeBusy(provider: Provider, req: IncomingMessage, res: ServerResponse) {
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
    if (!token || token.clientId !== STAND_IN_CLIENT_ID) {
      json(res, 401, { error: { code: 401, message: 'Invalid Credentials' } });
      return;
    }
    if (state.failFreeBusy) {
      json(res, 503, { error: { code: 503, message: 'Backend Error' } });
      return;
    }
    const request = JSON.parse(await readBody(req)) as { timeMin?: string; timeMax?: string };
    const from = new Date(request.timeMin ?? 0).getTime();
    const to = new Date(request.timeMax ?? 0).getTime();
    state.freeBusyCalls += 1;
    json(res, 200, {
      kind: 'calendar#freeBusy',
      timeMin: request.timeMin,
      timeMax: request.timeMax,
      calendars: {
        primary: {
          busy: standInBusyBlocks().filter(
            (block) => Date.parse(block.start) < to && Date.parse(block.end) > from,
          ),
        },
      },
    });
  }

  // Requests are answered once the provider exists: it needs its address, known after listen.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  // Its notices that a development setup is one (memory storage, development keys and forms)
  // are true and known; they would only bury the test's own output.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('oidc-provider WARNING: ')) warn(...args);
  };
  let provider: Provider;
  try {
    provider = new Provider(issuer, {
      clients: [
        {
          client_id: STAND_IN_CLIENT_ID,
          client_secret: STAND_IN_CLIENT_SECRET,
          redirect_uris: options.redirectUris,
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          // As Google takes it: the client's credentials in the form body.
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      // Any login and password; the account's address comes with the `email` scope.
      findAccount: (_ctx: unknown, sub: string) => ({
        accountId: sub,
        claims: () => ({ sub, email: standInEmail(sub) }),
      }),
      claims: { openid: ['sub'], email: ['email'] },
      // As Google does: the address in the ID token, not only from the userinfo endpoint.
      conformIdTokenClaims: false,
      scopes: ['openid', 'offline_access', 'email'],
      // Google's `access_type=offline` is `offline_access` here; PKCE is required of every client.
      pkce: { required: () => true },
      features: {
        devInteractions: { enabled: true },
        revocation: {
          enabled: true,
          allowedPolicy: (
            _ctx: unknown,
            client: { clientId: string },
            token: { clientId: string },
          ) => token.clientId === client.clientId,
        },
      },
      ttl: {
        AccessToken: 3600,
        AuthorizationCode: 60,
        IdToken: 3600,
        Interaction: 3600,
        Grant: 14 * 86_400,
        RefreshToken: 14 * 86_400,
        Session: 14 * 86_400,
      },
      cookies: {
        keys: ['stand-in-cookie-key'],
        // The stand-in shares 127.0.0.1 with the app under test: its cookies have their own names.
        names: {
          session: 'standin_session',
          interaction: 'standin_interaction',
          resume: 'standin_resume',
        },
      },
    });
  } finally {
    console.warn = warn;
  }
  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url?.split('?')[0] === '/calendar/v3/freeBusy') {
      freeBusy(provider, req, res).catch(() => json(res, 500, { error: { code: 500 } }));
      return;
    }
    handle(req, res);
  });

  return {
    issuer,
    env: {
      GOOGLE_CLIENT_ID: STAND_IN_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: STAND_IN_CLIENT_SECRET,
      GOOGLE_AUTH_URL: `${issuer}/auth`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_REVOKE_URL: `${issuer}/token/revocation`,
      GOOGLE_FREEBUSY_URL: `${issuer}/calendar/v3/freeBusy`,
      GOOGLE_SCOPES: 'openid email offline_access',
    },
    get failFreeBusy() {
      return state.failFreeBusy;
    },
    set failFreeBusy(value: boolean) {
      state.failFreeBusy = value;
    },
    get freeBusyCalls() {
      return state.freeBusyCalls;
    },
    async honours(kind, token) {
      const model = kind === 'access' ? provider.AccessToken : provider.RefreshToken;
      return (await model.find(token)) !== undefined;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies by name, as a browser would send them to this one host (paths are not told apart). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * What a person does on the consent pages, with fetch: follows the authorization URL, signs in as
 * `login` on the stand-in's login form, confirms the consent form, and returns the callback
 * address the browser would be sent to (with `code` and `state`, or `error`).
 */
export async function consentAs(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  const issuer = url.origin;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== issuer) return next;
      [url, method, body] = [next, 'GET', undefined];
      continue;
    }
    const page = await response.text();
    if (!response.ok)
      throw new Error(`stand-in answered ${response.status}: ${page.slice(0, 300)}`);
    // The development forms post back to the page they are on.
    method = 'POST';
    body = page.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'beliebig' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('stand-in: no redirect back to the app');
}

/**
 * `npx tsx packages/server/test/oauthStandIn.ts`: the stand-in on port 9599 (OAUTH_STAND_IN_PORT)
 * for a local `npm start` (APP_URL's callback, default http://127.0.0.1:3000); prints the
 * GOOGLE_* variables to start it with.
 */
if (process.argv[1]?.endsWith('oauthStandIn.ts')) {
  const appUrl = (process.env.APP_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  const standIn = await startOAuthStandIn({
    port: Number(process.env.OAUTH_STAND_IN_PORT ?? 9599),
    redirectUris: [`${appUrl}/app/settings/calendar/oauth`],
  });
  console.log(`OAuth-Stand-in für Google Kalender: ${standIn.issuer}`);
  console.log('Sprint damit starten:');
  console.log(
    Object.entries(standIn.env)
      .map(([name, value]) => `${name}='${value}'`)
      .join(' \\\n  '),
    '\\\n  npm start',
  );
}
