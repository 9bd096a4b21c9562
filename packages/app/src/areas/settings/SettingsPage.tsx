import styled from 'styled-components';
import { PageHeader, Stack } from '@sprint/ui';
import { CompanySettings } from './CompanySettings';
import { PersonalSettings } from './PersonalSettings';

/** One readable column: forms wider than this are hard to scan. */
const Column = styled(Stack)`
  max-width: 56rem;
`;

/** `/app/settings` ('Einstellungen'): the person's own choices, then their company's record. */
export function Component() {
  return (
    <Column gap="6">
      <PageHeader title="Einstellungen" description="Wie Sprint für dich arbeitet." />
      <PersonalSettings />
      <CompanySettings />
    </Column>
  );
}
