import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Button, PageHeader, Stack } from '@sprint/ui';
import { usePageSearchParams } from '../../router/usePageSearchParams';
import { useTRPC } from '../../api/trpc';
import { useNavbarActions } from '../../shell';
import { forEmployees, usePageAccess } from '../../components/access';
import { NoAccess } from '../../components/NoAccess';
import { CustomersToolbar } from './components/CustomersToolbar';
import { CustomerTable } from './components/CustomerTable';
import {
  hasActiveFilter,
  parseCustomersSearchParams,
  serializeCustomersSearchParams,
  toListInput,
  withoutFilters,
  type CustomersSearchState,
} from './components/customersSearchParams';
import { NewCustomerDialog } from './components/NewCustomerDialog';

const NO_ACTIONS: never[] = [];

/**
 * The customer console (employees only, as the server's `assertEmployee`): every company with its
 * plan, members and activity. Anyone else sees why not, and nothing is asked of the server.
 */
export function Component() {
  const trpc = useTRPC();
  const access = usePageAccess(forEmployees, [trpc.customers.pathKey()]);
  const [params, setParams] = usePageSearchParams();
  const state = useMemo(() => parseCustomersSearchParams(params), [params]);
  const [creating, setCreating] = useState(false);
  const customers = useQuery(
    trpc.customers.list.queryOptions(toListInput(state), {
      // Another filter keeps the old rows (busy) until the new ones are there.
      placeholderData: keepPreviousData,
      enabled: access.allowed,
    }),
  );
  const forbidden = !access.allowed;

  const update = useCallback(
    (changes: Partial<CustomersSearchState>) =>
      // From the address as it is now: a debounced search must not undo a filter set meanwhile.
      setParams((current) =>
        serializeCustomersSearchParams(
          { ...parseCustomersSearchParams(current), ...changes },
          current,
        ),
      ),
    [setParams],
  );
  const resetFilters = useCallback(
    () =>
      setParams((current) =>
        serializeCustomersSearchParams(
          withoutFilters(parseCustomersSearchParams(current)),
          current,
        ),
      ),
    [setParams],
  );
  const openNewCustomer = useCallback(() => setCreating(true), []);

  const actions = useMemo(
    () =>
      forbidden
        ? NO_ACTIONS
        : [
            {
              id: 'customers-new-customer',
              priority: 10,
              element: (
                <Button size="sm" onClick={openNewCustomer}>
                  <Plus aria-hidden />
                  Neuer Kunde
                </Button>
              ),
            },
          ],
    [forbidden, openNewCustomer],
  );
  useNavbarActions(actions);

  return (
    <Stack gap="6">
      <PageHeader
        title="Kunden"
        description="Alle Unternehmen, die Sprint nutzen, mit Tarif, Mitgliedern und letzter Aktivität."
      />
      {!access.allowed ? (
        <NoAccess subject="die Kunden" reason={access.reason} />
      ) : (
        <>
          <CustomersToolbar state={state} onChange={update} onReset={resetFilters} />
          <CustomerTable
            customers={customers}
            sort={state.sort}
            filtered={hasActiveFilter(state)}
            onSortChange={(sort) => update({ sort })}
            onResetFilters={resetFilters}
            onCreateCustomer={openNewCustomer}
          />
          <NewCustomerDialog open={creating} onOpenChange={setCreating} />
        </>
      )}
    </Stack>
  );
}
