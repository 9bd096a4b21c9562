import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, Target, Wallet } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { FeatureCard } from './FeatureCard';

const Narrow = styled.div`
  max-width: 20rem;
`;

/** Cards of one row, stretched to the tallest as the landing page lists them. */
const Row = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
  }
`;

const meta = {
  title: 'UI/Data Display/FeatureCard',
  component: FeatureCard,
  render: (args) => (
    <Narrow>
      <FeatureCard {...args} />
    </Narrow>
  ),
  args: {
    icon: <Target aria-hidden />,
    title: 'CRM mit Leads',
    children:
      'Erfasse Leads mit Firma und Ansprechpartnern und sieh auf einen Blick, wo jede Verkaufschance steht.',
  },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icon, title (`h3`) and what the feature does. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'CRM mit Leads' })).toBeVisible();
    await expect(canvas.getByText(/Verkaufschance/)).toBeVisible();
    const icon = canvasElement.querySelector('[data-slot="feature-card-icon"] svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Without an icon: title and text only. */
export const WithoutIcon: Story = {
  args: { icon: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="feature-card-icon"]')).toBeNull();
  },
};

const features = [
  { icon: <Target aria-hidden />, title: 'CRM mit Leads', text: 'Leads, Kontakte und Chancen.' },
  {
    icon: <Inbox aria-hidden />,
    title: 'Outreach-Inbox',
    text: 'Nachrichten aus LinkedIn, Instagram und E-Mail in einer Inbox, mit Tracking.',
  },
  { icon: <Wallet aria-hidden />, title: 'Finanzen', text: 'Einnahmen und Ausgaben im Überblick.' },
];

/** A list of features: the cards of a row share the height of the tallest. */
export const InAList: Story = {
  render: () => (
    <Row aria-label="Funktionen">
      {features.map(({ icon, title, text }) => (
        <li key={title}>
          <FeatureCard icon={icon} title={title}>
            {text}
          </FeatureCard>
        </li>
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Funktionen' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const heights = items.map((item) => item.getBoundingClientRect().height);
    await expect(new Set(heights).size).toBe(1);
  },
};
