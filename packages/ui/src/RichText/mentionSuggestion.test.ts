import { Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMentionSuggestion,
  type MentionCandidate,
  type MentionSuggestion,
  type RichTextEditorMentions,
} from './mentionSuggestion';

const PEOPLE: MentionCandidate[] = [
  { id: 'u-anna', label: 'Anna Berger', description: 'Alpenblick Logistik GmbH' },
  { id: 'u-andreas', label: 'Andreas Huber' },
  { id: 'u-ben', label: 'Ben Krüger' },
];

function findPeople(query: string) {
  return PEOPLE.filter((person) => person.label.toLowerCase().includes(query.toLowerCase()));
}

let editor: Editor | undefined;

afterEach(() => {
  // The unit project shares one document between files: leave nothing behind.
  const element = editor?.options.element;
  editor?.destroy();
  if (element instanceof HTMLElement) element.remove();
  editor = undefined;
});

function setUp(search: RichTextEditorMentions['search'] = findPeople, content = '') {
  const suggestion = createMentionSuggestion(search);
  const element = document.createElement('div');
  document.body.append(element);
  editor = new Editor({
    element,
    extensions: [StarterKit, suggestion.extension],
    content,
  });
  return { editor, suggestion };
}

function type(target: Editor, text: string) {
  target.commands.focus('end');
  for (const character of text) target.commands.insertContent(character);
}

function press(target: Editor, key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.view.dom.dispatchEvent(event);
  return event;
}

async function settled(suggestion: MentionSuggestion) {
  await vi.waitFor(() => expect(suggestion.getSnapshot().loading).toBe(false), {
    timeout: 5000,
  });
  return suggestion.getSnapshot();
}

