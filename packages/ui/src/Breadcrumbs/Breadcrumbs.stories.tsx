import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [{ label: 'Dashboard' }],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A top-level page: one entry, the current page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    const current = within(nav).getByText('Dashboard');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Outreach > Inbox > LinkedIn: links up the hierarchy, reachable by Tab. */
export const Nested: Story = {
  args: {
    items: [
      { label: 'Outreach', href: '/app/outreach' },
      { label: 'Inbox', href: '/app/outreach/inbox' },
      { label: 'LinkedIn' },
    ],
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Outreach', 'Inbox']);
    await expect(links[1]).toHaveAttribute('href', '/app/outreach/inbox');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await expect(canvas.getByText('LinkedIn')).toHaveAttribute('aria-current', 'page');
  },
};

/** While the lead loads, its place holds the loading text. */
export const Loading: Story = {
  args: {
    items: [{ label: 'CRM', href: '/app/crm' }, { label: 'Lead wird geladen...' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lead wird geladen...')).toHaveAttribute('aria-current', 'page');
  },
};

/** Trainings > Training > Modules / Lesson: an entry without a page of its own is plain text. */
export const WithoutLinkInBetween: Story = {
  args: {
    items: [
      { label: 'Trainings', href: '/app/trainings' },
      { label: 'Training', href: '/app/trainings/42' },
      { label: 'Modules' },
      { label: 'Lesson' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByText('Modules')).not.toHaveAttribute('aria-current');
  },
};

/** Long names are cut with an ellipsis; the full name stays in the title. */
export const LongName: Story = {
  args: {
    items: [
      { label: 'CRM', href: '/app/crm' },
      { label: 'Nordlicht Vertriebsgesellschaft mbH – Niederlassung Hamburg-Altona' },
    ],
  },
};
