import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { Avatar } from '../Avatar';
import { Stack } from '../Stack';
import { TextPair } from './TextPair';

/** A table cell's width, to show the ellipsis. */
const Cell = styled.div`
  width: 12rem;
  font-size: var(--font-size-sm);
  white-space: nowrap;
`;

const meta = {
  title: 'UI/Typography/TextPair',
  component: TextPair,
  args: { primary: 'Anna Berger', secondary: 'anna.berger@nordlicht-vertrieb.de', align: 'start' },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'end'] },
    primary: { control: 'text' },
    secondary: { control: 'text' },
  },
  render: (args) => (
    <Cell>
      <TextPair {...args} />
    </Cell>
  ),
} satisfies Meta<typeof TextPair>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name and the address under it, muted and small; too long for the cell, it is cut. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const address = canvas.getByText('anna.berger@nordlicht-vertrieb.de');
    await expect(canvas.getByText('Anna Berger')).toBeVisible();
    await expect(address.scrollWidth).toBeGreaterThan(address.clientWidth);
  },
};

/** With an avatar, as a person in a table's first column. */
export const WithAvatar: Story = {
  render: (args) => (
    <Cell>
      <Stack as="span" direction="row" align="center" gap="3">
        <Avatar size="sm" name="Anna Berger" alt="" />
        <TextPair {...args} />
      </Stack>
    </Cell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Anna Berger')).toBeVisible();
  },
};

/** `align="end"`: a count with what is pending, in a right-aligned number column. */
export const AlignEnd: Story = {
  args: { primary: '12', secondary: '2 eingeladen', align: 'end' },
  render: (args) => (
    <Cell style={{ textAlign: 'right' }}>
      <TextPair {...args} />
    </Cell>
  ),
  play: async ({ canvas }) => {
    const count = canvas.getByText('12').getBoundingClientRect();
    const pending = canvas.getByText('2 eingeladen').getBoundingClientRect();
    await expect(Math.round(count.right)).toBe(Math.round(pending.right));
  },
};

/** Without a second line: one line, the same height as plain text. */
export const PrimaryOnly: Story = {
  args: { primary: '7', secondary: null, align: 'end' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="text-pair-secondary"]')).toBeNull();
  },
};
