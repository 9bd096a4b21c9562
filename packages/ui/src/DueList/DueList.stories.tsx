import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckCircle2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { DueList, DueListItem, type DueListProps } from './DueList';

type Due = {
  id: string;
  date: string;
  title: string;
  description?: string;
  amount: string;
  booked?: boolean;
};

const items: Due[] = [
  {
    id: 'rent',
    date: '01.12.2026',
    title: 'Miete Büro',
    description: 'Hanseatische Immobilien GmbH',
    amount: '−2.380,00 €',
    booked: true,
  },
  {
    id: 'retainer',
    date: '01.12.2026',
    title: 'Wartungsvertrag',
    description: 'Hansewerft Technik AG',
    amount: '+4.760,00 €',
  },
  {
    id: 'phone',
    date: '05.12.2026',
    title: 'Mobilfunk',
    description: 'Telekom Deutschland GmbH',
    amount: '−59,50 €',
  },
];

const onBook = fn();

/** A page's list: each open item can be marked as booked, booked ones say so. */
function BookableList({ size }: Pick<DueListProps, 'size'>) {
  const [booked, setBooked] = useState(
    () => new Set(items.filter((item) => item.booked).map((item) => item.id)),
  );
  return (
    <DueList size={size} aria-label="Fällig in den nächsten 30 Tagen">
      {items.map((item) => (
        <DueListItem
          key={item.id}
          aria-label={`${item.title}, fällig am ${item.date}`}
          date={item.date}
          title={item.title}
          description={item.description}
          amount={item.amount}
          action={
            booked.has(item.id) ? (
              <Badge variant="secondary">
                <CheckCircle2 aria-hidden />
                Gebucht
              </Badge>
            ) : (
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  onBook(item.id);
                  setBooked((current) => new Set(current).add(item.id));
                }}
              >
                Als gebucht markieren
              </Button>
            )
          }
        />
      ))}
    </DueList>
  );
}

const meta = {
  title: 'UI/Data Display/DueList',
  component: DueList,
  args: { size: 'default', children: null },
  argTypes: {
    size: { control: 'inline-radio', options: ['default', 'compact'] },
    children: { control: false },
  },
  render: (args) => <BookableList size={args.size} />,
} satisfies Meta<typeof DueList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows with day, title and partner, amount, and the way to settle each. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Fällig in den nächsten 30 Tagen' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const rent = within(list).getByRole('listitem', { name: 'Miete Büro, fällig am 01.12.2026' });
    await expect(rent).toHaveTextContent('Hanseatische Immobilien GmbH');
    await expect(rent).toHaveTextContent('−2.380,00 €');
    await expect(within(rent).getByText('Gebucht')).toBeVisible();
  },
};

/** The action of a row: 'Als gebucht markieren' turns into the 'Gebucht' badge. */
export const Settle: Story = {
  play: async ({ canvas }) => {
    onBook.mockClear();
    const phone = canvas.getByRole('listitem', { name: 'Mobilfunk, fällig am 05.12.2026' });
    await userEvent.click(within(phone).getByRole('button', { name: 'Als gebucht markieren' }));
    await expect(onBook).toHaveBeenCalledWith('phone');
    await waitFor(() => expect(within(phone).getByText('Gebucht')).toBeVisible());
  },
};

/** A dashboard card: day and title on one side, the amount on the other, nothing to click. */
export const Compact: Story = {
  args: { size: 'compact' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Fällig in den nächsten 30 Tagen' });
    await expect(list).toHaveAttribute('data-size', 'compact');
    await expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(list).queryByText('Hansewerft Technik AG')).not.toBeInTheDocument();
    await expect(
      within(list).getByRole('listitem', { name: 'Wartungsvertrag, fällig am 01.12.2026' }),
    ).toHaveTextContent('01.12.2026 Wartungsvertrag+4.760,00 €');
  },
};

/** Without a partner, the title stands alone (and is not muted). */
export const WithoutDescription: Story = {
  render: () => (
    <DueList aria-label="Fällig">
      <DueListItem
        aria-label="Rundfunkbeitrag, fällig am 15.12.2026"
        date="15.12.2026"
        title="Rundfunkbeitrag"
        amount="−55,08 €"
      />
    </DueList>
  ),
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem', { name: 'Rundfunkbeitrag, fällig am 15.12.2026' });
    await expect(item).toHaveTextContent('15.12.2026Rundfunkbeitrag−55,08 €');
  },
};

/** On a phone: day and title above, amount and action below. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Als gebucht markieren' });
    await waitFor(() => expect(buttons[0]).toBeVisible());
    await expect(buttons).toHaveLength(2);
  },
};
