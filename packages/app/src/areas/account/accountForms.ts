import { z } from 'zod';

/*
 * The name form checks what the server's `account.profile.update` checks, with its German
 * messages (packages/server/src/areas/account/router.ts). The server keeps that schema inside its
 * router, which the app cannot import without the server's runtime, so the rule is repeated here
 * (ADR 017's exception); the server still decides and its message reaches the form.
 */

export const NAME_REQUIRED = 'Bitte gib deinen Namen ein.';
export const NAME_TOO_LONG = 'Der Name darf höchstens 100 Zeichen lang sein.';

export const profileSchema = z.object({
  displayName: z.string().trim().min(1, NAME_REQUIRED).max(100, NAME_TOO_LONG),
});

export type ProfileValues = z.input<typeof profileSchema>;

/** Firebase's own minimum, said before Firebase refuses it (as on sign-up). */
export const MIN_PASSWORD_LENGTH = 6;

export const CURRENT_PASSWORD_REQUIRED = 'Bitte gib dein aktuelles Passwort ein.';
export const PASSWORD_TOO_SHORT = `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen haben.`;
export const PASSWORDS_DIFFER = 'Die Passwörter stimmen nicht überein.';
export const PASSWORD_UNCHANGED = 'Das neue Passwort muss sich vom aktuellen unterscheiden.';

export const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, CURRENT_PASSWORD_REQUIRED),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
    confirmPassword: z.string(),
  })
  .superRefine((values, context) => {
    if (values.confirmPassword !== values.newPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER });
    }
    if (values.currentPassword && values.newPassword === values.currentPassword) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_UNCHANGED });
    }
  });

export type PasswordValues = z.input<typeof passwordSchema>;

export const emptyPasswordValues: PasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export const WRONG_CURRENT_PASSWORD = 'Das aktuelle Passwort ist falsch.';
export const WEAK_PASSWORD = `Das Passwort ist zu schwach: Es braucht mindestens ${MIN_PASSWORD_LENGTH} Zeichen.`;
export const TOO_MANY_ATTEMPTS =
  'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.';
export const AUTH_SERVICE_UNREACHABLE =
  'Keine Verbindung zum Anmeldedienst. Bitte prüfe deine Internetverbindung.';
export const PASSWORD_NOT_CHANGED =
  'Das Passwort konnte nicht geändert werden. Bitte versuche es erneut.';

/** Where Firebase's refusal belongs: under a field, or above the form. */
export type PasswordProblem =
  { field: 'currentPassword' | 'newPassword'; message: string } | { field: null; message: string };

/** Firebase Auth's answer to re-authentication and `updatePassword`, in German. */
export function passwordProblem(error: unknown): PasswordProblem {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return { field: 'currentPassword', message: WRONG_CURRENT_PASSWORD };
    case 'auth/weak-password':
      return { field: 'newPassword', message: WEAK_PASSWORD };
    case 'auth/too-many-requests':
      return { field: null, message: TOO_MANY_ATTEMPTS };
    case 'auth/network-request-failed':
      return { field: null, message: AUTH_SERVICE_UNREACHABLE };
    default:
      return { field: null, message: PASSWORD_NOT_CHANGED };
  }
}

export const EMAIL_MISMATCH =
  'Die eingegebene E-Mail-Adresse stimmt nicht mit deinem Konto überein.';

export const PASSWORD_REQUIRED = 'Bitte gib dein Passwort ein.';
export const WRONG_PASSWORD = 'Das Passwort ist falsch.';
export const GOOGLE_CANCELLED = 'Die Bestätigung mit Google wurde abgebrochen.';
export const GOOGLE_POPUP_BLOCKED =
  'Dein Browser hat das Fenster von Google blockiert. Bitte erlaube Pop-ups für Sprint und versuche es erneut.';
export const GOOGLE_OTHER_ACCOUNT =
  'Bitte bestätige mit dem Google-Konto, mit dem du bei Sprint angemeldet bist.';
export const NOT_REAUTHENTICATED = 'Die Bestätigung hat nicht geklappt. Bitte versuche es erneut.';

/** Where Firebase's refusal of a re-authentication belongs: under the password, or above. */
export type ReauthProblem = { field: 'password' | null; message: string };

/** Firebase Auth's answer to `reauthenticateWithCredential` or `…WithPopup`, in German. */
export function reauthProblem(error: unknown): ReauthProblem {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return { field: 'password', message: WRONG_PASSWORD };
    case 'auth/too-many-requests':
      return { field: null, message: TOO_MANY_ATTEMPTS };
    case 'auth/network-request-failed':
      return { field: null, message: AUTH_SERVICE_UNREACHABLE };
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return { field: null, message: GOOGLE_CANCELLED };
    case 'auth/popup-blocked':
      return { field: null, message: GOOGLE_POPUP_BLOCKED };
    case 'auth/user-mismatch':
      return { field: null, message: GOOGLE_OTHER_ACCOUNT };
    default:
      return { field: null, message: NOT_REAUTHENTICATED };
  }
}

/** The deletion's confirmation, compared as the server compares it. */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.toLowerCase();
}

/** 'sprint-daten-2026-11-20.json': the export's file name, dated in the browser's own day. */
export function exportFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `sprint-daten-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** The German message of a failed request (tRPC carries the server's). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Das hat nicht geklappt. Bitte versuche es erneut.';
}
