import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichTextContent } from './RichTextContent';

const LESSON = `
<h2>Einwände souverän behandeln</h2>
<p>Ein Einwand ist <strong>kein Nein</strong>, sondern eine Frage nach mehr Sicherheit. Wer ihn
ernst nimmt, statt ihn wegzudiskutieren, gewinnt Vertrauen – und oft auch den Auftrag.</p>
<h3>Die drei Schritte</h3>
<ol>
  <li><p><em>Zuhören</em> und ausreden lassen, ohne zu unterbrechen.</p></li>
  <li><p>Nachfragen: „Was genau bereitet Ihnen Sorgen?“</p></li>
  <li><p>Den Nutzen zeigen, der genau diese Sorge auflöst.</p></li>
</ol>
<h3>Typische Einwände</h3>
<ul>
  <li><p>„Zu teuer.“ – Preis im Verhältnis zum Nutzen darstellen.</p></li>
  <li><p>„Keine Zeit.“ – Einen kurzen, festen Termin vorschlagen.</p></li>
  <li><p>„Wir haben schon einen Anbieter.“ – Nach der Zufriedenheit fragen.</p></li>
</ul>
<blockquote><p>Wer fragt, der führt.</p></blockquote>
<p>Formulierung für die Telefonnotiz: <code>Einwand: Preis – Rückruf Do.</code></p>
<hr>
<p>Mehr dazu im <a href="https://sprint.de/handbuch">Verkaufshandbuch</a> oder per Mail an
<a href="mailto:training@sprint.de">training@sprint.de</a>.</p>
`;

const HOSTILE = [
  '<h2>Lektion mit Altlasten</h2>',
  '<p onclick="alert(1)" style="position:fixed;inset:0;background:red">Dieser Absatz hatte einen Klick-Handler und ein Stil-Attribut.</p>',
  '<script>document.title = "gehackt"</script>',
  '<p>Ein Bild mit <code>onerror</code>: <img src="x" onerror="document.title = \'gehackt\'"></p>',
  '<p><a href="javascript:document.title=\'gehackt\'">Dieser Link führte zu Script-Code</a> und ',
  '<a href="https://sprint.de" target="_self" onmouseover="alert(1)">dieser zu sprint.de</a>.</p>',
  '<iframe src="https://example.com" title="Fremde Seite"></iframe>',
  '<style>body { display: none }</style>',
  '<p><scr<script>ipt>alert(1)</script>Verschachtelte Tricks bleiben Text.</p>',
].join('');

const meta = {
  title: 'UI/Data Display/RichTextContent',
  component: RichTextContent,
  args: { html: LESSON },
} satisfies Meta<typeof RichTextContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lesson as participants read it: headings, lists, a quote, code and links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Einwände souverän behandeln' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Die drei Schritte' }),
    ).toBeVisible();
    const lists = canvas.getAllByRole('list');
    await expect(lists).toHaveLength(2);
    for (const list of lists) {
      await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    }
    await expect(canvas.getByText('Wer fragt, der führt.')).toBeVisible();
    await expect(canvas.getByRole('separator')).toBeInTheDocument();

    // Links open in a new tab, without access to this page.
    const link = canvas.getByRole('link', { name: 'Verkaufshandbuch' });
    await expect(link).toHaveAttribute('href', 'https://sprint.de/handbuch');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'training@sprint.de' })).toHaveAttribute(
      'href',
      'mailto:training@sprint.de',
    );
  },
};

/** Stored HTML with scripts, handlers, styles and frames: only the harmless text is shown. */
export const HostileInput: Story = {
  args: { html: HOSTILE },
  play: async ({ canvasElement, canvas }) => {
    const content = canvasElement.querySelector('[data-slot="rich-text-content"]');
    if (!content) throw new Error('RichTextContent not rendered');
    await expect(content.querySelector('script, img, iframe, style')).toBeNull();
    await expect(content.querySelector('[onclick], [onerror], [onmouseover], [style]')).toBeNull();
    await expect(document.title).not.toBe('gehackt');

    await expect(
      canvas.getByText('Dieser Absatz hatte einen Klick-Handler und ein Stil-Attribut.'),
    ).toBeVisible();
    // The script link lost its address: it is text now, no link.
    await expect(
      canvas.queryByRole('link', { name: 'Dieser Link führte zu Script-Code' }),
    ).toBeNull();
    await expect(canvas.getByText('Dieser Link führte zu Script-Code')).toBeVisible();
    const safe = canvas.getByRole('link', { name: 'dieser zu sprint.de' });
    await expect(safe).toHaveAttribute('target', '_blank');
    await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(content).toHaveTextContent('Verschachtelte Tricks bleiben Text.');
  },
};

const POST = [
  '<p>Danke <span data-type="mention" data-id="u-anna" data-label="Anna Berger">@Anna Berger</span> ',
  'für die Vorlage! <span data-type="mention" data-id="u-andreas" data-label="Andreas Huber" ',
  'class="x" onclick="alert(1)" data-mention-suggestion-char="@">@Andreas Huber</span>, ',
  'kannst du sie an <span data-type="link">Kundin Meier</span> schicken?</p>',
].join('');

/**
 * A community post with mentions: each is a pill with its id and name, nothing else; a span that
 * is no mention is plain text.
 */
export const WithMention: Story = {
  args: { html: POST },
  play: async ({ canvasElement, canvas }) => {
    const content = canvasElement.querySelector('[data-slot="rich-text-content"]');
    if (!content) throw new Error('RichTextContent not rendered');
    const anna = canvas.getByText('@Anna Berger');
    await expect(anna).toHaveAttribute('data-type', 'mention');
    await expect(anna).toHaveAttribute('data-id', 'u-anna');
    await expect(anna).toHaveAttribute('data-label', 'Anna Berger');
    const andreas = canvas.getByText('@Andreas Huber');
    await expect(andreas.getAttributeNames().sort()).toEqual([
      'data-id',
      'data-label',
      'data-type',
    ]);
    await expect(content.querySelectorAll('span')).toHaveLength(2);
    await expect(content).toHaveTextContent(
      'Danke @Anna Berger für die Vorlage! @Andreas Huber, kannst du sie an Kundin Meier schicken?',
    );
  },
};

/** The same post in the dark theme: the pill keeps its contrast. */
export const WithMentionDark: Story = {
  args: { html: POST },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('@Anna Berger')).toHaveAttribute('data-type', 'mention');
  },
};
