import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

const Frame = styled.div`
  display: grid;
  gap: var(--space-4);
  max-width: 40rem;
`;

const framed: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

const LESSON = [
  '<h2>Einwände souverän behandeln</h2>',
  '<p>Ein Einwand ist <strong>kein Nein</strong>, sondern eine Frage nach mehr Sicherheit.</p>',
  '<h3>Die drei Schritte</h3>',
  '<ol><li><p>Zuhören und ausreden lassen</p></li><li><p>Nachfragen</p></li><li><p>Nutzen zeigen</p></li></ol>',
  '<blockquote><p>Wer fragt, der führt.</p></blockquote>',
  '<p>Mehr dazu im <a target="_blank" rel="noopener noreferrer nofollow" href="https://sprint.de/handbuch">Handbuch</a>.</p>',
].join('');

const meta = {
  title: 'UI/Forms/RichTextEditor',
  component: RichTextEditor,
  decorators: [framed],
  args: {
    label: 'Inhalt der Lektion',
    value: '',
    onChange: fn(),
    placeholder: 'Was sollen die Teilnehmenden lernen?',
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    placeholder: { control: 'text' },
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing, then 'Fett' in the toolbar: the field reports the formatted HTML. */
export const Default: Story = {
  args: { description: 'Überschriften, Listen, Zitate und Links sind möglich.' },
  play: async ({ args, canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Inhalt der Lektion' });
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await expect(editor).toHaveAccessibleDescription(
      'Überschriften, Listen, Zitate und Links sind möglich.',
    );
    await expect(canvas.getByText('Was sollen die Teilnehmenden lernen?')).toBeVisible();

    await userEvent.click(editor);
    await userEvent.keyboard('Hallo Team');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Hallo Team</p>'));
    await expect(canvas.queryByText('Was sollen die Teilnehmenden lernen?')).toBeNull();

    await userEvent.keyboard('{Control>}a{/Control}');
    const bold = canvas.getByRole('button', { name: 'Fett' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Hallo Team</strong></p>');
    // Writing goes on in the editor.
    await waitFor(() => expect(editor).toHaveFocus());
  },
};

/** Stored lesson HTML: headings, a numbered list, a quote and a link. */
export const WithContent: Story = {
  args: { value: LESSON },
  play: async ({ args, canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Inhalt der Lektion' });
    await expect(
      within(editor).getByRole('heading', { level: 2, name: 'Einwände souverän behandeln' }),
    ).toBeVisible();
    await expect(
      within(editor).getByRole('heading', { level: 3, name: 'Die drei Schritte' }),
    ).toBeVisible();
    await expect(within(editor).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(editor).getByRole('link', { name: 'Handbuch' })).toHaveAttribute(
      'href',
      'https://sprint.de/handbuch',
    );
    // The placeholder is for an empty editor only.
    await expect(canvas.queryByText('Was sollen die Teilnehmenden lernen?')).toBeNull();

    // A click on the label focuses the editor, as with any field.
    await userEvent.click(canvas.getByText('Inhalt der Lektion'));
    await waitFor(() => expect(editor).toHaveFocus());

    // The toolbar shows the formatting where the cursor is.
    await userEvent.click(within(editor).getByText('Die drei Schritte'));
    await expect(canvas.getByRole('button', { name: 'Zwischenüberschrift' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Überschrift' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Showing stored content reports nothing.
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * One tab stop for the toolbar, arrow keys inside it; StarterKit's shortcuts in the text; Tab
 * leaves the editor.
 */
export const Keyboard: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <Button variant="outline">Speichern</Button>
      </>
    ),
  ],
  play: async ({ args, canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatierung' });
    await userEvent.tab();
    await expect(within(toolbar).getByRole('button', { name: 'Fett' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Kursiv' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Überschrift' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(within(toolbar).getByRole('button', { name: 'Fett' })).toHaveFocus();

    // Out of the toolbar in one step, into the text.
    await userEvent.tab();
    const editor = canvas.getByRole('textbox', { name: 'Inhalt der Lektion' });
    await expect(editor).toHaveFocus();

    await userEvent.keyboard('{Control>}b{/Control}Wichtig{Control>}b{/Control} und normal');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Wichtig</strong> und normal</p>'),
    );
    await expect(canvas.getByRole('button', { name: 'Rückgängig' })).toBeEnabled();

    // Tab is not taken for indenting: it moves on to the next control.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toHaveFocus();

    // Back in the text, an address typed there becomes a link by itself.
    await userEvent.tab({ shift: true });
    await expect(editor).toHaveFocus();
    await userEvent.keyboard(' auf www.sprint.de ');
    await waitFor(() =>
      expect(within(editor).getByRole('link', { name: 'www.sprint.de' })).toHaveAttribute(
        'href',
        'https://www.sprint.de',
      ),
    );
  },
};

/** 'Link' asks for the address; a valid one links the selected text. */
export const Link: Story = {
  args: { value: '<p>Mehr im Handbuch.</p>' },
  play: async ({ args, canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Inhalt der Lektion' });
    // Select the word 'Handbuch' with the mouse.
    const paragraph = within(editor).getByText('Mehr im Handbuch.');
    await userEvent.pointer([
      { target: paragraph, offset: 8, keys: '[MouseLeft>]' },
      { offset: 16 },
      { keys: '[/MouseLeft]' },
    ]);
    await waitFor(() => expect(document.getSelection()?.toString()).toBe('Handbuch'));

    const linkButton = canvas.getByRole('button', { name: 'Link' });
    await userEvent.click(linkButton);
    const panel = await within(document.body).findByRole('dialog', { name: 'Link einfügen' });
    const address = within(panel).getByRole('textbox', { name: 'Link-Adresse' });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.type(address, 'https://sprint.de/handbuch');
    await userEvent.click(within(panel).getByRole('button', { name: 'Übernehmen' }));

    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(within(editor).getByRole('link', { name: 'Handbuch' })).toHaveAttribute(
      'href',
      'https://sprint.de/handbuch',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Mehr im <a target="_blank" rel="noopener noreferrer nofollow" href="https://sprint.de/handbuch">Handbuch</a>.</p>',
    );
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(linkButton).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * An empty address removes the link; anything but http(s) and mailto is refused with a message.
 */
export const LinkInvalid: Story = {
  args: {
    value:
      '<p>Mehr im <a target="_blank" rel="noopener noreferrer nofollow" href="https://sprint.de/handbuch">Handbuch</a>.</p>',
  },
  play: async ({ args, canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Inhalt der Lektion' });
    await userEvent.click(within(editor).getByRole('link', { name: 'Handbuch' }));
    const linkButton = canvas.getByRole('button', { name: 'Link' });
    await expect(linkButton).toHaveAttribute('aria-pressed', 'true');

    // Empty removes the link.
    await userEvent.click(linkButton);
    let panel = await within(document.body).findByRole('dialog', { name: 'Link bearbeiten' });
    let address = within(panel).getByRole('textbox', { name: 'Link-Adresse' });
    await expect(address).toHaveValue('https://sprint.de/handbuch');
    await expect(address).toHaveAccessibleDescription('Leer lassen, um den Link zu entfernen.');
    await userEvent.clear(address);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(editor).queryByRole('link')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Mehr im Handbuch.</p>');

    // Strg+K opens the panel from the text. A script address is refused, the panel stays open
    // with the message.
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('{Control>}k{/Control}');
    panel = await within(document.body).findByRole('dialog', { name: 'Link einfügen' });
    address = within(panel).getByRole('textbox', { name: 'Link-Adresse' });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(within(panel).getByRole('button', { name: 'Übernehmen' }));
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(
      'Bitte gib eine gültige Adresse ein (https://…).',
    );
    await expect(address).toHaveFocus();
    await expect(within(editor).queryByRole('link')).toBeNull();

    // Neither is an address without a scheme.
    await userEvent.clear(address);
    await userEvent.type(address, 'sprint.de');
    await userEvent.keyboard('{Enter}');
    await expect(
      within(panel).getByText('Bitte gib eine gültige Adresse ein (https://…).'),
    ).toBeVisible();
  },
};

/** The server's message under the field; the editable area is marked invalid. */
export const Error: Story = {
  args: {
    value: '<p>Zu kurz.</p>',
    error: 'Bitte beschreibe die Lektion in mindestens 50 Zeichen.',
  },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Inhalt der Lektion' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(
      'Bitte beschreibe die Lektion in mindestens 50 Zeichen.',
    );
  },
};

/** Read only: no typing, every toolbar button disabled. */
export const Disabled: Story = {
  args: { value: LESSON, disabled: true },
  play: async ({ args, canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Inhalt der Lektion' });
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(editor).toHaveAttribute('aria-disabled', 'true');
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatierung' });
    for (const button of within(toolbar).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
    await userEvent.click(within(editor).getByText('Nachfragen'));
    await userEvent.keyboard('x');
    await expect(editor).not.toHaveTextContent('xNachfragen');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function ResettableForm(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <RichTextEditor
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html);
          props.onChange(html);
        }}
      />
      <div>
        <Button variant="outline" onClick={() => setValue(LESSON)}>
          Zurücksetzen
        </Button>
      </div>
    </>
  );
}

/**
 * The parent keeps the value (as a form does) and a reset replaces what was typed. Typing while
 * the parent re-renders with each change keeps every keystroke in place.
 */
export const ExternalReset: Story = {
  args: { value: LESSON },
  render: (args) => <ResettableForm {...args} />,
  play: async ({ args, canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Inhalt der Lektion' });
    await userEvent.pointer({
      target: within(editor).getByText('Nachfragen'),
      offset: 'Nachfragen'.length,
      keys: '[MouseLeft]',
    });
    await userEvent.keyboard(' und zuhören');
    await expect(within(editor).getAllByRole('listitem')[1]).toHaveTextContent(
      'Nachfragen und zuhören',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringContaining('<li><p>Nachfragen und zuhören</p></li>'),
    );
    const calls = mocked(args.onChange).mock.calls.length;

    await userEvent.click(canvas.getByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() => expect(editor).not.toHaveTextContent('und zuhören'));
    await expect(within(editor).getAllByRole('listitem')[1]).toHaveTextContent(/^Nachfragen$/);
    // The parent knows the new value: the editor does not report it back.
    await expect(args.onChange).toHaveBeenCalledTimes(calls);
  },
};
