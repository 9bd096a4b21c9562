/**
 * Outreach: conversations of every channel in one inbox (ADR 025). LinkedIn, fed by the browser
 * extension (docs/extension-bridge.md, ADR 012), is its first channel; e-mail and Instagram
 * follow with their own files here.
 */
import { defineArea } from '../../platform/area';
import './events';
import { accountData, conversationData } from './personalData';
import { socialLinkedinRouter } from './router';
import * as tables from './schema';
import { seedLinkedin } from './seed';

export const outreach = defineArea({
  id: 'outreach',
  routers: { socialLinkedin: socialLinkedinRouter },
  events: ['linkedin.conversations.synced'],
  tables,
  seed: seedLinkedin,
  personalData: [accountData, conversationData],
  testing: {
    sampleRecords: async (db, customerId, label) => {
      const { createConversation } = await import('./fixtures');
      const conversation = await createConversation(db, customerId, {
        linkedinUserId: `${label}-linkedin`,
        conversationId: 'c1',
      });
      return [conversation.id];
    },
    tenantProbes: () => import('./tenantProbe').then((module) => module.outreachTenantProbe),
    inputMessages: [
      /^Die Nachrichten eines Stapels dürfen zusammen höchstens [\d.]+ Zeichen lang sein\.$/,
    ],
  },
});

// What other areas use of the outreach: a conversation of the company (the CRM links leads).
export { findConversationRow } from './service';
