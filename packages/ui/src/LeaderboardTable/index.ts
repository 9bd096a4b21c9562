export {
  LEADERBOARD_TEXTS,
  LeaderboardTable,
  formatPoints,
  formatPointsCount,
} from './LeaderboardTable';
export type { LeaderboardEntry, LeaderboardTableProps } from './LeaderboardTable';
