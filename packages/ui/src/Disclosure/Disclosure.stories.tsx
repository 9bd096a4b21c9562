import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { TextField } from '../TextField';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'UI/Layout/Disclosure',
  component: Disclosure,
  args: {
    summary: 'Angaben und Lead',
    children: (
      <>
        <TextField label="Thema" defaultValue="Kaltakquise im Mittelstand" />
        <TextField label="Zielgruppe" placeholder="z. B. Geschäftsführer im Mittelstand" />
      </>
    ),
  },
  argTypes: { summary: { control: 'text' }, children: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: '32rem' }}>
      <Disclosure {...args} />
    </div>
  ),
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Folded: only the summary shows; activating it (click, Enter, Space) opens the section. */
export const Closed: Story = {
  play: async ({ canvas, step }) => {
    const summary = canvas.getByText('Angaben und Lead');
    await expect(canvas.getByRole('textbox', { name: 'Thema' })).not.toBeVisible();
    await step('open and fold again', async () => {
      await userEvent.click(summary);
      await expect(canvas.getByRole('textbox', { name: 'Thema' })).toBeVisible();
      await userEvent.click(summary);
      await waitFor(() => expect(canvas.getByRole('group')).not.toHaveAttribute('open'));
    });
  },
};

/** Open: the fields under the summary, the chevron turned. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Thema' })).toHaveValue(
      'Kaltakquise im Mittelstand',
    );
    await expect(canvas.getByRole('group')).toHaveAttribute('open');
  },
};
