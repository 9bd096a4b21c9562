import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeDue, parseQuickAdd, type QuickAddResult } from './quickAdd';

// Monday, 23 November 2026, 10:30 in Berlin.
const now = new Date('2026-11-23T09:30:00Z');

const due = (date: string, time: string | null = null) => ({ date, time });

describe('parseQuickAdd', () => {
  it.each<[string, QuickAddResult]>([
    [
      'Angebot nachfassen morgen 10 Uhr',
      { title: 'Angebot nachfassen', due: due('2026-11-24', '10:00'), matched: 'morgen 10 Uhr' },
    ],
    [
      'Rückruf Müller morgen 14 Uhr',
      { title: 'Rückruf Müller', due: due('2026-11-24', '14:00'), matched: 'morgen 14 Uhr' },
    ],
    [
      'Anrufen morgen um 9:30',
      { title: 'Anrufen', due: due('2026-11-24', '09:30'), matched: 'morgen um 9:30' },
    ],
    [
      'Pipeline prüfen heute',
      { title: 'Pipeline prüfen', due: due('2026-11-23'), matched: 'heute' },
    ],
    [
      'Übermorgen Vertrag senden',
      { title: 'Vertrag senden', due: due('2026-11-25'), matched: 'Übermorgen' },
    ],
    [
      'Freitag Demo vorbereiten',
      { title: 'Demo vorbereiten', due: due('2026-11-27'), matched: 'Freitag' },
    ],
    [
      'Bericht abgeben am Freitag',
      { title: 'Bericht abgeben', due: due('2026-11-27'), matched: 'am Freitag' },
    ],
    [
      'in 3 Tagen Angebot erneuern',
      { title: 'Angebot erneuern', due: due('2026-11-26'), matched: 'in 3 Tagen' },
    ],
    [
      'Follow-up in 2 Wochen',
      { title: 'Follow-up', due: due('2026-12-07'), matched: 'in 2 Wochen' },
    ],
    [
      'Weihnachtskarten 24.12.',
      { title: 'Weihnachtskarten', due: due('2026-12-24'), matched: '24.12.' },
    ],
    [
      'Jahresabschluss 24.12.2026',
      { title: 'Jahresabschluss', due: due('2026-12-24'), matched: '24.12.2026' },
    ],
    [
      'Inventur 3.1. 8 Uhr',
      { title: 'Inventur', due: due('2027-01-03', '08:00'), matched: '3.1. 8 Uhr' },
    ],
    [
      'Rückruf morgen 14.30 Uhr',
      { title: 'Rückruf', due: due('2026-11-24', '14:30'), matched: 'morgen 14.30 Uhr' },
    ],
  ])('%s', (text, expected) => {
    expect(parseQuickAdd(text, now)).toEqual(expected);
  });

  it('reads "nächsten Freitag" as chrono does: the Friday of next week, not the coming one', () => {
    // On Monday 23 November the coming Friday is the 27th; 'nächsten Freitag' is 4 December.
    expect(parseQuickAdd('nächsten Freitag Messe planen', now)).toEqual({
      title: 'Messe planen',
      due: due('2026-12-04'),
      matched: 'nächsten Freitag',
    });
    // On a Saturday, next week's Friday is the coming one.
    const saturday = new Date('2026-11-28T09:00:00Z');
    expect(parseQuickAdd('nächsten Freitag', saturday).due).toEqual(due('2026-12-04'));
  });

  it('removes a connector word before the date and separators around it', () => {
    const title = (text: string) => parseQuickAdd(text, now).title;
    expect(title('Rechnung bis 24.12. schicken')).toBe('Rechnung schicken');
    expect(title('Termin zum 3.1.')).toBe('Termin');
    expect(title('Bericht, bis morgen')).toBe('Bericht');
    expect(title('Bericht (morgen)')).toBe('Bericht');
    expect(title('morgen: Angebot schicken')).toBe('Angebot schicken');
    expect(parseQuickAdd('Anruf ab 14 Uhr', now)).toEqual({
      title: 'Anruf',
      due: due('2026-11-23', '14:00'),
      matched: '14 Uhr',
    });
    expect(parseQuickAdd('Meeting um 16 Uhr', now)).toEqual({
      title: 'Meeting',
      due: due('2026-11-23', '16:00'),
      matched: 'um 16 Uhr',
    });
  });

  it('finds "morgen" after a comma or a double space (chrono reads it as "in the morning" there)', () => {
    expect(parseQuickAdd('Bericht, morgen', now)).toEqual({
      title: 'Bericht',
      due: due('2026-11-24'),
      matched: 'morgen',
    });
    expect(parseQuickAdd('Entwurf  morgen', now).due).toEqual(due('2026-11-24'));
  });

  it('leaves the title empty when the text is only a date', () => {
    expect(parseQuickAdd('morgen 14 Uhr', now)).toEqual({
      title: '',
      due: due('2026-11-24', '14:00'),
      matched: 'morgen 14 Uhr',
    });
    expect(parseQuickAdd(' am Freitag ', now).title).toBe('');
  });

  it('gives no due date for text without one', () => {
    expect(parseQuickAdd('  Angebot   schicken ', now)).toEqual({
      title: 'Angebot schicken',
      due: null,
      matched: null,
    });
  });

  it.each([
    '3 Angebote schicken',
    'Version 2.5 testen',
    '10 Leads anrufen',
    'Release 1.2.3 prüfen',
    'Update auf v1.2.',
    // chrono reads these as dates; they are none.
    'So viele Leads wie möglich',
    'Do it now',
    '1-2 Tage für Onboarding einplanen',
    'Angebot 1/2 fertig',
    'Mittag mit Kunde',
    // Not a calendar day.
    'Inventur 31.11.',
  ])('reads no date in %s', (text) => {
    expect(parseQuickAdd(text, now)).toEqual({ title: text, due: null, matched: null });
  });

  it('takes a time only when the hour is certain', () => {
    // chrono implies 18:00 for 'Abend'; Sprint keeps the whole day.
    expect(parseQuickAdd('heute Abend Bericht', now)).toEqual({
      title: 'Bericht',
      due: due('2026-11-23'),
      matched: 'heute Abend',
    });
    expect(parseQuickAdd('nächsten Freitag', now).due?.time).toBeNull();
  });

  it('reads dotted weekday abbreviations, and a weekday before a date as that date', () => {
    expect(parseQuickAdd('Bericht Fr. abgeben', now)).toEqual({
      title: 'Bericht abgeben',
      due: due('2026-11-27'),
      matched: 'Fr.',
    });
    expect(parseQuickAdd('Fr 14 Uhr Call', now).due).toEqual(due('2026-11-27', '14:00'));
    expect(parseQuickAdd('Messe Fr., 27.11.2026', now)).toEqual({
      title: 'Messe',
      due: due('2026-11-27'),
      matched: 'Fr., 27.11.2026',
    });
    expect(parseQuickAdd('am Freitag, 27.11. Messe', now)).toEqual({
      title: 'Messe',
      due: due('2026-11-27'),
      matched: 'am Freitag, 27.11.',
    });
  });

  it('takes the next day and month that is not in the past, deciding by calendar day', () => {
    const afterChristmas = new Date('2026-12-28T09:00:00Z');
    expect(parseQuickAdd('24.12.', afterChristmas).due).toEqual(due('2027-12-24'));
    expect(parseQuickAdd('31.12.', afterChristmas).due).toEqual(due('2026-12-31'));
    expect(parseQuickAdd('2.1.', afterChristmas).due).toEqual(due('2027-01-02'));
    // Today stays today in the afternoon (chrono compares with an implied noon: next year).
    const afternoon = new Date('2026-11-23T15:00:00Z');
    expect(parseQuickAdd('23.11.', afternoon).due).toEqual(due('2026-11-23'));
    expect(parseQuickAdd('22.11.', afternoon).due).toEqual(due('2027-11-22'));
    // 29 February waits for a leap year.
    expect(parseQuickAdd('Vertrag am 29.2. verlängern', now)).toEqual({
      title: 'Vertrag verlängern',
      due: due('2028-02-29'),
      matched: '29.2.',
    });
  });

  it('reads a weekday that is today as today, morning or afternoon', () => {
    // Friday, 27 November 2026, 16:00 in Berlin (chrono alone says next Friday after noon).
    const fridayAfternoon = new Date('2026-11-27T15:00:00Z');
    expect(parseQuickAdd('Freitag', fridayAfternoon).due).toEqual(due('2026-11-27'));
    expect(parseQuickAdd('Freitag 14 Uhr', fridayAfternoon).due).toEqual(
      due('2026-11-27', '14:00'),
    );
    expect(parseQuickAdd('nächsten Freitag', fridayAfternoon).due).toEqual(due('2026-12-04'));
    expect(parseQuickAdd('Montag', fridayAfternoon).due).toEqual(due('2026-11-30'));
    const fridayMorning = new Date('2026-11-27T08:00:00Z');
    expect(parseQuickAdd('Freitag', fridayMorning).due).toEqual(due('2026-11-27'));
  });

  it('moves a time that has passed today to tomorrow', () => {
    expect(parseQuickAdd('Anruf 9 Uhr', now).due).toEqual(due('2026-11-24', '09:00'));
    expect(parseQuickAdd('Anruf heute 9 Uhr', now).due).toEqual(due('2026-11-23', '09:00'));
  });

  it('counts days in Berlin, not in UTC, around midnight', () => {
    // 23:30 UTC on 23 November is 00:30 on 24 November in Berlin.
    const berlinAfterMidnight = new Date('2026-11-23T23:30:00Z');
    expect(parseQuickAdd('morgen', berlinAfterMidnight).due).toEqual(due('2026-11-25'));
    expect(parseQuickAdd('heute 14 Uhr', berlinAfterMidnight).due).toEqual(
      due('2026-11-24', '14:00'),
    );
    // 22:30 UTC on 23 November is still the 23rd in Berlin.
    const berlinBeforeMidnight = new Date('2026-11-23T22:30:00Z');
    expect(parseQuickAdd('morgen', berlinBeforeMidnight).due).toEqual(due('2026-11-24'));
  });

  it('keeps wall-clock times across the changes to and from summer time', () => {
    const beforeSpring = new Date('2026-03-28T12:00:00+01:00');
    expect(parseQuickAdd('morgen 10 Uhr', beforeSpring).due).toEqual(due('2026-03-29', '10:00'));
    expect(parseQuickAdd('in 3 Tagen', beforeSpring).due).toEqual(due('2026-03-31'));
    const beforeAutumn = new Date('2026-10-24T23:30:00+02:00');
    expect(parseQuickAdd('morgen 10 Uhr', beforeAutumn).due).toEqual(due('2026-10-25', '10:00'));
    expect(parseQuickAdd('übermorgen 8:15', beforeAutumn).due).toEqual(due('2026-10-26', '08:15'));
  });

  describe('in another process time zone', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])(
      '%s: the same answers',
      (zone) => {
        // Node applies a new TZ at once; vi.stubEnv writes process.env.
        vi.stubEnv('TZ', zone);
        // The zone really changed: 1 January 2026 local midnight is another instant than Berlin's.
        expect(new Date(2026, 0, 1).toISOString()).not.toBe('2025-12-31T23:00:00.000Z');
        const berlinAfterMidnight = new Date('2026-11-23T23:30:00Z');
        expect(parseQuickAdd('morgen', berlinAfterMidnight).due).toEqual(due('2026-11-25'));
        expect(parseQuickAdd('Angebot nachfassen morgen 10 Uhr', now).due).toEqual(
          due('2026-11-24', '10:00'),
        );
        expect(parseQuickAdd('Freitag', now).due).toEqual(due('2026-11-27'));
        expect(parseQuickAdd('24.12.', now).due).toEqual(due('2026-12-24'));
        expect(parseQuickAdd('Anruf 14 Uhr', now).due).toEqual(due('2026-11-23', '14:00'));
        expect(parseQuickAdd('morgen 10 Uhr', new Date('2026-03-28T12:00:00+01:00')).due).toEqual(
          due('2026-03-29', '10:00'),
        );
        expect(describeDue(due('2026-11-27', '14:00'), now)).toBe('Fr., 27.11.2026, 14:00');
        expect(describeDue(due('2026-11-24'), berlinAfterMidnight)).toBe('Heute');
      },
    );
  });
});

