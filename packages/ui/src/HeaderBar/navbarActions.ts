import type { ReactNode } from 'react';

/** An extra control a screen puts into the header (spec §3: id, element, priority). */
export type NavbarAction = {
  id: string;
  element: ReactNode;
  /** Higher comes first (leftmost); equal priorities keep the order they were registered in. */
  priority?: number;
};

export function sortNavbarActions(actions: readonly NavbarAction[]): NavbarAction[] {
  // Array.prototype.sort is stable, so registration order breaks ties.
  return [...actions].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
}
