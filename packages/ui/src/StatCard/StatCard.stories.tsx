import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, Euro, Handshake, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { StatCard } from './StatCard';

const Frame = styled.div`
  max-width: 20rem;
`;

const framed: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

const meta = {
  title: 'UI/Data Display/StatCard',
  component: StatCard,
  args: {
    label: 'Pipeline-Wert',
    value: '184.250,00 €',
    icon: <Euro aria-hidden />,
    loading: false,
  },
  argTypes: {
    value: { control: 'text' },
    description: { control: 'text' },
    icon: { control: false },
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [framed],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Pipeline-Wert' });
    // Label, then value: the order a screen reader reads them in.
    await expect(card).toHaveTextContent(/^Pipeline-Wert184\.250,00 €$/);
    await expect(within(card).getByRole('term')).toHaveTextContent('Pipeline-Wert');
    await expect(within(card).getByRole('definition')).toHaveTextContent('184.250,00 €');
    await expect(card).not.toHaveAttribute('aria-busy');
  },
};

export const WithTrendUp: Story = {
  decorators: [framed],
  args: {
    trend: { direction: 'up', text: '+12,5 %' },
    description: 'gegenüber Vormonat',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Pipeline-Wert' });
    // The direction is spoken as a word, not left to colour and icon.
    await expect(card).toHaveTextContent('184.250,00 €Steigend +12,5 %gegenüber Vormonat');
    await expect(within(card).getByText('gegenüber Vormonat')).toBeVisible();
  },
};

export const WithTrendDown: Story = {
  decorators: [framed],
  args: {
    label: 'Abschlussquote',
    value: '18,4 %',
    icon: <Handshake aria-hidden />,
    trend: { direction: 'down', text: '-2,1 Pp.', label: 'Niedriger als im Vormonat' },
    description: 'gegenüber Vormonat',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Abschlussquote' });
    await expect(card).toHaveTextContent('Niedriger als im Vormonat -2,1 Pp.');
    await expect(card.querySelector('[data-slot="trend-indicator"]')).toHaveAttribute(
      'data-trend',
      'down',
    );
  },
};

/** Before the figure arrives: skeletons hold its place, the card is marked busy. */
export const Loading: Story = {
  decorators: [framed],
  args: {
    loading: true,
    value: undefined,
    trend: { direction: 'up', text: '+12,5 %' },
    description: 'gegenüber Vormonat',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Pipeline-Wert' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByText('Wird geladen')).toBeInTheDocument();
    await expect(card.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(2);
    await expect(within(card).queryByText('184.250,00 €')).not.toBeInTheDocument();
    await expect(within(card).queryByText('+12,5 %')).not.toBeInTheDocument();
  },
};

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: var(--space-4);
`;

/** A dashboard's top row: four cards that reflow from four columns to one. */
export const Grid: Story = {
  render: () => (
    <Columns>
      <StatCard
        label="Pipeline-Wert"
        value="184.250,00 €"
        icon={<Euro aria-hidden />}
        trend={{ direction: 'up', text: '+12,5 %' }}
        description="gegenüber Vormonat"
      />
      <StatCard
        label="Neue Leads"
        value="42"
        icon={<Users aria-hidden />}
        trend={{ direction: 'up', text: '+8' }}
        description="in den letzten 30 Tagen"
      />
      <StatCard
        label="Abschlussquote"
        value="18,4 %"
        icon={<Handshake aria-hidden />}
        trend={{ direction: 'down', text: '-2,1 Pp.' }}
        description="gegenüber Vormonat"
      />
      <StatCard
        label="Termine diese Woche"
        value="7"
        icon={<CalendarCheck aria-hidden />}
        trend={{ direction: 'neutral', text: '±0' }}
        description="wie in der Vorwoche"
      />
    </Columns>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
    for (const name of ['Pipeline-Wert', 'Neue Leads', 'Abschlussquote', 'Termine diese Woche']) {
      await expect(canvas.getByRole('group', { name })).toBeVisible();
    }
  },
};
