/**
 * The companion extension's page bridge, driven exactly as the extension drives it: a script in
 * Sprint's page posts window messages and waits for the replies (docs/extension-bridge.md).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { E2E_PORT } from './stack';

type Reply = {
  source: string;
  type: string;
  messageId: string;
  action: string | null;
  success: boolean;
  data?: Record<string, number>;
  error?: string;
};

/** Waits until the page's bridge listens (it loads on idle) and collects its replies. */
async function listen(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-sprint-bridge', 'ready');
  await page.evaluate(() => {
    const target = window as unknown as { __replies?: Reply[] };
    if (target.__replies) return;
    const replies: Reply[] = [];
    target.__replies = replies;
    window.addEventListener('message', (event: MessageEvent) => {
      const reply = event.data as Reply | null;
      if (reply?.source === 'sprint-app') replies.push(reply);
    });
  });
}

/**
 * Posts one message from `from` (the page itself, or a page of another origin that opened it)
 * and returns the page's replies with that messageId: the first one, or all within `waitMs`.
 */
async function post(
  page: Page,
  message: Record<string, unknown>,
  options: { from?: Page; waitMs?: number } = {},
): Promise<Reply[]> {
  await listen(page);
  if (options.from) {
    // The window it opened: the target is '*', since Sprint's origin is not its own.
    await options.from.evaluate((message) => {
      (window as unknown as { __opened: Window }).__opened.postMessage(message, '*');
    }, message);
  } else {
    await page.evaluate((message) => {
      window.postMessage(message, window.location.origin);
    }, message);
  }
  const replies = () =>
    page.evaluate(
      (messageId) =>
        ((window as unknown as { __replies: Reply[] }).__replies ?? []).filter(
          (reply) => reply.messageId === messageId,
        ),
      message.messageId as string,
    );
  if (options.waitMs) {
    await page.waitForTimeout(options.waitMs);
    return replies();
  }
  await expect.poll(async () => (await replies()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return replies();
}

let counter = 0;
function request(action: string, data: unknown, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    source: 'sprint-extension',
    type: 'sprint:extension-request',
    messageId: `e2e-${Date.now()}-${counter}`,
    action,
    data,
    ...overrides,
  };
}

async function ask(page: Page, action: string, data: unknown) {
  const message = request(action, data);
  const [reply] = await post(page, message);
  expect(reply?.messageId).toBe(message.messageId);
  return reply as Reply;
}

const linkedinId = `ACoAAE2E${Date.now()}`;
const conversations = [
  {
    conversationId: 'e2e-thread-1',
    participantName: 'Jana Beispiel',
    participantProfileUrl: 'https://www.linkedin.com/in/jana-beispiel',
    lastMessageAt: '2026-11-21T07:30:00Z',
    messages: [
      {
        id: 'm1',
        sender: 'Jana Beispiel',
        text: 'Hallo, passt es morgen?',
        sentAt: '2026-11-21T07:00:00Z',
      },
      { id: 'm2', sender: 'Ich', text: 'Ja, um 10 Uhr.', sentAt: '2026-11-21T07:30:00Z' },
    ],
  },
  {
    conversationId: 'e2e-thread-2',
    participantName: 'Tom Muster',
    lastMessageAt: Date.now() - 3_600_000,
  },
  {
    conversationId: 'e2e-thread-3',
    participantName: 'Eva Probe',
    lastMessageAt: Date.now() - 86_400_000,
  },
];

test.describe('extension bridge', () => {
  test('answers sync-timestamp and batches; the inbox shows them once, live', async ({ page }) => {
    await signIn(page, 'kunde@nordlicht.local', undefined, '/app/outreach/inbox?channel=linkedin');
    const list = page.getByRole('list', { name: 'Unterhaltungen' });
    await expect(list).toBeVisible();
    await expect(page.locator('[data-slot="connection-status"]').getByRole('status')).toContainText(
      'Live',
    );

    const before = await ask(page, 'sprint:get-sync-timestamp', { linkedinId });
    expect(before).toMatchObject({
      source: 'sprint-app',
      type: 'sprint:extension-response',
      action: 'sprint:get-sync-timestamp',
      success: true,
      data: {
        latestSyncTimestamp: 0,
        conversationCount: 0,
        conversationsWithoutDetails: 0,
        conversationsWithDetails: 0,
      },
    });

    const first = await ask(page, 'sprint:sync-conversations', {
      linkedinId,
      batchNumber: 0,
      conversations,
    });
    expect(first).toMatchObject({
      success: true,
      data: { batchNumber: 0, received: 3, created: 3, updated: 0 },
    });
    // The open inbox updates through realtime, without a reload.
    await expect(list.getByRole('link', { name: /Jana Beispiel/ })).toBeVisible();

    const again = await ask(page, 'sprint:sync-conversations', {
      linkedinId,
      batchNumber: 1,
      conversations,
    });
    expect(again).toMatchObject({
      success: true,
      data: { batchNumber: 1, received: 3, created: 0, updated: 0 },
    });
    const after = await ask(page, 'sprint:get-sync-timestamp', { linkedinId });
    expect(after.data).toMatchObject({
      conversationCount: 3,
      conversationsWithDetails: 1,
      conversationsWithoutDetails: 2,
    });
    expect(after.data?.latestSyncTimestamp).toBeGreaterThan(0);

    await page.reload();
    for (const name of ['Jana Beispiel', 'Tom Muster', 'Eva Probe']) {
      await expect(list.getByRole('link', { name: new RegExp(name) })).toHaveCount(1);
    }
    await list.getByRole('link', { name: /Jana Beispiel/ }).click();
    const thread = page.getByRole('list', { name: 'Nachrichten' });
    await expect(thread.getByRole('listitem')).toHaveCount(2);
    await expect(thread.getByRole('listitem').first()).toContainText('Hallo, passt es morgen?');
    await expect(page).toHaveURL(/conversation=/);
  });

  test('ignores other origins and unmarked messages; malformed ones get error replies', async ({
    page,
  }) => {
    await signIn(page, 'kunde@nordlicht.local', undefined, '/app/outreach');

    // A page of another origin (localhost vs 127.0.0.1) that opened Sprint: no reply at all.
    // (Sprint's pages cannot be framed: frame-ancestors 'none'.)
    const foreign = await page.context().newPage();
    await foreign.goto(`http://localhost:${E2E_PORT}/impressum`);
    expect(await foreign.evaluate(() => window.location.origin)).toBe(
      `http://localhost:${E2E_PORT}`,
    );
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      foreign.evaluate((url) => {
        (window as unknown as { __opened: Window | null }).__opened = window.open(url);
      }, `http://127.0.0.1:${E2E_PORT}/app/outreach`),
    ]);
    await expect(opened.locator('html')).toHaveAttribute('data-sprint-bridge', 'ready');
    expect(
      await post(opened, request('sprint:get-sync-timestamp', { linkedinId }), {
        from: foreign,
        waitMs: 1_500,
      }),
    ).toEqual([]);
    // The same request from the page itself is answered: the silence above was the origin.
    expect(await post(opened, request('sprint:get-sync-timestamp', { linkedinId }))).toHaveLength(
      1,
    );
    await opened.close();
    await foreign.close();

    // Not Sprint's names, or no string messageId: ignored.
    expect(
      await post(page, request('sprint:get-sync-timestamp', { linkedinId }, { source: 'x' }), {
        waitMs: 800,
      }),
    ).toEqual([]);
    expect(
      await post(
        page,
        { ...request('sprint:get-sync-timestamp', { linkedinId }), messageId: 7 },
        {
          waitMs: 800,
        },
      ),
    ).toEqual([]);

    const unknown = await ask(page, 'sprint:delete-everything', { linkedinId });
    expect(unknown).toMatchObject({
      success: false,
      action: 'sprint:delete-everything',
      error: 'Unbekannte Aktion: sprint:delete-everything',
    });
    const noId = await ask(page, 'sprint:get-sync-timestamp', { linkedinId: '' });
    expect(noId).toMatchObject({
      success: false,
      error: 'linkedinId muss ein nicht leerer Text sein.',
    });
    const tooMany = await ask(page, 'sprint:sync-conversations', {
      linkedinId,
      batchNumber: 0,
      conversations: Array.from({ length: 101 }, (_, index) => ({ conversationId: `x${index}` })),
    });
    expect(tooMany).toMatchObject({
      success: false,
      error: 'Höchstens 100 Unterhaltungen pro Batch (erhalten: 101).',
    });
    const badUrl = await ask(page, 'sprint:sync-conversations', {
      linkedinId,
      batchNumber: 0,
      conversations: [{ conversationId: 'x', participantProfileUrl: 'kein link' }],
    });
    expect(badUrl.success).toBe(false);
    expect(badUrl.error).toContain('participantProfileUrl');

    // The page is unharmed: a valid request is still answered and the page still responds.
    const fine = await ask(page, 'sprint:get-sync-timestamp', { linkedinId: 'ACoAAok' });
    expect(fine.success).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Outreach' })).toBeVisible();
  });

  test('a request sent as soon as a reloaded page is ready waits for the restored session', async ({
    page,
  }) => {
    await signIn(page, 'kunde@nordlicht.local');
    // After a reload the bridge listens before Firebase and the server have restored the session.
    await page.reload();
    const [reply] = await post(page, request('sprint:get-sync-timestamp', { linkedinId }));
    expect(reply, reply?.error).toMatchObject({
      action: 'sprint:get-sync-timestamp',
      success: true,
      data: { conversationCount: expect.any(Number) as unknown },
    });
  });

  test('without a signed-in user, requests get an error reply', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    const reply = await ask(page, 'sprint:get-sync-timestamp', { linkedinId });
    expect(reply).toMatchObject({
      success: false,
      error: 'Nicht angemeldet: Bitte melde dich in Sprint an und wähle ein Unternehmen.',
    });
  });
});
