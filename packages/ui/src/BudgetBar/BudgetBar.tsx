import { forwardRef, useId, type CSSProperties, type HTMLAttributes } from 'react';
import { CircleSlash, Gauge, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { VariantProps } from 'class-variance-authority';
import { styled } from 'styled-components';
import { cx } from '../lib/cx';
import { defineVariants } from '../lib/variants';

/**
 * How much of a budget is used: `none` (no budget set), `ok` (under 50 %), `half` (from 50 %),
 * `warning` (from 70 %), `critical` (from 90 %), `over` (100 % and more: used up or exceeded).
 */
export type BudgetLevel = 'none' | 'ok' | 'half' | 'warning' | 'critical' | 'over';

export const budgetBarVariants = defineVariants(
  'budget-bar',
  {
    level: ['none', 'ok', 'half', 'warning', 'critical', 'over'],
    size: ['sm', 'md'],
  },
  { level: 'none', size: 'md' },
);

export type BudgetBarSize = NonNullable<VariantProps<typeof budgetBarVariants>['size']>;

/** Shown instead of the bar when a project has no budget. */
export const NO_BUDGET_TEXT = 'Kein Budget festgelegt';

// Building an Intl formatter is expensive; a project list renders many bars. Same options as
// `formatProgress`, which clamps to 100 % — a budget's percentage must be able to say 120 %.
const percentFormat = new Intl.NumberFormat('de-DE', {
  style: 'percent',
  maximumFractionDigits: 0,
});

function hasBudget(max: number | null | undefined): max is number {
  return typeof max === 'number' && Number.isFinite(max) && max > 0;
}

function usedAmount(value: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * The level of a budget's use (`value` of `max`, e.g. both in cents). 50, 70, 90 and 100 % belong
 * to the level they start; exactly 100 % is `over` (used up). No budget (`max` 0, negative,
 * missing or not a finite number) is `none`; a `value` that is not a finite number counts as 0.
 */
export function budgetLevel(value: number, max: number | null | undefined): BudgetLevel {
  if (!hasBudget(max)) return 'none';
  // Compared as `value * 100` against `max * threshold`: exact for amounts in cents, where
  // `value / max * 100` is not (7000 / 10000 * 100 is 70.00000000000001).
  const used = usedAmount(value) * 100;
  if (used >= max * 100) return 'over';
  if (used >= max * 90) return 'critical';
  if (used >= max * 70) return 'warning';
  if (used >= max * 50) return 'half';
  return 'ok';
}

/**
 * The whole percentage of the budget used, as shown: rounded down below 100 % (89,9 % is not yet
 * 90 %, so the number never contradicts the level), up above 100 % (100,2 % is over budget, not
 * 100 %), never below 0. `null` without a budget.
 */
export function budgetPercent(value: number, max: number | null | undefined): number | null {
  if (!hasBudget(max)) return null;
  const used = usedAmount(value);
  if (used <= 0) return 0;
  const percent = (used * 100) / max;
  if (used === max) return 100;
  return used < max ? Math.floor(percent) : Math.ceil(percent);
}

/** `45` → `45 %` (de-DE: a no-break space before the sign); not clamped, `120` → `120 %`. */
export function formatBudgetPercent(percent: number): string {
  return percentFormat.format(percent / 100);
}

/**
 * The status line for a budget's use, or `null` while under half of it is used or there is no
 * budget: 'Hälfte des Budgets verbraucht', '70 % des Budgets verbraucht', '90 % des Budgets
 * verbraucht', 'Budget aufgebraucht' (exactly 100 %), 'Budget überschritten' (over 100 %).
 */
export function budgetStatusText(value: number, max: number | null | undefined): string | null {
  switch (budgetLevel(value, max)) {
    case 'half':
      return 'Hälfte des Budgets verbraucht';
    case 'warning':
      return `${formatBudgetPercent(70)} des Budgets verbraucht`;
    case 'critical':
      return `${formatBudgetPercent(90)} des Budgets verbraucht`;
    case 'over':
      return usedAmount(value) === max ? 'Budget aufgebraucht' : 'Budget überschritten';
    default:
      return null;
  }
}

export type BudgetBarProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> &
  Omit<VariantProps<typeof budgetBarVariants>, 'level'> & {
    /** What the budget is for, e.g. 'Budget Website-Relaunch'. Shown, and names the meter. */
    label: string;
    /** What is used of the budget, in the unit of `max` (e.g. cents). */
    value: number;
    /** The budget in the unit of `value`; 0 or none means no budget is set (no bar). */
    max?: number | null;
    /**
     * The amounts as shown, already formatted, e.g. '4.500,00 € von 10.000,00 €'. Shown under
     * the bar and read with the percentage as the meter's value.
     */
    valueText?: string;
  };

const levelIcons: Partial<Record<BudgetLevel, LucideIcon>> = {
  half: Gauge,
  warning: TriangleAlert,
  critical: TriangleAlert,
  over: OctagonAlert,
};

const Root = styled.div`
  --budget-bar-warning: var(--color-warning);
  --budget-bar-fill: var(--color-primary);
  --budget-bar-icon: var(--color-primary);
  --budget-bar-status: var(--color-foreground);
  --budget-bar-percent: var(--color-foreground);
  --budget-bar-track-height: var(--space-2);
  --budget-bar-font-size: var(--font-size-sm);
  --budget-bar-small-font-size: var(--font-size-xs);

  display: grid;
  gap: var(--space-1-5);
  min-width: 0;
  color: var(--color-foreground);
  font-size: var(--budget-bar-font-size);
  line-height: var(--line-height-tight);

  &[data-size='sm'] {
    --budget-bar-track-height: var(--space-1-5);
    --budget-bar-font-size: var(--font-size-xs);
    --budget-bar-small-font-size: var(--font-size-xs);

    gap: var(--space-1);
  }

  &[data-level='warning'] {
    --budget-bar-fill: var(--budget-bar-warning);
    --budget-bar-icon: var(--budget-bar-warning);
  }

  &[data-level='critical'],
  &[data-level='over'] {
    --budget-bar-fill: var(--color-destructive);
    --budget-bar-icon: var(--color-destructive-text);
    --budget-bar-status: var(--color-destructive-text);
    --budget-bar-percent: var(--color-destructive-text);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--space-3);
`;

const Label = styled.span`
  min-width: 0;
  overflow: hidden;
  font-weight: var(--font-weight-medium);
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Percent = styled.span`
  margin-left: auto;
  color: var(--budget-bar-percent);
  font-variant-numeric: tabular-nums;
  font-weight: var(--font-weight-semibold);
  white-space: nowrap;
`;

const Track = styled.div`
  position: relative;
  overflow: hidden;
  width: 100%;
  height: var(--budget-bar-track-height);
  border-radius: var(--radius-full);
  background: var(--color-secondary);
`;

const Fill = styled.div`
  width: var(--budget-bar-value);
  height: 100%;
  border-radius: inherit;
  background: var(--budget-bar-fill);
  transition: width var(--duration-slow) var(--easing-standard);
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-1) var(--space-3);
  font-size: var(--budget-bar-small-font-size);
`;

const Amount = styled.span`
  color: var(--color-muted-foreground);
  font-variant-numeric: tabular-nums;
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1-5);
  margin-left: auto;
  color: var(--budget-bar-status);
  font-weight: var(--font-weight-medium);

  & svg {
    flex-shrink: 0;
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
    color: var(--budget-bar-icon);
  }
