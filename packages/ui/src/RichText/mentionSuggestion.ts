import { Mention, type MentionNodeAttrs } from '@tiptap/extension-mention';
import { PluginKey } from '@tiptap/pm/state';
import type { AnyExtension } from '@tiptap/react';
import {
  exitSuggestion,
  type SuggestionKeyDownProps,
  type SuggestionOptions,
  type SuggestionProps,
} from '@tiptap/suggestion';

/** A person who can be mentioned, as the search found them. */
export type MentionCandidate = {
  /** Stored in the post as `data-id`: the server notifies this person. */
  id: string;
  /** The name, shown in the list and in the post as `@label`. */
  label: string;
  /** A second line in the list, e.g. the company. */
  description?: string;
  /** The photo in the list; without one, the initials. */
  avatarUrl?: string | null;
};

/** Turns on @mentions in `RichTextEditor`. */
export type RichTextEditorMentions = {
  /**
   * The people whose name matches what was typed after `@` (at least one letter). Runs after a
   * short pause in typing; a newer query aborts the older one through `signal`. A rejection shows
   * 'Suche fehlgeschlagen' in the list.
   */
  search: (
    query: string,
    options: { signal: AbortSignal },
  ) => Promise<readonly MentionCandidate[]> | readonly MentionCandidate[];
};

/** What the suggestion list shows; a new object on every change (`useSyncExternalStore`). */
export type MentionSuggestionSnapshot = {
  /** Something was typed after `@`: the list is shown. */
  open: boolean;
  /** Counts the suggestion sessions (one per `@`); the list positions itself once per session. */
  session: number;
  query: string;
  items: readonly MentionCandidate[];
  /** The search runs; `items` are those of the previous query meanwhile, or none. */
  loading: boolean;
  /** The last search was rejected. */
  failed: boolean;
  activeIndex: number;
};

export type MentionSuggestion = {
  /** The Tiptap node `mention` with its `@` suggestion, wired to this store. */
  extension: AnyExtension;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => MentionSuggestionSnapshot;
  setSearch: (search: RichTextEditorMentions['search']) => void;
  setActive: (index: number) => void;
  /** Inserts the candidate at `index` in place of `@query`. */
  pick: (index: number) => void;
  /** Whether the list takes this key (arrows, Enter, Tab) instead of the text. */
  takesKey: (event: KeyboardEvent) => boolean;
  /**
   * Anchors the list's element at the caret and keeps it there (scrolling, resizing) until the
   * returned function is called.
   */
  position: (element: HTMLElement) => () => void;
};

export const CLOSED_MENTION_SUGGESTION: MentionSuggestionSnapshot = {
  open: false,
  session: 0,
  query: '',
  items: [],
  loading: false,
  failed: false,
  activeIndex: 0,
};

/** A pause in typing before the search runs: one request per word, not one per keystroke. */
const SEARCH_DEBOUNCE_MS = 150;

/**
 * The mention node as Tiptap's default renders it, without `data-mention-suggestion-char`: the
 * HTML is `<span data-type="mention" data-id="…" data-label="…">@Label</span>` and nothing the
 * sanitisers would have to strip. Read back from HTML, the trigger is `@` (Tiptap's parser would
 * leave it `null`, and Backspace would then delete the whole mention instead of leaving the `@`).
 */
const SprintMention = Mention.extend({
  addAttributes() {
    const attributes = this.parent?.() ?? {};
    return {
      ...attributes,
      mentionSuggestionChar: {
        default: '@',
        parseHTML: () => '@',
        renderHTML: () => ({}),
      },
    };
  },
});

/**
 * The @mention machinery of one editor: Tiptap's Mention node and its suggestion plugin, and a
 * small external store the React list reads (the plugin calls in from outside React).
 */
export function createMentionSuggestion(
  initialSearch: RichTextEditorMentions['search'],
): MentionSuggestion {
  let search = initialSearch;
  let snapshot = CLOSED_MENTION_SUGGESTION;
  let current: SuggestionProps<MentionCandidate, MentionNodeAttrs> | null = null;
  let latestCall = 0;
  let latestFailed = false;
  const listeners = new Set<() => void>();
  const pluginKey = new PluginKey('mentionSuggestion');

  function commit(next: Partial<MentionSuggestionSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  }

  async function runSearch(query: string, signal: AbortSignal): Promise<MentionCandidate[]> {
    latestCall += 1;
    const call = latestCall;
    latestFailed = false;
    try {
      return [...(await search(query, { signal }))];
    } catch (error) {
      // Only the newest search speaks for the list; the plugin drops the older answers anyway.
      if (call === latestCall) latestFailed = true;
      throw error;
    }
  }

  function show(props: SuggestionProps<MentionCandidate, MentionNodeAttrs>, started: boolean) {
    current = props;
    const open = props.query !== '';
    // While a newer query is searched, the list keeps what it showed: no flicker per keystroke.
    const keep = props.loading && snapshot.open && !started;
    const items = keep ? snapshot.items : props.loading ? [] : props.items;
    commit({
      open,
      session: started ? snapshot.session + 1 : snapshot.session,
      query: props.query,
      items,
      loading: props.loading,
      failed: !props.loading && latestFailed,
      activeIndex: keep ? Math.min(snapshot.activeIndex, Math.max(items.length - 1, 0)) : 0,
    });
  }

  function takesKey(event: KeyboardEvent): boolean {
    if (!snapshot.open || snapshot.items.length === 0) return false;
    if (event.altKey || event.ctrlKey || event.metaKey) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') return true;
    return (event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey;
  }

  function setActive(index: number) {
    if (index !== snapshot.activeIndex) commit({ activeIndex: index });
  }

  function pick(index: number) {
    const item = snapshot.items[index];
    if (!item || !current) return;
    current.command({ id: item.id, label: item.label });
  }

  function handleKeyDown({ event }: SuggestionKeyDownProps): boolean {
    if (!takesKey(event)) return false;
    const count = snapshot.items.length;
    if (event.key === 'ArrowDown') setActive((snapshot.activeIndex + 1) % count);
    else if (event.key === 'ArrowUp') setActive((snapshot.activeIndex - 1 + count) % count);
    else pick(snapshot.activeIndex);
    return true;
  }

  const suggestion: Omit<SuggestionOptions<MentionCandidate, MentionNodeAttrs>, 'editor'> = {
    char: '@',
    pluginKey,
    // '@' alone opens nothing: the list appears with the first letter.
    minQueryLength: 1,
    debounce: SEARCH_DEBOUNCE_MS,
    // Fixed, not absolute: the list is rendered next to the editor (not portalled, so it works
    // inside a modal dialog) and must not be clipped by a scrolling or overflow-hidden ancestor.
    floatingUi: { strategy: 'fixed' },
    items: ({ query, signal }) => runSearch(query, signal),
    render: () => ({
      onStart: (props) => show(props, true),
      onUpdate: (props) => show(props, false),
      onExit: () => {
        current = null;
        commit({ ...CLOSED_MENTION_SUGGESTION, session: snapshot.session });
      },
      onKeyDown: handleKeyDown,
    }),
  };

  const extension = SprintMention.extend({
    // Focus leaving the editor (Tab past the list, a click elsewhere) closes the list.
    onBlur() {
      const state = pluginKey.getState(this.editor.state) as { active?: boolean } | undefined;
      if (state?.active) exitSuggestion(this.editor.view, pluginKey);
    },
  }).configure({ suggestion });

  return {
    extension,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    setSearch(next) {
      search = next;
    },
    setActive,
    pick,
    takesKey,
    position(element) {
      return current ? current.mount(element) : () => undefined;
    },
  };
}
