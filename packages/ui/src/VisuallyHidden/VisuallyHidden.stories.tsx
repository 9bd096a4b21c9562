import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, Pencil, Trash2 } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

/** Hidden text takes no room: one pixel, clipped, out of the flow. */
async function expectOffScreen(element: HTMLElement) {
  const { width, height } = element.getBoundingClientRect();
  await expect(width).toBeLessThanOrEqual(1);
  await expect(height).toBeLessThanOrEqual(1);
  await expect(getComputedStyle(element).position).toBe('absolute');
}

const meta = {
  title: 'UI/Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Lead löschen' },
  argTypes: {
    as: { control: 'inline-radio', options: ['span', 'div'] },
    children: { control: 'text' },
  },
  render: (args) => (
    <Button variant="outline" size="icon">
      <Trash2 aria-hidden />
      <VisuallyHidden {...args} />
    </Button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button: the trash can is seen, 'Lead löschen' is the button's name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Lead löschen' });
    await expect(button).toHaveTextContent('Lead löschen');
    await expectOffScreen(canvas.getByText('Lead löschen'));
  },
};

const Days = styled.div`
  display: flex;
  gap: var(--space-2);
`;

/** 'Mo' on screen, 'Montag' for screen readers: the short label is hidden from them instead. */
export const ShortLabel: Story = {
  render: () => (
    <Days>
      {['Montag', 'Dienstag', 'Mittwoch'].map((day) => (
        <Button key={day} variant="outline" size="sm">
          <span aria-hidden>{day.slice(0, 2)}</span>
          <VisuallyHidden>{day}</VisuallyHidden>
        </Button>
      ))}
    </Days>
  ),
  play: async ({ canvas }) => {
    const monday = canvas.getByRole('button', { name: 'Montag' });
    await expect(canvas.getByText('Mo')).toBeVisible();
    await expectOffScreen(within(monday).getByText('Montag'));
    await expect(canvas.queryByRole('button', { name: 'Mo' })).not.toBeInTheDocument();
  },
};

const Table = styled.table`
  border-collapse: collapse;
  font-size: var(--font-size-sm);

  & th,
  & td {
    padding: var(--space-2) var(--space-3);
    border-bottom: var(--border-width) solid var(--color-border);
    text-align: left;
  }
`;

/** The header of an icon-only column names it for screen readers; on screen it stays empty. */
export const TableHeader: Story = {
  render: () => (
    <Table>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Rolle</th>
          <th scope="col">
            <VisuallyHidden>Aktionen</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Anna Berger</td>
          <td>Admin</td>
          <td>
            <Button variant="ghost" size="icon" aria-label="Anna Berger bearbeiten">
              <Pencil aria-hidden />
            </Button>
          </td>
        </tr>
      </tbody>
    </Table>
  ),
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: 'Aktionen' });
    await expectOffScreen(within(header).getByText('Aktionen'));
    await expect(canvas.getByRole('button', { name: 'Anna Berger bearbeiten' })).toBeVisible();
  },
};

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  font-size: var(--font-size-sm);

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
    color: var(--color-success-text);
  }
`;

const Lessons = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The meaning of a checkmark, read before the lesson; a live status as a block (`as="div"`). */
export const InText: Story = {
  render: () => (
    <>
      <Lessons aria-label="Lektionen">
        <Item>
          <Check aria-hidden />
          <VisuallyHidden>Erledigt:</VisuallyHidden> Begrüßung am Telefon
        </Item>
        <Item>
          <VisuallyHidden>Offen:</VisuallyHidden> Bedarf ermitteln
        </Item>
      </Lessons>
      <VisuallyHidden as="div" role="status">
        Lektion als erledigt markiert.
      </VisuallyHidden>
    </>
  ),
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Lektionen' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Erledigt: Begrüßung am Telefon');
    await expect(items[1]).toHaveTextContent('Offen: Bedarf ermitteln');
    const status = canvas.getByRole('status');
    await expect(status.tagName).toBe('DIV');
    await expect(status).toHaveTextContent('Lektion als erledigt markiert.');
    await expectOffScreen(status);
  },
};
