import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Medal, Sparkles } from 'lucide-react';
import {
  formatPoints,
  formatPointsCount,
  Grid,
  LevelBadge,
  Link,
  StatCard,
  Stack,
  Text,
} from '@sprint/ui';
import { AccessQueryState } from '../../components/AccessQueryState';
import { useTRPC } from '../../api/trpc';

/** Level, points to the next level and this week's rank in the company. */
export function CommunityDashboardCard() {
  const trpc = useTRPC();
  const standing = useQuery(trpc.leaderboard.me.queryOptions());
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Stack direction="row" gap="4" align="baseline" justify="between" wrap>
        <h2 id={headingId}>Mein Level</h2>
        <Link href="/app/leaderboard">Zum Leaderboard</Link>
      </Stack>
      <AccessQueryState
        subject="das Leaderboard"
        query={standing}
        loadingLabel="Level wird geladen"
        errorTitle="Level konnte nicht geladen werden"
        headingLevel={3}
        size="compact"
        isEmpty={() => false}
      >
        {(data) => (
          <Grid minItemWidth="12rem" gap="4">
            <Stack gap="2">
              <StatCard
                label="Punkte"
                value={formatPoints(data.points)}
                icon={<Sparkles aria-hidden />}
              />
              <Stack direction="row" gap="2" align="center">
                <LevelBadge level={data.level} />
                <Text size="sm" tone="muted">
                  {data.nextLevelAt === null
                    ? 'Höchstes Level erreicht'
                    : `Noch ${formatPointsCount(data.pointsToNext)} bis Level ${data.level + 1}`}
                </Text>
              </Stack>
            </Stack>
            <StatCard
              label="Platz diese Woche"
              value={data.weekRank === null ? '–' : `${data.weekRank}.`}
              icon={<Medal aria-hidden />}
            />
          </Grid>
        )}
      </AccessQueryState>
    </Stack>
  );
}
