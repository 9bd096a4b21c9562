import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Note, Stack } from '@sprint/ui';
import { authErrorMessage } from '../../../auth/firebaseErrors';
import { loadFirebase } from '../../../auth/loadFirebase';
import { AuthCard, HintText } from './PublicLayout';
import { EmailField, loadPasswordResetSchema, SubmitButton, useSchemaForm } from './authForm';

export const RESET_LINK_SENT =
  'Wenn es ein Konto mit dieser Adresse gibt, haben wir dir einen Link zum Zurücksetzen des Passworts geschickt.';
export const RESET_LINK_NOT_SENT =
  'Der Link konnte nicht gesendet werden. Bitte versuche es erneut.';

/** Sends the reset link to an address. */
export type SendPasswordReset = (email: string) => Promise<void>;

/** Firebase's reset link; its page offers the way back to sign-in. Firebase loads only now. */
const sendWithFirebase: SendPasswordReset = async (email) => {
  const firebase = await loadFirebase();
  await firebase.sendPasswordResetEmail(firebase.auth, email, {
    url: `${window.location.origin}/login`,
  });
};

/** Who sends the link: Firebase, unless a story puts its spy here. */
export const SendPasswordResetContext = createContext<SendPasswordReset>(sendWithFirebase);

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

// What the visitor can act on; anything else is one general message.
const SAID_AS_IS = new Set<unknown>([
  'auth/invalid-email',
  'auth/too-many-requests',
  'auth/network-request-failed',
]);

/** Why no link went out, in German. */
export function passwordResetErrorMessage(error: unknown): string {
  return SAID_AS_IS.has(errorCode(error)) ? authErrorMessage(error) : RESET_LINK_NOT_SENT;
}

/**
 * An unknown address reads like a sent link: the page must not tell who has an account
 * (Firebase's email enumeration protection answers so by itself; the emulator does not).
 */
async function sendUnlessUnknown(send: SendPasswordReset, email: string): Promise<void> {
  try {
    await send(email);
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
  }
}

export type PasswordResetCardProps = {
  /** What was typed into the sign-in form's address field. */
  email: string;
  /** Back to the sign-in form. */
  onBack: () => void;
  footer?: ReactNode;
};

/** 'Passwort vergessen?' on the sign-in page: the address, and a link to set a new password. */
export function PasswordResetCard({ email, onBack, footer }: PasswordResetCardProps) {
  const send = useContext(SendPasswordResetContext);
  const [sent, setSent] = useState(false);
  const { busy, error, field, onSubmit } = useSchemaForm(
    loadPasswordResetSchema,
    async (values) => {
      await sendUnlessUnknown(send, values.email);
      setSent(true);
    },
    { initialValues: { email }, errorMessage: passwordResetErrorMessage },
  );
  const emailRef = useRef<HTMLInputElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);

  // The panel replaces the sign-in form under the keyboard focus: take it along to the address,
  // and once sent (the form is gone) to the way back.
  useEffect(() => {
    if (sent) backRef.current?.focus();
    else emailRef.current?.focus();
  }, [sent]);

  return (
    <AuthCard
      title="Passwort zurücksetzen"
      description={
        sent
          ? undefined
          : 'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegst.'
      }
      footer={footer}
    >
      <Stack gap="4">
        {/* Always in the page, so what appears is announced; together one slot of the layout. */}
        <div>
          <div role="status">
            {sent ? (
              <Note>
                <p>{RESET_LINK_SENT}</p>
              </Note>
            ) : null}
          </div>
          <Alert message={error} />
        </div>
        {sent ? (
          <>
            <HintText>
              <p>Keine E-Mail bekommen? Sieh auch im Spam-Ordner nach.</p>
            </HintText>
            <Button ref={backRef} variant="outline" size="lg" onClick={onBack}>
              Zurück zur Anmeldung
            </Button>
          </>
        ) : (
          <form onSubmit={onSubmit} aria-busy={busy} noValidate>
            <Stack gap="4">
              <EmailField ref={emailRef} {...field('email')} />
              <SubmitButton busy={busy} busyLabel="Link wird gesendet...">
                Link senden
              </SubmitButton>
              <Button type="button" variant="ghost" onClick={onBack}>
                Zurück zur Anmeldung
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </AuthCard>
  );
}
