import { Container, PageHeader, Stack } from '@sprint/ui';
import { CompanySettings } from './CompanySettings';
import { PersonalSettings } from './PersonalSettings';
import { StorageUsageCard } from './StorageUsageCard';

/**
 * `/app/settings` ('Einstellungen'): the person's own choices, then their company's record and
 * what its files take of its storage.
 */
export function Component() {
  // One readable column: forms wider than this are hard to scan.
  return (
    <Container maxWidth="56rem">
      <Stack gap="6">
        <PageHeader title="Einstellungen" description="Wie Sprint für dich arbeitet." />
        <PersonalSettings />
        <CompanySettings />
        <StorageUsageCard />
      </Stack>
    </Container>
  );
}
