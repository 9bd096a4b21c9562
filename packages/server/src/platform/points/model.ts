/**
 * Points and levels as pure values (no database): the server's ledger and leaderboards use
 * them, and the app shows the same levels (`@sprint/server/platform/points`).
 */

/** Points a person needs for each level, Level 1 to Level 9 (Skool's curve). */
export const LEVEL_THRESHOLDS = [0, 5, 20, 65, 155, 515, 2015, 8015, 33015] as const;

export const MAX_LEVEL = LEVEL_THRESHOLDS.length;

/** The level of a points total: the highest whose threshold it has reached (at least 1). */
export function levelOf(points: number): number {
  let level = 1;
  for (const [index, threshold] of LEVEL_THRESHOLDS.entries()) {
    if (points >= threshold) level = index + 1;
  }
  return level;
}

export type LevelProgress = {
  level: number;
  points: number;
  /** The next level's threshold; null at the top level. */
  nextLevelAt: number | null;
  /** Points still missing for the next level; 0 at the top level. */
  pointsToNext: number;
};

export function levelProgress(points: number): LevelProgress {
  const level = levelOf(points);
  const nextLevelAt = LEVEL_THRESHOLDS[level] ?? null;
  return {
    level,
    points,
    nextLevelAt,
    pointsToNext: nextLevelAt === null ? 0 : nextLevelAt - points,
  };
}

/**
 * What earns points, and how many per event. One event per source and id (a like, a lesson):
 * doing it again earns nothing. The game, live exercises and phone training add theirs.
 */
export const POINT_SOURCES = {
  /** Someone liked the person's post or comment. */
  'community.like': { points: 1, dailyCap: 50 },
  /** A lesson completed for the first time. */
  'trainings.lesson': { points: 2, dailyCap: 40 },
  /** A training completed for the first time (all of its lessons). */
  'trainings.course': { points: 10, dailyCap: 50 },
  /** A medal in the phone training: once per scenario and Berlin day, whatever the medal. */
  'phoneTraining.bronze': { points: 5, dailyCap: 100 },
  'phoneTraining.silver': { points: 10, dailyCap: 100 },
  'phoneTraining.gold': { points: 20, dailyCap: 100 },
} as const satisfies Record<string, { points: number; dailyCap: number }>;

export type PointSource = keyof typeof POINT_SOURCES;

export const LEADERBOARD_PERIODS = ['7d', '30d', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const LEADERBOARD_PERIOD_LABELS = {
  '7d': '7 Tage',
  '30d': '30 Tage',
  all: 'Gesamt',
} as const satisfies Record<LeaderboardPeriod, string>;

/** The level a training may require ('Ab Level 3'). */
export function levelLockLabel(level: number): `Ab Level ${number}` {
  return `Ab Level ${level}`;
}

/** The points a level starts at (Level 1 at 0); the top level's for anything above it. */
export function pointsForLevel(level: number): number {
  const index = Math.min(Math.max(Math.trunc(level), 1), MAX_LEVEL) - 1;
  return LEVEL_THRESHOLDS[index] ?? 0;
}
