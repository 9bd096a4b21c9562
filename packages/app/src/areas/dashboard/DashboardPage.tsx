import { Suspense } from 'react';
import { PageHeader, Stack, resolveDisplayName } from '@sprint/ui';
import { useAuth } from '../../auth/AuthContext';
import { useDashboardCards } from '../area';

/** The welcome, then each area's card (areas/index.ts), each loading on its own. */
export function Component() {
  const { databaseUser, customer } = useAuth();
  const cards = useDashboardCards();
  const name = resolveDisplayName({
    displayName: databaseUser?.displayName,
    email: databaseUser?.email,
  });

  return (
    <Stack gap="6">
      <PageHeader title={`Willkommen zurück, ${name}!`} description={customer?.name} />
      {cards.map((Card, index) => (
        // The list is fixed for the app's lifetime: its index is a stable key.
        <Suspense key={index} fallback={null}>
          <Card />
        </Suspense>
      ))}
    </Stack>
  );
}
