import { useEffect, useId, useState } from 'react';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { Button, FormField, Input, Link } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { leadHref } from '../../crm/public';

export type LeadChoice = { id: string; name: string };

const Chosen = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  min-height: var(--size-control);
  padding: 0 var(--space-1) 0 var(--space-3);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  font-size: var(--font-size-sm);
`;

const Group = styled.div`
  display: grid;
  gap: var(--space-2);
`;

const Caption = styled.span`
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  line-height: var(--line-height-tight);
`;

const Results = styled.ul`
  display: grid;
  gap: var(--space-0-5);
  margin: 0;
  padding: 0;
  list-style: none;

  & button {
    width: 100%;
    justify-content: flex-start;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export type LeadFieldProps = {
  value: LeadChoice | null;
  onChange: (lead: LeadChoice | null) => void;
  error?: string;
};

/**
 * 'Lead' (optional): the chosen lead with a link to its page and 'Lead entfernen', or a search
 * over the company's leads (`crm.leads.list`) by company, name or e-mail.
 */
export function LeadField({ value, onChange, error }: LeadFieldProps) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const resultsId = useId();
  const captionId = useId();
  const term = useDebounced(search.trim().slice(0, 200), 250);
  const leads = useQuery({
    ...trpc.crm.leads.list.queryOptions(term && !value ? { search: term, limit: 5 } : skipToken),
    placeholderData: keepPreviousData,
  });

  if (value) {
    return (
      <Group role="group" aria-labelledby={captionId}>
        <Caption id={captionId}>Lead</Caption>
        <Chosen>
          <Link href={leadHref(value.id)}>{value.name}</Link>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Lead „${value.name}“ entfernen`}
            onClick={() => onChange(null)}
          >
            <X aria-hidden />
          </Button>
        </Chosen>
      </Group>
    );
  }

  const items = term ? (leads.data?.items ?? []) : [];
  return (
    <FormField label="Lead" error={error} description="Optional: der Lead, um den es geht.">
      {(control) => (
        <>
          <Input
            {...control}
            type="search"
            autoComplete="off"
            placeholder="Unternehmen suchen"
            aria-controls={resultsId}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div id={resultsId} aria-live="polite">
            {term && leads.isSuccess && items.length === 0 ? (
              <Hint>Keine passenden Leads.</Hint>
            ) : null}
            {items.length > 0 ? (
              <Results aria-label="Gefundene Leads">
                {items.map((lead) => (
                  <li key={lead.id}>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        onChange({ id: lead.id, name: lead.companyName });
                        setSearch('');
                      }}
                    >
                      {lead.companyName}
                      {lead.contactName ? ` · ${lead.contactName}` : ''}
                    </Button>
                  </li>
                ))}
              </Results>
            ) : null}
          </div>
        </>
      )}
    </FormField>
  );
}
