import { forwardRef, type ReactNode } from 'react';
import { FormField } from '../FormField';
import { Input, type InputProps } from '../Input';
import { InputGroup, InputSuffix } from '../NumberField/InputGroup';
import { useParsedInput, type ParseResult } from '../NumberField/useParsedInput';
import { amountErrorMessages, formatAmount, parseAmount } from './amount';

export type CurrencyFieldProps = Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> & {
  /** The visible name of the field, e.g. 'Auftragswert'. Also the input's accessible name. */
  label: ReactNode;
  /** A hint under the input ('Netto, ohne Umsatzsteuer'), read as part of its description. */
  description?: ReactNode;
  /** The error message under the input (the form's); marks it `aria-invalid`. */
  error?: string | null;
  /** The amount in integer cents (`123456` is 1.234,56 €), `null` for none. Controlled. */
  value?: number | null;
  /** The starting amount in cents when the field is uncontrolled. */
  defaultValue?: number | null;
  /**
   * Called with the amount in cents as the person types; `null` while the field is empty or its
   * text is no amount (the field then shows why once it is left).
   */
  onChange?: (cents: number | null) => void;
  /** Accept amounts below zero (credit notes, corrections). */
  allowNegative?: boolean;
};

/**
 * An amount in euros: typed the German way ('1.234,56', '1234,5', '1234'), shown as '1.234,56'
 * once the field is left, stored as integer cents so no float ever rounds a cent away. Text that
 * is no amount stays as typed, with 'Bitte gib einen Betrag wie 1.234,56 ein.' under it.
 *
 * Controlled through `value`/`onChange` (react-hook-form: a `Controller`, passing `field.ref` as
 * `ref` so a failed submit can focus it). With a `name`, a hidden input carries the cents for
 * plain form posts.
 */
export const CurrencyField = forwardRef<HTMLInputElement, CurrencyFieldProps>(
  function CurrencyField(
    {
      label,
      description,
      error,
      id,
      required,
      disabled,
      name,
      value,
      defaultValue,
      onChange,
      onBlur,
      allowNegative = false,
      placeholder = '0,00',
      'aria-describedby': describedBy,
      ...props
    },
    ref,
  ) {
    const parse = (text: string): ParseResult<number> => {
      const result = parseAmount(text, { allowNegative });
      return result.ok
        ? { ok: true, value: result.cents }
        : { ok: false, message: amountErrorMessages[result.error] };
    };
    const field = useParsedInput({
      value,
      defaultValue,
      parse,
      format: formatAmount,
      onChange,
      error,
      ref,
    });

    return (
      <FormField
        label={label}
        description={description}
        error={field.shownError}
        required={required}
        id={id}
        data-slot="currency-field"
      >
        {(control) => (
          <InputGroup data-align="end" data-disabled={disabled ? 'true' : undefined}>
            <Input
              {...props}
              {...control}
              ref={field.inputRef}
              type="text"
              inputMode="decimal"
              autoComplete={props.autoComplete ?? 'off'}
              placeholder={placeholder}
              disabled={disabled}
              value={field.text}
              onChange={(event) => field.handleTextChange(event.target.value)}
              onBlur={(event) => {
                field.handleBlur();
                onBlur?.(event);
              }}
              // The unit is read with the field ('Euro'), before its hint and error.
              aria-describedby={[`${control.id}-unit`, control['aria-describedby'], describedBy]
                .filter(Boolean)
                .join(' ')}
            />
            <InputSuffix id={`${control.id}-unit`} data-slot="currency-field-unit">
              €
            </InputSuffix>
            {name ? (
              <input type="hidden" name={name} value={field.value ?? ''} disabled={disabled} />
            ) : null}
          </InputGroup>
        )}
      </FormField>
    );
  },
);
