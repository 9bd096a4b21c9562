/** A token's name and picture are the account owner's input: checked, and dropped when bad. */
import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { personNameClaim, pictureClaim } from './claims';
import { identityFromToken } from './verify';

describe('personNameClaim', () => {
  it('keeps a name, trimmed, with umlauts, accents and emoji', () => {
    expect(personNameClaim('  Jürgen Müller-Lüdenscheidt ')).toBe('Jürgen Müller-Lüdenscheidt');
    expect(personNameClaim('Zoë 👩‍💻 Ørsted')).toBe('Zoë 👩‍💻 Ørsted');
    expect(personNameClaim('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it.each([
    ['a newline', 'Eva\nAdmin'],
    ['a carriage return', 'Eva\r'.concat('Admin')],
    ['a NUL', 'Eva\u0000'],
    ['an escape sequence', 'Eva \u001b[31mrot'],
    ['DEL', 'Eva\u007f'],
    ['a C1 control', 'Eva\u0085'],
    ['a bidi override', 'Rechnung\u202Efdp.exe'],
    ['a bidi isolate', 'Eva\u2066x'],
    ['a line separator', 'Eva\u2028Admin'],
    ['too many characters', 'x'.repeat(101)],
    ['nothing but spaces', '   '],
  ])('drops a name with %s', (_reason, name) => {
    expect(personNameClaim(name)).toBeNull();
  });

  it('drops what is no text', () => {
    for (const value of [undefined, null, 42, { name: 'x' }, ['x']]) {
      expect(personNameClaim(value)).toBeNull();
    }
  });
});

describe('pictureClaim', () => {
  it('keeps an https address as given', () => {
    const google = 'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c';
    expect(pictureClaim(google)).toBe(google);
  });

  it.each([
    ['plain http', 'http://bilder.example/ich.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/png;base64,AAAA'],
    ['credentials', 'https://nutzer:passwort@bilder.example/ich.png'],
    ['a space', 'https://bilder.example/ich bin.png'],
    ['a newline URL parsing would drop', 'https://bilder.example/\nich.png'],
    ['over 2048 characters', `https://bilder.example/${'a'.repeat(2030)}.png`],
    ['no address at all', 'ich.png'],
  ])('drops a picture with %s', (_reason, picture) => {
    expect(pictureClaim(picture)).toBeNull();
  });
});

describe('identityFromToken', () => {
  const token = (claims: Partial<DecodedIdToken>) =>
    ({
      uid: 'uid-1',
      sub: 'uid-1',
      email: 'eva@example.com',
      email_verified: true,
      auth_time: 1_700_000_000,
      firebase: { identities: {}, sign_in_provider: 'password' },
      ...claims,
    }) as DecodedIdToken;

  it('takes name and picture only when they pass the check', () => {
    expect(
      identityFromToken(token({ name: ' Eva Muster ', picture: 'https://b.example/e.png' })),
    ).toMatchObject({ name: 'Eva Muster', picture: 'https://b.example/e.png' });
    expect(
      identityFromToken(
        token({ name: 'Eva\u202Egnp.exe', picture: `https://b.example/${'e'.repeat(3000)}` }),
      ),
    ).toMatchObject({ name: null, picture: null });
    expect(identityFromToken(token({ picture: 'http://b.example/e.png' })).picture).toBeNull();
  });
});
