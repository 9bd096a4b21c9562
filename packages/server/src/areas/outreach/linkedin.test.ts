import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelAccounts } from './schema';
import { memberships } from '../../platform/identity/schema';
import { storedLinkedinConversation } from './fixtures';
import { NOT_YOUR_ACCOUNT } from './linkedin';
import {
  callerAs,
  createCustomer,
  memberOf,
  useTestWorld,
  type TestWorld,
} from '../../../test/fixtures';
import {
  createRateLimiter,
  DEFAULT_RATE_LIMITS,
  type RateLimiter,
} from '../../platform/rateLimits';
import { databaseKinds } from '../../../test/database';
import {
  MAX_CONVERSATIONS_PER_BATCH,
  MAX_MESSAGE_LENGTH,
  type SyncConversationsInput,
} from './router';

function batch(
  linkedinId: string,
  conversations: SyncConversationsInput['conversations'],
  batchNumber = 0,
) {
  return { linkedinId, batchNumber, conversations };
}

const summary = (conversationId: string, minutesAgo = 10) => ({
  conversationId,
  participantName: `Kontakt ${conversationId}`,
  lastMessageAt: new Date(Date.now() - minutesAgo * 60_000),
});

const detailed = (conversationId: string, text = 'Hallo!') => ({
  ...summary(conversationId),
  messages: [{ sender: 'Kontakt', text, sentAt: new Date('2026-11-20T09:00:00Z') }],
});

