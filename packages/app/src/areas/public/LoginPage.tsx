import { Navigate, useSearchParams } from 'react-router';
import { Link } from '@sprint/ui';
import { useAuth } from '../../auth/AuthContext';
import { safeRedirectPath } from '../../auth/authFlow';
import { AuthCard, Form, FormAlert, Note, withInvitation } from './PublicLayout';
import { EmailVerificationCard } from './EmailVerificationCard';
import { EmailField, PasswordField, SubmitButton, signInSchema, useAuthForm } from './authForm';

/** Sign-in (spec §2 /login): e-mail and password; after the sync, on to `redirectTo`. */
export function Component() {
  const { signIn, signOut, resendVerification, emailVerification, databaseUser, customer } =
    useAuth();
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get('invitation');
  const { busy, error, field, onSubmit } = useAuthForm(signInSchema, (values) =>
    signIn(values.email, values.password),
  );

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

  return (
    <AuthCard
      title="Anmelden"
      description="Melde dich mit deiner E-Mail-Adresse und deinem Passwort an."
      footer={
        <p>
          <Link href={withInvitation('/signup', invitation)}>Noch kein Konto? Registrieren</Link>
        </p>
      }
    >
      <Form onSubmit={onSubmit} aria-busy={busy} noValidate>
        {invitation ? (
          <Note>
            <p>Nach der Anmeldung nimmst du die Einladung an und trittst dem Unternehmen bei.</p>
          </Note>
        ) : null}
        <FormAlert message={error} />
        <EmailField {...field('email')} />
        <PasswordField {...field('password')} autoComplete="current-password" />
        <SubmitButton busy={busy} busyLabel="Anmeldung läuft...">
          Anmelden
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
