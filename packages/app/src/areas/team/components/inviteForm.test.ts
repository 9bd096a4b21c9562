import { describe, expect, it } from 'vitest';
import { addressList, addressProblem, inviteFormSchema, splitAddresses } from './inviteForm';

describe('splitAddresses', () => {
  it('splits on commas, semicolons, spaces and lines, once per address', () => {
    expect(
      splitAddresses(' a@firma.de, b@firma.de;c@firma.de\n\nd@firma.de\tA@FIRMA.DE ,, '),
    ).toEqual(['a@firma.de', 'b@firma.de', 'c@firma.de', 'd@firma.de']);
  });

  it('finds nothing in blanks and separators', () => {
    expect(splitAddresses(' ,;\n ')).toEqual([]);
  });
});

describe('addressProblem', () => {
  it('names every invalid address, in the order typed', () => {
    expect(addressProblem(['ok@firma.de', 'max@', 'kein-at'])).toBe(
      'Ungültige E-Mail-Adressen: max@, kein-at. Es wurde keine Einladung verschickt.',
    );
    expect(addressProblem(['max@'])).toBe(
      'Ungültige E-Mail-Adresse: max@. Es wurde keine Einladung verschickt.',
    );
  });

  it('refuses none and more than 50', () => {
    expect(addressProblem([])).toBe('Bitte gib mindestens eine E-Mail-Adresse ein.');
    const many = Array.from({ length: 51 }, (_, index) => `person${index}@firma.de`);
    expect(addressProblem(many)).toBe('Höchstens 50 Adressen auf einmal.');
    expect(addressProblem(many.slice(0, 50))).toBeNull();
  });
});

describe('inviteFormSchema', () => {
  it('hands the server the split addresses and the role', () => {
    expect(inviteFormSchema.parse({ emails: 'a@firma.de; b@firma.de', role: 'admin' })).toEqual({
      emails: ['a@firma.de', 'b@firma.de'],
      role: 'admin',
    });
  });

  it('refuses with the message under the field', () => {
    const result = inviteFormSchema.safeParse({ emails: 'a@firma.de, b@', role: 'user' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['emails'],
      message: 'Ungültige E-Mail-Adresse: b@. Es wurde keine Einladung verschickt.',
    });
  });
});

describe('addressList', () => {
  it('reads as German prose, and as a count beyond three', () => {
    expect(addressList(['a@x.de'])).toBe('a@x.de');
    expect(addressList(['a@x.de', 'b@x.de'])).toBe('a@x.de und b@x.de');
    expect(addressList(['a@x.de', 'b@x.de', 'c@x.de'])).toBe('a@x.de, b@x.de und c@x.de');
    expect(addressList(['a', 'b', 'c', 'd'])).toBe('4 Adressen');
  });
});
