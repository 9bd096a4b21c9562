import { Navigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Link, Note, RoleBadge, Stack, TextField } from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { useAuth } from '../../auth/AuthContext';
import { AuthCard, invitationProblem, withInvitation } from './components/PublicLayout';
import { EmailVerificationCard } from './components/EmailVerificationCard';
import {
  EmailField,
  MIN_PASSWORD_LENGTH,
  PasswordField,
  SubmitButton,
  loadSignUpSchema,
  useAuthForm,
} from './components/authForm';

/**
 * Sign-up (spec §2 /signup). With `?invitation=…` the new account joins the inviting company:
 * the auth provider reads the token from this page's address when it syncs the new user, so the
 * address must not change until the sync is done.
 */
export function Component() {
  const { signUp, signOut, resendVerification, emailVerification, databaseUser, customer } =
    useAuth();
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get('invitation')?.trim() || null;
  const trpc = useTRPC();
  const invitation = useQuery(
    trpc.invitations.byToken.queryOptions(
      { token: invitationToken ?? '' },
      { enabled: invitationToken !== null },
    ),
  );
  const { busy, error, field, onSubmit } = useAuthForm(loadSignUpSchema, signUp);

  if (databaseUser && customer) return <Navigate to="/app/dashboard" replace />;
  if (emailVerification) {
    return (
      <EmailVerificationCard
        verification={emailVerification}
        onResend={() => void resendVerification()}
        onSignOut={() => void signOut(withInvitation('/login', invitationToken))}
      />
    );
  }

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
      <form onSubmit={onSubmit} aria-busy={busy} noValidate>
        <Stack gap="4">
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
                      Verwende die E-Mail-Adresse, an die die Einladung geschickt wurde – sie gilt
                      nur für diese Adresse.
                    </p>
                  ) : null}
                </>
              ) : null}
            </Note>
          ) : null}
          <Alert message={error} />
          <TextField label="Name" autoComplete="name" required {...field('displayName')} />
          <EmailField {...field('email')} />
          <PasswordField
            {...field('password')}
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            description={`Mindestens ${MIN_PASSWORD_LENGTH} Zeichen.`}
          />
          <SubmitButton busy={busy} busyLabel="Konto wird erstellt...">
            Konto erstellen
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
