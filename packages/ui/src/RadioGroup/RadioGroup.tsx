import {
  forwardRef,
  useId,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactNode,
} from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { styled } from 'styled-components';
import {
  ChoiceField,
  FieldDescription,
  FieldError,
  describedBy,
  hasText,
  requiredMark,
} from '../Checkbox/ChoiceField';

type RootProps = ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Root>;
type ItemProps = ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Item>;

export type RadioGroupProps = Omit<RootProps, 'asChild'> & {
  /** The question the options answer, e.g. 'Bevorzugter Kontaktweg'. Names the group. */
  label: ReactNode;
  /** A hint under the group's label, read as part of the group's description. */
  description?: ReactNode;
  /** The error message under the options; marks the group `aria-invalid`. */
  error?: string | null;
  /** The options: `RadioGroupItem`s. */
  children: ReactNode;
};

export type RadioGroupItemProps = Omit<ItemProps, 'children' | 'asChild'> & {
  /** The option's text, e.g. 'Telefon'. Also its accessible name. */
  label: ReactNode;
  /** A second line under the option, read as its description. */
  description?: ReactNode;
};

const StyledGroup = styled.div`
  display: grid;
  gap: var(--space-2);
  min-width: 0;
`;

const GroupLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  color: var(--color-foreground);
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  line-height: var(--line-height-tight);
  ${requiredMark}

  &[data-disabled='true'] {
    opacity: 0.7;
  }
`;

const Options = styled(RadioGroupPrimitive.Root)`
  display: grid;
  gap: var(--space-2);

  &[data-orientation='horizontal'] {
    grid-auto-flow: column;
    justify-content: start;
    gap: var(--space-6);
  }

  /* A disabled group dims its options' labels, as a disabled option does its own. */
  &[data-disabled] [data-slot='choice-field-label'] {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

const Radio = styled(RadioGroupPrimitive.Item)`
  --radio-border: var(--color-input);
  --radio-ring: var(--color-ring);

  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: var(--size-icon);
  height: var(--size-icon);
  padding: 0;
  border: var(--border-width) solid var(--radio-border);
  border-radius: var(--radius-full);
  background: var(--color-background);
  cursor: pointer;

  &[data-state='checked'] {
    --radio-border: var(--color-primary);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--radio-ring);
    outline-offset: 2px;
  }

  [data-slot='radio-group'][aria-invalid='true'] & {
    --radio-border: var(--color-destructive);
    --radio-ring: var(--color-destructive);
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Dot = styled(RadioGroupPrimitive.Indicator)`
  width: calc(var(--size-icon) / 2);
  height: calc(var(--size-icon) / 2);
  border-radius: var(--radius-full);
  background: var(--color-primary);
`;

/**
 * One choice out of a few, all visible (role `radiogroup`, on Radix RadioGroup: Tab enters the
 * group at the chosen option, the arrow keys move and choose). The label names the group; hint
 * and error are its description, wired like `FormField`. Inside a `<form>`, the chosen `value` is
 * submitted under `name`.
 *
 * Controlled through `value`/`onValueChange` (react-hook-form: a `Controller` with
 * `value={field.value}`, `onValueChange={field.onChange}`).
 */
export const RadioGroup = forwardRef<
  ComponentRef<typeof RadioGroupPrimitive.Root>,
  RadioGroupProps
>(function RadioGroup(
  {
    label,
    description,
    error,
    id,
    required,
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
  const hasDescription = hasText(description);
  const hasError = typeof error === 'string' && error !== '';

  return (
    <StyledGroup
      className={className}
      style={style}
      data-slot="radio-group-field"
      data-invalid={hasError ? 'true' : undefined}
    >
      <GroupLabel
        id={labelId}
        data-slot="radio-group-label"
        data-required={required ? 'true' : undefined}
        data-disabled={disabled ? 'true' : undefined}
      >
        {label}
      </GroupLabel>
      {hasDescription ? (
        <FieldDescription id={descriptionId} data-slot="form-field-description">
          {description}
        </FieldDescription>
      ) : null}
      <Options
        ref={ref}
        {...props}
        id={groupId}
        required={required}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={describedBy(
          hasDescription && descriptionId,
          hasError && errorId,
          extraDescribedBy,
        )}
        aria-invalid={hasError ? true : undefined}
        data-slot="radio-group"
      >
        {children}
      </Options>
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </StyledGroup>
  );
});

/** One option of a `RadioGroup`: the radio with its label (and an optional second line). */
export const RadioGroupItem = forwardRef<
  ComponentRef<typeof RadioGroupPrimitive.Item>,
  RadioGroupItemProps
>(function RadioGroupItem({ label, description, id, disabled, className, style, ...props }, ref) {
  return (
    <ChoiceField
      label={label}
      description={description}
      disabled={disabled}
      id={id}
      className={className}
      style={style}
      data-slot="radio-group-item"
    >
      {({ required: _required, 'aria-invalid': _invalid, ...control }) => (
        <Radio ref={ref} {...props} {...control} disabled={disabled} data-slot="radio">
          <Dot data-slot="radio-indicator" />
        </Radio>
      )}
    </ChoiceField>
  );
});
