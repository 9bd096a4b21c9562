import { describe, expect, it } from 'vitest';
import { passwordResetErrorMessage, RESET_LINK_NOT_SENT } from './PasswordResetCard';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('passwordResetErrorMessage', () => {
  it('says what the visitor can act on', () => {
    expect(passwordResetErrorMessage(failure('auth/invalid-email'))).toBe(
      'Bitte gib eine gültige E-Mail-Adresse ein.',
    );
    expect(passwordResetErrorMessage(failure('auth/too-many-requests'))).toMatch(
      /^Zu viele Versuche\./,
    );
  });

  it('says nothing of sign-in for anything else', () => {
    expect(passwordResetErrorMessage(failure('auth/internal-error'))).toBe(RESET_LINK_NOT_SENT);
    expect(passwordResetErrorMessage(new TypeError('Failed to fetch'))).toBe(RESET_LINK_NOT_SENT);
  });
});
