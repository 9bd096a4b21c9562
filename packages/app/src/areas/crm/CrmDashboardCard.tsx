import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, Euro, Trophy } from 'lucide-react';
import styled from 'styled-components';
import {
  Grid,
  Link,
  QueryState,
  StatCard,
  Stack,
  formatCurrency,
  formatRelativeTime,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';

const Recent = styled.ol`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    justify-content: space-between;
    gap: var(--space-4);
  }

  & span {
    color: var(--color-muted-foreground);
  }
`;

type Figures = { open: string; pipeline: string; won: string; wonValue: string };

function Figures({ figures, loading }: { figures?: Figures; loading?: boolean }) {
  return (
    <Grid minItemWidth="14rem" gap="4">
      <StatCard
        label="Offene Leads"
        value={figures?.open ?? ''}
        loading={loading}
        icon={<Briefcase aria-hidden />}
      />
      <StatCard
        label="Pipeline-Wert"
        value={figures?.pipeline ?? ''}
        loading={loading}
        icon={<Euro aria-hidden />}
      />
      <StatCard
        label="Gewonnen"
        value={figures?.won ?? ''}
        description={figures?.wonValue}
        loading={loading}
        icon={<Trophy aria-hidden />}
      />
    </Grid>
  );
}

/** The CRM on the dashboard: counts and sums over all leads (the server's), the latest changes. */
export function CrmDashboardCard() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.crm.leads.summary.queryOptions());
  const recent = useQuery(trpc.crm.leads.list.queryOptions({ limit: 5 }));
  const headingId = useId();

  return (
    <Stack gap="6">
      <QueryState
        query={summary}
        loadingLabel="Kennzahlen werden geladen"
        loading={<Figures loading />}
        errorTitle="Kennzahlen konnten nicht geladen werden"
      >
        {(data) => (
          <Figures
            figures={{
              open: String(data.openCount),
              pipeline: formatCurrency(data.openValueCents, { cents: true }),
              won: String(data.wonCount),
              wonValue: formatCurrency(data.wonValueCents, { cents: true }),
            }}
          />
        )}
      </QueryState>
      <Stack as="section" gap="2" aria-labelledby={headingId}>
        <h2 id={headingId}>Zuletzt geändert</h2>
        <QueryState
          query={recent}
          loadingLabel="Leads werden geladen"
          errorTitle="Leads konnten nicht geladen werden"
          headingLevel={3}
          size="compact"
          empty={<p>Noch keine Leads.</p>}
        >
          {(leads) => (
            <Recent>
              {leads.map((lead) => (
                <li key={lead.id}>
                  <Link href={`/app/crm/leads/${lead.id}`}>{lead.companyName}</Link>
                  <span>{formatRelativeTime(lead.updatedAt)}</span>
                </li>
              ))}
            </Recent>
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}
