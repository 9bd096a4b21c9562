import { forwardRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { CalendarDays } from 'lucide-react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { styled } from 'styled-components';
import { FormField } from '../FormField';
import { Input, type InputProps } from '../Input';
import { popoverSurface } from '../lib/popover';
import { InputGroup } from '../NumberField/InputGroup';
import { useParsedInput, type ParseResult } from '../NumberField/useParsedInput';
import {
  dateErrorMessage,
  dateToIso,
  formatIsoDate,
  isoToDate,
  parseGermanDate,
  type DateRules,
} from './isoDate';

export type DateFieldProps = Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'min' | 'max'
> & {
  /** The visible name of the field, e.g. 'Wiedervorlage am'. Also the input's accessible name. */
  label: ReactNode;
  /** A hint under the input, read as part of its description. */
  description?: ReactNode;
  /** The error message under the input (the form's); marks it `aria-invalid`. */
  error?: string | null;
  /** The calendar date as `yyyy-MM-dd` (no time, no zone), `null` for none. Controlled. */
  value?: string | null;
  /** The starting date when the field is uncontrolled. */
  defaultValue?: string | null;
  /** Called with the date as `yyyy-MM-dd` as the person types or picks; `null` while none. */
  onChange?: (value: string | null) => void;
  /** The earliest allowed date, `yyyy-MM-dd`; earlier days are disabled in the calendar. */
  min?: string;
  /** The latest allowed date, `yyyy-MM-dd`. */
  max?: string;
};

const CalendarButton = styled.button`
  position: absolute;
  right: var(--space-1);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--size-control-sm);
  height: calc(var(--size-control) - 2 * var(--space-1));
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-muted-foreground);
  cursor: pointer;

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
  }

  &:hover {
    background: var(--color-accent);
    color: var(--color-accent-foreground);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 0;
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const CalendarContent = styled(PopoverPrimitive.Content)`
  ${popoverSurface}
  padding: var(--space-3);
  transform-origin: var(--radix-popover-content-transform-origin);
`;

// DayPicker ships no styles we load; these read its data attributes and default class names.
const Calendar = styled.div`
  --calendar-cell: var(--size-control);

  color: var(--color-popover-foreground);
  font-size: var(--font-size-sm);

  & .rdp-months {
    position: relative;
  }

  & .rdp-nav {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    display: flex;
    gap: var(--space-1);
  }

  & .rdp-month_caption {
    display: flex;
    align-items: center;
    height: var(--size-control-sm);
    padding-inline-start: var(--space-2);
    margin-bottom: var(--space-2);
    font-weight: var(--font-weight-semibold);
  }

  & .rdp-button_previous,
  & .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: var(--size-control-sm);
    height: var(--size-control-sm);
    padding: 0;
    border: var(--border-width) solid var(--color-border);
    border-radius: var(--radius-md);
    background: transparent;
    color: inherit;
    cursor: pointer;

    &:hover {
      background: var(--color-accent);
    }

    &:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
  }

  & .rdp-chevron {
    width: var(--size-icon);
    height: var(--size-icon);
    fill: currentColor;
  }

  & .rdp-month_grid {
    border-collapse: collapse;
  }

  & .rdp-weekday {
    width: var(--calendar-cell);
    padding-bottom: var(--space-1);
    color: var(--color-muted-foreground);
    font-size: var(--font-size-xs);
    font-weight: var(--font-weight-normal);
  }

  & .rdp-day {
    width: var(--calendar-cell);
    height: var(--calendar-cell);
    padding: 0;
    text-align: center;
  }

  & .rdp-day_button {
    width: 100%;
    height: 100%;
    padding: 0;
    border: 0;
    border-radius: var(--radius-md);
    background: transparent;
    color: inherit;
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;

    &:hover {
      background: var(--color-accent);
      color: var(--color-accent-foreground);
    }

    &:focus-visible {
      outline: var(--focus-ring-width) solid var(--color-ring);
      outline-offset: 1px;
    }
  }

  & [data-outside] .rdp-day_button {
    color: var(--color-muted-foreground);
  }

  & [data-today] .rdp-day_button {
    font-weight: var(--font-weight-bold);
    text-decoration: underline;
    text-underline-offset: 3px;
  }

  & [data-selected] .rdp-day_button,
  & [data-selected] .rdp-day_button:hover {
    background: var(--color-primary);
    color: var(--color-primary-foreground);
  }

  & [data-disabled] .rdp-day_button {
    opacity: 0.5;
    cursor: not-allowed;
    text-decoration: line-through;
  }
