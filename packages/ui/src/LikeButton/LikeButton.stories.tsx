import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { LikeButton, type LikeButtonProps } from './LikeButton';

const OWN_POST_REASON = 'Eigene Beiträge kannst du nicht mit „Gefällt mir“ markieren.';

/** Likes as the app does them: at once, the count going up and down with the toggle. */
function Toggling({
  liked: initialLiked,
  count: initialCount,
  onToggle,
  ...props
}: LikeButtonProps) {
  const [liked, setLiked] = useState(initialLiked);
  const [count, setCount] = useState(initialCount);
  return (
    <LikeButton
      {...props}
      liked={liked}
      count={count}
      onToggle={() => {
        setLiked(!liked);
        setCount(count + (liked ? -1 : 1));
        onToggle();
      }}
    />
  );
}

const meta = {
  title: 'UI/Community/LikeButton',
  component: LikeButton,
  args: {
    liked: false,
    count: 3,
    onToggle: fn(),
    disabled: false,
    busy: false,
  },
  render: (args) => <Toggling {...args} />,
} satisfies Meta<typeof LikeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not liked yet: 'Gefällt mir, 3'; a click likes it and counts me in. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Gefällt mir, 3' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Gefällt mir, 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Liked: the thumb filled in the primary colour; Space takes it back. */
export const Liked: Story = {
  args: { liked: true, count: 12 },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Gefällt mir, 12' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAccessibleName('Gefällt mir, 11');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Counts in German figures: '1.234'. */
export const LargeCount: Story = {
  args: { count: 1234 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Gefällt mir, 1.234' })).toBeVisible();
  },
};

/**
 * One's own post: dimmed, still focusable; the reason is its description and shows as a tooltip
 * on focus. A click does nothing.
 */
export const DisabledWithReason: Story = {
  args: { disabled: true, disabledReason: OWN_POST_REASON },
  parameters: { docs: { story: { inline: false, height: '8rem' } } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Gefällt mir, 3' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(OWN_POST_REASON);
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Escape}');
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByText(OWN_POST_REASON, {
      selector: '[data-slot="tooltip-content"]',
    });
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

/** Disabled without a reason: dimmed and focusable, no tooltip. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Gefällt mir, 3' });
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
    await expect(button).not.toHaveAttribute('aria-describedby');
  },
};

/** While a change is saved, further clicks wait (`aria-busy`); the button looks as before. */
export const Busy: Story = {
  args: { liked: true, count: 4, busy: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Gefällt mir, 4' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** `label` names another kind of reaction: 'Hilfreich, 7'. */
export const CustomLabel: Story = {
  args: { label: 'Hilfreich', count: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hilfreich, 7' })).toBeVisible();
  },
};