`;

const NoBudget = styled.span`
  color: var(--color-muted-foreground);
`;

/**
 * A project budget's use as a bar (MOCO-style): the label, the percentage used, the bar, the
 * amounts and, from half the budget on, a status line with icon and text ('Hälfte des Budgets
 * verbraucht', '70 % …', '90 % …', 'Budget aufgebraucht', 'Budget überschritten'), so the level
 * is never told by colour alone. The bar is a `meter` named by the label; its value text holds
 * the amounts and the percentage, its description the status line. The fill stops at 100 %; the
 * number says how far over it is ('120 %'). Without a budget it says 'Kein Budget festgelegt'.
 */
export const BudgetBar = forwardRef<HTMLDivElement, BudgetBarProps>(function BudgetBar(
  { label, value, max, valueText, size, className, style, ...props },
  ref,
) {
  const labelId = useId();
  const statusId = useId();
  const level = budgetLevel(value, max);
  const percent = budgetPercent(value, max);
  const status = budgetStatusText(value, max);
  const variants = { level, size };
  const rootProps = {
    ref,
    'data-slot': 'budget-bar',
    className: cx(budgetBarVariants(variants), className),
    ...budgetBarVariants.dataAttributes(variants),
    ...props,
  };

  if (!hasBudget(max) || percent === null) {
    return (
      <Root {...rootProps} style={style}>
        <Header data-slot="budget-bar-header">
          <Label data-slot="budget-bar-label">{label}</Label>
        </Header>
        <Footer data-slot="budget-bar-footer">
          <NoBudget data-slot="budget-bar-no-budget">{NO_BUDGET_TEXT}</NoBudget>
          {valueText ? <Amount data-slot="budget-bar-amount">{valueText}</Amount> : null}
        </Footer>
      </Root>
    );
  }

  const percentText = formatBudgetPercent(percent);
  const StatusIcon = status === 'Budget aufgebraucht' ? CircleSlash : levelIcons[level];
  const used = usedAmount(value);

  return (
    <Root
      {...rootProps}
      style={{ '--budget-bar-value': `${Math.min(percent, 100)}%`, ...style } as CSSProperties}
    >
      <Header data-slot="budget-bar-header">
        <Label id={labelId} data-slot="budget-bar-label">
          {label}
        </Label>
        {/* Part of the meter's value text: read once, with the meter. */}
        <Percent aria-hidden data-slot="budget-bar-percent">
          {percentText}
        </Percent>
      </Header>
      <Track
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        // Within min..max as ARIA asks; how far over the budget it is, the value text says.
        aria-valuenow={Math.min(Math.max(used, 0), max)}
        aria-valuetext={valueText ? `${valueText} (${percentText})` : percentText}
        aria-describedby={status ? statusId : undefined}
        data-slot="budget-bar-track"
      >
        <Fill data-slot="budget-bar-fill" />
      </Track>
      {valueText || status ? (
        <Footer data-slot="budget-bar-footer">
          {valueText ? (
            <Amount aria-hidden data-slot="budget-bar-amount">
              {valueText}
            </Amount>
          ) : null}
          {status ? (
            <Status id={statusId} data-slot="budget-bar-status">
              {StatusIcon ? <StatusIcon aria-hidden /> : null}
              {status}
            </Status>
          ) : null}
        </Footer>
      ) : null}
    </Root>
  );
});
