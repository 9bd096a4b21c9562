import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text';
import { StackedText } from './StackedText';

const meta = {
  title: 'UI/Typography/StackedText',
  component: StackedText,
  args: { align: 'start', wrap: false },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'end'] },
  },
  render: (args) => (
    <div style={{ width: '14rem' }}>
      <StackedText {...args}>
        <span>Hansewerft Technik AG</span>
        <Text size="xs" tone="muted">
          Rechnung 2026-114, Wartung November
        </Text>
      </StackedText>
    </div>
  ),
} satisfies Meta<typeof StackedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name over a muted second line, set tight. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[data-slot="stacked-text"]');
    await expect(stack).toHaveTextContent(
      'Hansewerft Technik AGRechnung 2026-114, Wartung November',
    );
    await expect(stack).toHaveAttribute('data-align', 'start');
  },
};

/** In a right-aligned column of amounts: the VAT rate over the VAT amount. */
export const AlignEnd: Story = {
  args: { align: 'end' },
  render: (args) => (
    <div style={{ width: '8rem' }}>
      <StackedText {...args}>
        <Text size="xs" tone="muted">
          19 %
        </Text>
        <Text numeric>−1.140,00 €</Text>
      </StackedText>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[data-slot="stacked-text"]');
    await expect(stack).toHaveAttribute('data-align', 'end');
    await expect(stack).toHaveTextContent('19 %−1.140,00 €');
  },
};

/** Cut lines: in a one-line cell each line ends with an ellipsis; the full text stays. */
export const Truncated: Story = {
  render: (args) => (
    <div style={{ width: '10rem', whiteSpace: 'nowrap' }}>
      <StackedText {...args}>
        <Text truncate>Microsoft Ireland Operations Ltd.</Text>
        <Text size="xs" tone="muted" truncate>
          Microsoft 365 Business Standard, 12 Lizenzen
        </Text>
      </StackedText>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Microsoft Ireland Operations Ltd.')).toHaveAttribute(
      'data-truncate',
      'true',
    );
  },
};

/** `wrap`: the lines wrap and long words break, even where the cell keeps text on one line. */
export const Wrap: Story = {
  args: { wrap: true },
  render: (args) => (
    <div style={{ width: '10rem', whiteSpace: 'nowrap' }}>
      <StackedText {...args}>
        <span>Versicherungsbeitragsrückerstattung Betriebshaftpflicht</span>
        <Text size="xs" tone="muted">
          Allianz Versicherungs-AG
        </Text>
      </StackedText>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector<HTMLElement>('[data-slot="stacked-text"]');
    await expect(stack).toHaveAttribute('data-wrap', 'true');
    // Wrapped, the block is taller than two lines.
    const lineHeight = Number.parseFloat(getComputedStyle(stack as HTMLElement).lineHeight);
    await expect((stack as HTMLElement).getBoundingClientRect().height).toBeGreaterThan(
      lineHeight * 2,
    );
  },
};
