import { css, keyframes } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; transform: scale(0.96); }
`;

/** The floating panel of menus and lists (Select, DropdownMenu): one look for both. */
export const popoverSurface = css`
  z-index: var(--z-popover);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-popover);
  color: var(--color-popover-foreground);
  box-shadow: var(--shadow-md);

  &[data-state='open'] {
    animation: ${appear} var(--duration-fast) var(--easing-standard);
  }
`;

/**
 * An entry of such a panel. Radix moves focus onto the highlighted entry; the highlight shows it,
 * so an outline on top would be noise. Colours come from `--list-item-*`, which variants override.
 */
export const listItem = css`
  --list-item-fg: inherit;
  --list-item-highlight-bg: var(--color-accent);
  --list-item-highlight-fg: var(--color-accent-foreground);

  display: flex;
  gap: var(--space-2);
  padding: var(--space-1-5) var(--space-2);
  border-radius: var(--radius-sm);
  color: var(--list-item-fg);
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);
  cursor: default;
  user-select: none;

  &:focus,
  &:focus-visible {
    outline: none;
  }

  &[data-highlighted] {
    background: var(--list-item-highlight-bg);
    color: var(--list-item-highlight-fg);
  }

  &[data-disabled] {
    opacity: 0.5;
    pointer-events: none;
  }
`;
