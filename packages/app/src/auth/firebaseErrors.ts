/** German texts for what Firebase Auth answers to sign-in and sign-up. */
const messages: Record<string, string> = {
  'auth/invalid-credential': 'E-Mail-Adresse oder Passwort ist falsch.',
  'auth/wrong-password': 'E-Mail-Adresse oder Passwort ist falsch.',
  'auth/user-not-found': 'E-Mail-Adresse oder Passwort ist falsch.',
  'auth/invalid-email': 'Bitte gib eine gültige E-Mail-Adresse ein.',
  'auth/missing-password': 'Bitte gib dein Passwort ein.',
  'auth/user-disabled': 'Dieses Konto ist gesperrt. Bitte wende dich an deinen Administrator.',
  'auth/too-many-requests':
    'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
  'auth/network-request-failed':
    'Keine Verbindung zum Anmeldedienst. Bitte prüfe deine Internetverbindung.',
  'auth/email-already-in-use':
    'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melde dich an.',
  'auth/weak-password': 'Das Passwort ist zu schwach: Es braucht mindestens 6 Zeichen.',
};

export const VERIFICATION_NOT_SENT =
  'Der Bestätigungslink konnte nicht gesendet werden. Bitte versuche es erneut.';

/** Why the confirmation link was not sent: too many links in a short time, offline, or else. */
export function verificationErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const known = code === 'auth/too-many-requests' || code === 'auth/network-request-failed';
  return (known && messages[code]) || VERIFICATION_NOT_SENT;
}

export const UNKNOWN_AUTH_ERROR = 'Die Anmeldung ist fehlgeschlagen. Bitte versuche es erneut.';

export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && messages[code]) || UNKNOWN_AUTH_ERROR;
}
