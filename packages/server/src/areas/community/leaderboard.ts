import { and, eq, gte, isNull, sql, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { customers, memberships, users } from '../../platform/identity/schema';
import { levelOf, levelProgress, type LeaderboardPeriod } from '../../platform/points/model';
import { pointBalances, pointEvents, pointTotals } from '../../platform/points/schema';
import type { FileStorage } from '../../platform/storage/fileStorage';
import { avatarUrl } from '../../platform/storage/service';
import { isParticipant } from './access';

export type LeaderboardScope = 'company' | 'community';

export type LeaderboardEntry = {
  rank: number;
  userId: string;
  name: string;
  avatarUrl: string | null;
  company: string | null;
  level: number;
  points: number;
  isMe: boolean;
};

export type Leaderboard = {
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
  entries: LeaderboardEntry[];
  /** The viewer's own place, also outside the top 10; null when they hide themselves. */
  me: LeaderboardEntry | null;
};

const TOP = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The points per person of a board: within the period (summed from the ledger's recent rows,
 * which its indexes hold) or of all time (the running totals). Company boards count what was
 * earned in the company; the community board what community members earned anywhere.
 */
function pointsPerPerson(
  db: Database,
  board: { period: LeaderboardPeriod; scope: LeaderboardScope; customerId: string },
  now: Date,
) {
  if (board.period === 'all') {
    if (board.scope === 'company') {
      return db
        .select({
          userId: pointTotals.userId,
          points: sql<number>`${pointTotals.points}`.as('board_points'),
        })
        .from(pointTotals)
        .where(and(eq(pointTotals.customerId, board.customerId), sql`${pointTotals.points} > 0`))
        .as('board');
    }
    return db
      .select({
        userId: pointBalances.userId,
        points: sql<number>`${pointBalances.points}`.as('board_points'),
      })
      .from(pointBalances)
      .where(sql`${pointBalances.points} > 0`)
      .as('board');
  }
  const since = new Date(now.getTime() - (board.period === '7d' ? 7 : 30) * DAY_MS);
  return db
    .select({
      userId: pointEvents.userId,
      points: sql<number>`${sum(pointEvents.points)}::int`.as('board_points'),
    })
    .from(pointEvents)
    .where(
      and(
        gte(pointEvents.createdAt, since),
        board.scope === 'company' ? eq(pointEvents.customerId, board.customerId) : undefined,
      ),
    )
    .groupBy(pointEvents.userId)
    .as('board');
}

/** The board's top 10 and the viewer's place ('7 Tage', '30 Tage', 'Gesamt'). */
export async function leaderboard(
  db: Database,
  storage: FileStorage,
  viewer: { userId: string; customerId: string },
  board: { period: LeaderboardPeriod; scope: LeaderboardScope },
  now = new Date(),
): Promise<Leaderboard> {
  const perPerson = pointsPerPerson(db, { ...board, customerId: viewer.customerId }, now);
  // Who may appear: members of the company (company board) or of the community; nobody hidden.
  const eligible: SQL | undefined = and(
    isNull(users.deletedAt),
    sql`not coalesce(${pointBalances.hiddenFromLeaderboard}, false)`,
    board.scope === 'company'
      ? sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id} and ${memberships.customerId} = ${viewer.customerId})`
      : isParticipant(users),
  );
  const ranked = db
    .select({
      userId: perPerson.userId,
      points: sql<number>`${perPerson.points}`.as('ranked_points'),
      rank: sql<number>`rank() over (order by ${perPerson.points} desc)`.as('rank'),
    })
    .from(perPerson)
    .innerJoin(users, eq(users.id, perPerson.userId))
    .leftJoin(pointBalances, eq(pointBalances.userId, perPerson.userId))
    .where(eligible)
    .as('ranked');
  const rows = await db
    .select({
      rank: ranked.rank,
      userId: ranked.userId,
      points: ranked.points,
      name: sql<string>`coalesce(${users.displayName}, split_part(${users.email}, '@', 1))`,
      avatar: users.avatar,
      total: sql<number>`coalesce(${pointBalances.points}, 0)`,
      company: customers.name,
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.userId))
    .leftJoin(pointBalances, eq(pointBalances.userId, ranked.userId))
    .leftJoin(customers, eq(customers.id, users.activeCustomerId))
    .where(sql`${ranked.rank} <= ${TOP} or ${ranked.userId} = ${viewer.userId}`)
    .orderBy(ranked.rank, users.displayName)
    .limit(TOP + 1);
  const entries = rows.map((row) => ({
    rank: Number(row.rank),
    userId: row.userId,
    name: row.name,
    avatarUrl: avatarUrl(storage, row.avatar),
    company: board.scope === 'community' ? row.company : null,
    level: levelOf(row.total),
    points: Number(row.points),
    isMe: row.userId === viewer.userId,
  }));
  const top = entries.filter((entry) => entry.rank <= TOP).slice(0, TOP);
  let me = entries.find((entry) => entry.isMe) ?? null;
  if (!me) {
    // Not on the board yet (no points in the period): last place, with 0, unless hidden.
    const [self] = await db
      .select({
        name: sql<string>`coalesce(${users.displayName}, split_part(${users.email}, '@', 1))`,
        avatar: users.avatar,
        total: sql<number>`coalesce(${pointBalances.points}, 0)`,
        hidden: sql<boolean>`coalesce(${pointBalances.hiddenFromLeaderboard}, false)`,
      })
      .from(users)
      .leftJoin(pointBalances, eq(pointBalances.userId, users.id))
      .where(eq(users.id, viewer.userId));
    if (self && !self.hidden) {
      const [counted] = await db.select({ value: sql<number>`count(*)::int` }).from(ranked);
      me = {
        rank: (counted?.value ?? 0) + 1,
        userId: viewer.userId,
        name: self.name,
        avatarUrl: avatarUrl(storage, self.avatar),
        company: null,
        level: levelOf(self.total),
        points: 0,
        isMe: true,
      };
    }
  }
  return { period: board.period, scope: board.scope, entries: top, me };
}

/** The dashboard card: level, points to the next one, and this week's rank in the company. */
export async function myStanding(
  db: Database,
  storage: FileStorage,
  viewer: { userId: string; customerId: string },
  now = new Date(),
) {
  const [board, balance] = await Promise.all([
    leaderboard(db, storage, viewer, { period: '7d', scope: 'company' }, now),
    db
      .select({ points: pointBalances.points, hidden: pointBalances.hiddenFromLeaderboard })
      .from(pointBalances)
      .where(eq(pointBalances.userId, viewer.userId)),
  ]);
  const [row] = balance;
  return {
    ...levelProgress(row?.points ?? 0),
    hiddenFromLeaderboard: row?.hidden ?? false,
    weekRank: board.me?.rank ?? null,
    weekPoints: board.me?.points ?? 0,
  };
}
