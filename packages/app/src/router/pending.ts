import { useEffect, useRef, useState } from 'react';

/** Spec §9: pending UI only after 1000 ms, and then for at least 500 ms. */
export const PENDING_DELAY_MS = 1000;
export const PENDING_MIN_MS = 500;

/**
 * Whether to show a pending indicator for something that is `busy`: never for quick work (no
 * flicker), and once shown, long enough to be seen.
 */
export function usePendingIndicator(
  busy: boolean,
  { delay = PENDING_DELAY_MS, minimum = PENDING_MIN_MS } = {},
): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    if (busy && !visible) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, delay);
      return () => clearTimeout(timer);
    }
    if (!busy && visible) {
      const elapsed = Date.now() - (shownAt.current ?? 0);
      const timer = setTimeout(
        () => {
          shownAt.current = null;
          setVisible(false);
        },
        Math.max(0, minimum - elapsed),
      );
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [busy, visible, delay, minimum]);

  return visible;
}