`;

/**
 * A calendar date: typed as 'TT.MM.JJJJ' (also '1.2.2026' or '01022026') or picked in a German
 * calendar (react-day-picker) that opens from the button in the field or with Alt+ArrowDown.
 * The value is the ISO calendar date `yyyy-MM-dd` with no time, so no time zone can shift it.
 * Dates that do not exist ('31.02.2026') or lie outside `min`/`max` stay as typed, with a German
 * message under the field.
 *
 * Controlled through `value`/`onChange` (react-hook-form: a `Controller`, with `field.ref` as
 * `ref`). With a `name`, a hidden input carries the ISO date for plain form posts.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
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
    min,
    max,
    placeholder = 'TT.MM.JJJJ',
    ...props
  },
  ref,
) {
  const [open, setOpen] = useState(false);
  const rules: DateRules = { min, max };
  const parse = (text: string): ParseResult<string> => {
    const result = parseGermanDate(text, rules);
    return result.ok
      ? { ok: true, value: result.iso }
      : { ok: false, message: dateErrorMessage(result.error, rules) };
  };
  const field = useParsedInput({
    value,
    defaultValue,
    parse,
    format: formatIsoDate,
    onChange,
    error,
    ref,
  });

  const selected = isoToDate(field.value);
  const minDate = isoToDate(min);
  const maxDate = isoToDate(max);
  const disabledDays: Matcher[] = [];
  if (minDate) disabledDays.push({ before: minDate });
  if (maxDate) disabledDays.push({ after: maxDate });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    // The shortcut of native date inputs and comboboxes for opening the picker.
    if (!event.defaultPrevented && event.altKey && event.key === 'ArrowDown' && !readOnly) {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <FormField
      label={label}
      description={description}
      error={field.shownError}
      required={required}
      id={id}
      data-slot="date-field"
    >
      {(control) => (
        <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
          <PopoverPrimitive.Anchor asChild>
            <InputGroup data-end="button" data-disabled={disabled ? 'true' : undefined}>
              <Input
                {...props}
                {...control}
                ref={field.inputRef}
                type="text"
                inputMode="numeric"
                autoComplete={props.autoComplete ?? 'off'}
                placeholder={placeholder}
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
                  [control['aria-describedby'], props['aria-describedby']]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              />
              <PopoverPrimitive.Trigger asChild>
                <CalendarButton
                  type="button"
                  disabled={disabled || readOnly}
                  aria-label="Kalender öffnen"
                  data-slot="date-field-calendar-button"
                >
                  <CalendarDays aria-hidden />
                </CalendarButton>
              </PopoverPrimitive.Trigger>
              {name ? (
                <input type="hidden" name={name} value={field.value ?? ''} disabled={disabled} />
              ) : null}
            </InputGroup>
          </PopoverPrimitive.Anchor>
          <PopoverPrimitive.Portal>
            <CalendarContent
              align="end"
              sideOffset={4}
              aria-label="Datum wählen"
              data-slot="date-field-calendar"
              // DayPicker focuses the selected day (or today) itself, which is where arrow-key
              // navigation starts; Radix would focus the month navigation first.
              onOpenAutoFocus={(event) => event.preventDefault()}
            >
              <Calendar>
                <DayPicker
                  mode="single"
                  required
                  // The calendar opens on request; focus belongs on its chosen day (or today).
                  // eslint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus
                  locale={de}
                  showOutsideDays
                  selected={selected}
                  // Today's month, unless the first allowed day lies after it.
                  defaultMonth={selected ?? (minDate && minDate > new Date() ? minDate : undefined)}
                  disabled={disabledDays}
                  onSelect={(date) => {
                    field.commit(dateToIso(date));
                    setOpen(false);
                  }}
                />
              </Calendar>
            </CalendarContent>
          </PopoverPrimitive.Portal>
        </PopoverPrimitive.Root>
      )}
    </FormField>
  );
});
