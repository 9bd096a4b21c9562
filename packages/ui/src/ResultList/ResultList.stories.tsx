import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Text';
import { ResultList, ResultListItem } from './ResultList';

const leads = [
  { id: '1', company: 'Alpenblick Logistik GmbH', details: 'Sabine Huber · Qualifiziert' },
  { id: '2', company: 'Hansewerft Technik AG', details: 'Lars Petersen · Angebot' },
  { id: '3', company: 'Bäckerei Schneider', details: 'Neu' },
];

const many = Array.from({ length: 12 }, (_, index) => ({
  id: String(index + 1),
  company: `Lead ${index + 1}`,
  details: 'Neu',
}));

const onPick = fn();

function Results({ items, maxHeight }: { items: typeof leads; maxHeight?: string }) {
  return (
    <ResultList aria-label="Gefundene Leads" maxHeight={maxHeight}>
      {items.map((lead) => (
        <ResultListItem key={lead.id}>
          <div>
            <div>{lead.company}</div>
            <Text tone="muted" size="sm">
              {lead.details}
            </Text>
          </div>
          <Button
            size="sm"
            variant="outline"
            aria-label={`${lead.company} verknüpfen`}
            onClick={() => onPick(lead.id)}
          >
            Verknüpfen
          </Button>
        </ResultListItem>
      ))}
    </ResultList>
  );
}

const meta = {
  title: 'UI/Data Display/ResultList',
  component: ResultList,
  beforeEach: () => {
    onPick.mockClear();
  },
  render: () => <Results items={leads} />,
} satisfies Meta<typeof ResultList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The leads a search found, each with its action at the end of the row. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Gefundene Leads' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Hansewerft Technik AG verknüpfen' }),
    );
    await expect(onPick).toHaveBeenCalledWith('2');
  },
};

/** `maxHeight`: a long list scrolls inside its space instead of stretching the dialog. */
export const Scrolling: Story = {
  render: () => <Results items={many} maxHeight="12rem" />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Gefundene Leads' });
    await expect(list.getBoundingClientRect().height).toBe(192);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};
