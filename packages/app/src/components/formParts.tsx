/**
 * Form pieces every area's dialogs share: the refusal banner, a field's error from
 * react-hook-form, and a Select wired to a FormField.
 */
import { get, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import {
  FormField,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
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
