import { eq } from 'drizzle-orm';
import { definePersonalData } from '../../platform/personalData';
import { calendarConnections, oauthStates } from './schema';

declare module '../../platform/personalData' {
  interface PersonalDataSections {
    calendarConnection: {
      provider: 'google';
      accountEmail: string | null;
      connectedAt: string;
    } | null;
  }
}

/**
 * The person's connected calendar (never its sealed token), and the authorizations on their way.
 * Both go with the account.
 */
export const calendarConnectionData = definePersonalData<'calendarConnection'>({
  tables: [calendarConnections, oauthStates],
  async export(db, person) {
    const [connection] = await db
      .select({
        provider: calendarConnections.provider,
        accountEmail: calendarConnections.accountEmail,
        connectedAt: calendarConnections.connectedAt,
      })
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, person.userId))
      .limit(1);
    return {
      calendarConnection: connection
        ? { ...connection, connectedAt: connection.connectedAt.toISOString() }
        : null,
    };
  },
  async erase(tx, person) {
    await tx.delete(calendarConnections).where(eq(calendarConnections.userId, person.userId));
    await tx.delete(oauthStates).where(eq(oauthStates.userId, person.userId));
  },
});
