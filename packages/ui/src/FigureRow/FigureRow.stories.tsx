import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FigureRow } from './FigureRow';

const meta = {
  title: 'UI/Data Display/FigureRow',
  component: FigureRow,
  args: {
    label: 'Einkommensteuer (Grundtarif)',
    value: '8.412,00 €',
    description: 'Grundtarif 2026 auf den Gewinn von 52.300,00 €',
    emphasis: 'default',
  },
  argTypes: {
    emphasis: { control: 'inline-radio', options: ['default', 'total'] },
  },
} satisfies Meta<typeof FigureRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label and amount on a line, how it comes about under them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('group', { name: 'Einkommensteuer (Grundtarif)' });
    await expect(row).toHaveTextContent('8.412,00 €');
    await expect(row).toHaveTextContent('Grundtarif 2026 auf den Gewinn von 52.300,00 €');
    await expect(row).toHaveAttribute('data-emphasis', 'default');
  },
};

/** The figure a section adds up to: the label is bold as well. */
export const Total: Story = {
  args: {
    label: 'Einkommensteuer',
    value: '7.106,00 €',
    description: 'Grundtarif abzüglich Ermäßigung für die Gewerbesteuer',
    emphasis: 'total',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Einkommensteuer' })).toHaveAttribute(
      'data-emphasis',
      'total',
    );
  },
};

/** Rows of a calculation, divided by lines; none after the last. */
export const Section: Story = {
  render: () => (
    <div>
      <FigureRow
        label="Einkommensteuer (Grundtarif)"
        value="8.412,00 €"
        description="Grundtarif 2026 auf den Gewinn von 52.300,00 €"
      />
      <FigureRow
        label="Ermäßigung für die Gewerbesteuer"
        value="−1.306,00 €"
        description="4,0 × Messbetrag von 326,50 €, höchstens die Gewerbesteuer"
      />
      <FigureRow
        label="Einkommensteuer"
        value="7.106,00 €"
        description="Grundtarif abzüglich Ermäßigung"
        emphasis="total"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('group');
    await expect(rows).toHaveLength(3);
    await expect(getComputedStyle(rows[0] as HTMLElement).borderBottomStyle).toBe('solid');
    await expect(getComputedStyle(rows[2] as HTMLElement).borderBottomStyle).toBe('none');
  },
};

/** A long formula wraps; a narrow screen puts the amount under the label. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: '16rem' }}>
      <FigureRow
        {...args}
        label="Gewerbesteuer-Messbetrag"
        value="1.306,00 €"
        description="3,5 % von (Gewinn 52.300,00 € − Freibetrag 24.500,00 €), abgerundet auf volle 100 €"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Gewerbesteuer-Messbetrag' })).toBeVisible();
  },
};
