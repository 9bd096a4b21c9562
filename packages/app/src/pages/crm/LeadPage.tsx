import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Briefcase } from 'lucide-react';
import styled from 'styled-components';
import {
  Badge,
  Card,
  CardContent,
  EmptyState,
  LoadingScreen,
  PageHeader,
  formatCurrency,
  formatDateTime,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { PageStack } from '../AreaPage';
import { leadStatus } from './leadStatus';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-2) var(--space-6);
  margin: 0;

  & dt {
    color: var(--color-muted-foreground);
  }

  & dd {
    margin: 0;
  }
`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function Component() {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const valid = UUID.test(id);
  const lead = useQuery(trpc.crm.leads.byId.queryOptions({ leadId: id }, { enabled: valid }));

  if (!valid || lead.isError) {
    return (
      <EmptyState icon={<Briefcase aria-hidden />} title="Lead nicht gefunden">
        Diesen Lead gibt es nicht oder er gehört zu einem anderen Unternehmen.
      </EmptyState>
    );
  }
  if (lead.isPending) return <LoadingScreen message="Lead wird geladen..." />;

  const status = leadStatus(lead.data.status);
  return (
    <PageStack>
      <PageHeader
        title={lead.data.companyName}
        description={<Badge variant={status.variant}>{status.label}</Badge>}
      />
      <Card>
        <CardContent>
          <Facts>
            <dt>Ansprechpartner</dt>
            <dd>{lead.data.contactName ?? '–'}</dd>
            <dt>E-Mail</dt>
            <dd>{lead.data.contactEmail ?? '–'}</dd>
            <dt>Wert</dt>
            <dd>{formatCurrency(lead.data.valueCents, { cents: true })}</dd>
            <dt>Angelegt</dt>
            <dd>{formatDateTime(lead.data.createdAt)}</dd>
            <dt>Zuletzt geändert</dt>
            <dd>{formatDateTime(lead.data.updatedAt)}</dd>
          </Facts>
        </CardContent>
      </Card>
    </PageStack>
  );
}