describe('createMentionSuggestion', () => {
  it('opens with the first letter after @ and lists what the search found', async () => {
    const search = vi.fn(findPeople);
    const { editor, suggestion } = setUp(search);
    type(editor, 'Hallo @');
    expect(suggestion.getSnapshot().open).toBe(false);
    expect(search).not.toHaveBeenCalled();

    type(editor, 'an');
    expect(suggestion.getSnapshot()).toMatchObject({ open: true, query: 'an', loading: true });
    const state = await settled(suggestion);
    expect(state.items.map((item) => item.id)).toEqual(['u-anna', 'u-andreas']);
    expect(state.activeIndex).toBe(0);
    // One search for the word, not one per letter; with a signal to abort it.
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('an', { signal: expect.any(AbortSignal) });
  });

  it('does not open in the middle of a word (an e-mail address)', () => {
    const { editor, suggestion } = setUp();
    type(editor, 'anna@an');
    expect(suggestion.getSnapshot().open).toBe(false);
  });

  it('moves through the list with the arrow keys, wrapping around', async () => {
    const { editor, suggestion } = setUp();
    type(editor, '@an');
    await settled(suggestion);
    expect(press(editor, 'ArrowDown').defaultPrevented).toBe(true);
    expect(suggestion.getSnapshot().activeIndex).toBe(1);
    press(editor, 'ArrowDown');
    expect(suggestion.getSnapshot().activeIndex).toBe(0);
    press(editor, 'ArrowUp');
    expect(suggestion.getSnapshot().activeIndex).toBe(1);
  });

  it('takes arrows, Enter and Tab only while people are listed', async () => {
    const { editor, suggestion } = setUp();
    const key = (name: string, init: KeyboardEventInit = {}) =>
      suggestion.takesKey(new KeyboardEvent('keydown', { key: name, ...init }));
    expect(key('Enter')).toBe(false);

    type(editor, '@an');
    await settled(suggestion);
    expect(['ArrowDown', 'ArrowUp', 'Enter', 'Tab'].map((name) => key(name))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(key('Tab', { shiftKey: true })).toBe(false);
    expect(key('Enter', { ctrlKey: true })).toBe(false);
    expect(key('ArrowLeft')).toBe(false);

    type(editor, 'xyz');
    expect((await settled(suggestion)).items).toEqual([]);
    expect(key('Enter')).toBe(false);
  });

  it('inserts the picked person as a mention, followed by a space', async () => {
    const { editor, suggestion } = setUp();
    type(editor, 'Danke @an');
    await settled(suggestion);
    press(editor, 'ArrowDown');
    press(editor, 'Enter');
    expect(editor.getHTML()).toBe(
      '<p>Danke <span data-type="mention" data-id="u-andreas" data-label="Andreas Huber">@Andreas Huber</span> </p>',
    );
    expect(suggestion.getSnapshot().open).toBe(false);
  });

  it('picks with the pointer by index', async () => {
    const { editor, suggestion } = setUp();
    type(editor, '@er');
    expect((await settled(suggestion)).items).toHaveLength(3);
    suggestion.pick(2);
    expect(editor.getHTML()).toContain('data-id="u-ben"');
  });

  it('keeps the list of the previous query while the next one is searched', async () => {
    const { editor, suggestion } = setUp();
    type(editor, '@an');
    await settled(suggestion);
    press(editor, 'ArrowDown');
    type(editor, 'n');
    expect(suggestion.getSnapshot()).toMatchObject({ loading: true, query: 'ann', activeIndex: 1 });
    expect(suggestion.getSnapshot().items).toHaveLength(2);
    const state = await settled(suggestion);
    expect(state.items.map((item) => item.id)).toEqual(['u-anna']);
    expect(state.activeIndex).toBe(0);
  });

  it('reports a failed search until one succeeds', async () => {
    let fail = true;
    const { editor, suggestion } = setUp((query) =>
      fail ? Promise.reject(new Error('offline')) : findPeople(query),
    );
    type(editor, '@an');
    expect(await settled(suggestion)).toMatchObject({ failed: true, items: [] });
    fail = false;
    type(editor, 'd');
    expect(await settled(suggestion)).toMatchObject({ failed: false });
    expect(suggestion.getSnapshot().items).toHaveLength(1);
  });

  it('uses the newest search function', async () => {
    const { editor, suggestion } = setUp(() => []);
    suggestion.setSearch(() => [PEOPLE[2] as MentionCandidate]);
    type(editor, '@x');
    expect((await settled(suggestion)).items.map((item) => item.id)).toEqual(['u-ben']);
  });

  it('closes on Escape and when the editor loses focus', async () => {
    const { editor, suggestion } = setUp();
    type(editor, '@an');
    await settled(suggestion);
    press(editor, 'Escape');
    expect(suggestion.getSnapshot().open).toBe(false);

    type(editor, ' @be');
    await settled(suggestion);
    expect(suggestion.getSnapshot().open).toBe(true);
    // jsdom does not move focus into contenteditable: the event as the browser sends it.
    editor.view.dom.dispatchEvent(new FocusEvent('blur'));
    expect(suggestion.getSnapshot().open).toBe(false);
  });

  it('reads stored mentions back and writes them unchanged', () => {
    const html =
      '<p>Danke <span data-type="mention" data-id="u-anna" data-label="Anna Berger">@Anna Berger</span> für alles</p>';
    const { editor } = setUp(findPeople, html);
    expect(editor.getHTML()).toBe(html);
    // Tiptap's own attribute is neither read nor written.
    editor.commands.setContent(
      html.replace('data-label', 'data-mention-suggestion-char="#" data-label'),
    );
    expect(editor.getHTML()).toBe(html);
  });

  it('turns a mention back into @ on Backspace', () => {
    const { editor } = setUp(
      findPeople,
      '<p>Hi <span data-type="mention" data-id="u-anna" data-label="Anna Berger">@Anna Berger</span></p>',
    );
    editor.commands.focus('end');
    press(editor, 'Backspace');
    expect(editor.getHTML()).toBe('<p>Hi @</p>');
  });
});
