import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { ProgressBar } from './ProgressBar';

const Frame = styled.div`
  max-width: 20rem;
`;

const meta = {
  title: 'UI/Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 0 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
  render: (args) => (
    <Frame>
      <ProgressBar {...args} />
    </Frame>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { 'aria-label': 'Profil vollständig' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Profil vollständig' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('aria-valuetext', '0\u00a0%');
  },
};

export const Partial: Story = {
  args: { 'aria-label': 'Profil vollständig', value: 42, showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Profil vollständig' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42\u00a0%');
    // Testing Library reads the no-break space as a plain one.
    await expect(canvas.getByText('42 %')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { 'aria-label': 'Profil vollständig', value: 100, showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Profil vollständig' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('data-state', 'complete');
  },
};

/** The visible `label` names the bar; no separate `aria-label` needed. */
export const WithLabel: Story = {
  args: { value: 67, label: 'Onboarding', showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Onboarding' });
    await expect(bar).toHaveAttribute('aria-valuenow', '67');
    await expect(canvas.getByText('Onboarding')).toBeVisible();
    await expect(canvas.getByText('67 %')).toBeVisible();
  },
};

/** Out-of-range and broken values never break the bar: clamped to 0..100, NaN counts as 0. */
export const OutOfRange: Story = {
  args: { 'aria-label': 'Profil vollständig', value: 140, showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Profil vollständig' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
};
