import { useId, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Button, Input, Label, Link } from '@sprint/ui';
import { useAuth } from '../../auth/AuthContext';
import { safeRedirectPath } from '../../auth/authFlow';
import { authErrorMessage } from '../../auth/firebaseErrors';
import { AuthCard, Field, Form, FormAlert, Note, withInvitation } from './PublicLayout';

/** Sign-in (spec §2 /login): e-mail and password; after the sync, on to `redirectTo`. */
export function Component() {
  const { signIn, firebaseUser, databaseUser, customer, loading } = useAuth();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const invitation = searchParams.get('invitation');

  // Signed in at Firebase, the sync with the server still running: the sign-in is not done yet.
  const busy = pending || (firebaseUser !== null && loading);

  if (databaseUser && customer) {
    return <Navigate to={safeRedirectPath(searchParams.get('redirectTo'))} replace />;
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setError(null);
    setPending(true);
    try {
      await signIn(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

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
      <Form onSubmit={(event) => void handleSubmit(event)} aria-busy={busy}>
        {invitation ? (
          <Note>
            <p>Nach der Anmeldung nimmst du die Einladung an und trittst dem Unternehmen bei.</p>
          </Note>
        ) : null}
        <FormAlert message={error} />
        <Field>
          <Label htmlFor={`${id}-email`}>E-Mail-Adresse</Label>
          <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        </Field>
        <Field>
          <Label htmlFor={`${id}-password`}>Passwort</Label>
          <Input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </Field>
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus. */}
        <Button type="submit" size="lg" aria-disabled={busy}>
          {busy ? 'Anmeldung läuft...' : 'Anmelden'}
        </Button>
      </Form>
    </AuthCard>
  );
}
