import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactNode,
} from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { styled } from 'styled-components';
import { ChoiceField, describedBy } from './ChoiceField';

type RootProps = ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>;

export type CheckboxProps = Omit<RootProps, 'onCheckedChange' | 'children' | 'asChild'> & {
  /** The text beside the box, e.g. 'Newsletter abonniert'. Also its accessible name. */
  label: ReactNode;
  /** A hint under the label, read as part of the box's description. */
  description?: ReactNode;
  /** The error message under the label; marks the box `aria-invalid`. */
  error?: string | null;
  /** Called with the new state; a click on a mixed ('indeterminate') box checks it. */
  onCheckedChange?: (checked: boolean) => void;
};

const Box = styled(CheckboxPrimitive.Root)`
  --checkbox-border: var(--color-input);
  --checkbox-ring: var(--color-ring);

  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: var(--size-icon);
  height: var(--size-icon);
  padding: 0;
  border: var(--border-width) solid var(--checkbox-border);
  border-radius: var(--radius-sm);
  background: var(--color-background);
  color: var(--color-primary-foreground);
  cursor: pointer;
  transition:
    background-color var(--duration-fast) var(--easing-standard),
    border-color var(--duration-fast) var(--easing-standard);

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    --checkbox-border: var(--color-primary);
    background: var(--color-primary);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--checkbox-ring);
    outline-offset: 2px;
  }

  &[aria-invalid='true'] {
    --checkbox-border: var(--color-destructive);
    --checkbox-ring: var(--color-destructive);
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Indicator = styled(CheckboxPrimitive.Indicator)`
  display: flex;

  & svg {
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
    stroke-width: 3;
  }

  /* Both icons are rendered; the state picks one, also when the box is uncontrolled. */
  &[data-state='checked'] [data-icon='mixed'],
  &[data-state='indeterminate'] [data-icon='checked'] {
    display: none;
  }
`;

/**
 * A yes/no choice with its label beside it, on Radix Checkbox (a `button` with role `checkbox`;
 * Space toggles it, clicking the label too). Hint and error sit under the label and are the
 * box's description, as in `FormField`. Inside a `<form>`, a hidden checkbox submits `name`
 * with `value` ('on') when checked.
 *
 * Controlled through `checked`/`onCheckedChange` (react-hook-form: a `Controller` with
 * `checked={field.value}`, `onCheckedChange={field.onChange}`, `ref={field.ref}`).
 */
export const Checkbox = forwardRef<ComponentRef<typeof CheckboxPrimitive.Root>, CheckboxProps>(
  function Checkbox(
    {
      label,
      description,
      error,
      id,
      required,
      disabled,
      onCheckedChange,
      className,
      style,
      'aria-describedby': extraDescribedBy,
      ...props
    },
    ref,
  ) {
    return (
      <ChoiceField
        label={label}
        description={description}
        error={error}
        required={required}
        disabled={disabled}
        id={id}
        className={className}
        style={style}
        data-slot="checkbox-field"
      >
        {(control) => (
          <Box
            ref={ref}
            {...props}
            {...control}
            disabled={disabled}
            aria-describedby={describedBy(control['aria-describedby'], extraDescribedBy)}
            onCheckedChange={(state) => onCheckedChange?.(state === true)}
            data-slot="checkbox"
          >
            <Indicator data-slot="checkbox-indicator">
              <Check aria-hidden data-icon="checked" />
              <Minus aria-hidden data-icon="mixed" />
            </Indicator>
          </Box>
        )}
      </ChoiceField>
    );
  },
);
