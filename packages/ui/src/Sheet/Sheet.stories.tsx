import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import {
  Sheet,
  SheetBody,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SheetSide,
} from './Sheet';

type SheetStoryArgs = { side: SheetSide; defaultOpen?: boolean };

function SheetExample({ side, defaultOpen }: SheetStoryArgs) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button variant="outline">Filter öffnen</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Leads filtern</SheetTitle>
          <SheetDescription>Grenze die Liste nach Status und Wert ein.</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <p>Status: Neu, In Kontakt, Angebot</p>
        </SheetBody>
        <SheetFooter>
          <SheetClose asChild>
            <Button>Anwenden</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'UI/Overlays/Sheet',
  component: SheetExample,
  args: { side: 'right' },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right', 'top', 'bottom'] } },
  // Overlays and full-screen layouts each get their own frame on the docs page.
  parameters: { docs: { story: { inline: false, height: '28rem' } } },
} satisfies Meta<typeof SheetExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filter öffnen' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Leads filtern' });
    await expect(sheet).toHaveAttribute('data-side', 'right');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Right: Story = { args: { side: 'right', defaultOpen: true } };
export const Left: Story = { args: { side: 'left', defaultOpen: true } };
export const Bottom: Story = { args: { side: 'bottom', defaultOpen: true } };
