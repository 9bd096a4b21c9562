import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Info, PiggyBank, Vault, Wallet } from 'lucide-react';
import {
  Grid,
  InlineNote,
  PageHeader,
  PeriodSwitcher,
  QueryState,
  Stack,
  StatCard,
  Text,
} from '@sprint/ui';
import { TAX_DISCLAIMER } from '@sprint/server/finances';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { NoAccessPage } from '../../components/NoAccess';
import { usePageSearchParams } from '../../router/usePageSearchParams';
import { berlinToday, euro } from './components/financeFormat';
import type { TaxReservePage } from './components/planningTypes';
import { TaxReserveEntries } from './components/TaxReserveEntries';
import { TaxFigureRow, TaxSections } from './components/TaxReserveFigures';
import { TaxReserveSettings } from './components/TaxReserveSettings';
import { FIRST_YEAR, LAST_YEAR, parseTaxYear, yearOf } from './components/taxReserveYear';
import { FINANCES_SUBJECT, financesAccess } from './queries';

/** The year as a switcher: '‹ 2026 ›', the year in the address. */
function YearSwitcher({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  return (
    <PeriodSwitcher
      label="Jahr"
      previousLabel={`Vorheriges Jahr (${year - 1})`}
      nextLabel={`Nächstes Jahr (${year + 1})`}
      previousDisabled={year <= FIRST_YEAR}
      nextDisabled={year >= LAST_YEAR}
      onPrevious={() => onChange(year - 1)}
      onNext={() => onChange(year + 1)}
      size="lg"
      valueWidth="4ch"
    >
      {year}
    </PeriodSwitcher>
  );
}

/** 'Noch zurückzulegen' in words: below zero, more has been put aside than needed. */
export function remainingText(remainingCents: number): string {
  if (remainingCents < 0) {
    return `Du hast ${euro(-remainingCents)} mehr zurückgelegt als nötig.`;
  }
  if (remainingCents === 0) return 'Alles zurückgelegt.';
  return 'Rücklage gesamt abzüglich bereits zurückgelegt';
}

function ReserveFigures({ year, summary }: { year: number; summary: TaxReservePage }) {
  const entries = summary.entries.length;
  return (
    <>
      <Stack gap="3">
        <Grid minItemWidth="15rem" gap="4">
          <StatCard
            label="Rücklage gesamt"
            value={euro(summary.total.cents)}
            description={`Steuern ${year} aus deinen Buchungen`}
            icon={<Vault aria-hidden />}
          />
          <StatCard
            label="Bereits zurückgelegt"
            value={euro(summary.alreadyReservedCents)}
            description={entries === 1 ? '1 Eintrag' : `${entries} Einträge`}
            icon={<PiggyBank aria-hidden />}
          />
          <StatCard
            label="Noch zurückzulegen"
            value={euro(summary.remaining.cents)}
            description={remainingText(summary.remaining.cents)}
            icon={<Wallet aria-hidden />}
          />
        </Grid>
        <Text as="p" size="sm" tone="muted" breakWords>
          {summary.total.formula}
        </Text>
      </Stack>
      {summary.tariffNote ? (
        <InlineNote role="note" icon={<Info aria-hidden />}>
          {summary.tariffNote}
        </InlineNote>
      ) : null}
      {/* The base of the income taxes, above them. */}
      <TaxFigureRow figure={summary.profit} total />
      <TaxSections summary={summary} />
      <TaxReserveEntries year={year} entries={summary.entries} />
    </>
  );
}

/**
 * Steuerrücklagen: what to put aside for the tax office in a year, every figure from the server
 * with its formula in words; what is already put aside; the settings it is computed for.
 */
export function TaxReservesView() {
  const trpc = useTRPC();
  const access = usePageAccess(financesAccess, [trpc.finances.pathKey()]);
  if (!access.allowed) {
    return (
      <NoAccessPage title="Steuerrücklagen" subject={FINANCES_SUBJECT} reason={access.reason} />
    );
  }
  return <TaxReservesContent />;
}

/** The page for those who may see the finances. */
function TaxReservesContent() {
  const trpc = useTRPC();
  const [params, setParams] = usePageSearchParams();
  const currentYear = yearOf(berlinToday());
  const year = parseTaxYear(params.get('year'), currentYear);
  const summary = useQuery(trpc.finances.taxReserves.summary.queryOptions({ year }));

  const changeYear = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('year', String(next));
        return updated;
      }),
    [setParams],
  );

  return (
    <Stack gap="6">
      <PageHeader
        title="Steuerrücklagen"
        description={`Was du für ${year} ans Finanzamt zurücklegen solltest, aus deinen Buchungen berechnet.`}
        actions={<YearSwitcher year={year} onChange={changeYear} />}
      />
      <InlineNote role="note" icon={<Info aria-hidden />}>
        {TAX_DISCLAIMER}
      </InlineNote>
      <QueryState
        query={summary}
        loadingLabel="Steuerrücklagen werden geladen"
        errorTitle="Steuerrücklagen konnten nicht geladen werden"
      >
        {(data) => <ReserveFigures year={year} summary={data} />}
      </QueryState>
      <TaxReserveSettings />
    </Stack>
  );
}

/** /app/finances/tax-reserves */
export function Component() {
  return <TaxReservesView />;
}
