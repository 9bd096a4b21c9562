import type { Meta, StoryObj } from '@storybook/react-vite';
import { Briefcase, Plus } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card, CardContent, CardHeader, CardTitle } from '../Card';
import { EmptyState } from '../EmptyState';
import { QueryState, type QueryLike } from './QueryState';

type Lead = { id: string; company: string; status: string };

const leads: Lead[] = [
  { id: 'l1', company: 'Müller Maschinenbau', status: 'Qualifiziert' },
  { id: 'l2', company: 'Schneider Logistik', status: 'Kontaktiert' },
  { id: 'l3', company: 'Bäckerei Hofmann', status: 'Neu' },
];

const refetch = fn();

const success = (data: Lead[]): QueryLike<Lead[]> => ({
  status: 'success',
  data,
  error: null,
  refetch,
  isFetching: false,
});

const failed: QueryLike<Lead[]> = {
  status: 'error',
  data: undefined,
  error: { message: 'Die Verbindung zum Server ist fehlgeschlagen. Bitte prüfe deine Verbindung.' },
  refetch,
  isFetching: false,
};

const List = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-2);
    padding: var(--space-3) var(--space-4);
    border: var(--border-width) solid var(--color-border);
    border-radius: var(--radius-md);
    font-size: var(--font-size-sm);
  }
`;

function LeadList({ data }: { data: Lead[] }) {
  return (
    <List aria-label="Leads">
      {data.map((lead) => (
        <li key={lead.id}>
          {lead.company}
          <Badge variant="secondary">{lead.status}</Badge>
        </li>
      ))}
    </List>
  );
}

const meta = {
  title: 'UI/Feedback/QueryState',
  component: QueryState<Lead[]>,
  args: {
    query: success(leads),
    loadingLabel: 'Leads werden geladen',
    errorTitle: 'Leads konnten nicht geladen werden',
    icon: <Briefcase aria-hidden />,
    empty: (
      <EmptyState
        icon={<Briefcase aria-hidden />}
        title="Noch keine Leads"
        action={
          <Button>
            <Plus aria-hidden /> Ersten Lead anlegen
          </Button>
        }
      >
        Sobald du Leads anlegst oder importierst, erscheinen sie hier mit Status und Wert.
      </EmptyState>
    ),
    children: (data) => <LeadList data={data} />,
  },
  argTypes: {
    query: { control: 'object' },
    size: { control: 'inline-radio', options: ['default', 'compact'] },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    icon: { control: false },
    empty: { control: false },
    loading: { control: false },
    children: { control: false },
    isEmpty: { control: false },
  },
  beforeEach: () => refetch.mockClear(),
} satisfies Meta<typeof QueryState<Lead[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data is there: the children render it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Leads' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** While loading: a placeholder in a busy status named for what is loading. */
export const Loading: Story = {
  args: { query: { status: 'pending', data: undefined, error: null } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Leads werden geladen' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The server's message under the error title, and a way to try again. */
export const Error: Story = {
  args: { query: failed },
  play: async ({ canvas }) => {
    const view = canvas.getByRole('region', { name: 'Leads konnten nicht geladen werden' });
    await expect(
      within(view).getByRole('heading', { level: 2, name: 'Leads konnten nicht geladen werden' }),
    ).toBeVisible();
    await expect(view).toHaveTextContent('Die Verbindung zum Server ist fehlgeschlagen.');
    await userEvent.click(within(view).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(refetch).toHaveBeenCalledTimes(1);
  },
};

/** While the retry runs, the button says busy and ignores further clicks, but keeps focus. */
export const Retrying: Story = {
  args: { query: { ...failed, isFetching: true } },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Erneut versuchen' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry);
    await expect(retry).toHaveFocus();
    await expect(refetch).not.toHaveBeenCalled();
  },
};

/** Nothing there yet: the empty state, with the first action. */
export const Empty: Story = {
  args: { query: success([]) },
  play: async ({ canvas }) => {
    const view = canvas.getByRole('region', { name: 'Noch keine Leads' });
    await expect(within(view).getByRole('button', { name: 'Ersten Lead anlegen' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Inside a card: compact, one heading level below the card's title. */
export const CompactErrorInCard: Story = {
  args: { query: failed, size: 'compact', headingLevel: 3 },
  render: (args) => (
    <Card style={{ maxWidth: '24rem' }}>
      <CardHeader>
        <CardTitle as="h2">Neueste Leads</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState {...args} />
      </CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    const view = canvas.getByRole('region', { name: 'Leads konnten nicht geladen werden' });
    await expect(
      within(view).getByRole('heading', { level: 3, name: 'Leads konnten nicht geladen werden' }),
    ).toBeVisible();
    await userEvent.click(within(view).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(refetch).toHaveBeenCalledTimes(1);
  },
};
