import { and, asc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { customers, memberships, users } from '../../platform/identity/schema';
import { levelOf, levelProgress, type LeaderboardPeriod } from '../../platform/points/model';
import { pointBalances, pointEvents, pointTotals } from '../../platform/points/schema';
import type { FileStorage } from '../../platform/storage/fileStorage';
import { avatarUrl } from '../../platform/storage/service';
import { participants } from './access';

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

/** Who may be on a board: the company's members, or everyone in the community (`in` only). */
function eligibleFor(db: Database, scope: LeaderboardScope, customerId: string) {
  if (scope === 'community') {
    return db.select({ userId: participants.userId }).from(participants);
  }
  return db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.customerId, customerId));
}

const displayName = sql<string>`coalesce(${users.displayName}, split_part(${users.email}, '@', 1))`;

/**
 * The board's top 10 and the viewer's place ('7 Tage', '30 Tage', 'Gesamt'), in one query. The
 * people with points are checked once against who may appear (a set, not a question per
 * person); only those with at least the tenth best points are ranked and named, and the
 * viewer's place is one more than the number ahead of them. A deleted account has no points
 * left (points/personalData.ts), so the board needs no look at `users` but for the names shown.
 */
export async function leaderboard(
  db: Database,
  storage: FileStorage,
  viewer: { userId: string; customerId: string },
  board: { period: LeaderboardPeriod; scope: LeaderboardScope },
  now = new Date(),
): Promise<Leaderboard> {
  const perPerson = pointsPerPerson(db, { ...board, customerId: viewer.customerId }, now);
  const entrants = db.$with('entrants').as(
    db
      .select({
        userId: sql<string>`${perPerson.userId}`.as('entrant_id'),
        points: sql<number>`${perPerson.points}`.as('entrant_points'),
      })
      .from(perPerson)
      .where(
        and(
          inArray(perPerson.userId, eligibleFor(db, board.scope, viewer.customerId)),
          // 'In der Rangliste ausblenden': a few people, looked up in a hash of them.
          sql`${perPerson.userId} not in (select ${pointBalances.userId} from ${pointBalances} where ${pointBalances.hiddenFromLeaderboard})`,
        ),
      ),
  );
  const tenthBest = sql`coalesce((select ${entrants.points} from ${entrants} order by ${entrants.points} desc offset ${TOP - 1} limit 1), 0)`;
  const leaders = db.$with('leaders').as(
    db
      .select({
        userId: sql<string>`${entrants.userId}`.as('leader_id'),
        rank: sql<number>`rank() over (order by ${entrants.points} desc)`.as('rank'),
      })
      .from(entrants)
      .where(sql`${entrants.points} >= ${tenthBest}`),
  );
  // Ties share a rank; their names decide who of them fills the ten places.
  const top = db.$with('top').as(
    db
      .select({ userId: sql<string>`${leaders.userId}`.as('top_id') })
      .from(leaders)
      .orderBy(
        asc(leaders.rank),
        sql`(select ${users.displayName} from ${users} where ${users.id} = ${leaders.userId})`,
        asc(leaders.userId),
      )
      .limit(TOP),
  );
  const rows = await db
    .with(entrants, leaders, top)
    .select({
      rank: leaders.rank,
      points: entrants.points,
      ahead: sql<number>`(select count(*)::int from ${entrants} where ${entrants.points} > (select ${entrants.points} from ${entrants} where ${entrants.userId} = ${viewer.userId}))`,
      entrantCount: sql<number>`(select count(*)::int from ${entrants})`,
      userId: users.id,
      name: displayName,
      avatar: users.avatar,
      total: sql<number>`coalesce(${pointBalances.points}, 0)`,
      hidden: sql<boolean>`coalesce(${pointBalances.hiddenFromLeaderboard}, false)`,
      company: customers.name,
    })
    .from(users)
    .leftJoin(entrants, eq(entrants.userId, users.id))
    .leftJoin(leaders, eq(leaders.userId, users.id))
    .leftJoin(pointBalances, eq(pointBalances.userId, users.id))
    .leftJoin(customers, eq(customers.id, users.activeCustomerId))
    .where(
      sql`${users.id} in (select ${top.userId} from ${top} union all select ${viewer.userId}::uuid)`,
    )
    .orderBy(asc(leaders.rank), asc(users.displayName), asc(users.id));
  const entryOf = (row: (typeof rows)[number], rank: number): LeaderboardEntry => ({
    rank,
    userId: row.userId,
    name: row.name,
    avatarUrl: avatarUrl(storage, row.avatar),
    company: board.scope === 'community' ? row.company : null,
    level: levelOf(row.total),
    points: Number(row.points ?? 0),
    isMe: row.userId === viewer.userId,
  });
  // In that order the ten places come first, then the viewer when they are not among them.
  const entries = rows.flatMap((row) =>
    row.rank === null ? [] : [entryOf(row, Number(row.rank))],
  );
  const self = rows.find((row) => row.userId === viewer.userId);
  let me: LeaderboardEntry | null = null;
  if (self && self.points !== null) {
    me = entryOf(self, self.rank === null ? Number(self.ahead) + 1 : Number(self.rank));
  } else if (self && !self.hidden) {
    // Not on the board yet (no points in the period): last place, with 0.
    me = { ...entryOf(self, Number(self.entrantCount) + 1), company: null, points: 0 };
  }
  return { period: board.period, scope: board.scope, entries: entries.slice(0, TOP), me };
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
