import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Alert, Link, LinkButton, Note, Stack } from '@sprint/ui';
import { useAuth } from '../../auth/AuthContext';
import { safeRedirectPath } from '../../auth/authFlow';
import { AuthCard, withInvitation } from './components/PublicLayout';
import { EmailVerificationCard } from './components/EmailVerificationCard';
import { PasswordResetCard } from './components/PasswordResetCard';
import {
  EmailField,
  loadSignInSchema,
  PasswordField,
  SubmitButton,
  useAuthForm,
} from './components/authForm';

/** Sign-in (spec §2 /login): e-mail and password; after the sync, on to `redirectTo`. */
export function Component() {
  const { signIn, signOut, resendVerification, emailVerification, databaseUser, customer } =
    useAuth();
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get('invitation');
  const { busy, error, field, onSubmit, values } = useAuthForm(loadSignInSchema, (input) =>
    signIn(input.email, input.password),
  );
  const [resetOpen, setResetOpen] = useState(false);
  const forgotRef = useRef<HTMLButtonElement>(null);
  const backFromReset = useRef(false);

  // Back from the reset panel, the keyboard focus returns to what opened it.
  useEffect(() => {
    if (resetOpen || !backFromReset.current) return;
    backFromReset.current = false;
    forgotRef.current?.focus();
  }, [resetOpen]);

  if (databaseUser && customer) {
    return <Navigate to={safeRedirectPath(searchParams.get('redirectTo'))} replace />;
  }
  if (emailVerification) {
    return (
      <EmailVerificationCard
        verification={emailVerification}
        onResend={() => void resendVerification()}
        onSignOut={() => void signOut(withInvitation('/login', invitation))}
      />
    );
  }

  const footer = (
    <p>
      <Link href={withInvitation('/signup', invitation)}>Noch kein Konto? Registrieren</Link>
    </p>
  );

  if (resetOpen) {
    return (
      <PasswordResetCard
        email={values.email ?? ''}
        onBack={() => {
          backFromReset.current = true;
          setResetOpen(false);
        }}
        footer={footer}
      />
    );
  }

  return (
    <AuthCard
      title="Anmelden"
      description="Melde dich mit deiner E-Mail-Adresse und deinem Passwort an."
      footer={footer}
    >
      <form onSubmit={onSubmit} aria-busy={busy} noValidate>
        <Stack gap="4">
          {invitation ? (
            <Note>
              <p>Nach der Anmeldung nimmst du die Einladung an und trittst dem Unternehmen bei.</p>
            </Note>
          ) : null}
          <Alert message={error} />
          <EmailField {...field('email')} />
          {/* 'Passwort vergessen?' closer to its field than the fields to each other. */}
          <Stack gap="2">
            <PasswordField {...field('password')} autoComplete="current-password" />
            <Stack direction="row" justify="end">
              <LinkButton ref={forgotRef} onClick={() => setResetOpen(true)}>
                Passwort vergessen?
              </LinkButton>
            </Stack>
          </Stack>
          <SubmitButton busy={busy} busyLabel="Anmeldung läuft...">
            Anmelden
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
