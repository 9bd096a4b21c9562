import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LookupField, type LookupFieldChoice } from './LookupField';

const LEADS = [
  { id: '1', company: 'Hansewerft Technik AG', contact: 'Lars Petersen' },
  { id: '2', company: 'Hanse Logistik GmbH', contact: null },
  { id: '3', company: 'Alpenblick Logistik GmbH', contact: 'Sabine Huber' },
];

const onPick = fn();
const onClear = fn();

/** The calendar's 'Lead' field, searching a fixed list as the page searches the CRM. */
function LeadLookup({
  initialSearch = '',
  initialChoice = null,
  error,
}: {
  initialSearch?: string;
  initialChoice?: (LookupFieldChoice & { id: string }) | null;
  error?: string;
}) {
  const [search, setSearch] = useState(initialSearch);
  const [chosen, setChosen] = useState(initialChoice);
  const term = search.trim().toLowerCase();
  const results = term
    ? LEADS.filter((lead) => lead.company.toLowerCase().includes(term)).map((lead) => ({
        id: lead.id,
        label: `${lead.company}${lead.contact ? ` · ${lead.contact}` : ''}`,
      }))
    : [];
  return (
    <div style={{ maxWidth: '28rem' }}>
      <LookupField
        label="Lead"
        description="Optional: der Lead, um den es geht."
        error={error}
        placeholder="Unternehmen suchen"
        search={search}
        onSearchChange={setSearch}
        results={results}
        resultsLabel="Gefundene Leads"
        noResults={term && results.length === 0 ? 'Keine passenden Leads.' : null}
        onPick={(id) => {
          const lead = LEADS.find((item) => item.id === id);
          onPick(id);
          if (lead) setChosen({ id: lead.id, label: lead.company, href: `/app/crm/leads/${id}` });
          setSearch('');
        }}
        chosen={chosen}
        clearLabel={chosen ? `Lead „${String(chosen.label)}“ entfernen` : 'Lead entfernen'}
        onClear={() => {
          onClear();
          setChosen(null);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Forms/LookupField',
  component: LookupField,
  // What the stories' field starts with; it keeps search and choice in its own state.
  args: {
    label: 'Lead',
    search: '',
    onSearchChange: fn(),
    results: [],
    resultsLabel: 'Gefundene Leads',
    onPick,
    clearLabel: 'Lead entfernen',
    onClear,
  },
  argTypes: { results: { control: false }, chosen: { control: false } },
  beforeEach: () => {
    onPick.mockClear();
    onClear.mockClear();
  },
  render: (args) => <LeadLookup initialSearch={args.search} error={args.error ?? undefined} />,
} satisfies Meta<typeof LookupField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: a labelled search with its hint. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Lead' });
    await expect(search).toHaveAccessibleDescription('Optional: der Lead, um den es geht.');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Typing finds leads; a click chooses one, which then shows as a link with 'entfernen'. */
export const Results: Story = {
  args: { search: 'Hanse' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Gefundene Leads' });
    await expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hansewerft Technik AG · Lars Petersen', 'Hanse Logistik GmbH']);
    await userEvent.click(within(list).getByRole('button', { name: /^Hansewerft/ }));
    await expect(onPick).toHaveBeenCalledWith('1');
    const group = canvas.getByRole('group', { name: 'Lead' });
    await expect(
      within(group).getByRole('link', { name: 'Hansewerft Technik AG' }),
    ).toHaveAttribute('href', '/app/crm/leads/1');
  },
};

/** A search that found nothing says so, in the live region under the field. */
export const NoResults: Story = {
  args: { search: 'Zeppelin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine passenden Leads.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A lead chosen: its name links to its page; the ✕ removes it and brings the search back. */
export const Chosen: Story = {
  render: () => (
    <LeadLookup
      initialChoice={{ id: '3', label: 'Alpenblick Logistik GmbH', href: '/app/crm/leads/3' }}
    />
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Lead' });
    await expect(within(group).getByRole('link')).toHaveTextContent('Alpenblick Logistik GmbH');
    await userEvent.click(
      within(group).getByRole('button', { name: 'Lead „Alpenblick Logistik GmbH“ entfernen' }),
    );
    await expect(onClear).toHaveBeenCalled();
    await expect(canvas.getByRole('searchbox', { name: 'Lead' })).toBeVisible();
  },
};

/** The server refused the lead: the message under the search, which is marked invalid. */
export const WithError: Story = {
  args: { error: 'Diesen Lead gibt es nicht (mehr).' },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Lead' });
    await expect(search).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Diesen Lead gibt es nicht (mehr).')).toBeVisible();
  },
};
