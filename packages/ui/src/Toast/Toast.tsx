import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { styled, keyframes } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';
import { media, TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD } from '../theme/constants';

export const toastVariants = defineVariants(
  'toast',
  { variant: ['default', 'destructive', 'success', 'info'] },
  { variant: 'default' },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>;

export type ToastProviderProps = ComponentPropsWithoutRef<typeof ToastPrimitive.Provider>;

/**
 * Radix's provider with Sprint's numbers from the spec and a German label, which screen readers
 * say before every announced toast ("Benachrichtigung Änderungen gespeichert").
 */
export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeThreshold = TOAST_SWIPE_THRESHOLD,
  label = 'Benachrichtigung',
  ...props
}: ToastProviderProps) {
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeThreshold={swipeThreshold}
      label={label}
      {...props}
    />
  );
}

const StyledViewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  z-index: var(--z-toast);
  right: 0;
  bottom: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  max-height: 100vh;
  margin: 0;
  padding: var(--space-4);
  list-style: none;

  /* F8 focuses the list: ring inside the screen edge, and none once the last toast is gone. */
  &:focus-visible {
    outline-offset: calc(-1 * var(--focus-ring-width));
  }

  &:empty {
    outline: none;
  }

  @media ${media.desktop} {
    left: auto;
    width: calc(var(--toast-width) + 2 * var(--space-4));
    max-width: 100vw;
  }
`;

export type ToastViewportProps = ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>;

/**
 * The fixed list the toasts render into: full width at the bottom on phones, bottom right from
 * the tablet breakpoint on. Radix wraps it in a landmark region that F8 focuses, so keyboard
 * users can reach a toast before it times out.
 */
export const ToastViewport = forwardRef<
  ComponentRef<typeof ToastPrimitive.Viewport>,
  ToastViewportProps
>(function ToastViewport(
  { hotkey = TOAST_HOTKEY, label = 'Benachrichtigungen ({hotkey})', className, ...props },
  ref,
) {
  return (
    <StyledViewport
      ref={ref}
      hotkey={hotkey}
      label={label}
      data-slot="toast-viewport"
      className={cx('sprint-toast-viewport', className)}
      {...props}
    />
  );
});

const slideIn = keyframes`
  from {
    transform: translateX(calc(100% + var(--space-4)));
  }
  to {
    transform: translateX(0);
  }
`;

const fadeOut = keyframes`
  from {
    opacity: 1;
  }
  to {
    opacity: 0;
  }
`;

const swipeOut = keyframes`
  from {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
  to {
    transform: translateX(calc(100% + var(--space-4)));
  }
`;

const StyledToast = styled(ToastPrimitive.Root)`
  --toast-bg: var(--color-popover);
  --toast-fg: var(--color-popover-foreground);
  --toast-border: var(--color-border);
  --toast-description-fg: var(--color-muted-foreground);
  --toast-ring: var(--color-ring);

  position: relative;
  display: grid;
  /* Empty tracks (no icon, no action) collapse to nothing, so spacing lives on the items. */
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  grid-template-areas:
    'icon title action close'
    'icon description action close';
  align-items: start;
  width: 100%;
  padding: var(--space-4);
  border: var(--border-width) solid var(--toast-border);
  border-radius: var(--radius-lg);
  background: var(--toast-bg);
  color: var(--toast-fg);
  box-shadow: var(--shadow-lg);
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);

  & :focus-visible,
  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--toast-ring);
    outline-offset: 2px;
  }

  &[data-state='open'] {
    animation: ${slideIn} var(--duration-slow) var(--easing-standard);
  }

  &[data-state='closed'] {
    animation: ${fadeOut} var(--duration-normal) var(--easing-standard);
  }

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }

  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform var(--duration-normal) var(--easing-standard);
  }

  &[data-swipe='end'] {
    animation: ${swipeOut} var(--duration-fast) var(--easing-standard);
  }

  &[data-variant='destructive'] {
    --toast-bg: var(--color-destructive);
    --toast-fg: var(--color-destructive-foreground);
  }

  &[data-variant='success'] {
    --toast-bg: var(--color-success);
    --toast-fg: var(--color-success-foreground);
  }

  &[data-variant='info'] {
    --toast-bg: var(--color-info);
    --toast-fg: var(--color-info-foreground);
  }

  /* On a coloured toast the blue ring would vanish; the foreground colour always contrasts. */
  &:not([data-variant='default']) {
    --toast-border: var(--toast-bg);
    --toast-description-fg: var(--toast-fg);
    --toast-ring: var(--toast-fg);
  }
`;

const StyledIcon = styled.span`
  grid-area: icon;
  display: flex;
  margin-right: var(--space-3);
  /* Centres the icon on the title's first line. */
  padding-block: calc((1em * var(--line-height-normal) - var(--size-icon-lg)) / 2);

  & svg {
    width: var(--size-icon-lg);
    height: var(--size-icon-lg);
  }
