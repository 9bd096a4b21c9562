import { useEffect, useImperativeHandle, useRef, useState, type ForwardedRef } from 'react';

export type ParseResult<T> = { ok: true; value: T | null } | { ok: false; message: string };

export type UseParsedInputOptions<T> = {
  /** The controlled value; `undefined` leaves the field uncontrolled. */
  value: T | null | undefined;
  defaultValue: T | null | undefined;
  parse: (text: string) => ParseResult<T>;
  /** The canonical text for a value, shown after leaving the field. */
  format: (value: T) => string;
  onChange: ((value: T | null) => void) | undefined;
  /** The error from outside (the form's schema). While it shows, a parse error replaces it. */
  error: string | null | undefined;
  ref: ForwardedRef<HTMLInputElement>;
};

/**
 * The state of a text input that stands for a typed value (cents, a number, an ISO date): the
 * text is the person's, the value is what it means. Typing reports the value at once (`null`
 * while the text means nothing), so a form submitted with Enter has it; leaving the field shows
 * the canonical text, or the parse error while keeping what was typed. A new value from outside
 * (a form reset) replaces the text; the echo of our own report does not.
 */
export function useParsedInput<T>({
  value,
  defaultValue,
  parse,
  format,
  onChange,
  error,
  ref,
}: UseParsedInputOptions<T>) {
  const show = (next: T | null | undefined) =>
    next === null || next === undefined ? '' : format(next);
  const [text, setText] = useState(() => show(value === undefined ? defaultValue : value));
  // The value the current text stands for (the uncontrolled value, too).
  const [synced, setSynced] = useState<T | null>(
    () => (value === undefined ? defaultValue : value) ?? null,
  );
  const [blurredInvalid, setBlurredInvalid] = useState(false);

  if (value !== undefined && value !== synced) {
    setSynced(value);
    setText(show(value));
    setBlurredInvalid(false);
  }

  const parsed = parse(text);
  const parseError = parsed.ok ? null : parsed.message;
  const hasOuterError = typeof error === 'string' && error !== '';
  // Our message is the more precise one once the person has left the field or tried to submit.
  const shownError = parseError && (blurredInvalid || hasOuterError) ? parseError : (error ?? null);

  const report = (next: T | null) => {
    if (next === synced) return;
    setSynced(next);
    onChange?.(next);
  };

  const handleTextChange = (nextText: string) => {
    setText(nextText);
    const result = parse(nextText);
    if (result.ok) setBlurredInvalid(false);
    report(result.ok ? result.value : null);
  };

  const handleBlur = () => {
    if (parsed.ok) setText(show(parsed.value));
    else setBlurredInvalid(true);
  };

  /** Sets a value from a control of the field itself (arrow keys, the calendar). */
  const commit = (next: T | null) => {
    setText(show(next));
    setBlurredInvalid(false);
    report(next);
  };

  // Native constraint validation knows too: a form without `noValidate` is not submitted with
  // text that means nothing, and `:invalid` matches.
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    inputRef.current?.setCustomValidity(parseError ?? '');
  }, [parseError]);

  // The caller's ref gets the input itself (react-hook-form focuses it after a failed submit).
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  return {
    text,
    value: synced,
    parsed,
    shownError,
    handleTextChange,
    handleBlur,
    commit,
    inputRef,
  };
}
