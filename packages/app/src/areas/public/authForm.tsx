import { useState, type FormEvent } from 'react';
import { Button, TextField, type TextFieldProps } from '@sprint/ui';
import { useAuth } from '../../auth/AuthContext';
import { authErrorMessage } from '../../auth/firebaseErrors';

/** A form field's text, '' when it is missing. */
export function fieldText(data: FormData, name: string): string {
  return String(data.get(name) ?? '');
}

/**
 * Sign-in and sign-up submit the same way: one attempt at a time, the German reason on failure,
 * and busy until the server sync after Firebase is done too.
 */
export function useAuthForm(submit: (data: FormData) => Promise<void>) {
  const { firebaseUser, loading } = useAuth();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Signed in at Firebase, the sync with the server still running: the form is not done yet.
  const busy = pending || (firebaseUser !== null && loading);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setError(null);
    setPending(true);
    try {
      await submit(data);
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return { busy, error, onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(event) };
}

/** The e-mail field of sign-in and sign-up. */
export function EmailField() {
  return (
    <TextField label="E-Mail-Adresse" name="email" type="email" autoComplete="email" required />
  );
}

/** The password field: the browser fills in the current one at sign-in, offers a new one at sign-up. */
export function PasswordField(
  props: Pick<TextFieldProps, 'autoComplete' | 'minLength' | 'description'>,
) {
  return <TextField label="Passwort" name="password" type="password" required {...props} />;
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