`;

const variantIcons = {
  default: null,
  destructive: CircleAlert,
  success: CircleCheck,
  info: Info,
} satisfies Record<ToastVariant, unknown>;

export type ToastProps = ComponentPropsWithoutRef<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>;

/**
 * One toast. Coloured variants carry an icon as well, so the kind of message does not depend on
 * colour alone. Children are laid out by their slot: `ToastTitle`, `ToastDescription`,
 * `ToastAction`, `ToastClose`, in any order.
 */
export const Toast = forwardRef<ComponentRef<typeof ToastPrimitive.Root>, ToastProps>(
  function Toast({ variant, className, children, ...props }, ref) {
    const Icon = variantIcons[variant ?? toastVariants.defaults.variant];
    return (
      <StyledToast
        ref={ref}
        data-slot="toast"
        className={cx(toastVariants({ variant }), className)}
        {...toastVariants.dataAttributes({ variant })}
        {...props}
      >
        {Icon && (
          <StyledIcon data-slot="toast-icon">
            <Icon aria-hidden />
          </StyledIcon>
        )}
        {children}
      </StyledToast>
    );
  },
);

const StyledTitle = styled(ToastPrimitive.Title)`
  grid-area: title;
  font-weight: var(--font-weight-semibold);
`;

export type ToastTitleProps = ComponentPropsWithoutRef<typeof ToastPrimitive.Title>;

export const ToastTitle = forwardRef<ComponentRef<typeof ToastPrimitive.Title>, ToastTitleProps>(
  function ToastTitle({ className, ...props }, ref) {
    return (
      <StyledTitle
        ref={ref}
        data-slot="toast-title"
        className={cx('sprint-toast-title', className)}
        {...props}
      />
    );
  },
);

const StyledDescription = styled(ToastPrimitive.Description)`
  grid-area: description;
  color: var(--toast-description-fg);

  [data-slot='toast-title'] ~ & {
    margin-top: var(--space-1);
  }
`;

export type ToastDescriptionProps = ComponentPropsWithoutRef<typeof ToastPrimitive.Description>;

export const ToastDescription = forwardRef<
  ComponentRef<typeof ToastPrimitive.Description>,
  ToastDescriptionProps
>(function ToastDescription({ className, ...props }, ref) {
  return (
    <StyledDescription
      ref={ref}
      data-slot="toast-description"
      className={cx('sprint-toast-description', className)}
      {...props}
    />
  );
});

const StyledAction = styled(ToastPrimitive.Action)`
  grid-area: action;
  align-self: center;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: var(--size-control-sm);
  margin-left: var(--space-3);
  padding: 0 var(--space-3);
  border: var(--border-width) solid color-mix(in srgb, currentColor 40%, transparent);
  border-radius: var(--radius-md);
  background: transparent;
  color: inherit;
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  white-space: nowrap;
  cursor: pointer;
  transition: background-color var(--duration-fast) var(--easing-standard);

  &:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
`;

export type ToastActionProps = ComponentPropsWithoutRef<typeof ToastPrimitive.Action>;

/**
 * A button inside the toast ("Rückgängig"). `altText` is required by Radix: screen readers hear
 * it instead of the button, because a toast may be gone before they could reach it
 * (say "Lead wiederherstellen in der Leadliste").
 */
export const ToastAction = forwardRef<ComponentRef<typeof ToastPrimitive.Action>, ToastActionProps>(
  function ToastAction({ className, ...props }, ref) {
    return (
      <StyledAction
        ref={ref}
        data-slot="toast-action"
        className={cx('sprint-toast-action', className)}
        {...props}
      />
    );
  },
);

const StyledClose = styled(ToastPrimitive.Close)`
  grid-area: close;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--space-6);
  height: var(--space-6);
  /* Keeps the button from making a one-line toast taller than its text. */
  margin: calc(-1 * var(--space-0-5)) calc(-1 * var(--space-1)) 0 var(--space-2);
  padding: 0;
  border: none;
  border-radius: var(--radius-sm);
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: background-color var(--duration-fast) var(--easing-standard);

  &:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

export type ToastCloseProps = ComponentPropsWithoutRef<typeof ToastPrimitive.Close>;

/** The ✕ button. Always visible (not only on hover), so touch and keyboard users find it too. */
export const ToastClose = forwardRef<ComponentRef<typeof ToastPrimitive.Close>, ToastCloseProps>(
  function ToastClose(
    { className, children, 'aria-label': ariaLabel = 'Schließen', ...props },
    ref,
  ) {
    return (
      <StyledClose
        ref={ref}
        aria-label={ariaLabel}
        data-slot="toast-close"
        className={cx('sprint-toast-close', className)}
        {...props}
      >
        {children ?? <X aria-hidden />}
      </StyledClose>
    );
  },
);
