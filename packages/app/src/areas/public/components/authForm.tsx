import { useEffect, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import type { ZodMiniObject } from 'zod/mini';
import type * as zod from 'zod/v4/core';
import { Button, TextField, type TextFieldProps } from '@sprint/ui';
import { useAuth } from '../../../auth/AuthContext';
import { authErrorMessage } from '../../../auth/firebaseErrors';

export const MIN_PASSWORD_LENGTH = 6;

// The schemas (and zod with them) arrive after the first paint; by the first keystroke or send
// they are there, and a send before that waits for them.
const loadAuthSchemas = () => import('./authSchemas');
export const loadSignInSchema = () => loadAuthSchemas().then((m) => m.signInSchema);
export const loadSignUpSchema = () => loadAuthSchemas().then((m) => m.signUpSchema);
export const loadPasswordResetSchema = () => loadAuthSchemas().then((m) => m.passwordResetSchema);

/** Every field of these forms is a text input: its schema takes a string. */
type TextShape = Record<string, zod.$ZodType<unknown, string>>;
type Values<Shape extends TextShape> = Record<keyof Shape & string, string>;
type Errors<Shape extends TextShape> = Partial<Record<keyof Shape & string, string>>;

/** Each field's first message, as the form shows it under the field. */
function fieldErrors<Shape extends TextShape>(issues: readonly zod.$ZodIssue[]): Errors<Shape> {
  const errors: Errors<Shape> = {};
  for (const issue of issues) {
    const name = issue.path[0] as (keyof Shape & string) | undefined;
    if (typeof name === 'string') errors[name] ??= issue.message;
  }
  return errors;
}

export type SchemaFormOptions<Shape extends TextShape> = {
  /** Values the form starts with (the address typed on the sign-in form, say). */
  initialValues?: Partial<Values<Shape>>;
  /** The German reason shown above the form when `submit` throws. */
  errorMessage: (error: unknown) => string;
  /** Busy for reasons outside the form (the server sync after sign-in). */
  busy?: boolean;
};

type Output<Shape extends TextShape> = zod.output<ZodMiniObject<Shape>>;

/**
 * The public pages' forms without a form library: react-hook-form, its resolver and zod came to
 * ~28 KB gzip before the sign-in page paints (ADR 017). The same zod/mini schema decides, loaded
 * after the paint; errors follow ADR 017's rules: shown once a field is left or the form is
 * sent, then on every change; on a failed send the first invalid field gets the focus. One
 * attempt at a time. `loadSchema` must be stable (a module-level function).
 */
export function useSchemaForm<Shape extends TextShape>(
  loadSchema: () => Promise<ZodMiniObject<Shape>>,
  submit: (values: Output<Shape>) => Promise<void>,
  { initialValues, errorMessage, busy: busyOutside = false }: SchemaFormOptions<Shape>,
) {
  const [schema, setSchema] = useState<ZodMiniObject<Shape> | null>(null);
  const [values, setValues] = useState<Partial<Values<Shape>>>(initialValues ?? {});
  const [errors, setErrors] = useState<Errors<Shape>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = pending || busyOutside;

  useEffect(() => {
    let active = true;
    // Offline for the moment: sending loads it again.
    loadSchema().then(
      (loaded) => active && setSchema(loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [loadSchema]);

  const parse = (loaded: ZodMiniObject<Shape>, current: Partial<Values<Shape>>) => {
    // A field not typed in yet counts as '': zod's message for a missing key is English.
    const empty = Object.fromEntries(Object.keys(loaded.shape).map((name) => [name, '']));
    return loaded.safeParse({ ...empty, ...current });
  };
  // Only the field at hand: the others keep what they showed, as a person would expect.
  const checkField = (name: keyof Shape & string, current: Partial<Values<Shape>>) => {
    if (!schema) return;
    const result = parse(schema, current);
    const message = result.success ? undefined : fieldErrors<Shape>(result.error.issues)[name];
    setErrors((shown) => ({ ...shown, [name]: message }));
  };

  const send = async (data: Output<Shape>) => {
    setError(null);
    setPending(true);
    try {
      await submit(data);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second Enter while busy is dropped: one attempt at Firebase at a time.
    if (busy) return;
    const form = event.currentTarget;
    setSubmitted(true);
    const validate = (loaded: ZodMiniObject<Shape>) => {
      const result = parse(loaded, values);
      if (result.success) {
        setErrors({});
        void send(result.data);
        return;
      }
      const found = fieldErrors<Shape>(result.error.issues);
      // Rendered before the focus moves, so the field is announced with its error.
      flushSync(() => setErrors(found));
      const first = Array.from(form.elements).find(
        (element): element is HTMLInputElement =>
          element instanceof HTMLInputElement && Object.hasOwn(found, element.name),
      );
      first?.focus();
    };
    if (schema) {
      validate(schema);
      return;
    }
    // Sent before the schema arrived: busy meanwhile, so that Enter is not taken twice.
    setPending(true);
    loadSchema().then(
      (loaded) => {
        setPending(false);
        validate(loaded);
      },
      (caught: unknown) => {
        setPending(false);
        setError(errorMessage(caught));
      },
    );
  };

  /** A field's value, handlers and error, for a `TextField`. */
  const field = (name: keyof Shape & string): FieldProps => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted || touched.has(name)) checkField(name, next);
    },
    onBlur: () => {
      if (!touched.has(name)) setTouched(new Set(touched).add(name));
      checkField(name, values);
    },
    error: errors[name],
  });

  return { busy, error, field, onSubmit, values };
}

/**
 * Sign-in and sign-up submit the same way: the schema's checks first, one attempt at a time, the
 * German reason on failure, and busy until the server sync after Firebase is done too.
 */
export function useAuthForm<Shape extends TextShape>(
  loadSchema: () => Promise<ZodMiniObject<Shape>>,
  submit: (values: Output<Shape>) => Promise<void>,
) {
  const { firebaseUser, loading } = useAuth();
  return useSchemaForm(loadSchema, submit, {
    errorMessage: authErrorMessage,
    // Signed in at Firebase, the sync with the server still running: the form is not done yet.
    busy: firebaseUser !== null && loading,
  });
}

type FieldProps = Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** The e-mail field of sign-in, sign-up and the password reset. */
export function EmailField(props: FieldProps & { ref?: Ref<HTMLInputElement> }) {
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