describe('describeDue', () => {
  it('names yesterday, today and tomorrow, with the time when there is one', () => {
    expect(describeDue(due('2026-11-23'), now)).toBe('Heute');
    expect(describeDue(due('2026-11-23', '09:00'), now)).toBe('Heute, 09:00');
    expect(describeDue(due('2026-11-24', '10:00'), now)).toBe('Morgen, 10:00');
    expect(describeDue(due('2026-11-22'), now)).toBe('Gestern');
  });

  it('shows other days with a short weekday and the date', () => {
    expect(describeDue(due('2026-11-27'), now)).toBe('Fr., 27.11.2026');
    expect(describeDue(due('2026-11-27', '14:00'), now)).toBe('Fr., 27.11.2026, 14:00');
    expect(describeDue(due('2026-11-25'), now)).toBe('Mi., 25.11.2026');
    expect(describeDue(due('2027-01-03', '08:00'), now)).toBe('So., 03.01.2027, 08:00');
  });

  it('names days by the Berlin calendar', () => {
    // 00:30 on 24 November in Berlin.
    const berlinAfterMidnight = new Date('2026-11-23T23:30:00Z');
    expect(describeDue(due('2026-11-24'), berlinAfterMidnight)).toBe('Heute');
    expect(describeDue(due('2026-11-23'), berlinAfterMidnight)).toBe('Gestern');
    const newYearsEve = new Date('2026-12-31T12:00:00Z');
    expect(describeDue(due('2027-01-01'), newYearsEve)).toBe('Morgen');
  });

  it('describes what parseQuickAdd understood', () => {
    const { due: understood } = parseQuickAdd('Angebot nachfassen morgen 10 Uhr', now);
    expect(understood && describeDue(understood, now)).toBe('Morgen, 10:00');
  });
});
