import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { styled, keyframes } from 'styled-components';

/**
 * Tooltips share one provider (`SprintTooltipProvider`: delay 700 ms, skip delay 300 ms), so
 * moving between items feels instant once one tooltip is open. `TooltipProvider` is Radix's own,
 * for other timings.
 */
export const TooltipProvider = TooltipPrimitive.Provider;
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

const fadeIn = keyframes`
  from { opacity: 0; transform: scale(0.96); }
  to { opacity: 1; transform: scale(1); }
`;

const StyledContent = styled(TooltipPrimitive.Content)`
  z-index: var(--z-popover);
  max-width: 20rem;
  padding: var(--space-1-5) var(--space-3);
  border-radius: var(--radius-md);
  background: var(--color-foreground);
  color: var(--color-background);
  font-size: var(--font-size-xs);
  line-height: var(--line-height-normal);
  box-shadow: var(--shadow-md);
  transform-origin: var(--radix-tooltip-content-transform-origin);
  animation: ${fadeIn} var(--duration-fast) var(--easing-standard);
`;

const StyledArrow = styled(TooltipPrimitive.Arrow)`
  fill: var(--color-foreground);
`;

export type TooltipContentProps = ComponentPropsWithoutRef<typeof TooltipPrimitive.Content>;

export const TooltipContent = forwardRef<
  ElementRef<typeof TooltipPrimitive.Content>,
  TooltipContentProps
>(function TooltipContent({ sideOffset = 6, children, ...props }, ref) {
  return (
    <TooltipPrimitive.Portal>
      <StyledContent ref={ref} sideOffset={sideOffset} data-slot="tooltip-content" {...props}>
        {children}
        <StyledArrow width={10} height={5} />
      </StyledContent>
    </TooltipPrimitive.Portal>
  );
});
