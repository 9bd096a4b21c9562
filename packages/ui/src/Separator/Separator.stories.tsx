import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { Separator } from './Separator';

const meta = {
  title: 'UI/Layout/Separator',
  component: Separator,
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

const Stack = styled.div`
  display: grid;
  gap: var(--space-3);
  max-width: 20rem;
`;

const Heading = styled.p`
  margin: 0;
  font-weight: var(--font-weight-semibold);
`;

const Muted = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  height: var(--space-5);
  font-size: var(--font-size-sm);
`;

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  render: (args) => (
    <Stack>
      <div>
        <Heading>Müller Maschinenbau</Heading>
        <Muted>Kunde seit März 2024</Muted>
      </div>
      <Separator {...args} />
      <Muted>3 offene Angebote · 2 Aufgaben</Muted>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const separator = canvasElement.querySelector('[data-slot="separator"]');
    // Decorative by default: no separator role for screen readers to announce.
    await expect(separator).toHaveAttribute('role', 'none');
    await expect(separator).toHaveAttribute('data-orientation', 'horizontal');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <Row>
      <span>Leads</span>
      <Separator {...args} />
      <span>Firmen</span>
      <Separator {...args} />
      <span>Aufgaben</span>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const separators = canvasElement.querySelectorAll('[data-slot="separator"]');
    await expect(separators).toHaveLength(2);
    for (const separator of separators) {
      await expect(separator).toHaveAttribute('data-orientation', 'vertical');
    }
  },
};

/** `decorative={false}` when the line separates sections a screen reader should hear about. */
export const Semantic: Story = {
  args: { orientation: 'horizontal', decorative: false },
  render: Horizontal.render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeVisible();
  },
};
