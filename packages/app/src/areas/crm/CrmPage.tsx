import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Briefcase, RefreshCw } from 'lucide-react';
import {
  Badge,
  Button,
  EmptyState,
  Link,
  PageHeader,
  QueryState,
  Stack,
  formatCurrency,
  formatRelativeTime,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { useNavbarActions } from '../../shell';
import { DataTable, TableScroll } from '../../components/DataTable';
import { leadStatus } from './leadStatus';

export function Component() {
  const trpc = useTRPC();
  const leads = useQuery(trpc.crm.leads.list.queryOptions({ limit: 100 }));
  const { refetch, isFetching } = leads;
  // The header's extra action for this screen (spec §3, navbar actions).
  const actions = useMemo(
    () => [
      {
        id: 'crm-refresh',
        priority: 1,
        element: (
          <Button variant="outline" size="sm" onClick={() => void refetch()} aria-busy={isFetching}>
            <RefreshCw aria-hidden />
            Aktualisieren
          </Button>
        ),
      },
    ],
    [refetch, isFetching],
  );
  useNavbarActions(actions);

  return (
    <Stack gap="6">
      <PageHeader title="CRM" description="Deine Leads, zuletzt geänderte zuerst." />
      <QueryState
        query={leads}
        loadingLabel="Leads werden geladen"
        errorTitle="Leads konnten nicht geladen werden"
        icon={<Briefcase aria-hidden />}
        empty={
          <EmptyState icon={<Briefcase aria-hidden />} title="Noch keine Leads">
            Sobald du Leads anlegst oder importierst, erscheinen sie hier mit Status und Wert.
          </EmptyState>
        }
      >
        {(data) => (
          <TableScroll>
            <DataTable aria-label="Leads">
              <thead>
                <tr>
                  <th scope="col">Unternehmen</th>
                  <th scope="col">Ansprechpartner</th>
                  <th scope="col">Status</th>
                  <th scope="col">Wert</th>
                  <th scope="col">Geändert</th>
                </tr>
              </thead>
              <tbody>
                {data.map((lead) => {
                  const status = leadStatus(lead.status);
                  return (
                    <tr key={lead.id}>
                      <td>
                        <Link href={`/app/crm/leads/${lead.id}`}>{lead.companyName}</Link>
                      </td>
                      <td>{lead.contactName ?? '–'}</td>
                      <td>
                        <Badge variant={status.variant}>{status.label}</Badge>
                      </td>
                      <td data-numeric="">{formatCurrency(lead.valueCents, { cents: true })}</td>
                      <td>{formatRelativeTime(lead.updatedAt)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
          </TableScroll>
        )}
      </QueryState>
    </Stack>
  );
}
