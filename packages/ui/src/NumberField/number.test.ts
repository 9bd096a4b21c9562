import { describe, expect, it } from 'vitest';
import { formatNumber, numberErrorMessage, parseNumber, stepNumber } from './number';

const read = (text: string, rules = {}) => {
  const result = parseNumber(text, rules);
  return result.ok ? result.value : result.error;
};

describe('parseNumber', () => {
  it('reads whole numbers with and without thousands dots', () => {
    expect(read('1234')).toBe(1234);
    expect(read('1.234')).toBe(1234);
    expect(read(' 12 ')).toBe(12);
    expect(read('-7')).toBe(-7);
    expect(read('')).toBe(null);
  });

  it('reads decimals after a comma when allowed', () => {
    expect(read('1.234,5', { decimals: 2 })).toBe(1234.5);
    expect(read('0,1', { decimals: 1 })).toBe(0.1);
    expect(read(',25', { decimals: 2 })).toBe(0.25);
    expect(read('1,5')).toBe('fraction');
    expect(read('1,555', { decimals: 2 })).toBe('fraction');
  });

  it('refuses text that is no German number', () => {
    for (const text of ['abc', '1.5', '1,2,3', '-', ',', '12.34']) {
      expect(read(text, { decimals: 2 }), text).toBe('format');
    }
  });

  it('checks min and max', () => {
    expect(read('0', { min: 1 })).toBe('min');
    expect(read('101', { max: 100 })).toBe('max');
    expect(read('100', { min: 1, max: 100 })).toBe(100);
  });
});

describe('formatNumber', () => {
  it('groups thousands and keeps only the allowed decimals', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(1234.5, 2)).toBe('1.234,5');
    expect(formatNumber(0.125, 2)).toBe('0,13');
    expect(formatNumber(-3)).toBe('-3');
  });

  it('round-trips with parseNumber', () => {
    for (const value of [0, 7, 1234, 1234567, -42]) expect(read(formatNumber(value))).toBe(value);
    expect(read(formatNumber(12.75, 2), { decimals: 2 })).toBe(12.75);
  });
});

describe('stepNumber', () => {
  it('adds or subtracts one step', () => {
    expect(stepNumber(5, 1)).toBe(6);
    expect(stepNumber(5, -1, { step: 5 })).toBe(0);
  });

  it('counts in units of the last decimal, without float drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(stepNumber(0.2, 1, { step: 0.1, decimals: 1 })).toBe(0.3);
    expect(stepNumber(1.15, -1, { step: 0.05, decimals: 2 })).toBe(1.1);
  });

  it('stays within min and max', () => {
    expect(stepNumber(10, 1, { max: 10 })).toBe(10);
    expect(stepNumber(1, -1, { min: 1 })).toBe(1);
    expect(stepNumber(150, -1, { max: 100 })).toBe(100);
  });

  it('starts an empty field at min, or at 0 within the range', () => {
    expect(stepNumber(null, 1)).toBe(0);
    expect(stepNumber(null, 1, { min: 5 })).toBe(5);
    expect(stepNumber(null, -1, { max: -3 })).toBe(-3);
  });
});

describe('numberErrorMessage', () => {
  it('says in German what is wrong', () => {
    expect(numberErrorMessage('format')).toBe('Bitte gib eine ganze Zahl ein.');
    expect(numberErrorMessage('format', { decimals: 2 })).toBe(
      'Bitte gib eine Zahl wie 1.234,5 ein.',
    );
    expect(numberErrorMessage('fraction', { decimals: 1 })).toBe(
      'Bitte gib höchstens eine Nachkommastelle ein.',
    );
    expect(numberErrorMessage('min', { min: 1000 })).toBe('Bitte gib mindestens 1.000 ein.');
    expect(numberErrorMessage('max', { max: 2.5, decimals: 1 })).toBe(
      'Bitte gib höchstens 2,5 ein.',
    );
  });
});
