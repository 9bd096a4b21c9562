/**
 * Live updates end to end: real browsers, the real API, the `ably` SDK in the page and the
 * realtime emulator in between.
 */
import * as Ably from 'ably';
import type { BrowserContext, Page, WebSocket } from '@playwright/test';
import { expect, test } from './fixtures';
import { endpointOptions } from '../packages/server/src/platform/realtime/endpoint';
import { DEMO_CUSTOMER_IDS } from '../packages/server/src/platform/identity/seed';
import { PASSWORD, signIn, submitLogin } from './helpers';
import { E2E_AUTH_EMULATOR_PORT, E2E_PORT, E2E_REALTIME_PORT, E2E_REALTIME_URL } from './stack';

const status = (page: Page) => page.locator('[data-slot="connection-status"]');

async function expectLive(page: Page) {
  await expect(status(page).getByRole('status')).toContainText('Live', { timeout: 20_000 });
}

/** The Ably protocol messages (action 15) a page receives on its realtime sockets. */
function recordRealtimeMessages(page: Page): { name: string; channel: string }[] {
  const received: { name: string; channel: string }[] = [];
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().includes(`:${E2E_REALTIME_PORT}/`)) return;
    socket.on('framereceived', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as {
        action: number;
        channel?: string;
        messages?: { name?: string }[];
      };
      if (frame.action !== 15) return;
      for (const message of frame.messages ?? []) {
        received.push({ name: message.name ?? '', channel: frame.channel ?? '' });
      }
    });
  });
  return received;
}

async function emulatorControl(action: 'pause' | 'resume') {
  const response = await fetch(`${E2E_REALTIME_URL}/_emulator/${action}`, { method: 'POST' });
  expect(response.ok).toBe(true);
}

test.describe('live updates', () => {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await emulatorControl('resume');
    for (const context of contexts.splice(0)) await context.close();
  });

  async function newPage(browserContexts: { newContext: () => Promise<BrowserContext> }) {
    const context = await browserContexts.newContext();
    contexts.push(context);
    return context.newPage();
  }

  test('a lead change appears for the customer’s other user without reload, and for nobody else', async ({
    browser,
  }) => {
    const editor = await newPage(browser);
    const watcher = await newPage(browser);
    const outsider = await newPage(browser);
    const watcherMessages = recordRealtimeMessages(watcher);
    const outsiderMessages = recordRealtimeMessages(outsider);

    await signIn(editor, 'chef@sprint.local', 'Nordlicht');
    await signIn(watcher, 'kunde@nordlicht.local');
    await signIn(outsider, 'inhaber@kleinkram.local');

    await watcher.goto('/app/crm?view=table');
    const table = watcher.getByRole('grid', { name: 'Leads' });
    const row = table.getByRole('row').nth(1);
    const company = (await row.getByRole('link').first().textContent()) ?? '';
    const href = (await row.getByRole('link').first().getAttribute('href')) ?? '';
    // A marker that a reload would wipe.
    await watcher.evaluate(() => Object.assign(window, { __notReloaded: true }));

    await outsider.goto('/app/crm?view=table');
    await expect(outsider.getByRole('grid', { name: 'Leads' })).toBeVisible();
    await editor.goto(href);
    await expect(editor.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await Promise.all([expectLive(editor), expectLive(watcher), expectLive(outsider)]);

    const stages = editor.getByRole('navigation', { name: 'Phase des Leads' });
    const stage = (label: string) => stages.getByRole('button', { name: label });
    const before =
      (await stage('Gewonnen').getAttribute('aria-pressed')) === 'true' ? 'Gewonnen' : null;
    const next = before ? 'Angebot' : 'Gewonnen';
    await stage(next).click();
    await expect(stage(next)).toHaveAttribute('aria-pressed', 'true');

    const watcherRow = table.getByRole('row').filter({ hasText: company });
    await expect(watcherRow).toContainText(next);
    expect(await watcher.evaluate(() => '__notReloaded' in window)).toBe(true);
    expect(watcherMessages).toContainEqual({
      name: 'lead.changed',
      channel: `customer:${DEMO_CUSTOMER_IDS.nordlicht}`,
    });

    // The other customer's page got no message at all.
    expect(outsiderMessages).toEqual([]);
  });

  test('the ably SDK is not part of /login; it loads once someone is signed in', async ({
    browser,
  }) => {
    const page = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const loadsAbly = () => scripts.some((path) => /\/assets\/ably-[^/]*\.js$/.test(path));
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    expect(loadsAbly()).toBe(false);

    await submitLogin(page, 'kunde@nordlicht.local');
    await expectLive(page);
    expect(loadsAbly()).toBe(true);
  });

  test('a user of another customer cannot attach to the customer’s channel', async () => {
    // Signed in as the Kleinkram owner through the Auth emulator, with a token request from
    // our API, exactly as the page gets it.
    const signInResponse = await fetch(
      `http://127.0.0.1:${E2E_AUTH_EMULATOR_PORT}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'inhaber@kleinkram.local',
          password: PASSWORD,
          returnSecureToken: true,
        }),
      },
    );
    const { idToken, localId } = (await signInResponse.json()) as {
      idToken: string;
      localId: string;
    };
    const authCallback: Ably.AuthOptions['authCallback'] = (_params, callback) => {
      fetch(`http://127.0.0.1:${E2E_PORT}/api/trpc/realtime.ablyTokenRequest`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${idToken}`,
          'x-firebase-uid': localId,
          'content-type': 'application/json',
        },
        body: '{}',
      })
        .then((response) => response.json())
        .then(
          (body: { result: { data: { json: { tokenRequest: Ably.TokenRequest } } } }) =>
            callback(null, body.result.data.json.tokenRequest),
          (error: Error) => callback(error.message, null),
        );
    };
    const client = new Ably.Realtime({
      ...endpointOptions({ endpoint: '127.0.0.1', port: E2E_REALTIME_PORT, tls: false }),
      useBinaryProtocol: false,
      logLevel: 0,
      authCallback,
    });
    try {
      await expect(
        client.channels.get(`customer:${DEMO_CUSTOMER_IDS.kleinkram}`).attach(),
      ).resolves.toBeTruthy();
      const denied = await client.channels
        .get(`customer:${DEMO_CUSTOMER_IDS.nordlicht}`)
        .attach()
        .catch((error: Ably.ErrorInfo) => error);
      expect(denied).toMatchObject({
        code: 40160,
        message: 'Channel denied access based on given capability',
      });
    } finally {
      client.close();
    }
  });

  test('the header shows a lost connection, reconnects on request and by itself', async ({
    browser,
  }) => {
    const page = await newPage(browser);
    await signIn(page, 'kunde@nordlicht.local');
    await expectLive(page);

    await emulatorControl('pause');
    await expect(status(page).getByRole('status')).toContainText('Verbindung unterbrochen');
    await emulatorControl('resume');
    // The manual reconnect does not wait for the next automatic attempt.
    await status(page).getByRole('button', { name: 'Neu verbinden' }).click();
    await expect(status(page).getByRole('status')).toContainText('Live', { timeout: 5_000 });
    await expect(status(page).getByRole('button', { name: 'Neu verbinden' })).toHaveCount(0);

    // Without a click, the client retries on its own (disconnected retry 15 s, spec §9).
    await emulatorControl('pause');
    await expect(status(page).getByRole('status')).toContainText('Verbindung unterbrochen');
    await emulatorControl('resume');
    await expect(status(page).getByRole('status')).toContainText('Live', { timeout: 25_000 });
  });
});
