import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link';
import { Callout } from './Callout';

const meta = {
  title: 'UI/Feedback/Callout',
  component: Callout,
  args: {
    children: <p>Der Abo-Link zeigt nur Termine, die du sehen darfst.</p>,
  },
  argTypes: { title: { control: 'text' }, children: { control: false } },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sentence worth knowing, in a quiet frame. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Der Abo-Link zeigt nur Termine, die du sehen darfst.');
    await expect(text).toBeVisible();
    await expect(text.closest('[data-slot="callout"]')).not.toHaveAttribute('role');
  },
};

/** With a lead-in and a list: the possible duplicates of a lead being typed in. */
export const WithTitleAndList: Story = {
  args: {
    title: 'Möglicher Duplikat:',
    children: (
      <ul>
        <li>
          <Link href="/app/crm/leads/1">Alpenblick Logistik GmbH</Link> (info@alpenblick.de)
        </li>
        <li>
          <Link href="/app/crm/leads/2">Alpenblick Logistik</Link>
        </li>
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Möglicher Duplikat:')).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Alpenblick Logistik GmbH', 'Alpenblick Logistik']);
  },
};
