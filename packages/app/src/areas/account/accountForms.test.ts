import { describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_REQUIRED,
  GOOGLE_CANCELLED,
  GOOGLE_OTHER_ACCOUNT,
  GOOGLE_POPUP_BLOCKED,
  NAME_REQUIRED,
  NOT_REAUTHENTICATED,
  NAME_TOO_LONG,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  PASSWORD_UNCHANGED,
  WEAK_PASSWORD,
  TOO_MANY_ATTEMPTS,
  WRONG_CURRENT_PASSWORD,
  WRONG_PASSWORD,
  confirmsEmail,
  exportFileName,
  passwordProblem,
  passwordSchema,
  profileSchema,
  reauthProblem,
} from './accountForms';
import { reauthMethodOf } from './reauthentication';

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

describe('re-authentication before deleting', () => {
  const failure = (code: string) => Object.assign(new Error(code), { code });

  it('puts a wrong password under the field, in any of Firebase’s codes', () => {
    for (const code of [
      'auth/wrong-password',
      'auth/invalid-credential',
      'auth/invalid-login-credentials',
    ]) {
      expect(reauthProblem(failure(code))).toEqual({ field: 'password', message: WRONG_PASSWORD });
    }
  });

  it('says what went wrong with Google’s window, and the rest above the fields', () => {
    expect(reauthProblem(failure('auth/popup-closed-by-user')).message).toBe(GOOGLE_CANCELLED);
    expect(reauthProblem(failure('auth/cancelled-popup-request')).message).toBe(GOOGLE_CANCELLED);
    expect(reauthProblem(failure('auth/popup-blocked')).message).toBe(GOOGLE_POPUP_BLOCKED);
    expect(reauthProblem(failure('auth/user-mismatch')).message).toBe(GOOGLE_OTHER_ACCOUNT);
    expect(reauthProblem(failure('auth/too-many-requests'))).toEqual({
      field: null,
      message: TOO_MANY_ATTEMPTS,
    });
    expect(reauthProblem(new Error('kaputt'))).toEqual({
      field: null,
      message: NOT_REAUTHENTICATED,
    });
  });

  it('asks for the password, or Google only where the account has no password', () => {
    const providers = (...ids: string[]) => ({
      providerData: ids.map((providerId) => ({ providerId })) as never,
    });
    expect(reauthMethodOf(providers('password'))).toBe('password');
    expect(reauthMethodOf(providers('google.com', 'password'))).toBe('password');
    expect(reauthMethodOf(providers('google.com'))).toBe('google');
    // Sprint's own sign-in is e-mail and password; Firebase refuses any other account itself.
    expect(reauthMethodOf(providers())).toBe('password');
    expect(reauthMethodOf(null)).toBe('password');
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
