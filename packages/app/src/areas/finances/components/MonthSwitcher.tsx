import { CalendarCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '@sprint/ui';
import { monthLabel, shiftMonth } from './financeFormat';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;

const Month = styled.span`
  min-width: 9.5rem;
  font-weight: var(--font-weight-semibold);
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

export type MonthSwitcherProps = {
  /** The shown month, 'YYYY-MM'. */
  month: string;
  /** The current Berlin month: 'Aktueller Monat' goes there. */
  currentMonth: string;
  onChange: (month: string) => void;
};

/**
 * The month the overview shows, one step back or forward, or back to today's month. The month's
 * name is announced when it changes. 'Aktueller Monat' stays in its place (and focusable) while
 * the current month is shown, so the row does not jump and the focus is not lost.
 */
export function MonthSwitcher({ month, currentMonth, onChange }: MonthSwitcherProps) {
  const isCurrent = month === currentMonth;
  return (
    <Group role="group" aria-label="Monat">
      <Button
        variant="outline"
        size="icon"
        aria-label="Vorheriger Monat"
        onClick={() => onChange(shiftMonth(month, -1))}
        disabled={month <= '2000-01'}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <Month aria-live="polite" data-slot="month-switcher-label">
        {monthLabel(month)}
      </Month>
      <Button
        variant="outline"
        size="icon"
        aria-label="Nächster Monat"
        onClick={() => onChange(shiftMonth(month, 1))}
        disabled={month >= '2100-12'}
      >
        <ChevronRight aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-disabled={isCurrent || undefined}
        onClick={() => {
          if (!isCurrent) onChange(currentMonth);
        }}
      >
        <CalendarCheck aria-hidden />
        Aktueller Monat
      </Button>
    </Group>
  );
}
