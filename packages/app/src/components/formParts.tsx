/**
 * Form pieces every area's dialogs share: the form's layout, a field's error from react-hook-form,
 * and the amount, date and select fields bound to a form (the refusal banner is @sprint/ui's
 * `Alert`).
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
  type CurrencyFieldProps,
  type DateFieldProps,
  FormSelectField,
  type FormSelectFieldProps,
} from '@sprint/ui';

/** A dialog's form: fields one under the other. */
export const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

export function fieldError(errors: FieldErrors, name: string): string | undefined {
  return (get(errors, name) as { message?: string } | undefined)?.message;
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

/**
 * A FormSelectField bound to a react-hook-form field: its value, its error under it, and its
 * ref, so a failed submit focuses it (like FormCurrencyField and FormDateField).
 */
export function BoundSelectField<
  Values extends FieldValues,
  Output extends FieldValues,
  Name extends FieldPath<Values>,
  Value extends string = string,
>({
  control,
  name,
  onChange,
  ...props
}: Omit<FormSelectFieldProps<Value>, Wired | 'onValueChange'> &
  Bound<Values, Output, Name, Value>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormSelectField<Value>
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value as Value | '' | null}
          onValueChange={(value) => {
            field.onChange(value);
            onChange?.(value);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
