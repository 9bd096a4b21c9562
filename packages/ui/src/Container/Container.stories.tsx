import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { Card, CardDescription, CardHeader, CardTitle } from '../Card';
import { Container } from './Container';

/** The space the container sits in, outlined so its edges show. */
const Frame = styled.div`
  padding: var(--space-2);
  border: var(--border-width) dashed var(--color-input);
`;

const rect = (element: Element) => element.getBoundingClientRect();

const meta = {
  title: 'UI/Layout/Container',
  component: Container,
  args: { maxWidth: '28rem', centered: false },
  argTypes: { as: { control: false } },
  render: (args) => (
    <Frame data-testid="frame">
      <Container {...args} data-testid="container">
        <Card>
          <CardHeader>
            <CardTitle>Einstellungen</CardTitle>
            <CardDescription>Wie Sprint für dich arbeitet.</CardDescription>
          </CardHeader>
        </Card>
      </Container>
    </Frame>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No wider than 28rem (448 px), starting at the left edge of wider space. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const frame = rect(canvas.getByTestId('frame'));
    const container = rect(canvas.getByTestId('container'));
    await expect(container.width).toBe(448);
    // The frame's border and padding: 1 px + 8 px.
    await expect(container.left - frame.left).toBe(9);
  },
};

/** `centered`: the column in the middle, as the sign-in card sits in the public pages. */
export const Centered: Story = {
  args: { centered: true },
  play: async ({ canvas }) => {
    const frame = rect(canvas.getByTestId('frame'));
    const container = rect(canvas.getByTestId('container'));
    await expect(container.width).toBe(448);
    await expect(container.left - frame.left).toBeCloseTo(frame.right - container.right, 0);
  },
};

/** Narrower space than `maxWidth` (a phone): the column fills it, nothing overflows. */
export const Narrow: Story = {
  args: { maxWidth: '56rem' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const frame = rect(canvas.getByTestId('frame'));
    const container = rect(canvas.getByTestId('container'));
    await expect(container.width).toBe(frame.width - 18);
  },
};
