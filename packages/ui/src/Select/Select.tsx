import {
  forwardRef,
  useId,
  type ComponentProps,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactNode,
} from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { styled, css } from 'styled-components';
import { listItem, popoverSurface } from '../lib/popover';

export type SelectProps = ComponentProps<typeof SelectPrimitive.Root>;
export type SelectGroupProps = ComponentPropsWithoutRef<typeof SelectPrimitive.Group>;
export type SelectValueProps = ComponentPropsWithoutRef<typeof SelectPrimitive.Value>;
export type SelectTriggerProps = ComponentPropsWithoutRef<typeof SelectPrimitive.Trigger>;
export type SelectContentProps = ComponentPropsWithoutRef<typeof SelectPrimitive.Content>;
export type SelectLabelProps = ComponentPropsWithoutRef<typeof SelectPrimitive.Label>;
export type SelectSeparatorProps = ComponentPropsWithoutRef<typeof SelectPrimitive.Separator>;
export type SelectItemProps = ComponentPropsWithoutRef<typeof SelectPrimitive.Item> & {
  /**
   * A second, muted line under the item's text (a company's official name under its short name).
   * Shown in the list only: the trigger repeats just the item's text.
   */
  description?: ReactNode;
};

const StyledTrigger = styled(SelectPrimitive.Trigger)`
  --select-border: var(--color-input);
  --select-ring: var(--color-ring);

  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  width: 100%;
  min-width: 0;
  height: var(--size-control);
  padding: 0 var(--space-3);
  border: var(--border-width) solid var(--select-border);
  border-radius: var(--radius-md);
  background: var(--color-background);
  color: var(--color-foreground);
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  transition: border-color var(--duration-fast) var(--easing-standard);

  & [data-slot='select-value'] {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  &[data-placeholder] [data-slot='select-value'] {
    color: var(--color-muted-foreground);
  }

  & > svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
    color: var(--color-muted-foreground);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--select-ring);
    outline-offset: 2px;
  }

  &[aria-invalid='true'] {
    --select-border: var(--color-destructive);
    --select-ring: var(--color-destructive);
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledContent = styled(SelectPrimitive.Content)`
  ${popoverSurface}
  position: relative;
  overflow: hidden;
  min-width: max(8rem, var(--radix-select-trigger-width));
  max-height: var(--radix-select-content-available-height);
  transform-origin: var(--radix-select-content-transform-origin);
`;

const StyledViewport = styled(SelectPrimitive.Viewport)`
  padding: var(--space-1);
`;

const scrollButtonStyles = css`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--space-1) 0;
  color: var(--color-muted-foreground);
  cursor: default;

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

const StyledScrollUpButton = styled(SelectPrimitive.ScrollUpButton)`
  ${scrollButtonStyles}
`;

const StyledScrollDownButton = styled(SelectPrimitive.ScrollDownButton)`
  ${scrollButtonStyles}
`;

const StyledLabel = styled(SelectPrimitive.Label)`
  padding: var(--space-1-5) var(--space-2);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-medium);
`;

const StyledItem = styled(SelectPrimitive.Item)`
  ${listItem}
  align-items: flex-start;
  width: 100%;
`;

const ItemBody = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
`;

const ItemDescription = styled.span`
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
`;

/* Always present, so text lines up whether or not an item is the selected one. */
const IndicatorSlot = styled.span`
  display: flex;
  align-items: center;
  flex-shrink: 0;
  width: var(--size-icon);
  height: calc(var(--font-size-sm) * var(--line-height-normal));

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

const StyledSeparator = styled(SelectPrimitive.Separator)`
  height: var(--border-width);
  margin: var(--space-1) calc(-1 * var(--space-1));
  background: var(--color-border);
`;

/**
 * A choice of one value from a list, on Radix Select: keyboard, typeahead, focus return and the
 * hidden native `<select>` for forms come with it. Compose `SelectTrigger` (with `SelectValue`)
 * and `SelectContent` (with `SelectItem`s); give the trigger an `id` and name it with a `Label`.
 */
export function Select(props: SelectProps) {
  return <SelectPrimitive.Root {...props} />;
}

