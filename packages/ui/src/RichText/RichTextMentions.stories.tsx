import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import type { MentionCandidate } from './mentionSuggestion';
import { RichTextEditor } from './RichTextEditor';

const Frame = styled.div`
  display: grid;
  gap: var(--space-4);
  max-width: 40rem;
  /* Room under the editor for the list of people, inside the screenshot. */
  padding-bottom: 14rem;
`;

const framed: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

/** A portrait drawn inline, so the story loads nothing from the network. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <rect width="64" height="64" fill="#0369a1"/>
    <circle cx="32" cy="26" r="12" fill="#fcd9b6"/>
    <path d="M8 64c0-14 11-22 24-22s24 8 24 22z" fill="#f1f5f9"/>
  </svg>`,
)}`;

const PEOPLE: readonly MentionCandidate[] = [
  {
    id: 'u-anna',
    label: 'Anna Berger',
    description: 'Alpenblick Logistik GmbH',
    avatarUrl: photo,
  },
  { id: 'u-andreas', label: 'Andreas Huber', description: 'Huber & Söhne KG' },
  { id: 'u-sabine', label: 'Sabine Anders', description: 'Sprint' },
  { id: 'u-ben', label: 'Ben Krüger', avatarUrl: null },
];

function findPeople(query: string): MentionCandidate[] {
  const wanted = query.toLocaleLowerCase('de');
  return PEOPLE.filter((person) => person.label.toLocaleLowerCase('de').includes(wanted));
}

/** Answers like the server would, a moment later; gives up when the editor aborts the search. */
function searchSlowly(query: string, { signal }: { signal: AbortSignal }) {
  return new Promise<MentionCandidate[]>((resolve, reject) => {
    const timer = setTimeout(() => resolve(findPeople(query)), 400);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** A search that never answers (until the editor gives it up). */
function searchForever(_query: string, { signal }: { signal: AbortSignal }) {
  return new Promise<MentionCandidate[]>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason));
  });
}

