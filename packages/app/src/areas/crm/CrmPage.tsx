import { useCallback, useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button, PageHeader, Stack, Tabs, TabsContent, TabsList, TabsTrigger } from '@sprint/ui';
import { usePageSearchParams } from '../../router/usePageSearchParams';
import { useNavbarActions } from '../../shell';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { NoAccessPage } from '../../components/NoAccess';
import { CrmToolbar } from './components/CrmToolbar';
import {
  parseCrmSearchParams,
  serializeCrmSearchParams,
  withoutFilters,
  type CrmSearchState,
  type CrmView,
} from './components/crmSearchParams';
import { CsvImportDialog } from './components/CsvImportDialog';
import { LeadTable } from './components/LeadTable';
import { NewLeadDialog } from './components/NewLeadDialog';
import { PipelineBoard } from './components/PipelineBoard';

const TITLE = 'CRM';
const DESCRIPTION = 'Deine Leads von der ersten Ansprache bis zum Abschluss.';

/**
 * The CRM: the pipeline as a board or the leads as a table, filtered through the address. Every
 * member may use it (the server's rule); should the server refuse all the same (no longer a
 * member), the page says why instead.
 */
export function Component() {
  const trpc = useTRPC();
  const access = usePageAccess(null, [trpc.crm.pathKey()]);
  if (!access.allowed) {
    return (
      <NoAccessPage
        title={TITLE}
        description={DESCRIPTION}
        subject="das CRM"
        reason={access.reason}
      />
    );
  }
  return <CrmContent />;
}

function CrmContent() {
  const [params, setParams] = usePageSearchParams();
  const state = useMemo(() => parseCrmSearchParams(params), [params]);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);

  const update = useCallback(
    (changes: Partial<CrmSearchState>) =>
      // From the address as it is now: a debounced search must not undo a filter set meanwhile.
      setParams((current) =>
        serializeCrmSearchParams({ ...parseCrmSearchParams(current), ...changes }, current),
      ),
    [setParams],
  );
  const resetFilters = useCallback(
    () =>
      setParams((current) =>
        serializeCrmSearchParams(withoutFilters(parseCrmSearchParams(current)), current),
      ),
    [setParams],
  );
  const openNewLead = useCallback(() => setCreating(true), []);

  // The header's action for this screen (spec §3, navbar actions).
  const actions = useMemo(
    () => [
      {
        id: 'crm-new-lead',
        priority: 10,
        element: (
          <Button size="sm" onClick={openNewLead}>
            <Plus aria-hidden />
            Neuer Lead
          </Button>
        ),
      },
    ],
    [openNewLead],
  );
  useNavbarActions(actions);

  return (
    <Stack gap="6">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <Tabs value={state.view} onValueChange={(view) => update({ view: view as CrmView })}>
        <TabsList aria-label="Ansicht">
          <TabsTrigger value="board">Pipeline</TabsTrigger>
          <TabsTrigger value="table">Tabelle</TabsTrigger>
        </TabsList>
        <CrmToolbar state={state} onChange={update} onReset={resetFilters} />
        <TabsContent value="board">
          <PipelineBoard state={state} onResetFilters={resetFilters} onCreateLead={openNewLead} />
        </TabsContent>
        <TabsContent value="table">
          <LeadTable
            state={state}
            onSortChange={(sort) => update({ sort })}
            onResetFilters={resetFilters}
            onCreateLead={openNewLead}
            onImport={() => setImporting(true)}
          />
        </TabsContent>
      </Tabs>
      <NewLeadDialog open={creating} onOpenChange={setCreating} />
      <CsvImportDialog open={importing} onOpenChange={setImporting} />
    </Stack>
  );
}
