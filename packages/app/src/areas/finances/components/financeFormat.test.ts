import { describe, expect, it } from 'vitest';
import {
  berlinMonth,
  berlinToday,
  euro,
  formatDay,
  formatPermille,
  monthLabel,
  monthTrend,
  parseMonth,
  shiftMonth,
  shortMonthLabel,
} from './financeFormat';

describe('finance formatting', () => {
  it('writes cents as German euros with two decimals', () => {
    expect(euro(17100)).toBe('171,00\u00a0€');
    expect(euro(-119000)).toBe('-1.190,00\u00a0€');
  });

  it('names and shifts months across years', () => {
    expect(monthLabel('2026-03')).toBe('März 2026');
    expect(shortMonthLabel('2025-12')).toBe('Dez. 25');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 13)).toBe('2027-01');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('2026-02')).toBe('2026-02');
  });

  it('takes today from Berlin, not from the browser', () => {
    // 23:30 UTC on 31 December is already New Year in Berlin.
    expect(berlinToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(berlinMonth(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04');
    expect(formatDay('2026-11-28')).toBe('28.11.2026');
  });

  it('shows a trend with its arrow and percentage', () => {
    expect(monthTrend(1125, 1000)).toEqual({
      direction: 'up',
      text: '▲ 12,5\u00a0%',
      label: 'Mehr als im Vormonat',
    });
    expect(monthTrend(500, 1000).text).toBe('▼ 50\u00a0%');
    expect(monthTrend(-500, 1000)).toMatchObject({ direction: 'down', text: '▼ 150\u00a0%' });
    expect(monthTrend(7, 7)).toMatchObject({ direction: 'neutral', text: '± 0\u00a0%' });
    expect(monthTrend(100, 0)).toMatchObject({ direction: 'up', text: '▲ neu' });
    expect(formatPermille(125)).toBe('12,5\u00a0%');
  });
});
