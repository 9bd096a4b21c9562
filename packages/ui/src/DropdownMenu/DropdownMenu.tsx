import {
  forwardRef,
  type ComponentProps,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import { styled, css } from 'styled-components';
import { listItem, popoverSurface } from '../lib/popover';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const dropdownMenuItemVariants = defineVariants(
  'dropdown-menu-item',
  { variant: ['default', 'destructive'] },
  { variant: 'default' },
);

export type DropdownMenuItemVariant = NonNullable<
  VariantProps<typeof dropdownMenuItemVariants>['variant']
>;

type InsetProps = {
  /** Indent the text to line up with items that have an icon or a check mark. */
  inset?: boolean;
};

export type DropdownMenuProps = ComponentProps<typeof DropdownMenuPrimitive.Root>;
export type DropdownMenuTriggerProps = ComponentPropsWithoutRef<
  typeof DropdownMenuPrimitive.Trigger
>;
export type DropdownMenuContentProps = ComponentPropsWithoutRef<
  typeof DropdownMenuPrimitive.Content
>;
export type DropdownMenuGroupProps = ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Group>;
export type DropdownMenuLabelProps = ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Label> &
  InsetProps;
export type DropdownMenuSeparatorProps = ComponentPropsWithoutRef<
  typeof DropdownMenuPrimitive.Separator
>;
export type DropdownMenuItemProps = ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants> &
  InsetProps & {
    /** A leading icon (lucide); it is hidden from screen readers, the text names the item. */
    icon?: ReactNode;
  };
export type DropdownMenuCheckboxItemProps = ComponentPropsWithoutRef<
  typeof DropdownMenuPrimitive.CheckboxItem
>;
export type DropdownMenuShortcutProps = HTMLAttributes<HTMLSpanElement>;

const StyledContent = styled(DropdownMenuPrimitive.Content)`
  ${popoverSurface}
  overflow-x: hidden;
  overflow-y: auto;
  min-width: 8rem;
  max-height: var(--radix-dropdown-menu-content-available-height);
  padding: var(--space-1);
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);
`;

const itemStyles = css`
  ${listItem}
  --dropdown-menu-item-icon: var(--color-muted-foreground);

  position: relative;
  align-items: center;

  &[data-inset] {
    padding-left: var(--space-8);
  }

  & svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
    pointer-events: none;
  }
`;

const StyledItem = styled(DropdownMenuPrimitive.Item)`
  ${itemStyles}

  &[data-variant='destructive'] {
    --list-item-fg: var(--color-destructive-text);
    --list-item-highlight-bg: color-mix(in srgb, var(--color-destructive) 10%, transparent);
    --list-item-highlight-fg: var(--color-destructive-text);
    --dropdown-menu-item-icon: var(--color-destructive-text);
  }
`;

const ItemIcon = styled.span`
  display: inline-flex;
  color: var(--dropdown-menu-item-icon);
`;

const StyledCheckboxItem = styled(DropdownMenuPrimitive.CheckboxItem)`
  ${itemStyles}
  padding-left: var(--space-8);
`;

const CheckSlot = styled.span`
  position: absolute;
  left: var(--space-2);
  display: flex;
  align-items: center;
  justify-content: center;
  width: var(--size-icon);
  height: var(--size-icon);
`;

const StyledLabel = styled(DropdownMenuPrimitive.Label)`
  padding: var(--space-1-5) var(--space-2);
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-semibold);

  &[data-inset] {
    padding-left: var(--space-8);
  }
`;

const StyledSeparator = styled(DropdownMenuPrimitive.Separator)`
  height: var(--border-width);
  margin: var(--space-1) calc(-1 * var(--space-1));
  background: var(--color-border);
`;

const StyledShortcut = styled.span`
  margin-left: auto;
  padding-left: var(--space-4);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
  letter-spacing: 0.1em;
`;

/**
 * A menu of actions behind a button (the sidebar's user menu: Account, Einstellungen, Abmelden),
 * on Radix DropdownMenu: arrow keys, typeahead, Escape and focus return come with it.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  return <DropdownMenuPrimitive.Root {...props} />;
}

/** Usually `asChild` around a `Button`, which then gets `aria-haspopup` and `aria-expanded`. */
export const DropdownMenuTrigger = forwardRef<
  ComponentRef<typeof DropdownMenuPrimitive.Trigger>,
  DropdownMenuTriggerProps
>(function DropdownMenuTrigger(props, ref) {
  return <DropdownMenuPrimitive.Trigger ref={ref} data-slot="dropdown-menu-trigger" {...props} />;
});

/** The menu, in a portal so no `overflow: hidden` ancestor (the sidebar) clips it. */
export const DropdownMenuContent = forwardRef<
  ComponentRef<typeof DropdownMenuPrimitive.Content>,
  DropdownMenuContentProps
>(function DropdownMenuContent({ sideOffset = 4, ...props }, ref) {
  return (
    <DropdownMenuPrimitive.Portal>
      <StyledContent
        ref={ref}
        sideOffset={sideOffset}
        data-slot="dropdown-menu-content"
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
});

export const DropdownMenuGroup = forwardRef<
  ComponentRef<typeof DropdownMenuPrimitive.Group>,
  DropdownMenuGroupProps
>(function DropdownMenuGroup(props, ref) {
  return <DropdownMenuPrimitive.Group ref={ref} data-slot="dropdown-menu-group" {...props} />;
});

/** One action. `variant="destructive"` for actions that lose data or end the session. */
export const DropdownMenuItem = forwardRef<
  ComponentRef<typeof DropdownMenuPrimitive.Item>,
  DropdownMenuItemProps
>(function DropdownMenuItem({ icon, variant, inset = false, className, children, ...props }, ref) {
  return (
    <StyledItem
      ref={ref}
      data-slot="dropdown-menu-item"
      data-inset={inset ? '' : undefined}
      className={cx(dropdownMenuItemVariants({ variant }), className)}
      {...dropdownMenuItemVariants.dataAttributes({ variant })}
      {...props}
    >
      {icon ? (
        <ItemIcon aria-hidden data-slot="dropdown-menu-item-icon">
          {icon}
        </ItemIcon>
      ) : null}
      {children}
    </StyledItem>
  );
});

/** An on/off setting inside the menu; Radix gives it `menuitemcheckbox` and `aria-checked`. */
export const DropdownMenuCheckboxItem = forwardRef<
  ComponentRef<typeof DropdownMenuPrimitive.CheckboxItem>,
  DropdownMenuCheckboxItemProps
>(function DropdownMenuCheckboxItem({ children, ...props }, ref) {
  return (
    <StyledCheckboxItem ref={ref} data-slot="dropdown-menu-checkbox-item" {...props}>
      <CheckSlot data-slot="dropdown-menu-checkbox-item-indicator-slot">
        <DropdownMenuPrimitive.ItemIndicator data-slot="dropdown-menu-checkbox-item-indicator">
          <Check aria-hidden />
        </DropdownMenuPrimitive.ItemIndicator>
      </CheckSlot>
      {children}
    </StyledCheckboxItem>
  );
});

export const DropdownMenuLabel = forwardRef<
  ComponentRef<typeof DropdownMenuPrimitive.Label>,
  DropdownMenuLabelProps
>(function DropdownMenuLabel({ inset = false, ...props }, ref) {
  return (
    <StyledLabel
      ref={ref}
      data-slot="dropdown-menu-label"
      data-inset={inset ? '' : undefined}
      {...props}
    />
  );
});

export const DropdownMenuSeparator = forwardRef<
  ComponentRef<typeof DropdownMenuPrimitive.Separator>,
  DropdownMenuSeparatorProps
>(function DropdownMenuSeparator(props, ref) {
  return <StyledSeparator ref={ref} data-slot="dropdown-menu-separator" {...props} />;
});

/**
 * The keyboard shortcut for an item, right-aligned. Display only: the menu does not bind the keys,
 * the screen that owns the action does.
 */
export const DropdownMenuShortcut = forwardRef<HTMLSpanElement, DropdownMenuShortcutProps>(
  function DropdownMenuShortcut(props, ref) {
    return <StyledShortcut ref={ref} data-slot="dropdown-menu-shortcut" {...props} />;
  },
);
