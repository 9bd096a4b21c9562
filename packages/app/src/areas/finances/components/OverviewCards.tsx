import type { ReactNode } from 'react';
import { ArrowDownRight, ArrowUpRight, PiggyBank, Repeat, Scale } from 'lucide-react';
import { Grid, StatCard } from '@sprint/ui';
import type { RouterOutputs } from '../../../api/types';
import { euro, monthTrend } from './financeFormat';

export type Overview = RouterOutputs['finances']['overview'];
type MonthFigures = Overview['current'];

type CardDefinition = {
  label: string;
  icon: ReactNode;
  value: (figures: MonthFigures) => number;
  description: (figures: MonthFigures) => string;
};

const CARDS: CardDefinition[] = [
  {
    label: 'Einnahmen',
    icon: <ArrowUpRight aria-hidden />,
    value: (figures) => figures.incomeNetCents,
    description: () => 'netto, gegenüber Vormonat',
  },
  {
    label: 'Ausgaben',
    icon: <ArrowDownRight aria-hidden />,
    value: (figures) => figures.expenseNetCents,
    description: () => 'netto, gegenüber Vormonat',
  },
  {
    label: 'Gewinn',
    icon: <Scale aria-hidden />,
    value: (figures) => figures.profitCents,
    description: () => 'Einnahmen − Ausgaben, netto',
  },
  {
    label: 'Steuerrücklage',
    icon: <PiggyBank aria-hidden />,
    value: (figures) => figures.reserveCents,
    description: () => 'für diesen Monat zurücklegen',
  },
  {
    label: 'Wiederkehrend pro Monat',
    icon: <Repeat aria-hidden />,
    value: (figures) => figures.recurringPerMonthCents,
    description: (figures) =>
      `Einnahmen ${euro(figures.recurringIncomePerMonthCents)} · Ausgaben ${euro(
        figures.recurringExpensePerMonthCents,
      )}`,
  },
];

export const OVERVIEW_CARD_LABELS = CARDS.map((card) => card.label);

/** A placeholder trend while loading: the cards keep the place of their trend line. */
const LOADING_TREND = { direction: 'neutral', text: '± 0 %' } as const;

/**
 * The month's key figures, net, each with its change against the previous month (▲/▼ and the
 * percentage, spec §9, not colour alone). Without `overview`: skeleton cards of the same size.
 */
export function OverviewCards({ overview }: { overview?: Overview }) {
  return (
    <Grid minItemWidth="15.5rem" gap="4" data-slot="finance-cards">
      {CARDS.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          icon={card.icon}
          loading={!overview}
          value={overview ? euro(card.value(overview.current)) : null}
          trend={
            overview
              ? monthTrend(card.value(overview.current), card.value(overview.previous))
              : LOADING_TREND
          }
          description={overview ? card.description(overview.current) : 'netto, gegenüber Vormonat'}
        />
      ))}
    </Grid>
  );
}
