import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { Avatar } from '../Avatar';
import { LEVEL_MAX, LevelBadge, type LevelBadgeSize } from './LevelBadge';

const meta = {
  title: 'UI/Community/LevelBadge',
  component: LevelBadge,
  args: { level: 3, size: 'md' },
  argTypes: {
    level: { control: { type: 'range', min: 1, max: LEVEL_MAX, step: 1 } },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof LevelBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Lvl 3' on screen, 'Level 3' for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-slot="level-badge"]');
    await expect(badge).toHaveAttribute('data-level', '3');
    await expect(badge).toHaveTextContent('Lvl 3Level 3');
    await expect(badge?.querySelector('[aria-hidden]')).toHaveTextContent('Lvl 3');
  },
};

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-semibold);
`;

/** `sm` next to a name and a small avatar, as in a comment or a table row. */
export const NextToAvatar: Story = {
  args: { level: 5, size: 'sm' },
  render: (args) => (
    <Person>
      <Avatar name="Clara Chef" size="sm" alt="" />
      Clara Chef
      <LevelBadge {...args} />
    </Person>
  ),
};

/** Levels outside 1–9 are kept within them: 12 shows as 9, 0 as 1. */
export const OutOfRange: Story = {
  render: () => (
    <Person>
      <LevelBadge level={12} />
      <LevelBadge level={0} />
    </Person>
  ),
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-slot="level-badge"]');
    await expect(badges[0]).toHaveAttribute('data-level', '9');
    await expect(badges[1]).toHaveAttribute('data-level', '1');
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(9, max-content);
  gap: var(--space-2);
  align-items: center;
`;

const sizes: LevelBadgeSize[] = ['sm', 'md'];

/** The ramp: grey, then more and more blue, solid from 7, amber at the top, in both sizes. */
export const Catalog: Story = {
  render: () => (
    <Grid>
      {sizes.map((size) =>
        Array.from({ length: LEVEL_MAX }, (_, index) => (
          <LevelBadge key={`${size}-${index}`} level={index + 1} size={size} />
        )),
      )}
    </Grid>
  ),
};

/** The ramp in the dark theme: the same steps, mixed from the dark colours. */
export const Dark: Story = {
  ...Catalog,
  globals: { theme: 'dark' },
};
