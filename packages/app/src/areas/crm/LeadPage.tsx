import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Briefcase } from 'lucide-react';
import styled from 'styled-components';
import {
  Badge,
  Card,
  CardContent,
  DescriptionList,
  EmptyState,
  Label,
  LoadingScreen,
  PageHeader,
  QueryState,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Stack,
  formatCurrency,
  formatDateTime,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import type { Lead } from '../../api/types';
import { LEAD_STATUS, leadStatus } from './leadStatus';
import { isUuid } from '../../lib/uuid';

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

/** A lead that does not exist, or belongs to another company (the server answers both alike). */
function LeadNotFound() {
  return (
    <EmptyState icon={<Briefcase aria-hidden />} title="Lead nicht gefunden">
      Diesen Lead gibt es nicht oder er gehört zu einem anderen Unternehmen.
    </EmptyState>
  );
}

export function Component() {
  const { id } = useParams();
  const trpc = useTRPC();
  const valid = isUuid(id);
  const lead = useQuery(trpc.crm.leads.byId.queryOptions({ leadId: id ?? '' }, { enabled: valid }));

  if (!valid || lead.error?.data?.code === 'NOT_FOUND') return <LeadNotFound />;
  return (
    <QueryState
      query={lead}
      loadingLabel="Lead wird geladen"
      loading={<LoadingScreen message="Lead wird geladen..." />}
      errorTitle="Lead konnte nicht geladen werden"
      icon={<Briefcase aria-hidden />}
    >
      {(data) => {
        const status = leadStatus(data.status);
        return (
          <Stack gap="6">
            <PageHeader
              title={data.companyName}
              description={<Badge variant={status.variant}>{status.label}</Badge>}
            />
            <LeadStatusSelect leadId={data.id} status={data.status} />
            <Card>
              <CardContent>
                <DescriptionList
                  items={[
                    { term: 'Ansprechpartner', details: data.contactName },
                    { term: 'E-Mail', details: data.contactEmail },
                    { term: 'Wert', details: formatCurrency(data.valueCents, { cents: true }) },
                    { term: 'Angelegt', details: formatDateTime(data.createdAt) },
                    { term: 'Zuletzt geändert', details: formatDateTime(data.updatedAt) },
                  ]}
                />
              </CardContent>
            </Card>
          </Stack>
        );
      }}
    </QueryState>
  );
}
