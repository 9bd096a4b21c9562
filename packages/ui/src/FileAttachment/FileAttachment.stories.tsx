import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { FileAttachment } from './FileAttachment';

const onRemove = fn();

const meta = {
  title: 'UI/Forms/FileAttachment',
  component: FileAttachment,
  args: {
    label: 'Beleg',
    fileName: 'rechnung-hansewerft-2026-11.pdf',
    href: 'https://example.com/belege/rechnung-hansewerft-2026-11.pdf',
  },
  render: (args) => (
    <div style={{ maxWidth: '36rem' }}>
      <FileAttachment
        {...args}
        action={
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden />
            Beleg entfernen
          </Button>
        }
      />
    </div>
  ),
} satisfies Meta<typeof FileAttachment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved receipt: its name opens it in a new tab, the button removes it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    onRemove.mockClear();
    const group = canvas.getByRole('group', { name: 'Beleg' });
    const link = within(group).getByRole('link', { name: 'rechnung-hansewerft-2026-11.pdf' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noreferrer');
    await userEvent.click(within(group).getByRole('button', { name: 'Beleg entfernen' }));
    await expect(onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Without an address to open it (not signed yet): the name as text. */
export const WithoutLink: Story = {
  args: { href: undefined, fileName: 'Beleg' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Beleg' });
    await expect(within(group).queryByRole('link')).not.toBeInTheDocument();
    await expect(group).toHaveTextContent('BelegBelegBeleg entfernen');
  },
};

/** A long name breaks rather than widening the form. */
export const LongName: Story = {
  args: {
    fileName:
      'scan_2026-11-02_rechnung_hansewerft_technik_ag_wartungsvertrag_november_final_v2.pdf',
  },
  render: (args) => (
    <div style={{ width: '20rem' }}>
      <FileAttachment {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toBeVisible();
  },
};
