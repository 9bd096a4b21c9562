import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, TooltipContent, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'UI/Overlays/Tooltip',
  component: Tooltip,
  args: { children: null },
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Hinweis zum Umsatz">
          <Info aria-hidden />
        </Button>
      </TooltipTrigger>
      <TooltipContent>Umsatz der letzten 30 Tage, ohne Steuern</TooltipContent>
    </Tooltip>
  ),
  parameters: { docs: { story: { inline: false, height: '10rem' } }, layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on keyboard focus (immediately) and closes with Escape. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Hinweis zum Umsatz' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Umsatz der letzten 30 Tage, ohne Steuern');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Hover opens only after the shared 700 ms delay: not at once. */
export const HoverDelay: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Hinweis zum Umsatz' }));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

export const Open: Story = {
  args: { open: true },
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};