const meta = {
  title: 'UI/Forms/RichTextMentions',
  component: RichTextEditor,
  decorators: [framed],
  args: {
    label: 'Beitrag',
    value: '',
    onChange: fn(),
    placeholder: 'Was möchtest du teilen? Mit @ erwähnst du jemanden.',
    mentions: { search: fn(findPeople) },
  },
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    mentions: { control: false },
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `@` and a letter open the list of people under the caret; focus stays in the text and the
 * active person is announced through `aria-activedescendant`.
 */
export const Suggestions: Story = {
  play: async ({ args, canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Beitrag' });
    await expect(editor).toHaveAttribute('aria-autocomplete', 'list');
    await userEvent.click(editor);
    await userEvent.keyboard('Danke @');
    // '@' alone is not enough.
    await expect(canvas.queryByRole('listbox')).toBeNull();

    await userEvent.keyboard('an');
    const list = await canvas.findByRole('listbox', { name: 'Person erwähnen' });
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(3);
    const [first] = options;
    if (!first) throw new Error('no first option');
    await expect(first).toHaveAccessibleName('Anna Berger');
    await expect(first).toHaveAccessibleDescription('Alpenblick Logistik GmbH');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(editor).toHaveAttribute('aria-controls', list.id);
    await expect(editor).toHaveAttribute('aria-activedescendant', first.id);
    await expect(editor).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 Vorschläge');
    await expect(args.mentions?.search).toHaveBeenLastCalledWith('an', expect.anything());

    // Each letter narrows the search.
    await userEvent.keyboard('dr');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 Vorschlag');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    // Typing did not change the post yet beyond the text.
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Danke @an</p>');
  },
};

/**
 * Arrow keys move through the list (and wrap around), Enter or Tab takes the person, Escape
 * closes the list and leaves the text as typed.
 */
export const PickByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Beitrag' });
    await userEvent.click(editor);
    await userEvent.keyboard('Danke @an');
    const list = await canvas.findByRole('listbox', { name: 'Person erwähnen' });
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    const options = within(list).getAllByRole('option');
    const active = () => within(list).getByRole('option', { selected: true });

    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toBe(options[1]);
    await expect(editor).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(active()).toBe(options[2]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(active()).toHaveAccessibleName('Andreas Huber');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(editor).not.toHaveAttribute('aria-activedescendant');
    await expect(editor).not.toHaveAttribute('aria-controls');
    const mention = within(editor).getByText('@Andreas Huber');
    await expect(mention).toHaveAttribute('data-type', 'mention');
    await expect(mention).toHaveAttribute('data-id', 'u-andreas');
    await expect(mention).toHaveAttribute('data-label', 'Andreas Huber');
    // Enter took the person: no new paragraph. Writing goes on after a space.
    await userEvent.keyboard('für die Zahlen!');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Danke <span data-type="mention" data-id="u-andreas" data-label="Andreas Huber">@Andreas Huber</span> für die Zahlen!</p>',
    );

    // Tab takes the person too, while the list is open; focus stays in the text.
    await userEvent.keyboard(' Und @sab');
    // The list shows the earlier letters' people until the search for 'sab' is in (a pause in
    // typing, then the answer): Tab waits until Sabine is the one it would take.
    const people = await canvas.findByRole('listbox', { name: 'Person erwähnen' });
    await waitFor(() => {
      expect(people).not.toHaveAttribute('aria-busy');
      expect(within(people).getByRole('option', { selected: true })).toHaveAccessibleName(
        'Sabine Anders',
      );
    });
    await userEvent.tab();
    await waitFor(() => expect(within(editor).getByText('@Sabine Anders')).toBeVisible());
    await expect(editor).toHaveFocus();

    // Escape closes the list; what was typed stays text.
    await userEvent.keyboard('@be');
    await canvas.findByRole('listbox', { name: 'Person erwähnen' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(editor).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringMatching(/@Sabine Anders<\/span> @be<\/p>$/),
    );
  },
};

/**
 * The pointer highlights a person and a click takes them; focus never leaves the text. Leaving
 * the editor closes the list.
 */
export const PickByClick: Story = {
  play: async ({ args, canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Beitrag' });
    await userEvent.click(editor);
    await userEvent.keyboard('Frage an @an');
    const option = await canvas.findByRole('option', { name: 'Sabine Anders' });
    await userEvent.hover(option);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(editor).toHaveAttribute('aria-activedescendant', option.id);

    await userEvent.click(option);
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(editor).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Frage an <span data-type="mention" data-id="u-sabine" data-label="Sabine Anders">@Sabine Anders</span> </p>',
    );
    await userEvent.keyboard('kannst du übernehmen?');
    await expect(editor).toHaveTextContent('Frage an @Sabine Anders kannst du übernehmen?');

    // Focus leaving the editor closes the list; coming back does not reopen it.
    await userEvent.keyboard(' @be');
    await canvas.findByRole('listbox', { name: 'Person erwähnen' });
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(editor).not.toHaveFocus();
    await userEvent.click(editor);
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** Nobody matches: 'Keine Treffer', and the status tells screen readers so. */
export const NoHits: Story = {
  play: async ({ args, canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Beitrag' });
    await userEvent.click(editor);
    await userEvent.keyboard('Hallo @xyz');
    await expect(await canvas.findByText('Keine Treffer')).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(editor).not.toHaveAttribute('aria-activedescendant');
    await expect(canvas.getByRole('status')).toHaveTextContent('Keine Treffer für „xyz“');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Hallo @xyz</p>');
  },
};

/** While the search runs, the list says so. */
export const Loading: Story = {
  args: { mentions: { search: searchForever } },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Beitrag' });
    await userEvent.click(editor);
    await userEvent.keyboard('Hallo @an');
    await expect(await canvas.findByText('Suche läuft …')).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(editor).not.toHaveAttribute('aria-activedescendant');
    await expect(editor).toHaveFocus();
  },
};

/**
 * A search that answers after a moment: first 'Suche läuft …', then the people; a further
 * letter keeps the list in place until the new answer is in.
 */
export const AsyncSearch: Story = {
  args: { mentions: { search: fn(searchSlowly) } },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Beitrag' });
    await userEvent.click(editor);
    await userEvent.keyboard('@an');
    await expect(await canvas.findByText('Suche läuft …')).toBeVisible();
    const list = await canvas.findByRole('listbox', { name: 'Person erwähnen' });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await expect(list).not.toHaveAttribute('aria-busy');

    await userEvent.keyboard('n');
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await expect(list).not.toHaveAttribute('aria-busy');
    await expect(within(list).getByRole('option')).toHaveAccessibleName('Anna Berger');
  },
};

/** The search failed (no connection): the list says so instead of 'Keine Treffer'. */
export const SearchFailed: Story = {
  args: {
    mentions: {
      search: () => Promise.reject(new Error('offline')),
    },
  },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Beitrag' });
    await userEvent.click(editor);
    await userEvent.keyboard('@an');
    await expect(await canvas.findByText('Suche fehlgeschlagen')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Suche fehlgeschlagen.');
  },
};

/**
 * A stored post with a mention shows it as a pill; Backspace turns it back into `@` (and the
 * list opens again with the next letter).
 */
export const StoredMention: Story = {
  args: {
    value:
      '<p>Danke <span data-type="mention" data-id="u-anna" data-label="Anna Berger">@Anna Berger</span> für die Vorlage!</p>',
  },
  play: async ({ args, canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Beitrag' });
    const mention = within(editor).getByText('@Anna Berger');
    await expect(mention).toHaveAttribute('data-id', 'u-anna');
    await expect(args.onChange).not.toHaveBeenCalled();

    // The caret after the space behind the mention ('Danke @Anna Berger ').
    await userEvent.pointer({
      target: within(editor).getByText(/für die Vorlage/),
      offset: 'Danke @Anna Berger '.length,
      keys: '[MouseLeft]',
    });
    await userEvent.keyboard('{Backspace}{Backspace}');
    await waitFor(() => expect(within(editor).queryByText('@Anna Berger')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Danke @für die Vorlage!</p>');
    await userEvent.keyboard('ben');
    // The list of 'b' may show first; Enter waits for the one of 'ben'.
    await waitFor(() =>
      expect(within(canvas.getByRole('listbox')).getAllByRole('option')).toHaveLength(1),
    );
    await expect(canvas.getByRole('option', { name: 'Ben Krüger' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Danke <span data-type="mention" data-id="u-ben" data-label="Ben Krüger">@Ben Krüger</span> für die Vorlage!</p>',
    );
  },
};
