import { WEEKDAYS, WEEKDAY_LABELS, type Recurrence } from '@sprint/server/calendar';
import { formatDayOfYear, formatNumericDay, weekdayIndex } from './calendarTime';

/** 'Montag', 'Montag und Mittwoch', 'Montag, Mittwoch und Freitag'. */
export function joinGerman(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} und ${items.at(-1) ?? ''}`;
}

const EVERY: Record<Recurrence['frequency'], { one: string; many: string }> = {
  daily: { one: 'Jeden Tag', many: 'Tage' },
  weekly: { one: 'Jede Woche', many: 'Wochen' },
  monthly: { one: 'Jeden Monat', many: 'Monate' },
  yearly: { one: 'Jedes Jahr', many: 'Jahre' },
};

/** The unit after 'Alle n …' in the form: 'Tage', 'Wochen', 'Monate', 'Jahre'. */
export function intervalUnit(frequency: Recurrence['frequency']): string {
  return EVERY[frequency].many;
}

/**
 * A series in one line, as the event dialog and the list show it: 'Jede Woche am Montag und
 * Mittwoch, 10 Termine', 'Alle 2 Wochen am Freitag, bis 18.12.2026', 'Jeden Monat am 23.',
 * 'Jedes Jahr am 23. November'. `startDate` is the first occurrence's Berlin day (a weekly series
 * without days repeats on its weekday, a monthly one on its day of the month).
 */
export function describeRecurrence(recurrence: Recurrence, startDate: string): string {
  const every = EVERY[recurrence.frequency];
  const interval =
    recurrence.interval > 1 ? `Alle ${recurrence.interval} ${every.many}` : every.one;
  let when = '';
  switch (recurrence.frequency) {
    case 'weekly': {
      const days = recurrence.weekdays?.length
        ? WEEKDAYS.filter((day) => recurrence.weekdays?.includes(day))
        : [WEEKDAYS[weekdayIndex(startDate)] ?? 'MO'];
      if (days.length === 7) when = ' an allen Tagen';
      else if (days.join() === 'MO,TU,WE,TH,FR') when = ' von Montag bis Freitag';
      else when = ` am ${joinGerman(days.map((day) => WEEKDAY_LABELS[day]))}`;
      break;
    }
    case 'monthly':
      when = ` am ${Number(startDate.slice(8, 10))}.`;
      break;
    case 'yearly':
      when = ` am ${formatDayOfYear(startDate)}`;
      break;
    case 'daily':
      break;
  }
  let end = '';
  if (recurrence.count)
    end = `, ${recurrence.count} ${recurrence.count === 1 ? 'Termin' : 'Termine'}`;
  else if (recurrence.until) end = `, bis ${formatNumericDay(recurrence.until)}`;
  return `${interval}${when}${end}`;
}
