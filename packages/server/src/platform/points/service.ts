import { and, eq, gte, sql, sum } from 'drizzle-orm';
import { berlinDayStart } from '../berlin';
import type { Database } from '../db/database';
import { transaction } from '../db/transaction';
import { levelProgress, POINT_SOURCES, type LevelProgress, type PointSource } from './model';
import { pointBalances, pointEvents, pointTotals } from './schema';

export type PointAward = {
  userId: string;
  /** Where it was earned: the company of the post, the lesson, the game. */
  customerId: string;
  source: PointSource;
  /** What earned it, unique within the source (a like's id, a lesson's id). */
  sourceId: string;
  at?: Date;
};

/** Adds the event's points to the person's totals (or takes them away): same transaction. */
async function addToTotals(
  db: Database,
  event: { userId: string; customerId: string; points: number },
) {
  await db
    .insert(pointTotals)
    .values({ userId: event.userId, customerId: event.customerId, points: event.points })
    .onConflictDoUpdate({
      target: [pointTotals.userId, pointTotals.customerId],
      set: { points: sql`${pointTotals.points} + ${event.points}` },
    });
  await db
    .insert(pointBalances)
    .values({ userId: event.userId, points: event.points })
    .onConflictDoUpdate({
      target: pointBalances.userId,
      set: { points: sql`${pointBalances.points} + ${event.points}`, updatedAt: sql`now()` },
    });
}

/**
 * Records that an event earned points: once per source and id (a second report of the same
 * like earns nothing), and only up to the source's daily cap per person (a Berlin day), so
 * nobody farms points. Returns the points added (0 when it counted already or the cap is hit).
 */
export async function awardPoints(db: Database, award: PointAward): Promise<number> {
  const { points, dailyCap } = POINT_SOURCES[award.source];
  const at = award.at ?? new Date();
  return transaction(db, async (tx) => {
    const [today] = await tx
      .select({ value: sum(pointEvents.points).mapWith(Number) })
      .from(pointEvents)
      .where(
        and(
          eq(pointEvents.userId, award.userId),
          eq(pointEvents.source, award.source),
          gte(pointEvents.createdAt, berlinDayStart(at)),
        ),
      );
    if ((today?.value ?? 0) + points > dailyCap) return 0;
    const inserted = await tx
      .insert(pointEvents)
      .values({ ...award, points, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: pointEvents.id });
    if (inserted.length === 0) return 0;
    await addToTotals(tx, { ...award, points });
    return points;
  });
}

/**
 * Takes an event's points back (a like withdrawn): the event goes, so liking again counts as
 * new, within the daily cap. Returns the points removed.
 */
export async function revokePoints(
  db: Database,
  event: Pick<PointAward, 'userId' | 'source' | 'sourceId'>,
): Promise<number> {
  return transaction(db, async (tx) => {
    const [removed] = await tx
      .delete(pointEvents)
      .where(
        and(
          eq(pointEvents.userId, event.userId),
          eq(pointEvents.source, event.source),
          eq(pointEvents.sourceId, event.sourceId),
        ),
      )
      .returning({ customerId: pointEvents.customerId, points: pointEvents.points });
    if (!removed) return 0;
    await addToTotals(tx, {
      userId: event.userId,
      customerId: removed.customerId,
      points: -removed.points,
    });
    return removed.points;
  });
}

/** A person's points over all companies, their level and what the next one needs. */
export async function pointsOf(
  db: Database,
  userId: string,
): Promise<LevelProgress & { hidden: boolean }> {
  const [row] = await db
    .select({ points: pointBalances.points, hidden: pointBalances.hiddenFromLeaderboard })
    .from(pointBalances)
    .where(eq(pointBalances.userId, userId));
  return { ...levelProgress(row?.points ?? 0), hidden: row?.hidden ?? false };
}

/** 'In der Rangliste ausblenden': boards skip the person; points and level stay. */
export async function setHiddenFromLeaderboard(db: Database, userId: string, hidden: boolean) {
  await db
    .insert(pointBalances)
    .values({ userId, hiddenFromLeaderboard: hidden })
    .onConflictDoUpdate({
      target: pointBalances.userId,
      set: { hiddenFromLeaderboard: hidden, updatedAt: sql`now()` },
    });
}
