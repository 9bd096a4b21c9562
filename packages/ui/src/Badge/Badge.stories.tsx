import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckCircle2 } from 'lucide-react';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { Badge, type BadgeVariant } from './Badge';

const meta = {
  title: 'UI/Data Display/Badge',
  component: Badge,
  args: { children: 'Neu' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['default', 'secondary', 'outline', 'destructive', 'success'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Neu')).toHaveAttribute('data-variant', 'default');
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Entwurf' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Starter' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Überfällig' } };
export const Success: Story = {
  args: {
    variant: 'success',
    children: (
      <>
        <CheckCircle2 aria-hidden /> Bezahlt
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bezahlt')).toHaveAttribute('data-variant', 'success');
  },
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const variants: BadgeVariant[] = ['default', 'secondary', 'outline', 'destructive', 'success'];

export const Catalog: Story = {
  render: () => (
    <Row>
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </Row>
  ),
};
