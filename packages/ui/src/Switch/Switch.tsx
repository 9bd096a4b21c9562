import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactNode,
} from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { styled } from 'styled-components';
import { ChoiceField, describedBy } from '../Checkbox/ChoiceField';

type RootProps = ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>;

export type SwitchProps = Omit<RootProps, 'children' | 'asChild'> & {
  /** The setting it turns on, e.g. 'E-Mail-Benachrichtigungen'. Also its accessible name. */
  label: ReactNode;
  /** A hint under the label, read as part of the switch's description. */
  description?: ReactNode;
  /** The error message under the label; marks the switch `aria-invalid`. */
  error?: string | null;
};

const Track = styled(SwitchPrimitive.Root)`
  --switch-track: var(--color-input);
  --switch-ring: var(--color-ring);
  --switch-width: var(--size-control);
  --switch-height: var(--size-icon-lg);
  --switch-inset: var(--space-0-5);
  --switch-thumb: calc(var(--switch-height) - 2 * var(--switch-inset));

  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  width: var(--switch-width);
  height: var(--switch-height);
  padding: 0;
  border: 0;
  border-radius: var(--radius-full);
  background: var(--switch-track);
  cursor: pointer;
  transition: background-color var(--duration-fast) var(--easing-standard);

  &[data-state='checked'] {
    --switch-track: var(--color-primary);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--switch-ring);
    outline-offset: 2px;
  }

  /* Not by colour alone: an invalid switch gets a ring in the error colour. */
  &[aria-invalid='true'] {
    --switch-ring: var(--color-destructive);
    box-shadow: 0 0 0 var(--focus-ring-width) var(--color-destructive);
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Thumb = styled(SwitchPrimitive.Thumb)`
  position: absolute;
  top: var(--switch-inset);
  left: var(--switch-inset);
  width: var(--switch-thumb);
  height: var(--switch-thumb);
  border-radius: var(--radius-full);
  background: var(--color-background);
  box-shadow: var(--shadow-sm);
  transition: transform var(--duration-fast) var(--easing-standard);

  &[data-state='checked'] {
    transform: translateX(
      calc(var(--switch-width) - var(--switch-thumb) - 2 * var(--switch-inset))
    );
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * An on/off setting that takes effect as a whole (role `switch`, on Radix Switch; Space and
 * Enter toggle it, clicking the label too). Hint and error sit under the label and are its
 * description, as in `FormField`. For a choice that is submitted with a form, a `Checkbox`
 * reads more naturally; both submit `name` when on.
 *
 * Controlled through `checked`/`onCheckedChange` (react-hook-form: a `Controller` with
 * `checked={field.value}`, `onCheckedChange={field.onChange}`, `ref={field.ref}`).
 */
export const Switch = forwardRef<ComponentRef<typeof SwitchPrimitive.Root>, SwitchProps>(
  function Switch(
    {
      label,
      description,
      error,
      id,
      required,
      disabled,
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
        data-slot="switch-field"
      >
        {(control) => (
          <Track
            ref={ref}
            {...props}
            {...control}
            disabled={disabled}
            aria-describedby={describedBy(control['aria-describedby'], extraDescribedBy)}
            data-slot="switch"
          >
            <Thumb data-slot="switch-thumb" />
          </Track>
        )}
      </ChoiceField>
    );
  },
);
