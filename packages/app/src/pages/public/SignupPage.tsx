import { useId, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Label, Link, RoleBadge } from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { useAuth } from '../../auth/AuthContext';
import { authErrorMessage } from '../../auth/firebaseErrors';
import {
  AuthCard,
  Field,
  FieldHint,
  Form,
  FormAlert,
  invitationProblem,
  Note,
  withInvitation,
} from './PublicLayout';

const MIN_PASSWORD_LENGTH = 6;

/**
 * Sign-up (spec §2 /signup). With `?invitation=…` the new account joins the inviting company:
 * the auth provider reads the token from this page's address when it syncs the new user, so the
 * address must not change until the sync is done.
 */
export function Component() {
  const { signUp, firebaseUser, databaseUser, customer, loading } = useAuth();
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get('invitation')?.trim() || null;
  const trpc = useTRPC();
  const invitation = useQuery(
    trpc.invitations.byToken.queryOptions(
      { token: invitationToken ?? '' },
      { enabled: invitationToken !== null },
    ),
  );
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const busy = pending || (firebaseUser !== null && loading);

  if (databaseUser && customer) return <Navigate to="/app/dashboard" replace />;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setError(null);
    setPending(true);
    try {
      await signUp({
        displayName: String(data.get('displayName') ?? ''),
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
      });
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  const loginLink = (
    <p>
      <Link href={withInvitation('/login', invitationToken)}>Schon ein Konto? Anmelden</Link>
    </p>
  );

  // An invitation that cannot be accepted would fail only after the account exists: say so now.
  const problem =
    invitationToken && invitation.isSuccess ? invitationProblem(invitation.data) : null;
  if (problem) {
    return (
      <AuthCard title="Registrieren" footer={loginLink}>
        <Note>
          <p>
            <strong>{problem.title}.</strong> {problem.text}
          </p>
        </Note>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Registrieren"
      description={
        invitationToken
          ? 'Erstelle dein Konto, um der Einladung zu folgen.'
          : 'Erstelle dein Konto. Hast du eine Einladung erhalten? Dann öffne den Link aus der Einladung, damit dein Konto gleich deinem Unternehmen zugeordnet wird.'
      }
      footer={loginLink}
    >
      <Form onSubmit={(event) => void handleSubmit(event)} aria-busy={busy}>
        {invitationToken ? (
          <Note role="status">
            {invitation.isPending ? <p>Einladung wird geladen...</p> : null}
            {invitation.isError ? (
              <p>
                Die Einladung konnte gerade nicht geladen werden. Du kannst dein Konto trotzdem
                erstellen; die Einladung wird dabei geprüft.
              </p>
            ) : null}
            {invitation.data ? (
              <>
                <p>
                  Dein Konto wird dem Unternehmen <strong>{invitation.data.customerName}</strong>{' '}
                  zugeordnet.
                </p>
                <p>
                  Deine Rolle: <RoleBadge role={invitation.data.role} />
                </p>
                {invitation.data.forSpecificEmail ? (
                  <p>
                    Verwende die E-Mail-Adresse, an die die Einladung geschickt wurde – sie gilt nur
                    für diese Adresse.
                  </p>
                ) : null}
              </>
            ) : null}
          </Note>
        ) : null}
        <FormAlert message={error} />
        <Field>
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input id={`${id}-name`} name="displayName" autoComplete="name" required />
        </Field>
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
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
            aria-describedby={`${id}-password-hint`}
          />
          <FieldHint id={`${id}-password-hint`}>
            Mindestens {MIN_PASSWORD_LENGTH} Zeichen.
          </FieldHint>
        </Field>
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus. */}
        <Button type="submit" size="lg" aria-disabled={busy}>
          {busy ? 'Konto wird erstellt...' : 'Konto erstellen'}
        </Button>
      </Form>
    </AuthCard>
  );
}