export const SelectGroup = forwardRef<ComponentRef<typeof SelectPrimitive.Group>, SelectGroupProps>(
  function SelectGroup(props, ref) {
    return <SelectPrimitive.Group ref={ref} data-slot="select-group" {...props} />;
  },
);

/** The chosen item's text inside the trigger, or the `placeholder` while nothing is chosen. */
export const SelectValue = forwardRef<ComponentRef<typeof SelectPrimitive.Value>, SelectValueProps>(
  function SelectValue(props, ref) {
    return <SelectPrimitive.Value ref={ref} data-slot="select-value" {...props} />;
  },
);

export const SelectTrigger = forwardRef<
  ComponentRef<typeof SelectPrimitive.Trigger>,
  SelectTriggerProps
>(function SelectTrigger({ children, ...props }, ref) {
  return (
    <StyledTrigger ref={ref} data-slot="select-trigger" {...props}>
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden />
      </SelectPrimitive.Icon>
    </StyledTrigger>
  );
});

/**
 * The list, in a portal so no `overflow: hidden` ancestor clips it. Popper positioning (below the
 * trigger, at least as wide) by default; the scroll buttons appear only when the list overflows.
 */
export const SelectContent = forwardRef<
  ComponentRef<typeof SelectPrimitive.Content>,
  SelectContentProps
>(function SelectContent({ children, position = 'popper', sideOffset = 4, ...props }, ref) {
  return (
    <SelectPrimitive.Portal>
      <StyledContent
        ref={ref}
        position={position}
        sideOffset={position === 'popper' ? sideOffset : undefined}
        data-slot="select-content"
        {...props}
      >
        <StyledScrollUpButton data-slot="select-scroll-up-button">
          <ChevronUp aria-hidden />
        </StyledScrollUpButton>
        <StyledViewport data-slot="select-viewport">{children}</StyledViewport>
        <StyledScrollDownButton data-slot="select-scroll-down-button">
          <ChevronDown aria-hidden />
        </StyledScrollDownButton>
      </StyledContent>
    </SelectPrimitive.Portal>
  );
});

/** A heading for a `SelectGroup`; it names the group for screen readers too. */
export const SelectLabel = forwardRef<ComponentRef<typeof SelectPrimitive.Label>, SelectLabelProps>(
  function SelectLabel(props, ref) {
    return <StyledLabel ref={ref} data-slot="select-label" {...props} />;
  },
);

/**
 * One option. Only `children` sit inside Radix's `ItemText`, which is what the trigger shows and
 * typeahead matches. With a `description`, the option is named by both lines: its accessible name
 * then contains all of its visible text, so voice control ("Schneider Logistik AG") finds it too.
 */
export const SelectItem = forwardRef<ComponentRef<typeof SelectPrimitive.Item>, SelectItemProps>(
  function SelectItem({ children, description, ...props }, ref) {
    const textId = useId();
    const descriptionId = useId();
    const hasDescription = description !== undefined && description !== null;

    return (
      <StyledItem
        ref={ref}
        data-slot="select-item"
        aria-labelledby={hasDescription ? `${textId} ${descriptionId}` : textId}
        {...props}
      >
        <ItemBody data-slot="select-item-body">
          <SelectPrimitive.ItemText id={textId} data-slot="select-item-text">
            {children}
          </SelectPrimitive.ItemText>
          {/* A word break between the lines for text extraction (axe, copy); the grid ignores it. */}
          {hasDescription ? ' ' : null}
          {hasDescription ? (
            <ItemDescription id={descriptionId} data-slot="select-item-description">
              {description}
            </ItemDescription>
          ) : null}
        </ItemBody>
        <IndicatorSlot data-slot="select-item-indicator-slot">
          <SelectPrimitive.ItemIndicator data-slot="select-item-indicator">
            <Check aria-hidden />
          </SelectPrimitive.ItemIndicator>
        </IndicatorSlot>
      </StyledItem>
    );
  },
);

export const SelectSeparator = forwardRef<
  ComponentRef<typeof SelectPrimitive.Separator>,
  SelectSeparatorProps
>(function SelectSeparator(props, ref) {
  return <StyledSeparator ref={ref} data-slot="select-separator" {...props} />;
});
