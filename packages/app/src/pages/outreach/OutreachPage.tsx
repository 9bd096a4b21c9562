import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import styled from 'styled-components';
import { EMPTY_VALUE, EmptyState, Link, PageHeader, Skeleton, formatDateTime } from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { PageStack } from '../AreaPage';
import { DataTable, TableScroll } from '../DataTable';

const Section = styled.section`
  display: grid;
  gap: var(--space-3);

  & > h2 {
    margin: 0;
    font-size: var(--font-size-lg);
    font-weight: var(--font-weight-semibold);
  }
`;

const count = new Intl.NumberFormat('de-DE');

const INBOX_LINKEDIN = '/app/outreach/inbox?channel=linkedin';

function LinkedinAccounts() {
  const trpc = useTRPC();
  const accounts = useQuery(trpc.socialLinkedin.accounts.queryOptions());

  if (accounts.isPending) {
    return (
      <div aria-busy="true" aria-label="LinkedIn-Konten werden geladen" role="status">
        <Skeleton style={{ height: 'var(--space-12)' }} />
      </div>
    );
  }
  if (accounts.isError) {
    return (
      <EmptyState
        icon={<Send aria-hidden />}
        title="LinkedIn-Konten konnten nicht geladen werden"
        headingLevel={3}
      >
        {accounts.error.message}
      </EmptyState>
    );
  }
  if (accounts.data.length === 0) {
    return (
      <EmptyState icon={<Send aria-hidden />} title="Noch keine LinkedIn-Daten" headingLevel={3}>
        Installiere die Sprint-Browsererweiterung und öffne LinkedIn: deine Unterhaltungen werden
        dann hier gezählt.
      </EmptyState>
    );
  }
  return (
    <TableScroll>
      <DataTable aria-label="LinkedIn-Konten">
        <thead>
          <tr>
            <th scope="col">Konto</th>
            <th scope="col" data-numeric="">
              Unterhaltungen
            </th>
            <th scope="col" data-numeric="">
              Mit Verlauf
            </th>
            <th scope="col" data-numeric="">
              Nur Übersicht
            </th>
            <th scope="col">Letzte Synchronisierung</th>
          </tr>
        </thead>
        <tbody>
          {accounts.data.map((account) => (
            <tr key={account.linkedinUserId}>
              <th scope="row">
                {/* The inbox shows every account's conversations; the account names the row. */}
                <Link href={INBOX_LINKEDIN}>{account.linkedinUserId}</Link>
              </th>
              <td data-numeric="">{count.format(account.conversationCount)}</td>
              <td data-numeric="">{count.format(account.conversationsWithDetails)}</td>
              <td data-numeric="">{count.format(account.conversationsWithoutDetails)}</td>
              <td>
                {account.latestSyncTimestamp > 0
                  ? formatDateTime(account.latestSyncTimestamp)
                  : EMPTY_VALUE}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}

export function Component() {
  const headingId = useId();
  return (
    <PageStack>
      <PageHeader title="Outreach" description="Tracking deiner Ansprache über alle Kanäle." />
      <Section aria-labelledby={headingId}>
        <h2 id={headingId}>LinkedIn</h2>
        <LinkedinAccounts />
      </Section>
    </PageStack>
  );
}
