import { and, eq, inArray } from 'drizzle-orm';
import { customers } from '../../platform/identity/schema';
import { definePersonalData } from '../../platform/personalData';
import type { Channel } from './model';
import { channelAccounts, conversations, messages } from './schema';

declare module '../../platform/personalData' {
  interface PersonalDataSections {
    channelAccountsSynced: { channel: Channel; account: string; company: string }[];
  }
}

/** The channel accounts the person syncs (the LinkedIn accounts), in their companies. */
export const accountData = definePersonalData<'channelAccountsSynced'>({
  tables: [channelAccounts],
  async export(db, person) {
    if (person.companyIds.length === 0) return { channelAccountsSynced: [] };
    const rows = await db
      .select({
        channel: channelAccounts.channel,
        account: channelAccounts.accountId,
        company: customers.name,
      })
      .from(channelAccounts)
      .innerJoin(customers, eq(customers.id, channelAccounts.customerId))
      .where(
        and(
          eq(channelAccounts.ownerId, person.userId),
          inArray(channelAccounts.customerId, person.companyIds),
        ),
      );
    return { channelAccountsSynced: rows };
  },
});

export const conversationData = definePersonalData({
  tables: [conversations, messages],
  reason:
    'Unterhaltungen des Posteingangs: Nachrichten der Kontakte mit dem Unternehmen; die Person, der eine Unterhaltung gehört oder zugewiesen ist, zeigt nach der Löschung „Gelöschter Benutzer“.',
});
