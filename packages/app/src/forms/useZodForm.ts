import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * The app's one way to build a form: react-hook-form validated by a zod schema — where the server
 * takes the same input, the schema the server uses (ADR 017). Errors show once a field was left
 * or the form was sent, then follow every keystroke; the values handed to `handleSubmit` are the
 * schema's output (trimmed, converted). Any zod 4 schema works: the server's (classic `zod`) and,
 * on pages that must paint early, `zod/mini`, a fraction of the size.
 */
export function useZodForm<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
}
