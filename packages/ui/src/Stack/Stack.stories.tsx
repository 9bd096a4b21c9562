import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Stack, type StackGap } from './Stack';

/** A visible stand-in for content, so the spacing between the boxes shows. */
const Box = styled.div`
  padding: var(--space-2) var(--space-3);
  border: var(--border-width) dashed var(--color-input);
  border-radius: var(--radius-md);
  background: var(--color-muted);
  font-size: var(--font-size-sm);
`;

const Caption = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-medium);
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--font-size-lg);
  font-weight: var(--font-weight-semibold);
`;

const Narrow = styled.div`
  max-width: 16rem;
`;

const rect = (element: Element) => element.getBoundingClientRect();

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  args: { direction: 'column', gap: '4', align: 'stretch', justify: 'start', wrap: false },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'inline-radio', options: ['0', '1', '2', '3', '4', '6', '8'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    as: { control: false },
  },
  render: (args) => (
    <Stack {...args}>
      <Box>Eintrag 1</Box>
      <Box>Eintrag 2</Box>
      <Box>Eintrag 3</Box>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A column with 1rem between the children, each as wide as the column. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const first = rect(canvas.getByText('Eintrag 1'));
    const second = rect(canvas.getByText('Eintrag 2'));
    const third = rect(canvas.getByText('Eintrag 3'));
    // One below the other, 16 px apart, all of the same width.
    await expect(second.top - first.bottom).toBe(16);
    await expect(third.top - second.bottom).toBe(16);
    await expect(second.width).toBe(first.width);
  },
};

/** Side by side, vertically centred: a toolbar of buttons. */
export const Row: Story = {
  args: { direction: 'row', gap: '2', align: 'center' },
  render: (args) => (
    <Stack {...args}>
      <Button>
        <Plus aria-hidden /> Lead anlegen
      </Button>
      <Button variant="outline">Importieren</Button>
      <Button variant="ghost" size="sm">
        Exportieren
      </Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const create = rect(canvas.getByRole('button', { name: 'Lead anlegen' }));
    const importing = rect(canvas.getByRole('button', { name: 'Importieren' }));
    const exporting = rect(canvas.getByRole('button', { name: 'Exportieren' }));
    await expect(importing.left - create.right).toBe(8);
    await expect(importing.top).toBe(create.top);
    // The smaller button sits on the same centre line.
    await expect(exporting.top + exporting.height / 2).toBe(create.top + create.height / 2);
  },
};

/** `justify="between"`: a title on the left, its action on the right. */
export const SpaceBetween: Story = {
  args: { direction: 'row', align: 'center', justify: 'between' },
  render: (args) => (
    <Stack {...args} as="header" data-testid="header">
      <Title>Offene Aufgaben</Title>
      <Button size="sm" variant="outline">
        Alle anzeigen
      </Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const frame = rect(canvas.getByTestId('header'));
    const heading = rect(canvas.getByRole('heading', { level: 2, name: 'Offene Aufgaben' }));
    const button = rect(canvas.getByRole('button', { name: 'Alle anzeigen' }));
    await expect(heading.left).toBe(frame.left);
    await expect(button.right).toBe(frame.right);
  },
};

const steps = ['Neu', 'Kontaktiert', 'Qualifiziert', 'Angebot', 'Gewonnen', 'Verloren'];

/** With `wrap`, a row that does not fit continues on the next line instead of overflowing. */
export const Wrap: Story = {
  args: { direction: 'row', gap: '2', wrap: true },
  render: (args) => (
    <Narrow>
      <Stack {...args} data-testid="stack">
        {steps.map((step) => (
          <Box key={step}>{step}</Box>
        ))}
      </Stack>
    </Narrow>
  ),
  play: async ({ canvas }) => {
    const frame = rect(canvas.getByTestId('stack'));
    // Several lines, none of them wider than the frame.
    await expect(rect(canvas.getByText('Verloren')).top).toBeGreaterThan(
      rect(canvas.getByText('Neu')).top,
    );
    for (const step of steps) {
      await expect(rect(canvas.getByText(step)).right).toBeLessThanOrEqual(frame.right);
    }
  },
};

/** `as="section"` with a name: a landmark that lays out its content. */
export const AsSection: Story = {
  args: { gap: '2' },
  render: (args) => (
    <Stack {...args} as="section" aria-labelledby="stack-section-title">
      <Title id="stack-section-title">Ansprechpartner</Title>
      <Box>Jana Beispiel</Box>
      <Box>Tom Muster</Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Ansprechpartner' });
    await expect(within(region).getByText('Jana Beispiel')).toBeVisible();
  },
};

const gaps: { gap: StackGap; px: number }[] = [
  { gap: '0', px: 0 },
  { gap: '1', px: 4 },
  { gap: '2', px: 8 },
  { gap: '3', px: 12 },
  { gap: '4', px: 16 },
  { gap: '6', px: 24 },
  { gap: '8', px: 32 },
];

/** Every gap, in a row and in a column. */
export const Catalog: Story = {
  render: () => (
    <Stack gap="6">
      {(['row', 'column'] as const).map((direction) => (
        <Stack key={direction} as="section" gap="3" aria-labelledby={`stack-catalog-${direction}`}>
          <Title id={`stack-catalog-${direction}`}>
            {direction === 'row' ? 'Nebeneinander' : 'Untereinander'}
          </Title>
          <Stack direction="row" gap="6" wrap align="start">
            {gaps.map(({ gap }) => (
              <Stack key={gap} gap="1" align="start">
                <Caption>gap=&quot;{gap}&quot;</Caption>
                <Stack direction={direction} gap={gap} data-testid={`${direction}-${gap}`}>
                  <Box>A</Box>
                  <Box>B</Box>
                </Stack>
              </Stack>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const { gap, px } of gaps) {
      const row = within(canvas.getByTestId(`row-${gap}`));
      await expect(rect(row.getByText('B')).left - rect(row.getByText('A')).right).toBe(px);
      const column = within(canvas.getByTestId(`column-${gap}`));
      await expect(rect(column.getByText('B')).top - rect(column.getByText('A')).bottom).toBe(px);
    }
  },
};
