import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { RoleBadge } from './RoleBadge';

const meta = {
  title: 'UI/Data Display/RoleBadge',
  component: RoleBadge,
  args: { role: 'primary_admin' },
  argTypes: {
    role: { control: 'select', options: ['primary_admin', 'admin', 'user'] },
  },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrimaryAdmin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hauptadministrator')).toHaveAttribute('data-variant', 'default');
  },
};

export const Admin: Story = {
  args: { role: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Administrator')).toHaveAttribute('data-variant', 'secondary');
  },
};

export const User: Story = {
  args: { role: 'user' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Benutzer')).toHaveAttribute('data-variant', 'outline');
  },
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const roles = ['primary_admin', 'admin', 'user', 'owner'];

/** Every role; a role the client does not know (`owner`) reads as a plain user. */
export const Catalog: Story = {
  render: () => (
    <Row>
      {roles.map((role) => (
        <RoleBadge key={role} role={role} />
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Benutzer')).toHaveLength(2);
  },
};
