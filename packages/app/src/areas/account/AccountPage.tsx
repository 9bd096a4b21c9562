import { useQuery } from '@tanstack/react-query';
import { CircleUser } from 'lucide-react';
import { Container, PageHeader, QueryState, Stack } from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { NoAccess } from '../../components/NoAccess';
import { DeleteAccountCard, ExportCard } from './AccountDataCards';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';

/**
 * `/app/account` ('Konto'): profile, password, and the person's rights over their data. Should
 * the server refuse (the account is not synchronised), the page says why instead of a retry.
 */
export function Component() {
  const trpc = useTRPC();
  const access = usePageAccess(null, [trpc.account.pathKey()]);
  const profile = useQuery(trpc.account.profile.get.queryOptions());

  // One readable column: forms wider than this are hard to scan.
  return (
    <Container maxWidth="56rem">
      <Stack gap="6">
        <PageHeader title="Konto" description="Dein Profil, dein Passwort und deine Daten." />
        {!access.allowed ? (
          <NoAccess subject="dein Konto" reason={access.reason} />
        ) : (
          <QueryState
            query={profile}
            loadingLabel="Konto wird geladen"
            errorTitle="Konto konnte nicht geladen werden"
            icon={<CircleUser aria-hidden />}
          >
            {(data) => (
              <>
                <ProfileCard profile={data} />
                <PasswordCard email={data.email} />
                <ExportCard />
                <DeleteAccountCard email={data.email} />
              </>
            )}
          </QueryState>
        )}
      </Stack>
    </Container>
  );
}
