import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const onCreate = fn();

const meta = {
  title: 'UI/Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Leads' },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [1, 2] },
    description: { control: 'text' },
    actions: { control: false },
  },
  beforeEach: () => onCreate.mockClear(),
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (
  <>
    <Button variant="outline">
      <Download aria-hidden /> Exportieren
    </Button>
    <Button onClick={onCreate}>
      <Plus aria-hidden /> Lead anlegen
    </Button>
  </>
);

export const Default: Story = {
  play: async ({ canvas }) => {
    // The title is the page's one h1: what a screen-reader user jumps to first.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Dashboard',
    description: 'Deine Pipeline, Abschlüsse und Aktivitäten der letzten 30 Tage.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(
      canvas.getByText('Deine Pipeline, Abschlüsse und Aktivitäten der letzten 30 Tage.'),
    ).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    description: 'Alle Leads deines Teams, nach letzter Aktivität sortiert.',
    actions,
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Leads' });
    const create = canvas.getByRole('button', { name: 'Lead anlegen' });
    // Wide screen: the actions sit beside the title, not below it.
    await expect(create.getBoundingClientRect().top).toBeLessThan(
      heading.getBoundingClientRect().bottom,
    );
    await userEvent.click(create);
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

/** Inside a layout that already owns the `h1`. */
export const SecondLevel: Story = {
  args: { title: 'Aktivitäten', headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Aktivitäten' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

const longTitle =
  'Kundenzufriedenheitsauswertung für Müller Maschinenbau GmbH & Co. KG im Geschäftsjahr 2026';

export const LongTitle: Story = {
  args: {
    title: longTitle,
    description: 'Umfrageergebnisse, Rückmeldungen und offene Punkte aus allen Kundenterminen.',
    actions,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: longTitle })).toBeVisible();
  },
};

/** At phone width the title wraps, and the actions wrap below it; nothing scrolls sideways. */
export const LongTitleMobile: Story = {
  ...LongTitle,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: longTitle });
    const viewportWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(viewportWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      viewportWidth,
    );
    const create = canvas.getByRole('button', { name: 'Lead anlegen' });
    await expect(create.getBoundingClientRect().right).toBeLessThanOrEqual(viewportWidth);
    await expect(create.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
  },
};
