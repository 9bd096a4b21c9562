import { forwardRef, type KeyboardEvent, type ReactNode } from 'react';
import { FormField } from '../FormField';
import { Input, type InputProps } from '../Input';
import { InputGroup, InputSuffix } from './InputGroup';
import { useParsedInput, type ParseResult } from './useParsedInput';
import { formatNumber, numberErrorMessage, parseNumber, stepNumber } from './number';

export type NumberFieldProps = Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'min' | 'max' | 'step'
> & {
  /** The visible name of the field, e.g. 'Mitarbeitende'. Also the input's accessible name. */
  label: ReactNode;
  /** A hint under the input, read as part of its description. */
  description?: ReactNode;
  /** The error message under the input (the form's); marks it `aria-invalid`. */
  error?: string | null;
  /** The number, `null` for none. Controlled. */
  value?: number | null;
  /** The starting number when the field is uncontrolled. */
  defaultValue?: number | null;
  /** Called with the number as the person types; `null` while the text is empty or no number. */
  onChange?: (value: number | null) => void;
  /** Digits allowed after the comma; 0 (the default) accepts whole numbers only. */
  decimals?: number;
  min?: number;
  max?: number;
  /** How much ArrowUp and ArrowDown change the value (default 1). */
  step?: number;
  /** A unit after the value ('%', 'Stk.'), read as part of the description. */
  unit?: string;
};

/**
 * A number typed the German way ('1.234', '12,5'), shown grouped once the field is left. ArrowUp
 * and ArrowDown change it by `step` within `min`..`max`; typed values outside them, or with
 * more decimals than allowed, stay as typed with a German message under the field.
 *
 * Controlled through `value`/`onChange` (react-hook-form: a `Controller`, with `field.ref` as
 * `ref`). With a `name`, a hidden input carries the number for plain form posts.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    description,
    error,
    id,
    required,
    disabled,
    readOnly,
    name,
    value,
    defaultValue,
    onChange,
    onBlur,
    onKeyDown,
    decimals = 0,
    min,
    max,
    step = 1,
    unit,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const rules = { decimals, min, max };
  const parse = (text: string): ParseResult<number> => {
    const result = parseNumber(text, rules);
    return result.ok
      ? { ok: true, value: result.value }
      : { ok: false, message: numberErrorMessage(result.error, rules) };
  };
  const field = useParsedInput({
    value,
    defaultValue,
    parse,
    format: (n: number) => formatNumber(n, decimals),
    onChange,
    error,
    ref,
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled || readOnly) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    // Out-of-range text still steps (into the range); text that is no number does not.
    const current = parseNumber(field.text, { decimals });
    if (!current.ok) return;
    event.preventDefault();
    field.commit(
      stepNumber(current.value, event.key === 'ArrowUp' ? 1 : -1, { step, decimals, min, max }),
    );
  };

  return (
    <FormField
      label={label}
      description={description}
      error={field.shownError}
      required={required}
      id={id}
      data-slot="number-field"
    >
      {(control) => {
        const unitId = unit ? `${control.id}-unit` : undefined;
        return (
          <InputGroup
            data-align="end"
            data-end={unit ? 'unit' : 'none'}
            data-disabled={disabled ? 'true' : undefined}
          >
            <Input
              {...props}
              {...control}
              ref={field.inputRef}
              // A spin button that also takes typing: screen readers announce the value and that
              // the arrow keys change it.
              role="spinbutton"
              type="text"
              inputMode={decimals > 0 ? 'decimal' : 'numeric'}
              autoComplete={props.autoComplete ?? 'off'}
              aria-valuenow={field.value ?? undefined}
              aria-valuemin={min}
              aria-valuemax={max}
              aria-valuetext={field.text === '' ? undefined : field.text}
              disabled={disabled}
              readOnly={readOnly}
              value={field.text}
              onChange={(event) => field.handleTextChange(event.target.value)}
              onKeyDown={handleKeyDown}
              onBlur={(event) => {
                field.handleBlur();
                onBlur?.(event);
              }}
              aria-describedby={
                [unitId, control['aria-describedby'], describedBy].filter(Boolean).join(' ') ||
                undefined
              }
            />
            {unit ? (
              <InputSuffix id={unitId} data-slot="number-field-unit">
                {unit}
              </InputSuffix>
            ) : null}
            {name ? (
              <input type="hidden" name={name} value={field.value ?? ''} disabled={disabled} />
            ) : null}
          </InputGroup>
        );
      }}
    </FormField>
  );
});
