import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, Euro, Trophy } from 'lucide-react';
import styled from 'styled-components';
import {
  Badge,
  Grid,
  Link,
  QueryState,
  StatCard,
  Stack,
  formatCurrency,
  formatRelativeTime,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { formatBerlinDate } from './components/leadDates';
import { leadStatus } from './components/leadStatus';
import { leadHref } from './components/leadLinks';

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

const PipelineTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--font-size-sm);

  & th,
  & td {
    padding: var(--space-1-5) var(--space-2);
    border-bottom: var(--border-width) solid var(--color-border);
    text-align: left;
  }

  & td,
  & thead th:not(:first-child) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const DueList = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: grid;
    gap: var(--space-0-5);
  }

  & p {
    margin: 0;
    color: var(--color-muted-foreground);
    font-size: var(--font-size-sm);
  }
`;

/** Per status of the pipeline: how many leads, and their € sum (the server's, over all leads). */
function PipelineSection() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.crm.leads.summary.queryOptions());
  const headingId = useId();
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <h2 id={headingId}>Pipeline</h2>
      <QueryState
        query={summary}
        loadingLabel="Pipeline wird geladen"
        errorTitle="Pipeline konnte nicht geladen werden"
        headingLevel={3}
        size="compact"
      >
        {(data) => (
          <PipelineTable aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Anzahl</th>
                <th scope="col">Summe</th>
              </tr>
            </thead>
            <tbody>
              {data.byStatus.map((row) => (
                <tr key={row.status}>
                  <th scope="row">{leadStatus(row.status).label}</th>
                  <td>{row.count}</td>
                  <td>{formatCurrency(row.sumCents, { cents: true })}</td>
                </tr>
              ))}
            </tbody>
          </PipelineTable>
        )}
      </QueryState>
    </Stack>
  );
}

/** Open leads whose next step is due today or overdue (Europe/Berlin), the oldest first. */
function NextStepsSection() {
  const trpc = useTRPC();
  const due = useQuery(trpc.crm.leads.dueNextSteps.queryOptions({ limit: 8 }));
  const headingId = useId();
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <h2 id={headingId}>Nächste Schritte</h2>
      <QueryState
        query={due}
        isEmpty={(items) => items.length === 0}
        loadingLabel="Nächste Schritte werden geladen"
        errorTitle="Nächste Schritte konnten nicht geladen werden"
        headingLevel={3}
        size="compact"
        empty={<p>Keine fälligen Schritte</p>}
      >
        {(items) => (
          <DueList aria-labelledby={headingId}>
            {items.map((item) => (
              <li key={item.id}>
                <Stack direction="row" gap="2" align="center" wrap>
                  <Link href={leadHref(item.id)}>{item.companyName}</Link>
                  {item.overdue ? <Badge variant="destructive">Überfällig</Badge> : null}
                </Stack>
                <p>
                  {item.nextStep ?? 'Kein Schritt beschrieben'} · fällig am{' '}
                  <time dateTime={item.nextStepDueAt.toISOString()}>
                    {formatBerlinDate(item.nextStepDueAt)}
                  </time>
                  {item.ownerName ? ` · ${item.ownerName}` : null}
                </p>
              </li>
            ))}
          </DueList>
        )}
      </QueryState>
    </Stack>
  );
}

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

/**
 * The CRM on the dashboard: counts and sums over all leads (the server's), the pipeline per
 * status, the next steps due today or overdue, and the latest changes.
 */
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
      <Grid minItemWidth="18rem" gap="6">
        <PipelineSection />
        <NextStepsSection />
      </Grid>
      <Stack as="section" gap="2" aria-labelledby={headingId}>
        <h2 id={headingId}>Zuletzt geändert</h2>
        <QueryState
          query={recent}
          isEmpty={(page) => page.items.length === 0}
          loadingLabel="Leads werden geladen"
          errorTitle="Leads konnten nicht geladen werden"
          headingLevel={3}
          size="compact"
          empty={<p>Noch keine Leads.</p>}
        >
          {(leads) => (
            <Recent>
              {leads.items.map((lead) => (
                <li key={lead.id}>
                  <Link href={leadHref(lead.id)}>{lead.companyName}</Link>
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
