import { useLayoutEffect, useRef, type MouseEvent as ReactMouseEvent } from 'react';
import { styled } from 'styled-components';
import { Avatar } from '../Avatar';
import { listItem, popoverSurface } from '../lib/popover';
import type { MentionSuggestion, MentionSuggestionSnapshot } from './mentionSuggestion';

const MENTION_LIST_LABEL = 'Person erwähnen';
const MENTION_LOADING = 'Suche läuft …';
const MENTION_NO_HITS = 'Keine Treffer';
const MENTION_FAILED = 'Suche fehlgeschlagen';

/** The id of the option at `index`, for `aria-activedescendant` on the editable area. */
export function mentionOptionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

/** What a screen reader hears when the list changes (the list itself is never focused). */
export function mentionStatusText(state: MentionSuggestionSnapshot): string {
  if (!state.open || (state.loading && state.items.length === 0)) return '';
  if (state.failed) return `${MENTION_FAILED}.`;
  if (state.items.length === 0) return `${MENTION_NO_HITS} für „${state.query}“`;
  return state.items.length === 1 ? '1 Vorschlag' : `${state.items.length} Vorschläge`;
}

const Popup = styled.div`
  ${popoverSurface}
  /* Until Floating UI has placed it: out of the flow, never pushing the text down. */
  position: fixed;
  top: 0;
  left: 0;
  min-width: 14rem;
  max-width: min(22rem, calc(100vw - var(--space-8)));
`;

const Listbox = styled.ul`
  /* The options' offsetParent, for keeping the active one in view. */
  position: relative;
  display: grid;
  gap: var(--space-0-5);
  max-height: 16rem;
  margin: 0;
  padding: var(--space-1);
  overflow-y: auto;
  list-style: none;
`;

const Option = styled.li`
  ${listItem}
  align-items: center;
  cursor: pointer;
`;

const OptionText = styled.span`
  display: grid;
  min-width: 0;
`;

const OptionLabel = styled.span`
  overflow: hidden;
  font-weight: var(--font-weight-medium);
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const OptionDescription = styled.span`
  overflow: hidden;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Message = styled.p`
  margin: 0;
  padding: var(--space-2) var(--space-3);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

export type MentionListProps = {
  suggestion: MentionSuggestion;
  state: MentionSuggestionSnapshot;
  listboxId: string;
};

/**
 * The list of people under the caret while `@name` is typed. Focus stays in the editor: the
 * active option is announced through `aria-activedescendant` on the editable area, the keys are
 * handled by the suggestion plugin, and a press on the list never takes focus away.
 */
export function MentionList({ suggestion, state, listboxId }: MentionListProps) {
  const popupRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const activeRef = useRef<HTMLLIElement>(null);
  const { items, activeIndex, session } = state;

  useLayoutEffect(() => {
    const popup = popupRef.current;
    if (!popup) return;
    return suggestion.position(popup);
  }, [suggestion, session]);

  // The active option stays in view when the list scrolls; the page itself never scrolls for it
  // (as `scrollIntoView` might).
  useLayoutEffect(() => {
    const list = listRef.current;
    const option = activeRef.current;
    if (!list || !option) return;
    const top = option.offsetTop;
    const bottom = top + option.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight)
      list.scrollTop = bottom - list.clientHeight;
  }, [activeIndex, items]);

  function keepEditorFocus(event: ReactMouseEvent) {
    event.preventDefault();
  }

  return (
    <Popup ref={popupRef} data-slot="rich-text-mention-list" data-state="open">
      {items.length > 0 ? (
        <Listbox
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={MENTION_LIST_LABEL}
          aria-busy={state.loading || undefined}
          onMouseDown={keepEditorFocus}
        >
          {items.map((item, index) => {
            const active = index === activeIndex;
            const id = mentionOptionId(listboxId, index);
            return (
              // No key handlers here: the keys go to the editor, which keeps focus throughout.
              <Option
                key={item.id}
                ref={active ? activeRef : undefined}
                id={id}
                role="option"
                aria-selected={active}
                aria-describedby={item.description ? `${id}-description` : undefined}
                data-highlighted={active ? '' : undefined}
                data-slot="rich-text-mention-option"
                onMouseMove={() => suggestion.setActive(index)}
                onClick={() => suggestion.pick(index)}
              >
                <Avatar size="sm" src={item.avatarUrl ?? undefined} name={item.label} alt="" />
                <OptionText>
                  <OptionLabel>{item.label}</OptionLabel>
                  {item.description ? (
                    // Named by the person, described by the company ('Anna Berger',
                    // 'Alpenblick Logistik GmbH'): hidden from the name, which it would run into.
                    <OptionDescription id={`${id}-description`} aria-hidden>
                      {item.description}
                    </OptionDescription>
                  ) : null}
                </OptionText>
              </Option>
            );
          })}
        </Listbox>
      ) : (
        <Message data-slot="rich-text-mention-message">
          {state.loading ? MENTION_LOADING : state.failed ? MENTION_FAILED : MENTION_NO_HITS}
        </Message>
      )}
    </Popup>
  );
}
