import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarClock, Plus, Users } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card, CardContent, CardHeader, CardTitle } from '../Card';
import { EmptyState } from './EmptyState';

const onCreate = fn();

const meta = {
  title: 'UI/Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'Noch keine Leads',
    children: 'Sobald du Leads anlegst, erscheinen sie hier.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['default', 'compact'] },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    children: { control: 'text' },
    icon: { control: false },
    action: { control: false },
  },
  beforeEach: () => onCreate.mockClear(),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The section is named by its heading, so it is announced as 'Noch keine Leads'.
    const section = canvas.getByRole('region', { name: 'Noch keine Leads' });
    await expect(section).toHaveAttribute('data-size', 'default');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Noch keine Leads' })).toBeVisible();
    await expect(canvas.getByText('Sobald du Leads anlegst, erscheinen sie hier.')).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { icon: <Users aria-hidden /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Noch keine Leads' })).toBeVisible();
    // The icon is decoration; nothing extra is read.
    const icon = canvasElement.querySelector('[data-slot="empty-state-icon"]');
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithAction: Story = {
  args: {
    icon: <Users aria-hidden />,
    action: (
      <Button onClick={onCreate}>
        <Plus aria-hidden /> Lead anlegen
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Noch keine Leads' });
    await userEvent.click(within(section).getByRole('button', { name: 'Lead anlegen' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

/** Inside a card, one heading level below the card's title. */
export const Compact: Story = {
  args: {
    size: 'compact',
    headingLevel: 3,
    icon: <CalendarClock aria-hidden />,
    title: 'Keine Termine geplant',
    children: 'Geplante Termine mit diesem Kunden erscheinen hier.',
  },
  render: (args) => (
    <Card style={{ maxWidth: '24rem' }}>
      <CardHeader>
        <CardTitle as="h2">Nächste Termine</CardTitle>
      </CardHeader>
      <CardContent>
        <EmptyState {...args} />
      </CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Keine Termine geplant' });
    await expect(section).toHaveAttribute('data-size', 'compact');
    await expect(
      within(section).getByRole('heading', { level: 3, name: 'Keine Termine geplant' }),
    ).toBeVisible();
  },
};
