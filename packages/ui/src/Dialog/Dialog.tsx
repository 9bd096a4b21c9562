import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ElementRef,
  type HTMLAttributes,
} from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { styled, keyframes } from 'styled-components';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const StyledOverlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: var(--z-overlay);
  background: var(--color-overlay);
  animation: ${fadeIn} var(--duration-normal) var(--easing-standard);
`;

/** The dimmed backdrop; shared with `Sheet`. */
export const DialogOverlay = forwardRef<
  ElementRef<typeof DialogPrimitive.Overlay>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Overlay>
>(function DialogOverlay(props, ref) {
  return <StyledOverlay ref={ref} data-slot="dialog-overlay" {...props} />;
});

const StyledClose = styled(DialogPrimitive.Close)`
  position: absolute;
  top: var(--space-3);
  right: var(--space-3);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--size-control-sm);
  height: var(--size-control-sm);
  border: 0;
  border-radius: var(--radius-md);
  background: transparent;
  color: var(--color-muted-foreground);
  cursor: pointer;

  &:hover {
    background: var(--color-accent);
    color: var(--color-accent-foreground);
  }

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

/** The ✕ in the corner of dialogs and sheets. */
export function DialogCloseButton() {
  return (
    <StyledClose aria-label="Schließen" data-slot="dialog-close">
      <X aria-hidden />
    </StyledClose>
  );
}

const StyledContent = styled(DialogPrimitive.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: var(--z-overlay);
  display: grid;
  gap: var(--space-4);
  width: calc(100% - var(--space-8));
  max-width: var(--dialog-width);
  max-height: calc(100svh - var(--space-8));
  overflow-y: auto;
  padding: var(--space-6);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-xl);
  background: var(--color-popover);
  color: var(--color-popover-foreground);
  box-shadow: var(--shadow-lg);
  transform: translate(-50%, -50%);
  animation: ${popIn} var(--duration-normal) var(--easing-standard);

  &:focus-visible {
    outline: none;
  }
`;

export type DialogContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  /** Hide the ✕ button, for dialogs that must be completed (a required choice). */
  hideClose?: boolean;
};

export const DialogContent = forwardRef<
  ElementRef<typeof DialogPrimitive.Content>,
  DialogContentProps
>(function DialogContent({ children, hideClose = false, ...props }, ref) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <StyledContent ref={ref} data-slot="dialog-content" {...props}>
        {children}
        {hideClose ? null : <DialogCloseButton />}
      </StyledContent>
    </DialogPortal>
  );
});

const StyledHeader = styled.div`
  display: grid;
  gap: var(--space-1-5);
  padding-right: var(--space-6);
`;

export function DialogHeader(props: HTMLAttributes<HTMLDivElement>) {
  return <StyledHeader data-slot="dialog-header" {...props} />;
}

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: var(--space-2);
`;

export function DialogFooter(props: HTMLAttributes<HTMLDivElement>) {
  return <StyledFooter data-slot="dialog-footer" {...props} />;
}

const StyledTitle = styled(DialogPrimitive.Title)`
  margin: 0;
  font-size: var(--font-size-lg);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);
`;

export const DialogTitle = forwardRef<
  ElementRef<typeof DialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function DialogTitle(props, ref) {
  return <StyledTitle ref={ref} data-slot="dialog-title" {...props} />;
});

const StyledDescription = styled(DialogPrimitive.Description)`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

export const DialogDescription = forwardRef<
  ElementRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription(props, ref) {
  return <StyledDescription ref={ref} data-slot="dialog-description" {...props} />;
});
