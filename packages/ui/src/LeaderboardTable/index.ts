export { LEADERBOARD_TEXTS, LeaderboardTable, formatPoints } from './LeaderboardTable';
export type { LeaderboardEntry, LeaderboardTableProps } from './LeaderboardTable';
