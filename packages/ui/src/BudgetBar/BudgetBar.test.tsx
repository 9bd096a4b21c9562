import { describe, expect, it } from 'vitest';
import { budgetLevel, budgetPercent, budgetStatusText, formatBudgetPercent } from './BudgetBar';

const nbsp = '\u00a0';
/** A budget of 10.000,00 € in cents. */
const budget = 1_000_000;

describe('budgetLevel', () => {
  it('is ok below half the budget', () => {
    expect(budgetLevel(0, budget)).toBe('ok');
    expect(budgetLevel(450_000, budget)).toBe('ok');
    expect(budgetLevel(499_999, budget)).toBe('ok');
  });

  it('starts each level at its threshold: 50, 70, 90 and 100 %', () => {
    expect(budgetLevel(500_000, budget)).toBe('half');
    expect(budgetLevel(699_999, budget)).toBe('half');
    expect(budgetLevel(700_000, budget)).toBe('warning');
    expect(budgetLevel(899_999, budget)).toBe('warning');
    expect(budgetLevel(900_000, budget)).toBe('critical');
    expect(budgetLevel(999_999, budget)).toBe('critical');
    expect(budgetLevel(1_000_000, budget)).toBe('over');
    expect(budgetLevel(1_200_000, budget)).toBe('over');
  });

  it('compares exactly where dividing first would not (7000 / 10000 * 100 > 70)', () => {
    expect(budgetLevel(7000, 10_000)).toBe('warning');
    expect(budgetLevel(6999, 10_000)).toBe('half');
    expect(budgetLevel(1, 3)).toBe('ok');
    expect(budgetLevel(2, 3)).toBe('half');
  });

  it('is none without a budget', () => {
    expect(budgetLevel(450_000, 0)).toBe('none');
    expect(budgetLevel(450_000, undefined)).toBe('none');
    expect(budgetLevel(450_000, null)).toBe('none');
    expect(budgetLevel(450_000, -1)).toBe('none');
    expect(budgetLevel(450_000, Number.NaN)).toBe('none');
    expect(budgetLevel(450_000, Number.POSITIVE_INFINITY)).toBe('none');
  });

  it('counts a used amount that is no finite number as nothing used, and a credit as ok', () => {
    expect(budgetLevel(Number.NaN, budget)).toBe('ok');
    expect(budgetLevel(Number.POSITIVE_INFINITY, budget)).toBe('ok');
    expect(budgetLevel(-50_000, budget)).toBe('ok');
  });
});

describe('budgetPercent', () => {
  it('gives the real whole percentage, also above 100', () => {
    expect(budgetPercent(450_000, budget)).toBe(45);
    expect(budgetPercent(1_000_000, budget)).toBe(100);
    expect(budgetPercent(1_200_000, budget)).toBe(120);
  });

  it('never contradicts the level: down below 100 %, up above it', () => {
    expect(budgetPercent(899_999, budget)).toBe(89);
    expect(budgetPercent(999_999, budget)).toBe(99);
    expect(budgetPercent(1_000_001, budget)).toBe(101);
    expect(budgetPercent(2, 3)).toBe(66);
  });

  it('is 0 for nothing or a credit, null without a budget', () => {
    expect(budgetPercent(0, budget)).toBe(0);
    expect(budgetPercent(-50_000, budget)).toBe(0);
    expect(budgetPercent(Number.NaN, budget)).toBe(0);
    expect(budgetPercent(450_000, 0)).toBeNull();
    expect(budgetPercent(450_000, undefined)).toBeNull();
  });
});

describe('formatBudgetPercent', () => {
  it('writes German whole percent with a no-break space, not clamped', () => {
    expect(formatBudgetPercent(45)).toBe(`45${nbsp}%`);
    expect(formatBudgetPercent(0)).toBe(`0${nbsp}%`);
    expect(formatBudgetPercent(120)).toBe(`120${nbsp}%`);
    expect(formatBudgetPercent(1250)).toBe(`1.250${nbsp}%`);
  });
});

describe('budgetStatusText', () => {
  it('says nothing below half the budget or without one', () => {
    expect(budgetStatusText(450_000, budget)).toBeNull();
    expect(budgetStatusText(450_000, 0)).toBeNull();
  });

  it('names each level in German', () => {
    expect(budgetStatusText(500_000, budget)).toBe('Hälfte des Budgets verbraucht');
    expect(budgetStatusText(750_000, budget)).toBe(`70${nbsp}% des Budgets verbraucht`);
    expect(budgetStatusText(950_000, budget)).toBe(`90${nbsp}% des Budgets verbraucht`);
  });

  it('tells used up (exactly 100 %) from exceeded', () => {
    expect(budgetStatusText(1_000_000, budget)).toBe('Budget aufgebraucht');
    expect(budgetStatusText(1_000_001, budget)).toBe('Budget überschritten');
    expect(budgetStatusText(1_200_000, budget)).toBe('Budget überschritten');
  });
});
