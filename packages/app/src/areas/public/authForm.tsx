import { useState, type FormEvent } from 'react';
import { get, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
// zod/mini: sign-in is on the first paint's path, where the full zod would cost ~25 KB gzip.
import { z } from 'zod/mini';
import type * as zod from 'zod/v4/core';
import { Button, TextField, type TextFieldProps } from '@sprint/ui';
import { useAuth } from '../../auth/AuthContext';
import { authErrorMessage } from '../../auth/firebaseErrors';
import { useZodForm } from '../../forms/useZodForm';

export const MIN_PASSWORD_LENGTH = 6;

const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Bitte gib deine E-Mail-Adresse ein.')),
  z.email('Bitte gib eine gültige E-Mail-Adresse ein.'),
);

/** Sign-in: Firebase decides whether the password is right; here only that there is one. */
export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Bitte gib dein Passwort ein.')),
});

/** Sign-up: Firebase's own minimum password length, said before Firebase refuses it. */
export const signUpSchema = z.object({
  displayName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Bitte gib deinen Namen ein.'),
      z.maxLength(100, 'Der Name darf höchstens 100 Zeichen lang sein.'),
    ),
  email,
  password: z
    .string()
    .check(
      z.minLength(
        MIN_PASSWORD_LENGTH,
        `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen haben.`,
      ),
    ),
});

/**
 * Sign-in and sign-up submit the same way: the schema's checks first, one attempt at a time, the
 * German reason on failure, and busy until the server sync after Firebase is done too.
 */
export function useAuthForm<Schema extends zod.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  submit: (values: zod.output<Schema>) => Promise<void>,
) {
  const { firebaseUser, loading } = useAuth();
  const form = useZodForm(schema);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Signed in at Firebase, the sync with the server still running: the form is not done yet.
  const busy = pending || (firebaseUser !== null && loading);

  const submitValid = form.handleSubmit(async (values) => {
    setError(null);
    setPending(true);
    try {
      await submit(values);
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setPending(false);
    }
  });
  // A second Enter while busy is dropped before react-hook-form sees it: its own submitting
  // state would end with that second round and show the form as idle too early.
  const onSubmit = (event: FormEvent) => {
    if (busy) event.preventDefault();
    else void submitValid(event);
  };

  /** A field's registration and its error, for a `TextField`. */
  const field = (name: Path<zod.input<Schema>>): FieldProps => ({
    ...form.register(name),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });

  return { busy, error, field, onSubmit };
}

type FieldProps = UseFormRegisterReturn & { error?: string };

/** The e-mail field of sign-in and sign-up. */
export function EmailField(props: FieldProps) {
  return <TextField label="E-Mail-Adresse" type="email" autoComplete="email" required {...props} />;
}

/** The password field: the browser fills in the current one at sign-in, offers a new one at sign-up. */
export function PasswordField(
  props: FieldProps & Pick<TextFieldProps, 'autoComplete' | 'minLength' | 'description'>,
) {
  return <TextField label="Passwort" type="password" required {...props} />;
}

/** The form's submit button; while busy it says so and ignores clicks, keeping keyboard focus. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: string;
}) {
  // aria-disabled, not disabled: a disabled button drops the keyboard focus.
  return (
    <Button type="submit" size="lg" aria-disabled={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
