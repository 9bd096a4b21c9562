import { describe, expect, it } from 'vitest';
import { getInitials, resolveDisplayName } from './text';

describe('getInitials', () => {
  it.each([
    ['Max Mustermann', 'MM'],
    ['max mustermann', 'MM'],
    ['Anna Lena Schmidt', 'AL'],
    ['Özlem Çelik', 'ÖÇ'],
    ['  Jan   Berg  ', 'JB'],
    ['Cher', 'C'],
    ['ärger', 'Ä'],
    ['𝒜lice Bob', '𝒜B'],
  ])('%s → %s', (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });

  it.each([[''], ['   '], [null], [undefined]])('falls back to "?" for %j', (name) => {
    expect(getInitials(name)).toBe('?');
  });
});

describe('resolveDisplayName', () => {
  it('prefers the display name', () => {
    expect(resolveDisplayName({ displayName: 'Max Mustermann', email: 'max@sprint.local' })).toBe(
      'Max Mustermann',
    );
  });

  it('falls back to the part of the e-mail before @', () => {
    expect(resolveDisplayName({ displayName: null, email: 'kunde@nordlicht.local' })).toBe('kunde');
    expect(resolveDisplayName({ displayName: '   ', email: 'team@sprint.local' })).toBe('team');
  });

  it('falls back to "User" when there is neither', () => {
    expect(resolveDisplayName({})).toBe('User');
    expect(resolveDisplayName({ displayName: '', email: '' })).toBe('User');
    expect(resolveDisplayName({ email: '@sprint.local' })).toBe('User');
  });
});
