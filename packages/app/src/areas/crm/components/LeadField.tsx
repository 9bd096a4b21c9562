import { useEffect, useState } from 'react';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { LookupField } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { leadHref } from './leadLinks';

export type LeadChoice = { id: string; name: string };

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export type LeadFieldProps = {
  /** 'Lead' unless the form says what the lead is for ('Lead einbeziehen'). */
  label?: string;
  description?: string;
  value: LeadChoice | null;
  onChange: (lead: LeadChoice | null) => void;
  error?: string;
};

/**
 * 'Lead' (optional): the chosen lead with a link to its page and 'Lead entfernen', or a search
 * over the company's leads (`crm.leads.list`) by company, name or e-mail.
 */
export function LeadField({
  label = 'Lead',
  description = 'Optional: der Lead, um den es geht.',
  value,
  onChange,
  error,
}: LeadFieldProps) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim().slice(0, 200), 250);
  const leads = useQuery({
    ...trpc.crm.leads.list.queryOptions(term && !value ? { search: term, limit: 5 } : skipToken),
    placeholderData: keepPreviousData,
  });

  const items = term && !value ? (leads.data?.items ?? []) : [];
  return (
    <LookupField
      label={label}
      description={description}
      error={error}
      placeholder="Unternehmen suchen"
      search={search}
      onSearchChange={setSearch}
      results={items.map((lead) => ({
        id: lead.id,
        label: `${lead.companyName}${lead.contactName ? ` · ${lead.contactName}` : ''}`,
      }))}
      resultsLabel="Gefundene Leads"
      noResults={term && leads.isSuccess && items.length === 0 ? 'Keine passenden Leads.' : null}
      onPick={(id) => {
        const lead = items.find((item) => item.id === id);
        if (lead) onChange({ id: lead.id, name: lead.companyName });
        setSearch('');
      }}
      chosen={value ? { label: value.name, href: leadHref(value.id) } : null}
      clearLabel={value ? `Lead „${value.name}“ entfernen` : 'Lead entfernen'}
      onClear={() => onChange(null)}
    />
  );
}
