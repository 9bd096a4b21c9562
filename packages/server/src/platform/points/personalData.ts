import { asc, eq } from 'drizzle-orm';
import { definePersonalData } from '../personalData';
import { pointBalances, pointEvents, pointTotals } from './schema';

declare module '../personalData' {
  interface PersonalDataSections {
    points: {
      total: number;
      hiddenFromLeaderboard: boolean;
      events: { source: string; points: number; createdAt: string }[];
    };
  }
}

/** Points are the person's: the ledger is exported and goes with the account, totals too. */
export const pointsData = definePersonalData<'points'>({
  tables: [pointEvents, pointTotals, pointBalances],
  async export(db, person) {
    const [balance] = await db
      .select()
      .from(pointBalances)
      .where(eq(pointBalances.userId, person.userId));
    const events = await db
      .select({
        source: pointEvents.source,
        points: pointEvents.points,
        createdAt: pointEvents.createdAt,
      })
      .from(pointEvents)
      .where(eq(pointEvents.userId, person.userId))
      .orderBy(asc(pointEvents.createdAt));
    return {
      points: {
        total: balance?.points ?? 0,
        hiddenFromLeaderboard: balance?.hiddenFromLeaderboard ?? false,
        events: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
      },
    };
  },
  async erase(tx, person) {
    await tx.delete(pointEvents).where(eq(pointEvents.userId, person.userId));
    await tx.delete(pointTotals).where(eq(pointTotals.userId, person.userId));
    await tx.delete(pointBalances).where(eq(pointBalances.userId, person.userId));
  },
});
