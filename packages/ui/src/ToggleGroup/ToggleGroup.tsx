import {
  forwardRef,
  useId,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactNode,
} from 'react';
import { ToggleGroup as ToggleGroupPrimitive } from 'radix-ui';
import { styled } from 'styled-components';
import { FieldDescription, FieldError, describedBy, hasText } from '../Checkbox/ChoiceField';
import { cx } from '../lib/cx';
import { VisuallyHidden } from '../VisuallyHidden';

/** `Omit` for each member of a union (Radix's single and multiple props stay apart). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

type RootProps = ComponentPropsWithoutRef<typeof ToggleGroupPrimitive.Root>;
type ItemProps = ComponentPropsWithoutRef<typeof ToggleGroupPrimitive.Item>;

/**
 * Radix's props: `type="single"` (one value, a string; `''` when the pressed item is pressed
 * again) or `type="multiple"` (a string array), with `value`/`defaultValue`/`onValueChange`,
 * plus a label, hint and error wired like `FormField`.
 */
export type ToggleGroupProps = DistributiveOmit<RootProps, 'asChild'> & {
  /**
   * The visible name of the group, e.g. 'Wochentage'. Without it, name the group with
   * `aria-label`.
   */
  label?: ReactNode;
  /** A hint under the items, read as the group's description. */
  description?: ReactNode;
  /** The error message under the items; marks the group `aria-invalid`. */
  error?: string | null;
};

export type ToggleGroupItemProps = Omit<ItemProps, 'asChild'> & {
  /** What the item shows, e.g. 'Mo'. The item's accessible name unless `label` is given. */
  children: ReactNode;
  /**
   * The full name for screen readers and voice control when the shown text is short ('Montag'
   * for 'Mo'); start it with the shown text, so the name contains what people see.
   */
  label?: string;
};

const StyledField = styled.div`
  display: grid;
  gap: var(--space-2);
  min-width: 0;
`;

const GroupLabel = styled.span`
  color: var(--color-foreground);
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  line-height: var(--line-height-tight);

  &[data-disabled='true'] {
    opacity: 0.7;
  }
`;

const Items = styled(ToggleGroupPrimitive.Root)`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);

  &[data-orientation='vertical'] {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const Item = styled(ToggleGroupPrimitive.Item)`
  --toggle-border: var(--color-input);
  --toggle-bg: var(--color-background);
  --toggle-fg: var(--color-foreground);
  --toggle-ring: var(--color-ring);

  /* Holds the hidden full label, so it never sticks out of a scrolling container. */
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-1-5);
  min-width: var(--size-control);
  height: var(--size-control-sm);
  padding: 0 var(--space-2);
  border: var(--border-width) solid var(--toggle-border);
  border-radius: var(--radius-full);
  background: var(--toggle-bg);
  color: var(--toggle-fg);
  font: inherit;
  font-size: var(--font-size-sm);
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color var(--duration-fast) var(--easing-standard),
    border-color var(--duration-fast) var(--easing-standard);

  &:hover:not([data-state='on'], :disabled) {
    --toggle-bg: var(--color-accent);
  }

  &[data-state='on'] {
    --toggle-border: var(--color-primary);
    --toggle-bg: var(--color-primary);
    --toggle-fg: var(--color-primary-foreground);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--toggle-ring);
    outline-offset: 2px;
  }

  [data-slot='toggle-group'][aria-invalid='true'] > & {
    --toggle-ring: var(--color-destructive);
  }

  [data-slot='toggle-group'][aria-invalid='true'] > &[data-state='off'] {
    --toggle-border: var(--color-destructive);
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  & svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

/**
 * A row of toggle buttons, on Radix ToggleGroup: `type="multiple"` for any number of choices
 * (weekdays of a series; a `toolbar` of buttons with `aria-pressed`), `type="single"` for one of
 * a few (a `radiogroup`). One tab stop: Tab enters at the pressed item, the arrow keys move,
 * Space or Enter presses. Label, hint and error are wired like `FormField`.
 *
 * Controlled through `value`/`onValueChange` (react-hook-form: a `Controller` with
 * `value={field.value}`, `onValueChange={field.onChange}`).
 */
export const ToggleGroup = forwardRef<
  ComponentRef<typeof ToggleGroupPrimitive.Root>,
  ToggleGroupProps
>(function ToggleGroup(
  {
    label,
    description,
    error,
    id,
    disabled,
    className,
    style,
    children,
    'aria-describedby': extraDescribedBy,
    ...props
  },
  ref,
) {
  const generatedId = useId();
  const groupId = id ?? generatedId;
  const labelId = `${groupId}-label`;
  const descriptionId = `${groupId}-description`;
  const errorId = `${groupId}-error`;
  const hasLabel = hasText(label);
  const hasDescription = hasText(description);
  const hasError = typeof error === 'string' && error !== '';

  return (
    <StyledField
      className={cx('sprint-toggle-group', className)}
      style={style}
      data-slot="toggle-group-field"
      data-invalid={hasError ? 'true' : undefined}
    >
      {hasLabel ? (
        <GroupLabel
          id={labelId}
          data-slot="toggle-group-label"
          data-disabled={disabled ? 'true' : undefined}
        >
          {label}
        </GroupLabel>
      ) : null}
      <Items
        ref={ref}
        {...props}
        id={groupId}
        disabled={disabled}
        aria-labelledby={hasLabel ? labelId : props['aria-labelledby']}
        aria-describedby={describedBy(
          hasDescription && descriptionId,
          hasError && errorId,
          extraDescribedBy,
        )}
        aria-invalid={hasError ? true : undefined}
        data-slot="toggle-group"
      >
        {children}
      </Items>
      {hasDescription ? (
        <FieldDescription id={descriptionId} data-slot="form-field-description">
          {description}
        </FieldDescription>
      ) : null}
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </StyledField>
  );
});

/** One toggle of a `ToggleGroup`: a short text or an icon, and its value. */
export const ToggleGroupItem = forwardRef<
  ComponentRef<typeof ToggleGroupPrimitive.Item>,
  ToggleGroupItemProps
>(function ToggleGroupItem({ children, label, className, ...props }, ref) {
  return (
    <Item
      ref={ref}
      {...props}
      data-slot="toggle-group-item"
      className={cx('sprint-toggle-group-item', className)}
    >
      {label ? (
        <>
          {/* 'Mo' on screen, 'Montag' for screen readers: the name is the full word. */}
          <span aria-hidden data-slot="toggle-group-item-text">
            {children}
          </span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        children
      )}
    </Item>
  );
});
