import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { formatCurrency } from '../format';
import { FormField } from '../FormField';
import { Timeline, type TimelineEntry } from './Timeline';

const entries: TimelineEntry[] = [
  {
    id: 'e1',
    type: 'note',
    at: '2026-11-20T09:12:00+01:00',
    author: 'Jana Beispiel',
    text: 'Möchte das Angebot bis Freitag.\nBudget ist freigegeben.',
  },
  {
    id: 'e2',
    type: 'status',
    at: '2026-11-19T16:40:00+01:00',
    author: 'Jana Beispiel',
    change: { from: 'Kontaktiert', to: 'Angebot' },
  },
  {
    id: 'e3',
    type: 'call',
    title: 'Anruf (12 Min.)',
    at: '2026-11-19T16:20:00+01:00',
    author: 'Jana Beispiel',
    text: 'Anforderungen besprochen, zwei Standorte.',
  },
  {
    id: 'e4',
    type: 'value',
    at: '2026-11-18T11:05:00+01:00',
    author: 'Tim Muster',
    change: {
      from: formatCurrency(800_000, { cents: true }),
      to: formatCurrency(1_250_000, { cents: true }),
    },
  },
  {
    id: 'e5',
    type: 'meeting',
    at: '2026-11-17T14:00:00+01:00',
    author: 'Tim Muster',
    text: 'Vor-Ort-Termin in Hamburg.',
  },
  {
    id: 'e6',
    type: 'owner',
    at: '2026-11-16T08:30:00+01:00',
    author: 'Tim Muster',
    change: { from: 'Tim Muster', to: 'Jana Beispiel' },
  },
  // A summer date: shown in summer time (UTC+2), as Berlin saw it.
  { id: 'e7', type: 'created', at: '2026-07-01T06:45:00Z', author: 'Tim Muster' },
];

function NoteComposer({ onSave }: { onSave: (note: string) => void }) {
  const [note, setNote] = useState('');
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(note);
    setNote('');
  }
  return (
    <form onSubmit={handleSubmit} style={{ display: 'grid', gap: 'var(--space-2)' }}>
      <FormField label="Notiz">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            style={{
              padding: 'var(--space-2)',
              border: 'var(--border-width) solid var(--color-input)',
              borderRadius: 'var(--radius-md)',
              font: 'inherit',
            }}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" size="sm" disabled={note.trim() === ''}>
          Notiz speichern
        </Button>
      </div>
    </form>
  );
}

const onSave = fn();

const meta = {
  title: 'UI/Data/Timeline',
  component: Timeline,
  args: { entries, composer: <NoteComposer onSave={onSave} /> },
  beforeEach: () => onSave.mockClear(),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Activities and automatic entries with who and when; the 'Notiz' composer on top. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Verlauf' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(7);
    await expect(items[0]).toHaveTextContent('Notiz·Jana Beispiel·20.11.2026 09:12');
    await expect(items[1]).toHaveTextContent('von Kontaktiert zu Angebot');
    await expect(items[3]).toHaveTextContent('von 8.000,00 € zu 12.500,00 €');
    await expect(items[6]).toHaveTextContent('01.07.2026 08:45');
    await expect(within(list).getByText('20.11.2026 09:12')).toHaveAttribute(
      'datetime',
      '2026-11-20T08:12:00.000Z',
    );

    const note = canvas.getByRole('textbox', { name: 'Notiz' });
    await userEvent.type(note, 'Rückruf vereinbart');
    await userEvent.click(canvas.getByRole('button', { name: 'Notiz speichern' }));
    await expect(onSave).toHaveBeenCalledWith('Rückruf vereinbart');
  },
};

/** Placeholders while the history loads, announced once. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verlauf wird geladen …');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Nothing yet: says what will appear, the composer is the first action. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Noch keine Einträge' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Notiz' })).toBeVisible();
  },
};

/** Read-only, with older entries behind a button. */
export const WithoutComposer: Story = {
  args: {
    composer: undefined,
    entries: entries.slice(0, 3),
    footer: (
      <Button variant="outline" size="sm">
        Ältere Einträge laden
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ältere Einträge laden' })).toBeVisible();
  },
};
