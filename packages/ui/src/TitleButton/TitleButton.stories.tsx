import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TitleButton } from './TitleButton';

const meta = {
  title: 'UI/Navigation/TitleButton',
  component: TitleButton,
  args: { children: 'Angebot für Hansewerft nachfassen', onClick: fn() },
  render: (args) => (
    <div style={{ width: '16rem' }}>
      <Text as="div" size="sm">
        <Stack gap="1">
          <TitleButton {...args} />
          <Text tone="muted">Nora Nordlicht</Text>
        </Stack>
      </Text>
    </div>
  ),
} satisfies Meta<typeof TitleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's title: bold text that opens the item. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Angebot für Hansewerft nachfassen' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: focus shows the ring, Enter opens. */
export const Focused: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalled();
  },
};

/** A long title wraps inside the card. */
export const LongTitle: Story = {
  args: {
    children:
      'Rückruf wegen der Verlängerung des Wartungsvertrags für die Werftanlagen vereinbaren',
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(256);
  },
};
