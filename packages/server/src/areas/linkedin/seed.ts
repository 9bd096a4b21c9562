import { DEMO_CUSTOMERS } from '../identity/seed';
import type { SeedStep } from '../seedTypes';
import { linkedinConversations } from './schema';

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
        {
          sender: 'Sophie Winter',
          text: 'Danke für die Vernetzung!',
          sentAt: minutesAgo(90).toISOString(),
        },
        {
          sender: 'Ich',
          text: 'Gern! Darf ich Ihnen kurz unser Angebot zeigen?',
          sentAt: minutesAgo(35).toISOString(),
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
          sentAt: minutesAgo(60 * 26).toISOString(),
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

/** The same conversations for every demo customer; existing ones are left as they are. */
export const seedLinkedin: SeedStep = async ({ db, now }) => {
  for (const customer of DEMO_CUSTOMERS) {
    await db
      .insert(linkedinConversations)
      .values(
        demoConversations(now).map((conversation) => ({
          ...conversation,
          customerId: customer.id,
          linkedinUserId: DEMO_LINKEDIN_USER_ID,
          syncedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
};
