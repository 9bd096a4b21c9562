import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { TextLink } from './TextLink';

const meta = {
  title: 'UI/Navigation/TextLink',
  component: TextLink,
  args: {
    href: 'https://example.com/belege/rechnung.pdf',
    target: '_blank',
    rel: 'noreferrer',
    children: 'Öffnen',
    'aria-label': 'Beleg „rechnung.pdf“ öffnen (neuer Tab)',
  },
  render: (args) => <TextLink {...args} icon={<FileText aria-hidden />} />,
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With an icon, as in a table cell: 'Öffnen' with a document. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Beleg „rechnung.pdf“ öffnen (neuer Tab)' });
    await expect(link).toHaveAttribute('href', 'https://example.com/belege/rechnung.pdf');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** In a sentence, without an icon. */
export const InText: Story = {
  args: { target: undefined, rel: undefined, 'aria-label': undefined, children: 'Preisliste' },
  render: (args) => (
    <p style={{ margin: 0 }}>
      Alle Pakete stehen in der <TextLink {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Preisliste' })).toBeVisible();
  },
};

/** Focus from the keyboard shows the ring. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};
