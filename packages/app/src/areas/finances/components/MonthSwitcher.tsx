import { CalendarCheck } from 'lucide-react';
import { Button, PeriodSwitcher } from '@sprint/ui';
import { monthLabel, shiftMonth } from './financeFormat';

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
    <PeriodSwitcher
      label="Monat"
      previousLabel="Vorheriger Monat"
      nextLabel="Nächster Monat"
      onPrevious={() => onChange(shiftMonth(month, -1))}
      onNext={() => onChange(shiftMonth(month, 1))}
      previousDisabled={month <= '2000-01'}
      nextDisabled={month >= '2100-12'}
      actions={
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
      }
    >
      {monthLabel(month)}
    </PeriodSwitcher>
  );
}
