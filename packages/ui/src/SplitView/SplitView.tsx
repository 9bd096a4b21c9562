import {
  forwardRef,
  useEffect,
  useRef,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { styled, css } from 'styled-components';
import { media } from '../theme/constants';

export type SplitViewProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The list to choose from (a list of links that put the selection in the address). */
  list: ReactNode;
  /** The chosen item, or a hint to choose one while `selectedKey` is `null`. */
  detail: ReactNode;
  /**
   * Which item the detail shows (its id), `null` when none is chosen. On phones it decides which
   * pane shows: the list without a selection, the detail with one.
   */
  selectedKey: string | null;
  /** Accessible name of the detail region, e.g. 'Unterhaltung'. */
  detailLabel: string;
  /** The way back to the list (a link 'Alle Unterhaltungen'); shown above the detail on phones only. */
  back?: ReactNode;
  /** Width of the list column on wider screens, a grid track (default `'minmax(16rem, 22rem)'`). */
  listWidth?: string;
};

// A fixed-height frame: the panes scroll, never the page, so the list keeps its place while the
// detail changes (a mail inbox). The frame takes the rest of a flex column (`flex: 1`).
const StyledSplitView = styled.div`
  --split-view-list-width: minmax(16rem, 22rem);

  display: grid;
  flex: 1;
  grid-template-columns: var(--split-view-list-width) minmax(0, 1fr);
  grid-template-rows: minmax(0, 1fr);
  gap: var(--space-4);
  min-width: 0;
  min-height: 0;

  @media ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);

    &[data-selected='false'] > [data-pane='detail'],
    &[data-selected='true'] > [data-pane='list'] {
      display: none;
    }
  }
`;

const pane = css`
  min-width: 0;
  min-height: 0;
  overflow: auto;
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-background);

  /* Focused by script only (tabIndex -1), to keep the reading position; a ring would be noise. */
  &:focus {
    outline: none;
  }
`;

const ListPane = styled.div`
  ${pane}
`;

const DetailPane = styled.section`
  ${pane}
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  padding: var(--space-4);
`;

const Back = styled.div`
  display: none;

  @media ${media.mobile} {
    display: block;
  }
`;

/** Hidden by the phone layout (`display: none` on it or an ancestor). */
function isHidden(element: HTMLElement | null): boolean {
  return element?.offsetParent === null;
}

/**
 * A list and the chosen item's detail side by side, in a frame of fixed height whose panes scroll
 * on their own, as in a mail inbox. On phones only one pane shows: the list, or — once something
 * is selected — the detail with `back` above it. There, a new selection moves focus to the detail
 * region and going back moves it to the list, so focus never falls back to the top of the page.
 *
 * Put it last in a full-height flex column (it takes the remaining height with `flex: 1`).
 */
export const SplitView = forwardRef<HTMLDivElement, SplitViewProps>(function SplitView(
  { list, detail, selectedKey, detailLabel, back, listWidth, style, ...props },
  ref,
) {
  const listRef = useRef<HTMLDivElement>(null);
  const detailRef = useRef<HTMLElement>(null);
  const previousKey = useRef(selectedKey);

  useEffect(() => {
    if (previousKey.current === selectedKey) return;
    previousKey.current = selectedKey;
    const detailPane = detailRef.current;
    if (selectedKey !== null) {
      if (isHidden(listRef.current)) detailPane?.focus();
      return;
    }
    // Back to the list on a phone: the focused control went away with the detail.
    const active = document.activeElement;
    const focusLost = active === null || active === document.body || detailPane?.contains(active);
    if (focusLost && isHidden(detailPane)) listRef.current?.focus();
  }, [selectedKey]);

  return (
    <StyledSplitView
      ref={ref}
      data-slot="split-view"
      data-selected={selectedKey === null ? 'false' : 'true'}
      style={
        listWidth === undefined
          ? style
          : ({ '--split-view-list-width': listWidth, ...style } as CSSProperties)
      }
      {...props}
    >
      <ListPane ref={listRef} tabIndex={-1} data-pane="list" data-slot="split-view-list">
        {list}
      </ListPane>
      <DetailPane
        ref={detailRef}
        aria-label={detailLabel}
        tabIndex={-1}
        data-pane="detail"
        data-slot="split-view-detail"
      >
        {back !== undefined && back !== null ? (
          <Back data-slot="split-view-back">{back}</Back>
        ) : null}
        {detail}
      </DetailPane>
    </StyledSplitView>
  );
});
