import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import {
  LEADERBOARD_PERIOD_LABELS,
  LEADERBOARD_PERIODS,
  type LeaderboardPeriod,
} from '@sprint/server/platform/points';
import { LEADERBOARD_SCOPE_LABELS } from '@sprint/server/community';
import {
  LeaderboardTable,
  PageHeader,
  SegmentedControl,
  SegmentedControlItem,
  Stack,
  TabNav,
  TabNavLink,
  Text,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { useViewer } from '../../components/access';
import { AccessQueryState } from '../../components/AccessQueryState';
import { usePageSearchParams } from '../../router/usePageSearchParams';

type Scope = keyof typeof LEADERBOARD_SCOPE_LABELS;

function periodOf(value: string | null): LeaderboardPeriod {
  return LEADERBOARD_PERIODS.find((period) => period === value) ?? '7d';
}

const CAPTIONS: Record<LeaderboardPeriod, string> = {
  '7d': 'Rangliste der letzten 7 Tage',
  '30d': 'Rangliste der letzten 30 Tage',
  all: 'Rangliste aller Zeiten',
};

/**
 * `/app/leaderboard`: the top 10 of '7 Tage', '30 Tage' and 'Gesamt', in the company or (for
 * members of the community) the whole community; one's own place always shown.
 */
export function Component() {
  const trpc = useTRPC();
  const viewer = useViewer();
  const [params, setParams] = usePageSearchParams();
  const period = periodOf(params.get('zeitraum'));
  const inCommunity = viewer.ourEmployee || viewer.communityOpen;
  const scope: Scope =
    inCommunity && params.get('bereich') === 'community' ? 'community' : 'company';
  const board = useQuery(trpc.leaderboard.board.queryOptions({ period, scope }));
  const withParam = (current: URLSearchParams, key: string, value: string, fallback: string) => {
    const next = new URLSearchParams(current);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    return next;
  };
  const set = (key: string, value: string, fallback: string) =>
    setParams((current) => withParam(current, key, value, fallback));
  const hrefWith = (key: string, value: string, fallback: string) => {
    const query = withParam(params, key, value, fallback).toString();
    return query ? `/app/leaderboard?${query}` : '/app/leaderboard';
  };

  return (
    <Stack gap="6">
      <PageHeader title="Leaderboard" description="Wer im Team gerade vorne liegt." />
      <Stack direction="row" gap="4" justify="between" align="center" wrap>
        {/* Tabs that are links: each period is its own address, with no panel to name. */}
        <TabNav aria-label="Zeitraum">
          {LEADERBOARD_PERIODS.map((value) => (
            <TabNavLink
              key={value}
              href={hrefWith('zeitraum', value, '7d')}
              current={value === period}
            >
              {LEADERBOARD_PERIOD_LABELS[value]}
            </TabNavLink>
          ))}
        </TabNav>
        {inCommunity ? (
          <SegmentedControl<Scope>
            aria-label="Rangliste"
            value={scope}
            onValueChange={(value) => set('bereich', value, 'company')}
          >
            <SegmentedControlItem value="company">
              {LEADERBOARD_SCOPE_LABELS.company}
            </SegmentedControlItem>
            <SegmentedControlItem value="community">
              {LEADERBOARD_SCOPE_LABELS.community}
            </SegmentedControlItem>
          </SegmentedControl>
        ) : null}
      </Stack>
      {/* A refusal (the community's board of a company closed meanwhile) says why, no retry. */}
      <AccessQueryState
        subject="die Rangliste"
        query={board}
        loadingLabel="Rangliste wird geladen"
        errorTitle="Rangliste konnte nicht geladen werden"
        icon={<Trophy aria-hidden />}
        isEmpty={() => false}
      >
        {(data) => (
          <Stack gap="3">
            <LeaderboardTable
              caption={CAPTIONS[period]}
              entries={data.entries.map((entry) => ({
                ...entry,
                company: entry.company ?? undefined,
              }))}
              me={data.me ? { ...data.me, company: data.me.company ?? undefined } : null}
              emptyText="Noch keine Platzierungen"
            />
            <Text size="sm" tone="muted">
              Punkte gibt es für jedes „Gefällt mir“ (1), jede abgeschlossene Lektion (2) und jedes
              abgeschlossene Training (10).
              {data.me ? null : ' Du bist in der Rangliste ausgeblendet (Einstellungen).'}
            </Text>
          </Stack>
        )}
      </AccessQueryState>
    </Stack>
  );
}
