import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { PlanBadge } from './PlanBadge';

const meta = {
  title: 'UI/Data Display/PlanBadge',
  component: PlanBadge,
  args: { plan: 'enterprise' },
  argTypes: {
    plan: { control: 'select', options: ['enterprise', 'professional', 'starter', 'custom'] },
  },
} satisfies Meta<typeof PlanBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enterprise: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enterprise')).toHaveAttribute('data-variant', 'default');
  },
};

export const Professional: Story = {
  args: { plan: 'professional' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Professional')).toHaveAttribute('data-variant', 'secondary');
  },
};

export const Starter: Story = {
  args: { plan: 'starter' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Starter')).toHaveAttribute('data-variant', 'outline');
  },
};

/** A tier the client does not know yet is shown as it came, with the least emphasis. */
export const Unknown: Story = {
  args: { plan: 'custom' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('custom')).toHaveAttribute('data-variant', 'outline');
  },
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const plans = ['enterprise', 'professional', 'starter', 'custom', null];

/** Every tier, an unknown one and none at all. */
export const Catalog: Story = {
  render: () => (
    <Row>
      {plans.map((plan) => (
        <PlanBadge key={plan ?? 'none'} plan={plan} />
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kein Tarif')).toHaveAttribute('data-variant', 'outline');
  },
};
