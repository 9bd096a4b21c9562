import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import {
  DataTable,
  EMPTY_VALUE,
  EmptyState,
  Link,
  PageHeader,
  QueryState,
  Stack,
  Text,
  createDataTableColumnHelper,
  formatDateTime,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import type { RouterOutputs } from '../../api/types';

const count = new Intl.NumberFormat('de-DE');

const INBOX_LINKEDIN = '/app/outreach/inbox?channel=linkedin';

type Account = RouterOutputs['socialLinkedin']['accounts'][number];

const column = createDataTableColumnHelper<Account>();

const accountColumns = column.columns([
  column.accessor('linkedinUserId', {
    header: 'Konto',
    meta: { rowHeader: true, width: '14rem' },
    // The inbox shows every account's conversations; the account names the row.
    cell: (info) => <Link href={INBOX_LINKEDIN}>{info.getValue()}</Link>,
  }),
  column.accessor('conversationCount', {
    header: 'Unterhaltungen',
    meta: { numeric: true },
    cell: (info) => count.format(info.getValue()),
  }),
  column.accessor('conversationsWithDetails', {
    header: 'Mit Verlauf',
    meta: { numeric: true },
    cell: (info) => count.format(info.getValue()),
  }),
  column.accessor('conversationsWithoutDetails', {
    header: 'Nur Übersicht',
    meta: { numeric: true },
    cell: (info) => count.format(info.getValue()),
  }),
  column.accessor('latestSyncTimestamp', {
    header: 'Letzte Synchronisierung',
    meta: { width: '14rem' },
    sortDescFirst: true,
    cell: (info) => (info.getValue() > 0 ? formatDateTime(info.getValue()) : EMPTY_VALUE),
  }),
]);

function LinkedinAccounts() {
  const trpc = useTRPC();
  const accounts = useQuery(trpc.socialLinkedin.accounts.queryOptions());

  return (
    <QueryState
      query={accounts}
      loadingLabel="LinkedIn-Konten werden geladen"
      errorTitle="LinkedIn-Konten konnten nicht geladen werden"
      icon={<Send aria-hidden />}
      headingLevel={3}
      empty={
        <EmptyState icon={<Send aria-hidden />} title="Noch keine LinkedIn-Daten" headingLevel={3}>
          Installiere die Sprint-Browsererweiterung und öffne LinkedIn: deine Unterhaltungen werden
          dann hier gezählt.
        </EmptyState>
      }
    >
      {(data) => (
        <DataTable
          aria-label="LinkedIn-Konten"
          data={data}
          columns={accountColumns}
          getRowId={(account) => account.linkedinUserId}
        />
      )}
    </QueryState>
  );
}

export function Component() {
  const headingId = useId();
  return (
    <Stack gap="6">
      <PageHeader title="Outreach" description="Tracking deiner Ansprache über alle Kanäle." />
      <Stack as="section" gap="3" aria-labelledby={headingId}>
        <Text as="h2" id={headingId} size="lg" weight="semibold">
          LinkedIn
        </Text>
        <LinkedinAccounts />
      </Stack>
    </Stack>
  );
}
