import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import styled from 'styled-components';
import {
  EMPTY_VALUE,
  EmptyState,
  Link,
  PageHeader,
  QueryState,
  Stack,
  formatDateTime,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { DataTable, TableScroll } from '../../components/DataTable';

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
              {data.map((account) => (
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
      )}
    </QueryState>
  );
}

export function Component() {
  const headingId = useId();
  return (
    <Stack gap="6">
      <PageHeader title="Outreach" description="Tracking deiner Ansprache über alle Kanäle." />
      <Section aria-labelledby={headingId}>
        <h2 id={headingId}>LinkedIn</h2>
        <LinkedinAccounts />
      </Section>
    </Stack>
  );
}
