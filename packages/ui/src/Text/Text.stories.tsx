import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from './Text';

const meta = {
  title: 'UI/Typography/Text',
  component: Text,
  args: { children: 'Nächster Schritt: Angebot nachfassen', size: 'sm', tone: 'muted' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Nächster Schritt: Angebot nachfassen');
    await expect(text).toHaveAttribute('data-tone', 'muted');
    await expect(text).toHaveAttribute('data-size', 'sm');
  },
};

/** Every size, tone and weight (the scale's tokens). */
export const Catalog: Story = {
  render: () => (
    <Stack gap="3">
      {(['xs', 'sm', 'base', 'lg', 'xl'] as const).map((size) => (
        <Text key={size} size={size}>
          Größe {size}: 1.234,56 €
        </Text>
      ))}
      {(['default', 'muted', 'destructive', 'success', 'warning'] as const).map((tone) => (
        <Text key={tone} tone={tone} size="sm">
          Ton {tone}: Überfällig seit 2 Tagen
        </Text>
      ))}
      {(['normal', 'medium', 'semibold', 'bold'] as const).map((weight) => (
        <Text key={weight} weight={weight}>
          Gewicht {weight}
        </Text>
      ))}
    </Stack>
  ),
};

/** Amounts one under the other: tabular figures keep the columns straight. */
export const Numeric: Story = {
  render: () => (
    <Stack gap="1" align="end">
      <Text numeric>1.111,11 €</Text>
      <Text numeric>88,80 €</Text>
      <Text numeric>10.000,00 €</Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('88,80 €')).toHaveAttribute(
      'data-numeric',
      'true',
    );
  },
};

/** One line with an ellipsis inside a narrow column; the full text stays in the DOM. */
export const Truncate: Story = {
  render: () => (
    <div style={{ width: '12rem' }}>
      <Text truncate as="p">
        Nordlicht Vertrieb GmbH – Ansprechpartnerin Nora Nordlicht, Vertriebsleitung
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nordlicht Vertrieb GmbH/)).toHaveAttribute(
      'data-truncate',
      'true',
    );
  },
};

/** Long addresses break anywhere instead of widening the page. */
export const BreakWords: Story = {
  render: () => (
    <div style={{ width: '10rem' }}>
      <Text breakWords as="p" size="sm">
        vertrieb.nordlicht-verkaufsorganisation@beispiel-unternehmen.de
      </Text>
    </div>
  ),
};
