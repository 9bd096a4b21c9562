import { forwardRef, type ReactNode } from 'react';
import { FormField } from '../FormField';
import { Input, type InputProps } from '../Input';

export type TextFieldProps = InputProps & {
  /** The visible name of the field, e.g. 'E-Mail-Adresse'. Also the input's accessible name. */
  label: ReactNode;
  /** A hint under the input ('Mindestens 12 Zeichen'), read as part of its description. */
  description?: ReactNode;
  /** The error message under the input; marks it `aria-invalid`. `null` or empty shows nothing. */
  error?: string | null;
};

/**
 * A labelled single-line text input: `FormField` with the library's `Input`. Every prop other than
 * `label`, `description` and `error` goes to the input (`name`, `type`, `autoComplete`,
 * `required`, `defaultValue`, `onChange`, …), and so does the ref — use it like an `<input>`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, error, id, required, 'aria-describedby': describedBy, ...props },
  ref,
) {
  return (
    <FormField
      label={label}
      description={description}
      error={error}
      required={required}
      id={id}
      data-slot="text-field"
    >
      {(control) => (
        <Input
          ref={ref}
          {...props}
          {...control}
          // An extra description from the caller (a counter, say) is read after the field's own.
          aria-describedby={
            [control['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined
          }
          aria-invalid={control['aria-invalid'] ?? props['aria-invalid']}
        />
      )}
    </FormField>
  );
});
