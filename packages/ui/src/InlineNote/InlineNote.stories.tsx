import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarClock, Info } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Input } from '../Input';
import { Stack } from '../Stack';
import { InlineNote } from './InlineNote';

const DISCLAIMER =
  'Sprint rechnet mit vereinfachten Regeln und ersetzt keine Steuerberatung. Die tatsächliche Steuer setzt das Finanzamt fest; Vorauszahlungen und Sonderfälle sind nicht berücksichtigt.';

const meta = {
  title: 'UI/Feedback/InlineNote',
  component: InlineNote,
  args: { children: DISCLAIMER, align: 'start', role: 'note' },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center'] },
    icon: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: '32rem' }}>
      <InlineNote {...args} icon={<Info aria-hidden />} />
    </div>
  ),
} satisfies Meta<typeof InlineNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A disclaimer under a page's heading: the icon stays by the first line. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent(DISCLAIMER);
    await expect(note).toHaveAttribute('data-align', 'start');
  },
};

/** Without an icon: just the muted line. */
export const WithoutIcon: Story = {
  render: (args) => <InlineNote {...args}>Alle Beträge netto.</InlineNote>,
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent('Alle Beträge netto.');
    await expect(note.querySelector('svg')).toBeNull();
  },
};

function QuickEntry() {
  const [text, setText] = useState('');
  const due = /morgen/i.test(text) ? 'Fällig: Morgen, 10:00' : null;
  return (
    <Stack gap="1">
      <Input aria-label="Aufgabe" value={text} onChange={(event) => setText(event.target.value)} />
      <InlineNote
        align="center"
        aria-live="polite"
        icon={due ? <CalendarClock aria-hidden /> : undefined}
      >
        {due ? <span>{due}</span> : text ? <span>Ohne Fälligkeit</span> : null}
      </InlineNote>
    </Stack>
  );
}

/** Centred: what a quick entry understood, a live region that keeps its height while empty. */
export const Live: Story = {
  render: () => <QuickEntry />,
  play: async ({ canvas, canvasElement }) => {
    const note = canvasElement.querySelector<HTMLElement>('[data-slot="inline-note"]');
    await expect(note).toHaveAttribute('data-align', 'center');
    const emptyHeight = note?.getBoundingClientRect().height ?? 0;
    await expect(emptyHeight).toBeGreaterThan(0);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Aufgabe' }), 'Angebot morgen');
    await expect(note).toHaveTextContent('Fällig: Morgen, 10:00');
    await expect(note?.getBoundingClientRect().height).toBe(emptyHeight);
  },
};
