import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Link, QueryState, Stack, StatCard } from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { __AREA_CONST___HREF } from './public';

/** __Title__ on the dashboard: how many items the company has. */
export function __Area__DashboardCard() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.__area__.summary.queryOptions());
  return (
    <Stack as="section" gap="3" aria-label="__Title__">
      <QueryState
        query={summary}
        loadingLabel="Einträge werden geladen"
        errorTitle="Einträge konnten nicht geladen werden"
        headingLevel={3}
        size="compact"
        isEmpty={() => false}
      >
        {(data) => (
          <StatCard label="Einträge" value={String(data.total)} icon={<Inbox aria-hidden />} />
        )}
      </QueryState>
      <Link href={__AREA_CONST___HREF}>Alle Einträge</Link>
    </Stack>
  );
}
