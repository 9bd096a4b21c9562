import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MailPlus, UsersRound } from 'lucide-react';
import { Grid, Link, StatCard, Stack } from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { isForbidden, useViewer } from '../../components/access';
import { teamAccess } from './queries';
import { AccessQueryState } from '../../components/AccessQueryState';

type Figures = { members: number; pending: number };

function Figures({ figures, loading }: { figures?: Figures; loading?: boolean }) {
  const pending = figures?.pending ?? 0;
  return (
    <Grid minItemWidth="14rem" gap="4">
      <StatCard
        label="Mitglieder"
        value={figures ? String(figures.members) : ''}
        loading={loading}
        icon={<UsersRound aria-hidden />}
      />
      <StatCard
        label="Offene Einladungen"
        value={figures ? String(pending) : ''}
        description={
          figures ? (
            pending > 0 ? (
              <Link href="/app/team?tab=invitations">Einladungen ansehen</Link>
            ) : (
              'Alle Einladungen angenommen'
            )
          ) : undefined
        }
        loading={loading}
        icon={<MailPlus aria-hidden />}
      />
    </Grid>
  );
}

function TeamSummary() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.team.summary.queryOptions());
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Stack direction="row" gap="4" align="baseline" justify="between" wrap>
        <h2 id={headingId}>Mein Team</h2>
        {/* No way into a page the server refuses. */}
        {isForbidden(summary.error) ? null : <Link href="/app/team">Team verwalten</Link>}
      </Stack>
      <AccessQueryState
        query={summary}
        subject="die Teamverwaltung"
        loadingLabel="Team wird geladen"
        loading={<Figures loading />}
        errorTitle="Team konnte nicht geladen werden"
        headingLevel={3}
        size="compact"
      >
        {(data) => (
          <Figures figures={{ members: data.members, pending: data.pendingInvitations }} />
        )}
      </AccessQueryState>
    </Stack>
  );
}

/**
 * 'Mein Team' on the dashboard, for primary admins only (spec §6, as the sidebar): how many
 * members, how many invitations are open, and the way to the team page.
 */
export function TeamDashboardCard() {
  if (!teamAccess(useViewer()).allowed) return null;
  return <TeamSummary />;
}
