import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BadgeVariant } from '../Badge';
import { planBadgeVariant, planLabel, roleBadgeVariant, roleLabel } from './roles';

describe('roleLabel', () => {
  it.each([
    ['primary_admin', 'Hauptadministrator'],
    ['admin', 'Administrator'],
    ['user', 'Benutzer'],
    ['owner', 'Benutzer'],
    [null, 'Benutzer'],
    [undefined, 'Benutzer'],
  ])('%s → %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});

describe('roleBadgeVariant', () => {
  it.each([
    ['primary_admin', 'default'],
    ['admin', 'secondary'],
    ['user', 'outline'],
    ['', 'outline'],
    [undefined, 'outline'],
  ])('%s → %s', (role, variant) => {
    expect(roleBadgeVariant(role)).toBe(variant);
  });

  it('answers with a Badge variant', () => {
    expectTypeOf(roleBadgeVariant).returns.toExtend<BadgeVariant>();
  });
});

describe('planBadgeVariant', () => {
  it.each([
    ['enterprise', 'default'],
    ['professional', 'secondary'],
    ['starter', 'outline'],
    ['trial', 'outline'],
    [null, 'outline'],
  ])('%s → %s', (plan, variant) => {
    expect(planBadgeVariant(plan)).toBe(variant);
  });

  it('answers with a Badge variant', () => {
    expectTypeOf(planBadgeVariant).returns.toExtend<BadgeVariant>();
  });
});

describe('planLabel', () => {
  it('names the known tiers and passes others through', () => {
    expect(planLabel('enterprise')).toBe('Enterprise');
    expect(planLabel('professional')).toBe('Professional');
    expect(planLabel('starter')).toBe('Starter');
    expect(planLabel('trial')).toBe('trial');
    expect(planLabel(undefined)).toBe('Kein Tarif');
  });
});
