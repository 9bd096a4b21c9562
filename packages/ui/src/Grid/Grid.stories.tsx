import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, Euro, Handshake, ListTodo, Mail, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Card, CardDescription, CardHeader, CardTitle } from '../Card';
import { StatCard } from '../StatCard';
import { Grid } from './Grid';

const rect = (element: Element) => element.getBoundingClientRect();

const figures = [
  { label: 'Pipeline-Wert', value: '184.250,00 €', icon: <Euro aria-hidden /> },
  { label: 'Neue Leads', value: '42', icon: <Users aria-hidden /> },
  { label: 'Abschlussquote', value: '18,4 %', icon: <Handshake aria-hidden /> },
  { label: 'Termine diese Woche', value: '7', icon: <CalendarCheck aria-hidden /> },
  { label: 'Offene Aufgaben', value: '12', icon: <ListTodo aria-hidden /> },
  { label: 'Antwortquote', value: '31 %', icon: <Mail aria-hidden /> },
];

const meta = {
  title: 'UI/Layout/Grid',
  component: Grid,
  args: { minItemWidth: '14rem', gap: '4' },
  argTypes: {
    gap: { control: 'inline-radio', options: ['0', '1', '2', '3', '4', '6', '8'] },
    as: { control: false },
  },
  render: (args) => (
    <Grid {...args}>
      {figures.map((figure) => (
        <StatCard key={figure.label} {...figure} />
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Key figures: as many columns of at least 14rem as fit, all of the same width. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const first = rect(canvas.getByRole('group', { name: 'Pipeline-Wert' }));
    const second = rect(canvas.getByRole('group', { name: 'Neue Leads' }));
    // Side by side on a wide screen, 1rem apart, equally wide.
    await expect(second.top).toBe(first.top);
    // Fractions of a pixel: the columns share the width exactly, the pixels cannot.
    await expect(second.left - first.right).toBeCloseTo(16, 1);
    await expect(second.width).toBeCloseTo(first.width, 1);
    await expect(first.width).toBeGreaterThanOrEqual(224);
  },
};

const firstFour = figures.slice(0, 4);

/** On a phone the same grid is one column: every card below the previous, full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Grid {...args}>
      {firstFour.map((figure) => (
        <StatCard key={figure.label} {...figure} />
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const cards = firstFour.map(({ label }) => rect(canvas.getByRole('group', { name: label })));
    for (const [index, card] of cards.entries()) {
      const previous = cards[index - 1];
      if (previous) await expect(card.top - previous.bottom).toBe(16);
      await expect(card.left).toBe(cards[0]?.left);
      await expect(card.width).toBe(cards[0]?.width);
    }
  },
};

const companies = [
  { name: 'Müller Maschinenbau', city: 'Stuttgart' },
  { name: 'Schneider Logistik', city: 'Hamburg' },
  { name: 'Bäckerei Hofmann', city: 'Leipzig' },
];

/** A list of cards (`as="ul"`) with wider columns: screen readers announce the number of items. */
export const ListOfCards: Story = {
  args: { as: 'ul', minItemWidth: '20rem', gap: '6', 'aria-label': 'Firmen' },
  render: (args) => (
    <Grid {...args}>
      {companies.map((company) => (
        <li key={company.name}>
          <Card>
            <CardHeader>
              <CardTitle>{company.name}</CardTitle>
              <CardDescription>{company.city}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Firmen' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const [first, second] = items.map(rect) as [DOMRect, DOMRect, DOMRect];
    await expect(second.left - first.right).toBeCloseTo(24, 1);
    await expect(first.width).toBeGreaterThanOrEqual(320);
  },
};
