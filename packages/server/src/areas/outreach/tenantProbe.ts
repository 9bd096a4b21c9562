import { expect } from 'vitest';
import type { TenantProbes } from '../../../test/tenantProbe';
import { createConversation } from './fixtures';
import { findConversation } from './linkedin';

export const outreachTenantProbe: TenantProbes = {
  'socialLinkedin.accounts': async ({ world, owner, intruder }) => {
    await createConversation(world.db, owner.customer.id, { linkedinUserId: 'geheim' });
    expect(await intruder.caller.socialLinkedin.accounts()).toEqual([]);
  },

  'socialLinkedin.conversations': async ({ world, owner, intruder }) => {
    await createConversation(world.db, owner.customer.id);
    expect(await intruder.caller.socialLinkedin.conversations()).toEqual([]);
  },

  'socialLinkedin.conversation': async ({ world, owner, intruder }) => {
    const conversation = await createConversation(world.db, owner.customer.id);
    await expect(
      intruder.caller.socialLinkedin.conversation({ id: conversation.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  },

  'socialLinkedin.latestSyncTimestamp': async ({ world, owner, intruder }) => {
    await createConversation(world.db, owner.customer.id, { linkedinUserId: 'geheim' });
    expect(
      await intruder.caller.socialLinkedin.latestSyncTimestamp({ linkedinUserId: 'geheim' }),
    ).toEqual({
      latestSyncTimestamp: 0,
      conversationCount: 0,
      conversationsWithoutDetails: 0,
      conversationsWithDetails: 0,
    });
  },

  'socialLinkedin.syncConversations': async ({ world, owner, intruder }) => {
    const stored = await createConversation(world.db, owner.customer.id, {
      linkedinUserId: 'geteilt',
      conversationId: 'gespraech-1',
    });
    // The same account and conversation ids from another company: its own row, never the owner's.
    const result = await intruder.caller.socialLinkedin.syncConversations({
      linkedinId: 'geteilt',
      batchNumber: 0,
      conversations: [
        {
          conversationId: 'gespraech-1',
          participantName: 'Überschrieben',
          messages: [{ sender: 'X', text: 'überschrieben', sentAt: new Date() }],
        },
      ],
    });
    expect(result).toMatchObject({ created: 1, updated: 0 });
    expect(
      await findConversation(world.db, { customerId: owner.customer.id }, stored.id),
    ).toMatchObject({
      participantName: 'Jana Beispiel',
      messages: [expect.objectContaining({ text: 'Hallo!' })],
    });
  },
};
