import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  formatDateTime,
  Link,
  LoadingScreen,
  Note,
  RoleBadge,
  Stack,
  Text,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { AuthCard, HintText, invitationProblem, withInvitation } from './components/PublicLayout';

const backHome = (
  <p>
    <Link href="/">Zur Startseite</Link>
  </p>
);

/**
 * An invitation link (spec §2 /invite/{token}): who invites, as what, and the two ways in. The
 * token travels on to sign-up or sign-in, where the sync accepts it.
 */
export function Component() {
  const { token = '' } = useParams();
  const trpc = useTRPC();
  const invitation = useQuery(trpc.invitations.byToken.queryOptions({ token }));

  if (invitation.isPending) {
    return (
      <AuthCard title="Einladung">
        <LoadingScreen message="Einladung wird geladen..." />
      </AuthCard>
    );
  }

  if (invitation.isError) {
    return (
      <AuthCard title="Einladung konnte nicht geladen werden" footer={backHome}>
        <Stack gap="4">
          <Text as="p">
            Beim Laden der Einladung ist ein Fehler aufgetreten. Bitte prüfe deine
            Internetverbindung und versuche es erneut.
          </Text>
          <Button variant="outline" onClick={() => void invitation.refetch()}>
            Erneut versuchen
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const problem = invitationProblem(invitation.data);
  if (problem || !invitation.data) {
    return (
      <AuthCard title={problem?.title ?? 'Einladung'} footer={backHome}>
        <Text as="p">{problem?.text}</Text>
      </AuthCard>
    );
  }

  const { customerName, role, expiresAt, forSpecificEmail } = invitation.data;
  return (
    <AuthCard
      title={`${customerName} lädt dich ein`}
      description={`Du wurdest eingeladen, im Team von ${customerName} mitzuarbeiten.`}
      footer={backHome}
    >
      <Stack gap="4">
        <Note>
          <p>
            Deine Rolle: <RoleBadge role={role} />
          </p>
          <p>Die Einladung gilt bis {formatDateTime(expiresAt)} Uhr.</p>
          {forSpecificEmail ? (
            <p>Sie gilt nur für die E-Mail-Adresse, an die sie geschickt wurde.</p>
          ) : null}
        </Note>
        <Stack gap="2">
          <Button asChild size="lg">
            <Link href={withInvitation('/signup', token)}>Konto erstellen</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={withInvitation('/login', token)}>Ich habe schon ein Konto</Link>
          </Button>
        </Stack>
        <HintText>
          <p>
            Mit einem bestehenden Konto meldest du dich an; die Einladung wird danach angenommen.
          </p>
        </HintText>
      </Stack>
    </AuthCard>
  );
}
