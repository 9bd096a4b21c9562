import { describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_REQUIRED,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  PASSWORD_UNCHANGED,
  WEAK_PASSWORD,
  WRONG_CURRENT_PASSWORD,
  confirmsEmail,
  exportFileName,
  passwordProblem,
  passwordSchema,
  profileSchema,
} from './accountForms';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('profileSchema', () => {
  it('takes a trimmed name, with the server’s limits and words', () => {
    expect(profileSchema.parse({ displayName: '  Anna Berger ' })).toEqual({
      displayName: 'Anna Berger',
    });
    expect(messages(profileSchema.safeParse({ displayName: '   ' }))).toEqual({
      displayName: NAME_REQUIRED,
    });
    expect(messages(profileSchema.safeParse({ displayName: 'x'.repeat(101) }))).toEqual({
      displayName: NAME_TOO_LONG,
    });
  });
});

describe('passwordSchema', () => {
  it('wants the current password, 6 characters and the same twice', () => {
    expect(
      messages(
        passwordSchema.safeParse({
          currentPassword: '',
          newPassword: 'kurz',
          confirmPassword: 'x',
        }),
      ),
    ).toEqual({
      currentPassword: CURRENT_PASSWORD_REQUIRED,
      newPassword: PASSWORD_TOO_SHORT,
      confirmPassword: PASSWORDS_DIFFER,
    });
  });

  it('refuses the current password as the new one', () => {
    expect(
      messages(
        passwordSchema.safeParse({
          currentPassword: 'geheim-123',
          newPassword: 'geheim-123',
          confirmPassword: 'geheim-123',
        }),
      ),
    ).toEqual({ newPassword: PASSWORD_UNCHANGED });
  });

  it('accepts a proper change', () => {
    expect(
      passwordSchema.safeParse({
        currentPassword: 'sprint-demo',
        newPassword: 'neu-und-lang',
        confirmPassword: 'neu-und-lang',
      }).success,
    ).toBe(true);
  });
});

describe('passwordProblem', () => {
  it('puts a wrong current password under its field, in either of Firebase’s codes', () => {
    for (const code of ['auth/wrong-password', 'auth/invalid-credential']) {
      expect(passwordProblem({ code })).toEqual({
        field: 'currentPassword',
        message: WRONG_CURRENT_PASSWORD,
      });
    }
  });

  it('puts a weak password under the new one; the rest above the form', () => {
    expect(passwordProblem({ code: 'auth/weak-password' })).toEqual({
      field: 'newPassword',
      message: WEAK_PASSWORD,
    });
    expect(passwordProblem({ code: 'auth/too-many-requests' })).toMatchObject({ field: null });
    expect(passwordProblem(new Error('kaputt'))).toMatchObject({ field: null });
  });
});

describe('account deletion and export', () => {
  it('compares the typed address as the server does', () => {
    expect(
      confirmsEmail('  Anna.Berger@Nordlicht-Vertrieb.de ', 'anna.berger@nordlicht-vertrieb.de'),
    ).toBe(true);
    expect(confirmsEmail('anna@nordlicht-vertrieb.de', 'anna.berger@nordlicht-vertrieb.de')).toBe(
      false,
    );
  });

  it('names the export after the local day', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('sprint-daten-2026-01-05.json');
  });
});
