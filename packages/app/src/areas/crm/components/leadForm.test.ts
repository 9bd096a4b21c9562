import { describe, expect, it } from 'vitest';
import { LOST_REASON_REQUIRED, emptyLeadValues, leadFormSchema } from './leadForm';
import { berlinDay, berlinDayStart, formatBerlinDate } from './leadDates';

describe('Berlin calendar days', () => {
  it('starts a day at Berlin midnight, in winter and in summer time', () => {
    expect(berlinDayStart('2026-11-27').toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(berlinDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // The days the clocks change.
    expect(berlinDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(berlinDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('reads an instant as the Berlin day it falls on', () => {
    expect(berlinDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(formatBerlinDate(new Date('2026-06-30T22:00:00Z'))).toBe('01.07.2026');
    expect(berlinDay(berlinDayStart('2026-03-29'))).toBe('2026-03-29');
  });
});

describe('leadFormSchema (the server’s leadFields rules)', () => {
  const valid = { ...emptyLeadValues(), companyName: '  Rheinland Solar GmbH ' };

  it('turns the form into the server’s input', () => {
    const result = leadFormSchema.parse({
      ...valid,
      contactEmail: 'jan@rheinland-solar.de',
      valueCents: 123_456,
      source: 'referral',
      nextStepDueAt: '2026-11-27',
    });
    expect(result).toMatchObject({
      companyName: 'Rheinland Solar GmbH',
      contactName: null,
      contactEmail: 'jan@rheinland-solar.de',
      valueCents: 123_456,
      source: 'referral',
      ownerId: null,
      nextStepDueAt: new Date('2026-11-26T23:00:00.000Z'),
      lostReason: null,
    });
    expect(leadFormSchema.parse(valid).valueCents).toBe(0);
  });

  it('refuses what the server refuses, in German', () => {
    const messages = (input: object) =>
      leadFormSchema.safeParse({ ...valid, ...input }).error?.issues.map((issue) => issue.message);
    expect(messages({ companyName: ' ' })).toEqual(['Bitte gib den Namen des Unternehmens ein.']);
    expect(messages({ companyName: 'x'.repeat(201) })).toHaveLength(1);
    expect(messages({ contactEmail: 'jan@' })).toEqual([
      'Bitte gib eine gültige E-Mail-Adresse ein.',
    ]);
    expect(messages({ website: 'http://rheinland-solar.de' })).toHaveLength(1);
    expect(messages({ linkedinUrl: 'javascript:alert(1)' })).toHaveLength(1);
    expect(messages({ valueCents: -1 })).toEqual(['Der Wert darf nicht negativ sein.']);
    expect(messages({ status: 'lost' })).toEqual([LOST_REASON_REQUIRED]);
    expect(messages({ status: 'lost', lostReason: 'Budget gestrichen' })).toBeUndefined();
    expect(messages({ tags: Array.from({ length: 21 }, (_, n) => `t${n}`).join(',') })).toEqual([
      'Höchstens 20 Tags.',
    ]);
  });

  it('reads tags typed with commas, blanks dropped', () => {
    expect(leadFormSchema.parse({ ...valid, tags: ' Messe,, Bestandskunde ,' }).tags).toEqual([
      'Messe',
      'Bestandskunde',
    ]);
    expect(leadFormSchema.parse({ ...valid, tags: '' }).tags).toEqual([]);
  });
});
