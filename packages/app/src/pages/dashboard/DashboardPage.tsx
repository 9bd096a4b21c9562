import { useQuery } from '@tanstack/react-query';
import { Briefcase, Euro, Trophy } from 'lucide-react';
import styled from 'styled-components';
import {
  Link,
  PageHeader,
  StatCard,
  formatCurrency,
  formatRelativeTime,
  resolveDisplayName,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { useAuth } from '../../auth/AuthContext';
import { PageStack } from '../AreaPage';

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: var(--space-4);
`;

const Recent = styled.ol`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    justify-content: space-between;
    gap: var(--space-4);
  }

  & span {
    color: var(--color-muted-foreground);
  }
`;

export function Component() {
  const { databaseUser, customer } = useAuth();
  const trpc = useTRPC();
  const leads = useQuery(trpc.crm.leads.list.queryOptions({ limit: 200 }));
  const all = leads.data ?? [];
  const open = all.filter((lead) => lead.status !== 'won' && lead.status !== 'lost');
  const pipeline = open.reduce((sum, lead) => sum + lead.valueCents, 0);
  const won = all.filter((lead) => lead.status === 'won');
  const name = resolveDisplayName({
    displayName: databaseUser?.displayName,
    email: databaseUser?.email,
  });

  return (
    <PageStack>
      <PageHeader title={`Willkommen zurück, ${name}!`} description={customer?.name} />
      <Stats>
        <StatCard
          label="Offene Leads"
          value={String(open.length)}
          loading={leads.isPending}
          icon={<Briefcase aria-hidden />}
        />
        <StatCard
          label="Pipeline-Wert"
          value={formatCurrency(pipeline, { cents: true })}
          loading={leads.isPending}
          icon={<Euro aria-hidden />}
        />
        <StatCard
          label="Gewonnen"
          value={String(won.length)}
          description={formatCurrency(
            won.reduce((sum, lead) => sum + lead.valueCents, 0),
            { cents: true },
          )}
          loading={leads.isPending}
          icon={<Trophy aria-hidden />}
        />
      </Stats>
      <section aria-labelledby="zuletzt">
        <h2 id="zuletzt">Zuletzt geändert</h2>
        <Recent>
          {all.slice(0, 5).map((lead) => (
            <li key={lead.id}>
              <Link href={`/app/crm/leads/${lead.id}`}>{lead.companyName}</Link>
              <span>{formatRelativeTime(lead.updatedAt)}</span>
            </li>
          ))}
        </Recent>
      </section>
    </PageStack>
  );
}
