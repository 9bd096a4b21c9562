import {
  forwardRef,
  useState,
  type FocusEvent,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { FormField } from '../FormField';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../Select';

/** One choice of a `FormSelectField`. */
export type FormSelectOption<Value extends string = string> = {
  value: Value;
  label: ReactNode;
  /** A second, muted line in the list (not in the field once chosen). */
  description?: ReactNode;
  disabled?: boolean;
};

export type FormSelectFieldProps<Value extends string = string> = {
  /** The visible name of the field, e.g. 'Priorität'. Also the select's accessible name. */
  label: ReactNode;
  /** The choices, in the order of the list. */
  options: readonly FormSelectOption<Value>[];
  /** The chosen value; `null` or `''` shows the `placeholder`. Controlled. */
  value?: Value | '' | null;
  /** The starting value when the field is uncontrolled. */
  defaultValue?: Value;
  /** Called with the newly chosen value. */
  onValueChange?: (value: Value) => void;
  /**
   * Called when focus leaves the field, not when it moves into the open list (so a form that
   * checks fields once they are left does not complain while a value is being chosen).
   */
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  /** Shown while nothing is chosen ('Bitte wählen…'). */
  placeholder?: ReactNode;
  /** A hint under the select ('Wer den Lead betreut'), read as part of its description. */
  description?: ReactNode;
  /** The error message under the select; marks it `aria-invalid`. `null` or empty shows nothing. */
  error?: string | null;
  /** Marks the label with an asterisk and the select as required. */
  required?: boolean;
  disabled?: boolean;
  /** Submits the value in a plain `<form>` post (Radix renders a hidden native select). */
  name?: string;
  /** The trigger's id (for the label); a generated one when omitted. */
  id?: string;
  className?: string;
  /** The list opens on the first render (for stories and tests). */
  defaultOpen?: boolean;
};

function FormSelectFieldImpl<Value extends string>(
  {
    label,
    options,
    value,
    defaultValue,
    onValueChange,
    onBlur,
    placeholder,
    description,
    error,
    required,
    disabled,
    name,
    id,
    className,
    defaultOpen = false,
  }: FormSelectFieldProps<Value>,
  ref: ForwardedRef<HTMLButtonElement>,
) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <FormField
      label={label}
      description={description}
      error={error}
      required={required}
      id={id}
      className={className}
      data-slot="form-select-field"
    >
      {/* Radix puts `required` on the hidden native select and `aria-required` on the trigger. */}
      {({ required: isRequired, ...control }) => (
        <Select
          // Radix shows the placeholder for `''`; `null` is a form's usual empty value.
          value={value === undefined ? undefined : (value ?? '')}
          defaultValue={defaultValue}
          onValueChange={(next) => onValueChange?.(next as Value)}
          open={open}
          onOpenChange={setOpen}
          disabled={disabled}
          required={isRequired}
          name={name}
        >
          <SelectTrigger
            ref={ref}
            {...control}
            onBlur={(event) => {
              // Opening moves focus into the list: the field is not left yet.
              if (!open) onBlur?.(event);
            }}
          >
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem
                key={option.value}
                value={option.value}
                description={option.description}
                disabled={option.disabled}
              >
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

/**
 * A labelled select: `FormField` with the library's `Select`, its options from `options`. Label,
 * hint and error are wired to the trigger (`aria-describedby`, `aria-invalid`) as in the text
 * fields. The ref goes to the trigger, so react-hook-form can focus the field after a failed
 * submit; bind it with a `Controller`:
 *
 * ```tsx
 * <Controller control={form.control} name="priority" render={({ field, fieldState }) => (
 *   <FormSelectField label="Priorität" options={PRIORITIES} ref={field.ref} name={field.name}
 *     value={field.value} onValueChange={field.onChange} onBlur={field.onBlur}
 *     error={fieldState.error?.message} />
 * )} />
 * ```
 */
// `forwardRef` drops the type parameter; the cast gives callers the typed values back.
export const FormSelectField = forwardRef(FormSelectFieldImpl) as <Value extends string = string>(
  props: FormSelectFieldProps<Value> & { ref?: Ref<HTMLButtonElement> },
) => ReactElement;
