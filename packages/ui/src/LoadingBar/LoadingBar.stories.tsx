import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { LoadingBar } from './LoadingBar';

const meta = {
  title: 'UI/Feedback/LoadingBar',
  component: LoadingBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While a page loads: the bar across the top of the window, announced as busy. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Seite wird geladen' });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar.getBoundingClientRect().top).toBe(0);
    await expect(bar.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

/** Another name for what is loading. */
export const CustomLabel: Story = {
  args: { 'aria-label': 'Leads werden geladen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Leads werden geladen' })).toBeVisible();
  },
};

function Navigation() {
  const [loading, setLoading] = useState(false);
  return (
    <>
      {loading ? <LoadingBar /> : null}
      <Button onClick={() => setLoading(!loading)}>{loading ? 'Fertig' : 'Seite öffnen'}</Button>
    </>
  );
}

/** Idle: nothing is rendered; the bar appears with the load and goes with it. */
export const Idle: Story = {
  render: () => <Navigation />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Seite öffnen' }));
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fertig' }));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