describe.each(databaseKinds())('socialLinkedin router on %s', (kind) => {
  const world = useTestWorld(kind);

  it('reports zero counters when nothing is stored', async () => {
    const { caller } = await memberOf(world, await createCustomer(world.db));
    await expect(
      caller.socialLinkedin.latestSyncTimestamp({ linkedinUserId: 'nobody' }),
    ).resolves.toEqual({
      latestSyncTimestamp: 0,
      conversationCount: 0,
      conversationsWithoutDetails: 0,
      conversationsWithDetails: 0,
    });
  });

  it('stores a batch and counts conversations with and without details', async () => {
    const { caller } = await memberOf(world, await createCustomer(world.db));
    const before = Date.now();
    const result = await caller.socialLinkedin.syncConversations(
      batch('li-1', [summary('c1'), detailed('c2'), detailed('c3')], 3),
    );
    expect(result).toEqual({ batchNumber: 3, received: 3, created: 3, updated: 0, unchanged: 0 });

    const counters = await caller.socialLinkedin.latestSyncTimestamp({ linkedinUserId: 'li-1' });
    expect(counters).toMatchObject({
      conversationCount: 3,
      conversationsWithoutDetails: 1,
      conversationsWithDetails: 2,
    });
    expect(typeof counters.latestSyncTimestamp).toBe('number');
    expect(counters.latestSyncTimestamp).toBeGreaterThanOrEqual(before - 1000);
    expect(counters.latestSyncTimestamp).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('is idempotent: the same batch twice creates and changes nothing', async () => {
    const { caller } = await memberOf(world, await createCustomer(world.db));
    const conversations = [summary('a'), detailed('b')];
    await caller.socialLinkedin.syncConversations(batch('li-2', conversations));
    const again = await caller.socialLinkedin.syncConversations(batch('li-2', conversations));
    expect(again).toMatchObject({ received: 2, created: 0, updated: 0, unchanged: 2 });
    const counters = await caller.socialLinkedin.latestSyncTimestamp({ linkedinUserId: 'li-2' });
    expect(counters.conversationCount).toBe(2);
  });

  it('updates a changed conversation and never wipes a stored thread with a summary', async () => {
    const customer = await createCustomer(world.db);
    const { caller } = await memberOf(world, customer);
    await caller.socialLinkedin.syncConversations(
      batch('li-3', [detailed('t', 'Erste Nachricht')]),
    );
    const changed = await caller.socialLinkedin.syncConversations(
      batch('li-3', [{ ...summary('t', 1), participantName: 'Neuer Name' }]),
    );
    expect(changed).toMatchObject({ created: 0, updated: 1 });
    const row = await storedLinkedinConversation(world.db, customer.id, 't');
    expect(row).toMatchObject({ participantName: 'Neuer Name', hasDetails: true });
    expect(row?.messages).toEqual([
      { sender: 'Kontakt', text: 'Erste Nachricht', sentAt: '2026-11-20T09:00:00.000Z' },
    ]);
  });

  it('keeps the last of a conversation sent twice in one batch', async () => {
    const { caller } = await memberOf(world, await createCustomer(world.db));
    const result = await caller.socialLinkedin.syncConversations(
      batch('li-4', [detailed('dup', 'alt'), detailed('dup', 'neu')]),
    );
    expect(result).toMatchObject({ received: 2, created: 1 });
  });

  it('accepts timestamps as Date, ISO text or epoch milliseconds, and refuses nonsense', async () => {
    const { caller } = await memberOf(world, await createCustomer(world.db));
    await expect(
      caller.socialLinkedin.syncConversations(
        batch('li-5', [
          { conversationId: 'd', lastMessageAt: new Date() },
          { conversationId: 'i', lastMessageAt: '2026-11-20T08:00:00Z' },
          { conversationId: 'n', lastMessageAt: 1_795_000_000_000 },
        ]),
      ),
    ).resolves.toMatchObject({ created: 3 });
    await expect(
      caller.socialLinkedin.syncConversations(
        batch('li-5', [{ conversationId: 'x', lastMessageAt: 'gestern' }]),
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses empty ids and oversize batches with clear messages', async () => {
    const { caller } = await memberOf(world, await createCustomer(world.db));
    await expect(
      caller.socialLinkedin.latestSyncTimestamp({ linkedinUserId: '  ' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('linkedinUserId'),
    });
    await expect(
      caller.socialLinkedin.syncConversations(batch('', [summary('a')])),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('linkedinId'),
    });
    const tooMany = Array.from({ length: MAX_CONVERSATIONS_PER_BATCH + 1 }, (_, index) =>
      summary(`c${index}`),
    );
    await expect(
      caller.socialLinkedin.syncConversations(batch('li-6', tooMany)),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('conversations'),
    });
    const longText = {
      ...summary('long'),
      messages: [{ sender: 'x', text: 'x'.repeat(5001), sentAt: new Date() }],
    };
    await expect(
      caller.socialLinkedin.syncConversations(batch('li-6', [longText])),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('keeps customers apart: the same LinkedIn account in two tenants', async () => {
    const first = await memberOf(world, await createCustomer(world.db));
    const second = await memberOf(world, await createCustomer(world.db));
    await first.caller.socialLinkedin.syncConversations(
      batch('shared', [detailed('x'), summary('y')]),
    );
    await expect(
      second.caller.socialLinkedin.latestSyncTimestamp({ linkedinUserId: 'shared' }),
    ).resolves.toMatchObject({ conversationCount: 0 });
    const own = await second.caller.socialLinkedin.syncConversations(
      batch('shared', [detailed('x')]),
    );
    expect(own).toMatchObject({ created: 1 });
  });

  it('lists the inbox newest first with a preview, and opens one thread oldest first', async () => {
    const customer = await createCustomer(world.db);
    const { caller } = await memberOf(world, customer);
    await caller.socialLinkedin.syncConversations(
      batch('li-inbox', [
        { ...summary('old', 120), participantName: 'Ältere' },
        {
          ...summary('new', 5),
          participantName: 'Neuere',
          messages: [
            { sender: 'Neuere', text: 'Zweite', sentAt: new Date('2026-11-20T10:00:00Z') },
            { sender: 'Ich', text: 'Erste', sentAt: new Date('2026-11-20T09:00:00Z') },
          ],
        },
      ]),
    );
    const list = await caller.socialLinkedin.conversations();
    expect(list.map((item) => item.participantName)).toEqual(['Neuere', 'Ältere']);
    expect(list[0]).toMatchObject({
      conversationId: 'new',
      hasDetails: true,
      messageCount: 2,
      preview: { sender: 'Ich', text: 'Erste' },
    });
    expect(list[1]).toMatchObject({ hasDetails: false, messageCount: 0, preview: null });
    expect(list[0]?.lastMessageAt).toBeInstanceOf(Date);

    const thread = await caller.socialLinkedin.conversation({ id: list[0]?.id ?? '' });
    expect(thread.messages.map((message) => message.text)).toEqual(['Erste', 'Zweite']);
    expect(thread.messages[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('counts per LinkedIn account for the tracking page', async () => {
    const { caller } = await memberOf(world, await createCustomer(world.db));
    await caller.socialLinkedin.syncConversations(batch('acc-b', [summary('1')]));
    await caller.socialLinkedin.syncConversations(
      batch('acc-a', [summary('1'), detailed('2'), detailed('3')]),
    );
    const accounts = await caller.socialLinkedin.accounts();
    expect(accounts).toMatchObject([
      {
        linkedinUserId: 'acc-a',
        conversationCount: 3,
        conversationsWithDetails: 2,
        conversationsWithoutDetails: 1,
      },
      { linkedinUserId: 'acc-b', conversationCount: 1, conversationsWithDetails: 0 },
    ]);
    expect(accounts[0]?.latestSyncTimestamp).toBeGreaterThan(0);
  });

  it('never shows another tenant’s conversations', async () => {
    const owner = await memberOf(world, await createCustomer(world.db));
    const other = await memberOf(world, await createCustomer(world.db));
    await owner.caller.socialLinkedin.syncConversations(batch('secret', [detailed('s')]));
    const [own] = await owner.caller.socialLinkedin.conversations();
    await expect(other.caller.socialLinkedin.conversations()).resolves.toEqual([]);
    await expect(other.caller.socialLinkedin.accounts()).resolves.toEqual([]);
    await expect(
      other.caller.socialLinkedin.conversation({ id: own?.id ?? '' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    ['a message before 2000', { sentAt: '1999-12-31T23:59:59Z' }],
    ['a message after 2100', { sentAt: '2101-01-01T00:00:00Z' }],
    // A valid JavaScript date that PostgreSQL cannot store: once a 500.
    ['the earliest JavaScript date', { sentAt: -8.64e15 }],
  ])('refuses %s with 400 and stores nothing', async (_name, change) => {
    const { caller } = await memberOf(world, await createCustomer(world.db));
    const message = { sender: 'Kontakt', text: 'Hallo', ...change };
    await expect(
      caller.socialLinkedin.syncConversations(
        batch('li-dates', [{ conversationId: 'c1', messages: [message as never] }]),
      ),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/2000 und 2100/),
    });
    await expect(
      caller.socialLinkedin.syncConversations(
        batch('li-dates', [{ conversationId: 'c1', lastMessageAt: new Date(-8.64e15) }]),
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await caller.socialLinkedin.conversations()).toEqual([]);
  });

  it('takes the first and last day of the range', async () => {
    const { caller } = await memberOf(world, await createCustomer(world.db));
    const first = { sender: 'A', text: 'a', sentAt: '2000-01-01T00:00:00.000Z' };
    const last = { sender: 'B', text: 'b', sentAt: '2100-12-31T23:59:59.999Z' };
    await expect(
      caller.socialLinkedin.syncConversations(
        batch('li-range', [{ conversationId: 'c1', messages: [first, last] }]),
      ),
    ).resolves.toMatchObject({ created: 1 });
  });

  it.each(['http://www.linkedin.com/in/x', 'javascript:alert(1)', 'data:text/html,x'])(
    'refuses the profile address %s: https only',
    async (participantProfileUrl) => {
      const { caller } = await memberOf(world, await createCustomer(world.db));
      await expect(
        caller.socialLinkedin.syncConversations(
          batch('li-url', [{ conversationId: 'c1', participantProfileUrl }]),
        ),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('Nur https-Adressen sind erlaubt'),
      });
      expect(await caller.socialLinkedin.conversations()).toEqual([]);
    },
  );

  it('refuses a batch whose texts together pass the limit, storing nothing', async () => {
    const { caller } = await memberOf(world, await createCustomer(world.db));
    const text = 'x'.repeat(MAX_MESSAGE_LENGTH);
    // 100 × 5 messages of 5,000 characters: every single limit kept, 2.5 million together.
    const conversations = Array.from({ length: 100 }, (_, index) => ({
      conversationId: `gross-${index}`,
      messages: Array.from({ length: 5 }, () => ({ sender: 'X', text, sentAt: new Date() })),
    }));
    await expect(
      caller.socialLinkedin.syncConversations(batch('li-gross', conversations)),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('höchstens 2.000.000 Zeichen'),
    });
    expect(await caller.socialLinkedin.conversations()).toEqual([]);
  });

  it('belongs to the member who synced it first: nobody else writes under it, admins included', async () => {
    const customer = await createCustomer(world.db);
    const owner = await memberOf(world, customer, 'user');
    const colleague = await memberOf(world, customer, 'user');
    const admin = await memberOf(world, customer, 'primary_admin');
    await owner.caller.socialLinkedin.syncConversations(
      batch('li-eigen', [detailed('c1', 'Von der Inhaberin')]),
    );

    for (const other of [colleague, admin]) {
      await expect(
        other.caller.socialLinkedin.syncConversations(
          batch('li-eigen', [detailed('c1', 'Überschrieben'), summary('c2')]),
        ),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', message: NOT_YOUR_ACCOUNT });
    }
    const stored = await colleague.caller.socialLinkedin.conversations({
      linkedinUserId: 'li-eigen',
    });
    expect(stored.map((item) => [item.conversationId, item.preview?.text])).toEqual([
      ['c1', 'Von der Inhaberin'],
    ]);
    const [account] = await world.db
      .select({ ownerId: channelAccounts.ownerId })
      .from(channelAccounts)
      .where(
        and(eq(channelAccounts.customerId, customer.id), eq(channelAccounts.accountId, 'li-eigen')),
      );
    expect(account?.ownerId).toBe(owner.user.id);

    // The owner still can; the colleague's own account is theirs.
    await expect(
      owner.caller.socialLinkedin.syncConversations(batch('li-eigen', [detailed('c1', 'Wieder')])),
    ).resolves.toMatchObject({ updated: 1 });
    await expect(
      colleague.caller.socialLinkedin.syncConversations(batch('li-kollege', [summary('c1')])),
    ).resolves.toMatchObject({ created: 1 });
  });

  it('passes an account on once its owner has left the company', async () => {
    const customer = await createCustomer(world.db);
    const owner = await memberOf(world, customer, 'user');
    const successor = await memberOf(world, customer, 'user');
    const latecomer = await memberOf(world, customer, 'user');
    await owner.caller.socialLinkedin.syncConversations(batch('li-weiter', [summary('c1')]));
    await world.db
      .delete(memberships)
      .where(and(eq(memberships.customerId, customer.id), eq(memberships.userId, owner.user.id)));

    await expect(
      successor.caller.socialLinkedin.syncConversations(batch('li-weiter', [summary('c2')])),
    ).resolves.toMatchObject({ created: 1 });
    // Claimed again: the next colleague is refused as before.
    await expect(
      latecomer.caller.socialLinkedin.syncConversations(batch('li-weiter', [summary('c3')])),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: NOT_YOUR_ACCOUNT });
  });

  it('keeps a budget per company besides the one per person, storing nothing past it', async () => {
    const limited: TestWorld & { rateLimiter: RateLimiter } = {
      ...world,
      rateLimiter: createRateLimiter(world.db, {
        ...DEFAULT_RATE_LIMITS,
        ingestPerCompany: { points: 3, durationSeconds: 60 },
      }),
    };
    const customer = await createCustomer(world.db);
    const anna = callerAs(limited, (await memberOf(world, customer)).who);
    const ben = callerAs(limited, (await memberOf(world, customer)).who);
    await anna.socialLinkedin.syncConversations(batch('li-anna', [summary('a1')]));
    await anna.socialLinkedin.syncConversations(batch('li-anna', [summary('a2')]));
    await ben.socialLinkedin.syncConversations(batch('li-ben', [summary('b1')]));

    // Ben sent one batch of his 600, but the company has sent its three.
    await expect(
      ben.socialLinkedin.syncConversations(batch('li-ben', [summary('b2')])),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Zu viele LinkedIn-Stapel für dieses Unternehmen in kurzer Zeit\. Bitte versuche es in (1 Sekunde|\d+ Sekunden) erneut\.$/,
      ),
    });
    expect(
      (await ben.socialLinkedin.conversations()).map((item) => item.conversationId).sort(),
    ).toEqual(['a1', 'a2', 'b1']);

    // Another company has a budget of its own.
    const other = callerAs(limited, (await memberOf(world, await createCustomer(world.db))).who);
    await expect(
      other.socialLinkedin.syncConversations(batch('li-ben', [summary('b2')])),
    ).resolves.toMatchObject({ created: 1 });
  });

  it('lets the next sync claim an account synced before owners were recorded', async () => {
    const customer = await createCustomer(world.db);
    await world.db
      .insert(channelAccounts)
      .values({ customerId: customer.id, channel: 'linkedin', accountId: 'li-alt' });
    const first = await memberOf(world, customer, 'user');
    const second = await memberOf(world, customer, 'user');
    await first.caller.socialLinkedin.syncConversations(batch('li-alt', [summary('c1')]));
    await expect(
      second.caller.socialLinkedin.syncConversations(batch('li-alt', [summary('c1')])),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
