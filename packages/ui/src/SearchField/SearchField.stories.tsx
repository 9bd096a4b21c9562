import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RotateCcw } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { SearchField } from './SearchField';

const meta = {
  title: 'UI/Forms/SearchField',
  component: SearchField,
  args: {
    'aria-label': 'Kunden durchsuchen',
    placeholder: 'Name, offizieller Name oder Domain...',
  },
  render: (args) => (
    <Stack role="search" aria-label="Kunden filtern" direction="row" wrap align="center" gap="2">
      <SearchField {...args} />
      <Button variant="ghost">
        <RotateCcw aria-hidden />
        Filter zurücksetzen
      </Button>
    </Stack>
  ),
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, in a toolbar: the magnifier and the placeholder. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Kunden durchsuchen' });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', 'Name, offizieller Name oder Domain...');
    // 16rem to start with, at most 24rem.
    const width = field.getBoundingClientRect().width;
    await expect(width).toBeGreaterThanOrEqual(256);
    await expect(width).toBeLessThanOrEqual(384);
  },
};

function Controlled() {
  const [search, setSearch] = useState('');
  return (
    <>
      <SearchField
        aria-label="Kunden durchsuchen"
        placeholder="Name, offizieller Name oder Domain..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <output aria-label="Suche">{search}</output>
    </>
  );
}

/** Typing: the text shows at once, in a controlled field. */
export const Typing: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Kunden durchsuchen' });
    await userEvent.type(field, 'Nordlicht');
    await expect(field).toHaveValue('Nordlicht');
    await expect(canvas.getByLabelText('Suche')).toHaveTextContent('Nordlicht');
  },
};

/** Disabled while a list cannot be searched. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Kunden durchsuchen' })).toBeDisabled();
  },
};
