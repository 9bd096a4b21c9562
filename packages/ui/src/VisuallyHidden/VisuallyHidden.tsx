import { forwardRef, type HTMLAttributes, type Ref } from 'react';
import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';

export type VisuallyHiddenProps = HTMLAttributes<HTMLElement> & {
  /**
   * The element to render: `span` (default) inside a line of text, a button or a table header;
   * `div` where the hidden text is a block of its own.
   */
  as?: 'span' | 'div';
};

/**
 * Text for screen readers only: off screen for sighted users, still in the accessibility tree, so
 * it is read in place and counts towards the accessible name of what contains it ('Mo' shown,
 * 'Montag' read; 'Aktionen' as the header of an icon-only column). Radix's `VisuallyHidden` with
 * a stable `data-slot`. Not for content hidden from everyone (use `hidden`), and not for
 * focusable content, which would be invisible while it has focus.
 */
export const VisuallyHidden = forwardRef<HTMLElement, VisuallyHiddenProps>(function VisuallyHidden(
  { as = 'span', ...props },
  ref,
) {
  return (
    // `asChild`: Radix's hiding styles go onto our element, so a `div` is hidden the same way.
    <VisuallyHiddenPrimitive.Root asChild>
      {as === 'div' ? (
        <div ref={ref as Ref<HTMLDivElement>} data-slot="visually-hidden" {...props} />
      ) : (
        <span ref={ref as Ref<HTMLSpanElement>} data-slot="visually-hidden" {...props} />
      )}
    </VisuallyHiddenPrimitive.Root>
  );
});
