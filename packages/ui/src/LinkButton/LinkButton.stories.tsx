import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'UI/Primitives/LinkButton',
  component: LinkButton,
  args: { children: 'Passwort vergessen?', onClick: fn() },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Looks like a link, is a button: it opens something on this page. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Passwort vergessen?' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Reached with Tab, it shows the focus ring; Enter and Space press it. */
export const Focused: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Passwort vergessen?' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** `aria-disabled` while something is pending: still focusable, dimmed, the click ignored. */
export const Disabled: Story = {
  args: { 'aria-disabled': true },
  render: function Render(args) {
    const [clicks, setClicks] = useState(0);
    return (
      <>
        <LinkButton
          {...args}
          onClick={() => {
            if (!args['aria-disabled']) setClicks(clicks + 1);
          }}
        />
        <output aria-label="Klicks">{clicks}</output>
      </>
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Passwort vergessen?' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(canvas.getByLabelText('Klicks')).toHaveTextContent('0');
  },
};
