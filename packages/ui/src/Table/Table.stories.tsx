import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './Table';

const pipeline = [
  { status: 'Neu', count: 96, sum: '210.000,00 €' },
  { status: 'Kontaktiert', count: 61, sum: '334.567,89 €' },
  { status: 'Qualifiziert', count: 38, sum: '410.000,00 €' },
  { status: 'Angebot', count: 19, sum: '280.000,00 €' },
  { status: 'Gewonnen', count: 17, sum: '42.500,00 €' },
  { status: 'Verloren', count: 9, sum: '19.000,00 €' },
];

const meta = {
  title: 'UI/Data Display/Table',
  component: Table,
  args: { 'aria-label': 'Pipeline' },
  render: (args) => (
    <Table {...args}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col" numeric>
            Anzahl
          </TableHead>
          <TableHead scope="col" numeric>
            Summe
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {pipeline.map((row) => (
          <TableRow key={row.status}>
            <TableHead scope="row">{row.status}</TableHead>
            <TableCell numeric>{row.count}</TableCell>
            <TableCell numeric>{row.sum}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lead pipeline per status: names on the left, figures right-aligned in even digits. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Pipeline' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(7);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Status', 'Anzahl', 'Summe']);
    await expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Neu');
    const sum = within(rows[2] as HTMLElement).getByRole('cell', { name: '334.567,89 €' });
    await expect(getComputedStyle(sum).textAlign).toBe('right');
    await expect(getComputedStyle(sum).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** Text in every column: nothing is right-aligned without `numeric`. */
export const TextOnly: Story = {
  args: { 'aria-label': 'Zuständigkeiten' },
  render: (args) => (
    <Table {...args}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Bereich</TableHead>
          <TableHead scope="col">Verantwortlich</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableHead scope="row">Vertrieb</TableHead>
          <TableCell>Anna Berger</TableCell>
        </TableRow>
        <TableRow>
          <TableHead scope="row">Buchhaltung</TableHead>
          <TableCell>Jonas Keller</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('cell', { name: 'Anna Berger' });
    await expect(getComputedStyle(cell).textAlign).toBe('left');
  },
};
