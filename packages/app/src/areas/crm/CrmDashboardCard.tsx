import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, Euro, Trophy } from 'lucide-react';
import styled from 'styled-components';
import {
  Badge,
  Grid,
  Link,
  StatCard,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Text,
  formatCurrency,
  formatRelativeTime,
} from '@sprint/ui';
import { AccessQueryState } from '../../components/AccessQueryState';
import { useTRPC } from '../../api/trpc';
import { formatBerlinDate } from './components/leadDates';
import { leadStatus } from './components/leadStatus';
import { leadHref } from './components/leadLinks';

// Two lines a little apart: the lead with its flag, then the step, its day and who owns it.
const DueItem = styled.li`
  display: grid;
  gap: var(--space-0-5);
`;

/** Per status of the pipeline: how many leads, and their € sum (the server's, over all leads). */
function PipelineSection() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.crm.leads.summary.queryOptions());
  const headingId = useId();
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <h2 id={headingId}>Pipeline</h2>
      <AccessQueryState
        subject="die Pipeline"
        query={summary}
        loadingLabel="Pipeline wird geladen"
        errorTitle="Pipeline konnte nicht geladen werden"
        headingLevel={3}
        size="compact"
      >
        {(data) => (
          <Table aria-labelledby={headingId}>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Status</TableHead>
                <TableHead scope="col" numeric>
                  Anzahl
                </TableHead>
                <TableHead scope="col" numeric>
                  Summe
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.byStatus.map((row) => (
                <TableRow key={row.status}>
                  <TableHead scope="row">{leadStatus(row.status).label}</TableHead>
                  <TableCell numeric>{row.count}</TableCell>
                  <TableCell numeric>{formatCurrency(row.sumCents, { cents: true })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </AccessQueryState>
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
      <AccessQueryState
        subject="die nächsten Schritte"
        query={due}
        isEmpty={(items) => items.length === 0}
        loadingLabel="Nächste Schritte werden geladen"
        errorTitle="Nächste Schritte konnten nicht geladen werden"
        headingLevel={3}
        size="compact"
        empty={<p>Keine fälligen Schritte</p>}
      >
        {(items) => (
          <Stack as="ul" gap="3" aria-labelledby={headingId}>
            {items.map((item) => (
              <DueItem key={item.id}>
                <Stack direction="row" gap="2" align="center" wrap>
                  <Link href={leadHref(item.id)}>{item.companyName}</Link>
                  {item.overdue ? <Badge variant="destructive">Überfällig</Badge> : null}
                </Stack>
                <Text as="p" tone="muted" size="sm">
                  {item.nextStep ?? 'Kein Schritt beschrieben'} · fällig am{' '}
                  <time dateTime={item.nextStepDueAt.toISOString()}>
                    {formatBerlinDate(item.nextStepDueAt)}
                  </time>
                  {item.ownerName ? ` · ${item.ownerName}` : null}
                </Text>
              </DueItem>
            ))}
          </Stack>
        )}
      </AccessQueryState>
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
      <AccessQueryState
        subject="die Kennzahlen"
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
      </AccessQueryState>
      <Grid minItemWidth="18rem" gap="6">
        <PipelineSection />
        <NextStepsSection />
      </Grid>
      <Stack as="section" gap="2" aria-labelledby={headingId}>
        <h2 id={headingId}>Zuletzt geändert</h2>
        <AccessQueryState
          subject="die Leads"
          query={recent}
          isEmpty={(page) => page.items.length === 0}
          loadingLabel="Leads werden geladen"
          errorTitle="Leads konnten nicht geladen werden"
          headingLevel={3}
          size="compact"
          empty={<p>Noch keine Leads.</p>}
        >
          {(leads) => (
            <Stack as="ol" gap="2">
              {leads.items.map((lead) => (
                <Stack as="li" key={lead.id} direction="row" gap="4" justify="between">
                  <Link href={leadHref(lead.id)}>{lead.companyName}</Link>
                  <Text tone="muted">{formatRelativeTime(lead.updatedAt)}</Text>
                </Stack>
              ))}
            </Stack>
          )}
        </AccessQueryState>
      </Stack>
    </Stack>
  );
}
