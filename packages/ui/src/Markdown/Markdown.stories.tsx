import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Markdown, type MarkdownProps } from './Markdown';

const ANSWER = `# Angebot für Alpenblick Logistik

Hier ist ein Vorschlag für das **Nachfassen** nach dem Erstgespräch mit Sophie Winter.

## Nächste Schritte

1. Angebot bis *Freitag* senden
2. Termin für die Vorführung vorschlagen
3. ~~Preisliste anhängen~~ Preise stehen im Angebot

| Paket | Nutzer | Preis pro Monat |
| --- | ---: | ---: |
| Start | 5 | 49 € |
| Team | 20 | 149 € |

Die Vorlage im CRM setzt die Felder so:

\`\`\`ts
const betreff = \`Angebot für \${firma.name}\`;
\`\`\`

Mehr dazu steht in der [Sprint-Hilfe](https://hilfe.sprint.example/angebote) und unter \`Einstellungen → Vorlagen\`.`;

// The text as a stream delivers it: the last block is an unfinished table whose row opens a
// bold marker.
const STREAMED = `## Stand der Verhandlungen

Zwei Firmen sind offen:

| Firma | Status | Nächster Schritt |
| --- | --- | --- |
| Alpenblick Logistik | Angebot | Nachfassen am 24.11. |
| Nordlicht Vertrieb | **In Verhandl`;

const LONG_TABLE = `Die Leads der Woche im Überblick:

| Firma | Ansprechpartner | Telefon | E-Mail | Ort | Branche | Status | Umsatz 2025 | Nächster Termin |
| --- | --- | --- | --- | --- | --- | --- | ---: | --- |
| Alpenblick Logistik GmbH | Sophie Winter | +49 8031 123456 | s.winter@alpenblick.example | Rosenheim | Logistik | Angebot | 1.250.000 € | 24.11.2026 |
| Nordlicht Vertrieb GmbH | Jonas Petersen | +49 40 9876543 | j.petersen@nordlicht.example | Hamburg | Großhandel | Verhandlung | 830.000 € | 26.11.2026 |
| Bergwerk Software AG | Miriam Öztürk | +49 89 5554433 | m.oeztuerk@bergwerk.example | München | Software | Neu | 4.100.000 € | 01.12.2026 |`;

const UNTRUSTED = `Ein Tag wie <b>fett</b> bleibt Text, ein Bild ![Logo](https://tracker.example/pixel.png) wird nicht geladen.

<div onclick="alert(1)">
  <script>alert('x')</script>
</div>

[Gefährlicher Link](javascript:alert(1)) und [Seite im CRM](/app/crm/leads/1).`;

/** About the width of the chat column. */
function Column(props: MarkdownProps) {
  return (
    <div style={{ maxWidth: '40rem' }}>
      <Markdown {...props} />
    </div>
  );
}

/** Writes `text` in chunks of a few characters, as a model streams an answer. */
function Streamed({ children: text, ...props }: MarkdownProps) {
  const [length, setLength] = useState(0);
  useEffect(() => {
    if (length >= text.length) return;
    const timer = setTimeout(() => setLength((current) => current + 7), 15);
    return () => clearTimeout(timer);
  }, [length, text.length]);
  return <Column {...props}>{text.slice(0, length)}</Column>;
}

const meta = {
  title: 'UI/AI/Markdown',
  component: Markdown,
  args: { children: ANSWER, streaming: false, headingOffset: 2 },
  argTypes: { children: { control: 'text' } },
  render: (args) => <Column {...args} />,
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An answer with headings, lists, a table, code and a link; '#' is an `h3` inside a chat. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Angebot für Alpenblick Logistik' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Nächste Schritte' })).toBeVisible();
    const steps = canvas.getAllByRole('list')[0] as HTMLElement;
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Preisliste anhängen').tagName).toBe('DEL');

    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Paket', 'Nutzer', 'Preis pro Monat']);
    await expect(canvas.getByRole('group', { name: 'Tabelle' })).toContainElement(table);

    const code = canvas.getByRole('group', { name: 'Code' });
    await expect(code).toHaveTextContent('const betreff');
    await expect(code).toHaveAttribute('tabindex', '0');

    const link = canvas.getByRole('link', { name: 'Sprint-Hilfe (öffnet in neuem Tab)' });
    await expect(link).toHaveAttribute('href', 'https://hilfe.sprint.example/angebote');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noreferrer');
  },
};

/**
 * While an answer streams in: the finished blocks stay as they are, the last one shows what
 * has arrived — here an unfinished table row with an open bold marker, drawn as a table with
 * the bold text, no stray `**`.
 */
export const Streaming: Story = {
  args: { children: STREAMED, streaming: true },
  render: (args) => <Streamed {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const heading = await canvas.findByRole('heading', { name: 'Stand der Verhandlungen' });
    const bold = await canvas.findByText('In Verhandl', { selector: 'strong' });
    // The heading was rendered once and kept: no block before the growing one was replaced.
    await expect(heading).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Stand der Verhandlungen' })).toBe(heading);

    const table = canvas.getByRole('table');
    await expect(table).toContainElement(bold);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(table).not.toHaveTextContent('**');
    await expect(canvasElement.querySelector('[data-slot="markdown"]')).toHaveAttribute(
      'data-streaming',
      'true',
    );
  },
};

/** The moment a table's header row has arrived: drawn as a table already, not as pipes. */
export const StreamingTableHeader: Story = {
  args: { children: 'Zwei Firmen sind offen:\n\n| Firma | Status |\n| --- | -', streaming: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    await expect(canvas.queryByText(/\|/)).toBeNull();
  },
};

/** A table wider than the column scrolls sideways in a box that the keyboard can reach. */
export const LongTable: Story = {
  args: { children: LONG_TABLE },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('group', { name: 'Tabelle' });
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await userEvent.tab();
    await expect(frame).toHaveFocus();
    frame.blur();
  },
};

/**
 * Text from a model is untrusted: HTML shows as typed (a block of it as code), an image is a
 * link and never loaded, a `javascript:` link is plain text; links inside the app stay in the
 * tab.
 */
export const UntrustedContent: Story = {
  args: { children: UNTRUSTED },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img, script, b, [onclick]')).toBeNull();
    await expect(canvas.getByText(/Ein Tag wie <b>fett<\/b> bleibt Text/)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Code' })).toHaveTextContent(
      "<script>alert('x')</script>",
    );
    const image = canvas.getByRole('link', { name: 'Bild: Logo (öffnet in neuem Tab)' });
    await expect(image).toHaveAttribute('href', 'https://tracker.example/pixel.png');
    await expect(canvas.queryByRole('link', { name: /Gefährlicher Link/ })).toBeNull();
    await expect(canvas.getByText('Gefährlicher Link')).toBeVisible();
    const internal = canvas.getByRole('link', { name: 'Seite im CRM' });
    await expect(internal).toHaveAttribute('href', '/app/crm/leads/1');
    await expect(internal).not.toHaveAttribute('target');
  },
};
