import { Alert, Button, Note, Stack } from '@sprint/ui';
import type { EmailVerification } from '../../../auth/AuthContext';
import { AuthCard, HintText } from './PublicLayout';

export type EmailVerificationCardProps = {
  verification: EmailVerification;
  onResend: () => void;
  /** Ends the session, back to signing in (with the invitation). */
  onSignOut: () => void;
};

/**
 * Sign-up and sign-in with an invitation for one address: the account's address must be
 * confirmed first. The page checks by itself and goes on once the link was opened, here or on
 * another device; meanwhile the link can be sent again, or another account used.
 */
export function EmailVerificationCard({
  verification,
  onResend,
  onSignOut,
}: EmailVerificationCardProps) {
  const { email, sending, sent, error } = verification;
  return (
    <AuthCard
      title="E-Mail-Adresse bestätigen"
      description="Diese Einladung gilt nur für eine bestimmte E-Mail-Adresse. Bestätige, dass es deine ist – danach geht es hier von selbst weiter."
    >
      <Stack gap="4">
        <Note role="status">
          {sending ? (
            <p>Der Bestätigungslink wird gesendet …</p>
          ) : sent ? (
            <p>
              Wir haben einen Bestätigungslink an <strong>{email}</strong> geschickt. Öffne ihn –
              auch auf einem anderen Gerät.
            </p>
          ) : (
            <p>
              Bestätige <strong>{email}</strong> über den Link, den wir dir schicken.
            </p>
          )}
        </Note>
        <Alert message={error} />
        <HintText>
          <p>Keine E-Mail bekommen? Sieh auch im Spam-Ordner nach.</p>
        </HintText>
        {/* aria-disabled, not disabled: the button keeps the keyboard focus while it sends. */}
        <Button
          variant="outline"
          size="lg"
          aria-disabled={sending}
          onClick={sending ? undefined : onResend}
        >
          {sent ? 'Link erneut senden' : 'Link senden'}
        </Button>
        <Button variant="ghost" onClick={onSignOut}>
          Mit einem anderen Konto anmelden
        </Button>
      </Stack>
    </AuthCard>
  );
}
