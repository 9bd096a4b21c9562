import { Container, PageHeader, Stack } from '@sprint/ui';
import { CompanySettings } from './CompanySettings';
import { PersonalSettings } from './PersonalSettings';
import { StorageUsageCard } from './StorageUsageCard';
import { hasRole } from '@sprint/server/platform/identity';
import { AiUsageCard, BrandProfileCard } from '../chat/public';
import { useViewer } from '../../components/access';

/**
 * `/app/settings` ('Einstellungen'): the person's own choices, then their company's record and
 * what its files take of its storage; for the AI chats' users the profile 'Marke & Angebot', and
 * the company's AI usage for its admins.
 */
export function Component() {
  const viewer = useViewer();
  // One readable column: forms wider than this are hard to scan.
  return (
    <Container maxWidth="56rem">
      <Stack gap="6">
        <PageHeader title="Einstellungen" description="Wie Sprint für dich arbeitet." />
        <PersonalSettings />
        <CompanySettings />
        <StorageUsageCard />
        {viewer.ourEmployee ? <BrandProfileCard canEdit /> : null}
        {viewer.ourEmployee || hasRole(viewer.role, 'admin') ? <AiUsageCard /> : null}
      </Stack>
    </Container>
  );
}
