import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser, identity } from '../../../test/fixtures';
import { createTestDatabase, databaseKinds } from '../../../test/database';
import type { DatabaseHandle } from '../../platform/db/database';
import { MIGRATIONS_DIR } from '../../platform/db/database';
import { createLead } from '../crm/fixtures';
import { findConversation, storeConversations } from './linkedin';

/** The migrations up to (not including) the one that moved LinkedIn into the outreach area. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'sprint-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const count = async (handle: DatabaseHandle, query: ReturnType<typeof sql>) => {
  const result = (await handle.db.execute(query)) as unknown as
    { rows: { n: number | string }[] } | { n: number | string }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return Number(rows[0]?.n);
};

// The move of today's LinkedIn data into channel-neutral conversations (migrations 0012, 0013):
// nothing lost, the same ids, and the next sync of the same data changes nothing.
describe.each(databaseKinds())('the outreach migration on %s', (kind) => {
  let handle: DatabaseHandle;
  let folder: string;
  const before: Record<string, number> = {};
  let customerId = '';
  let syncerId = '';
  let leadId = '';

  beforeAll(async () => {
    folder = migrationsBefore('0012_outreach');
    handle = await createTestDatabase(kind, { migrationsFolder: folder });
    const customer = await createCustomer(handle.db, { name: 'Vorher GmbH' });
    customerId = customer.id;
    const syncer = await createUser(handle.db, identity(), {
      memberships: [{ customer, role: 'user' }],
      activeCustomer: customer,
    });
    syncerId = syncer.id;
    leadId = (await createLead(handle.db, customer.id)).id;

    // Today's tables, as the LinkedIn area wrote them.
    await handle.db.execute(sql`
      insert into linkedin_accounts (customer_id, linkedin_user_id, synced_by)
      values (${customerId}, 'li-eins', ${syncerId}), (${customerId}, 'li-alt', null)`);
    await handle.db.execute(sql`
      insert into linkedin_conversations
        (id, customer_id, linkedin_user_id, conversation_id, participant_name,
         participant_profile_url, last_message_at, messages, has_details, synced_at)
      values
        ('00000000-0000-4000-8000-000000000001', ${customerId}, 'li-eins', 'c1', 'Jana Beispiel',
         'https://www.linkedin.com/in/jana', '2026-11-20T09:15:00Z',
         ${JSON.stringify([
           {
             id: 'm1',
             sender: 'Jana Beispiel',
             text: 'Hallo!',
             sentAt: '2026-11-20T09:00:00.000Z',
           },
           { sender: 'Ich', text: 'Grüß Sie – gern!', sentAt: '2026-11-20T09:15:00.000Z' },
           { sender: 'Ich', text: 'Zur selben Sekunde', sentAt: '2026-11-20T09:15:00.000Z' },
         ])}::jsonb, true, '2026-11-21T08:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', ${customerId}, 'li-eins', 'c2', 'Tom Muster',
         null, '2026-11-19T10:00:00Z', '[]'::jsonb, false, '2026-11-21T08:00:00Z'),
        ('00000000-0000-4000-8000-000000000003', ${customerId}, 'li-alt', 'c3', null,
         null, null, ${JSON.stringify([
           { sender: 'Unbekannt', text: 'Ohne Namen', sentAt: '2026-11-18T07:30:00.000Z' },
         ])}::jsonb, true, '2026-11-21T08:00:00Z')`);
    await handle.db.execute(sql`
      insert into lead_conversations (customer_id, lead_id, conversation_id, linked_by)
      values (${customerId}, ${leadId}, '00000000-0000-4000-8000-000000000001', ${syncerId})`);

    before.conversations = await count(
      handle,
      sql`select count(*) as n from linkedin_conversations`,
    );
    before.messages = await count(
      handle,
      sql`select coalesce(sum(jsonb_array_length(messages)), 0) as n from linkedin_conversations`,
    );
    before.accounts = await count(handle, sql`select count(*) as n from linkedin_accounts`);
    before.links = await count(handle, sql`select count(*) as n from lead_conversations`);

    await handle.migrate();
  });

  afterAll(async () => {
    await handle?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('moves every conversation, message, account and lead link (counts before = after)', async () => {
    expect(before).toEqual({ conversations: 3, messages: 4, accounts: 2, links: 1 });
    expect(await count(handle, sql`select count(*) as n from conversations`)).toBe(
      before.conversations,
    );
    expect(await count(handle, sql`select count(*) as n from messages`)).toBe(before.messages);
    expect(await count(handle, sql`select count(*) as n from channel_accounts`)).toBe(
      before.accounts,
    );
    expect(await count(handle, sql`select count(*) as n from lead_conversations`)).toBe(
      before.links,
    );
    expect(
      await count(handle, sql`select count(*) as n from conversations where channel = 'linkedin'`),
    ).toBe(before.conversations);
  });

  it('keeps ids, fields, the thread’s order and who syncs, and tells the directions', async () => {
    const tenant = { customerId };
    const thread = await findConversation(
      handle.db,
      tenant,
      '00000000-0000-4000-8000-000000000001',
    );
    expect(thread).toMatchObject({
      linkedinUserId: 'li-eins',
      conversationId: 'c1',
      participantName: 'Jana Beispiel',
      participantProfileUrl: 'https://www.linkedin.com/in/jana',
      hasDetails: true,
      messages: [
        { id: 'm1', sender: 'Jana Beispiel', text: 'Hallo!' },
        { sender: 'Ich', text: 'Grüß Sie – gern!' },
        { sender: 'Ich', text: 'Zur selben Sekunde' },
      ],
    });
    const directions = await handle.db.execute(
      sql`select direction from messages where conversation_id = '00000000-0000-4000-8000-000000000001' order by position`,
    );
    const rows = Array.isArray(directions)
      ? (directions as { direction: string }[])
      : (directions as unknown as { rows: { direction: string }[] }).rows;
    expect(rows.map((row) => row.direction)).toEqual(['inbound', 'outbound', 'outbound']);
    expect(
      await count(
        handle,
        sql`select count(*) as n from conversations where owner_id = ${syncerId} and account_id = 'li-eins'`,
      ),
    ).toBe(2);
  });

  it('changes nothing when the extension sends the same threads again', async () => {
    const result = await storeConversations(
      handle.db,
      { customerId },
      'li-eins',
      [
        {
          conversationId: 'c1',
          participantName: 'Jana Beispiel',
          participantProfileUrl: 'https://www.linkedin.com/in/jana',
          lastMessageAt: new Date('2026-11-20T09:15:00Z'),
          messages: [
            {
              id: 'm1',
              sender: 'Jana Beispiel',
              text: 'Hallo!',
              sentAt: new Date('2026-11-20T09:00:00Z'),
            },
            { sender: 'Ich', text: 'Grüß Sie – gern!', sentAt: new Date('2026-11-20T09:15:00Z') },
            { sender: 'Ich', text: 'Zur selben Sekunde', sentAt: new Date('2026-11-20T09:15:00Z') },
          ],
        },
        {
          conversationId: 'c2',
          participantName: 'Tom Muster',
          lastMessageAt: new Date('2026-11-19T10:00:00Z'),
        },
      ],
      { userId: syncerId },
    );
    expect(result).toEqual({ received: 2, created: 0, updated: 0, unchanged: 2 });
  });
});
