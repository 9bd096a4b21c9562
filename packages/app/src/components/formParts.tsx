/**
 * Form pieces every area's dialogs share: the refusal banner, a field's error from
 * react-hook-form, a Select wired to a FormField, and the amount and date fields bound to a form.
 */
import {
  Controller,
  get,
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import styled from 'styled-components';
import {
  CurrencyField,
  DateField,
  FormField,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  type CurrencyFieldProps,
  type DateFieldProps,
} from '@sprint/ui';

/** A dialog's form: fields one under the other. */
export const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const AlertBox = styled.p`
  margin: 0;
  padding: var(--space-3);
  border: var(--border-width) solid var(--color-destructive);
  border-radius: var(--radius-md);
  color: var(--color-destructive-text);
  font-size: var(--font-size-sm);
`;

/**
 * Where a refused request says why, with the server's German message. The live region stays in
 * the dialog so the message is announced when it appears.
 */
export function FormAlert({ message }: { message: string | null }) {
  return <div role="alert">{message ? <AlertBox>{message}</AlertBox> : null}</div>;
}

export function fieldError(errors: FieldErrors, name: string): string | undefined {
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

/** A Select wired to a FormField: label, error and `aria-describedby` like the text fields. */
export function SelectField<Value extends string>({
  label,
  value,
  onChange,
  options,
  error,
  disabled,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
  error?: string;
  disabled?: boolean;
}) {
  return (
    <FormField label={label} error={error}>
      {({ required: _required, ...control }) => (
        <Select value={value} onValueChange={(next) => onChange(next as Value)} disabled={disabled}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

/** What a field bound to a form takes: the form's control and the field's name. */
type Bound<
  Values extends FieldValues,
  Output extends FieldValues,
  Name extends FieldPath<Values>,
  Value,
> = {
  control: Control<Values, unknown, Output>;
  name: Name;
  /** Called after the form has the new value (to re-check a field that depends on this one). */
  onChange?: (value: Value | null) => void;
};

type Wired = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'error' | 'ref';

/**
 * A CurrencyField bound to a react-hook-form field: its cents, its error under it, and its ref,
 * so a failed submit focuses it.
 */
export function FormCurrencyField<
  Values extends FieldValues,
  Output extends FieldValues,
  Name extends FieldPath<Values>,
>({
  control,
  name,
  onChange,
  ...props
}: Omit<CurrencyFieldProps, Wired> & Bound<Values, Output, Name, number>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CurrencyField
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value as number | null}
          onChange={(cents) => {
            field.onChange(cents);
            onChange?.(cents);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A DateField bound to a react-hook-form field ('YYYY-MM-DD' or null), like FormCurrencyField. */
export function FormDateField<
  Values extends FieldValues,
  Output extends FieldValues,
  Name extends FieldPath<Values>,
>({
  control,
  name,
  onChange,
  ...props
}: Omit<DateFieldProps, Wired> & Bound<Values, Output, Name, string>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value as string | null}
          onChange={(day) => {
            field.onChange(day);
            onChange?.(day);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
