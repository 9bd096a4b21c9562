import { DEMO_CUSTOMERS } from '../../platform/identity/seed';
import type { SeedStep } from '../../platform/seed';
import { storeConversations } from './linkedin';
import { conversations } from './schema';
import { and, eq } from 'drizzle-orm';

export const DEMO_LINKEDIN_USER_ID = 'demo-linkedin-konto';

/** A few LinkedIn conversations per customer, some with their messages. */
export function demoConversations(now: Date) {
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  return [
    {
      conversationId: 'demo-gespraech-1',
      participantName: 'Sophie Winter',
      lastMessageAt: minutesAgo(35),
      hasDetails: true,
      messages: [
        { sender: 'Sophie Winter', text: 'Danke für die Vernetzung!', sentAt: minutesAgo(90) },
        {
          sender: 'Ich',
          text: 'Gern! Darf ich Ihnen kurz unser Angebot zeigen?',
          sentAt: minutesAgo(35),
        },
      ],
    },
    {
      conversationId: 'demo-gespraech-2',
      participantName: 'Lukas Berger',
      lastMessageAt: minutesAgo(60 * 26),
      hasDetails: true,
      messages: [
        {
          sender: 'Lukas Berger',
          text: 'Passt es nächste Woche Dienstag?',
          sentAt: minutesAgo(60 * 26),
        },
      ],
    },
    {
      conversationId: 'demo-gespraech-3',
      participantName: 'Miriam Vogel',
      lastMessageAt: minutesAgo(60 * 24 * 4),
      hasDetails: false,
      messages: [],
    },
  ];
}

/**
 * The same LinkedIn conversations for every demo customer, stored as a sync stores them; a
 * company that has them keeps its own.
 */
export const seedLinkedin: SeedStep = async ({ db, now }) => {
  for (const customer of DEMO_CUSTOMERS) {
    const [existing] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.customerId, customer.id),
          eq(conversations.accountId, DEMO_LINKEDIN_USER_ID),
        ),
      )
      .limit(1);
    if (existing) continue;
    await storeConversations(
      db,
      { customerId: customer.id },
      DEMO_LINKEDIN_USER_ID,
      demoConversations(now),
      { userId: null },
      now,
    );
  }
};
