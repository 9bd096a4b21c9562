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
import { usePageAccess } from '../../components/access';
import { NoAccessPage } from '../../components/NoAccess';
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

const TITLE = 'Outreach';
const DESCRIPTION = 'Tracking deiner Ansprache über alle Kanäle.';

/**
 * Outreach › Tracking. Every member may see it (the server's rule); should the server refuse all
 * the same (no longer a member), the page says why instead.
 */
export function Component() {
  const trpc = useTRPC();
  const access = usePageAccess(null, [trpc.socialLinkedin.pathKey()]);
  const headingId = useId();
  if (!access.allowed) {
    return (
      <NoAccessPage
        title={TITLE}
        description={DESCRIPTION}
        subject="Outreach"
        reason={access.reason}
      />
    );
  }
  return (
    <Stack gap="6">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <Stack as="section" gap="3" aria-labelledby={headingId}>
        <Text as="h2" id={headingId} size="lg" weight="semibold">
          LinkedIn
        </Text>
        <LinkedinAccounts />
      </Stack>
    </Stack>
  );
}
