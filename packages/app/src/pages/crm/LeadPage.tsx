import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Briefcase } from 'lucide-react';
import styled from 'styled-components';
import {
  Badge,
  Card,
  CardContent,
  EmptyState,
  Label,
  LoadingScreen,
  PageHeader,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  formatCurrency,
  formatDateTime,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import type { Lead } from '../../api/types';
import { PageStack } from '../AreaPage';
import { LEAD_STATUS, leadStatus } from './leadStatus';

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

const StatusField = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);

  & > button {
    width: 12rem;
  }
`;

/** Changing the status saves at once; everyone else with the lead open sees it live. */
function LeadStatusSelect({ leadId, status }: { leadId: string; status: string }) {
  const id = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.crm.leads.update.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.crm.leads.pathKey() }),
      onError: (error) =>
        toast({
          title: 'Status nicht gespeichert',
          description: error.message,
          variant: 'destructive',
        }),
    }),
  );
  return (
    <StatusField>
      <Label htmlFor={id}>Status</Label>
      <Select
        value={status}
        disabled={update.isPending}
        onValueChange={(next) =>
          update.mutate({ leadId, status: next as keyof typeof LEAD_STATUS & Lead['status'] })
        }
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {Object.entries(LEAD_STATUS).map(([value, { label }]) => (
            <SelectItem key={value} value={value}>
              {label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </StatusField>
  );
}

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
      <LeadStatusSelect leadId={lead.data.id} status={lead.data.status} />
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
