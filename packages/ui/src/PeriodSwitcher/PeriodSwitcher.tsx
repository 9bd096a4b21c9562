import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';
import { Button } from '../Button';

export const periodSwitcherVariants = defineVariants(
  'period-switcher',
  { size: ['base', 'lg'] },
  { size: 'base' },
);

export type PeriodSwitcherSize = NonNullable<VariantProps<typeof periodSwitcherVariants>['size']>;

export type PeriodSwitcherProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> & {
  /** What is switched, e.g. 'Monat'; names the group. */
  label: string;
  /** The shown period as text ('November 2026', '2026'); announced when it changes. */
  children: ReactNode;
  /** The back button's name, e.g. 'Vorheriger Monat' or 'Vorheriges Jahr (2025)'. */
  previousLabel: string;
  /** The forward button's name, e.g. 'Nächster Monat'. */
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  /** At the first period there is: the back button is disabled. */
  previousDisabled?: boolean;
  /** At the last period there is: the forward button is disabled. */
  nextDisabled?: boolean;
  /** The period's type size: `base` (default) beside other controls, `lg` to stand out. */
  size?: PeriodSwitcherSize;
  /**
   * The narrowest the period text gets (a CSS length, default `'9.5rem'`, the longest German
   * month with its year), so the buttons stay in place as it changes. `'4ch'` fits a year.
   */
  valueWidth?: string;
  /** After the buttons, e.g. a ghost button 'Aktueller Monat' back to today's period. */
  actions?: ReactNode;
};

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;

const Value = styled.span`
  min-width: var(--period-switcher-value-width);
  font-variant-numeric: tabular-nums;
  font-weight: var(--font-weight-semibold);
  text-align: center;

  [data-size='lg'] > & {
    font-size: var(--font-size-lg);
  }
`;

/**
 * The period a page shows — a month, a year — one step back or forward: '‹ November 2026 ›'.
 * A group named by `label`; the buttons are named by `previousLabel` and `nextLabel`, and the
 * period is a polite live region, so the new one is read after each step. The buttons are
 * disabled at the ends of the range.
 */
export const PeriodSwitcher = forwardRef<HTMLDivElement, PeriodSwitcherProps>(
  function PeriodSwitcher(
    {
      label,
      children,
      previousLabel,
      nextLabel,
      onPrevious,
      onNext,
      previousDisabled = false,
      nextDisabled = false,
      size,
      valueWidth = '9.5rem',
      actions,
      className,
      style,
      ...props
    },
    ref,
  ) {
    return (
      <Root
        ref={ref}
        role="group"
        aria-label={label}
        data-slot="period-switcher"
        className={cx(periodSwitcherVariants({ size }), className)}
        style={{ '--period-switcher-value-width': valueWidth, ...style } as CSSProperties}
        {...periodSwitcherVariants.dataAttributes({ size })}
        {...props}
      >
        <Button
          variant="outline"
          size="icon"
          aria-label={previousLabel}
          disabled={previousDisabled}
          onClick={onPrevious}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Value aria-live="polite" data-slot="period-switcher-value">
          {children}
        </Value>
        <Button
          variant="outline"
          size="icon"
          aria-label={nextLabel}
          disabled={nextDisabled}
          onClick={onNext}
        >
          <ChevronRight aria-hidden />
        </Button>
        {actions}
      </Root>
    );
  },
);
