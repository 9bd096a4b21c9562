import { useQuery } from '@tanstack/react-query';
import { CircleUser } from 'lucide-react';
import styled from 'styled-components';
import { PageHeader, QueryState, Stack } from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { DeleteAccountCard, ExportCard } from './AccountDataCards';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';

/** One readable column: forms wider than this are hard to scan. */
const Column = styled(Stack)`
  max-width: 56rem;
`;

/** `/app/account` ('Konto'): profile, password, and the person's rights over their data. */
export function Component() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.account.profile.get.queryOptions());

  return (
    <Column gap="6">
      <PageHeader title="Konto" description="Dein Profil, dein Passwort und deine Daten." />
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
    </Column>
  );
}
