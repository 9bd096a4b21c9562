import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownRight, ArrowUpRight, PiggyBank, Scale } from 'lucide-react';
import { DueList, DueListItem, Grid, Link, Stack, StatCard } from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { isForbidden, useViewer } from '../../components/access';
import { AccessQueryState } from '../../components/AccessQueryState';
import { euro, formatDay, monthLabel } from './components/financeFormat';
import type { FinanceSummary } from './components/planningTypes';
import { FINANCES_SUBJECT, financesAccess } from './queries';

export const DUE_SOON_LABEL = 'Fällig in den nächsten 30 Tagen';

function DueSoon({ summary }: { summary: FinanceSummary }) {
  const headingId = useId();
  return (
    <Stack gap="2" as="section" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {DUE_SOON_LABEL}: {summary.dueSoonCount}
      </h3>
      {summary.dueSoon.length > 0 ? (
        <DueList size="compact" aria-label={DUE_SOON_LABEL}>
          {summary.dueSoon.map((item) => (
            <DueListItem
              key={`${item.recurringId}-${item.dueOn}`}
              date={formatDay(item.dueOn)}
              title={item.name}
              amount={
                <>
                  {item.kind === 'expense' ? '−' : '+'}
                  {euro(item.grossCents)}
                </>
              }
            />
          ))}
        </DueList>
      ) : null}
    </Stack>
  );
}

function FinanceFigures() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.finances.summary.queryOptions());
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Stack direction="row" gap="4" align="baseline" justify="between" wrap>
        <h2 id={headingId}>Finanzen</h2>
        {/* No way into a page the server refuses. */}
        {isForbidden(summary.error) ? null : <Link href="/app/finances">Zur Übersicht</Link>}
      </Stack>
      <AccessQueryState
        query={summary}
        subject={FINANCES_SUBJECT}
        loadingLabel="Finanzen werden geladen"
        errorTitle="Finanzen konnten nicht geladen werden"
        headingLevel={3}
        size="compact"
        isEmpty={() => false}
      >
        {(data) => {
          const month = `netto, ${monthLabel(data.month)}`;
          return (
            <Stack gap="4">
              <Grid minItemWidth="12rem" gap="4">
                <StatCard
                  label="Einnahmen"
                  value={euro(data.incomeNetCents)}
                  description={month}
                  icon={<ArrowUpRight aria-hidden />}
                />
                <StatCard
                  label="Ausgaben"
                  value={euro(data.expenseNetCents)}
                  description={month}
                  icon={<ArrowDownRight aria-hidden />}
                />
                <StatCard
                  label="Gewinn"
                  value={euro(data.profitCents)}
                  description={month}
                  icon={<Scale aria-hidden />}
                />
                <StatCard
                  label="Noch zurückzulegen"
                  value={euro(data.reserveRemainingCents)}
                  description={`Steuerrücklage ${data.month.slice(0, 4)}`}
                  icon={<PiggyBank aria-hidden />}
                />
              </Grid>
              <DueSoon summary={data} />
            </Stack>
          );
        }}
      </AccessQueryState>
    </Stack>
  );
}

/**
 * 'Finanzen' on the dashboard: this month's income, expenses and profit (net), what is still to
 * put aside for the year's taxes, and what falls due in the next 30 days. Only for those who may
 * see the finances (primary admins, and admins when shared); others get no card and no request.
 */
export function FinancesDashboardCard() {
  if (!financesAccess(useViewer()).allowed) return null;
  return <FinanceFigures />;
}
