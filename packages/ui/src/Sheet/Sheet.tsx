import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ElementRef,
  type HTMLAttributes,
} from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { styled, keyframes } from 'styled-components';
import {
  DialogCloseButton,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
} from '../Dialog';

/** A dialog that slides in from an edge: the mobile sidebar, filters, detail panels. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogTitle;
export const SheetDescription = DialogDescription;

export type SheetSide = 'left' | 'right' | 'top' | 'bottom';

const slideIn = keyframes`
  from { transform: translate(var(--sheet-from-x, 0), var(--sheet-from-y, 0)); }
  to { transform: translate(0, 0); }
`;

const StyledContent = styled(DialogPrimitive.Content)`
  --sheet-size: 24rem;

  position: fixed;
  z-index: var(--z-overlay);
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  background: var(--color-background);
  color: var(--color-foreground);
  box-shadow: var(--shadow-lg);
  animation: ${slideIn} var(--duration-slow) var(--easing-standard);

  &:focus-visible {
    outline: none;
  }

  &[data-side='left'],
  &[data-side='right'] {
    top: 0;
    bottom: 0;
    width: min(var(--sheet-size), 100vw);
  }

  &[data-side='left'] {
    --sheet-from-x: -100%;
    left: 0;
    border-right: var(--border-width) solid var(--color-border);
  }

  &[data-side='right'] {
    --sheet-from-x: 100%;
    right: 0;
    border-left: var(--border-width) solid var(--color-border);
  }

  &[data-side='top'],
  &[data-side='bottom'] {
    left: 0;
    right: 0;
    max-height: 85svh;
  }

  &[data-side='top'] {
    --sheet-from-y: -100%;
    top: 0;
    border-bottom: var(--border-width) solid var(--color-border);
  }

  &[data-side='bottom'] {
    --sheet-from-y: 100%;
    bottom: 0;
    border-top: var(--border-width) solid var(--color-border);
  }
`;

export type SheetContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  side?: SheetSide;
  hideClose?: boolean;
};

export const SheetContent = forwardRef<
  ElementRef<typeof DialogPrimitive.Content>,
  SheetContentProps
>(function SheetContent({ side = 'right', hideClose = false, children, ...props }, ref) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <StyledContent ref={ref} data-slot="sheet-content" data-side={side} {...props}>
        {children}
        {hideClose ? null : <DialogCloseButton />}
      </StyledContent>
    </DialogPortal>
  );
});

const StyledHeader = styled.div`
  display: grid;
  gap: var(--space-1-5);
  padding: var(--space-6) var(--space-6) 0;
`;

export function SheetHeader(props: HTMLAttributes<HTMLDivElement>) {
  return <StyledHeader data-slot="sheet-header" {...props} />;
}

const StyledBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 var(--space-6);
`;

export function SheetBody(props: HTMLAttributes<HTMLDivElement>) {
  return <StyledBody data-slot="sheet-body" {...props} />;
}

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-2);
  padding: 0 var(--space-6) var(--space-6);
`;

export function SheetFooter(props: HTMLAttributes<HTMLDivElement>) {
  return <StyledFooter data-slot="sheet-footer" {...props} />;
}
