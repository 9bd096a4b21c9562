import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormGrid,
  Stack,
  TextField,
  toast,
} from '@sprint/ui';
import { useZodForm } from '../../forms/useZodForm';
import {
  MIN_PASSWORD_LENGTH,
  emptyPasswordValues,
  passwordProblem,
  passwordSchema,
} from './accountForms';
import { useChangePassword } from './passwordChange';

/**
 * 'Passwort ändern': the current password proves it is the account's owner (Firebase wants a
 * recent sign-in), then the new one is set. Firebase's refusals land under the field they are
 * about.
 */
export function PasswordCard({ email }: { email: string }) {
  const changePassword = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(passwordSchema, { defaultValues: emptyPasswordValues });
  const { register, formState } = form;
  const busy = formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setProblem(null);
    try {
      await changePassword(currentPassword, newPassword);
      form.reset(emptyPasswordValues);
      toast({
        title: 'Passwort geändert',
        description: 'Melde dich ab jetzt mit dem neuen Passwort an.',
        variant: 'success',
      });
    } catch (error) {
      const found = passwordProblem(error);
      if (found.field)
        form.setError(found.field, { message: found.message }, { shouldFocus: true });
      else setProblem(found.message);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Passwort ändern</CardTitle>
        <CardDescription>
          Zur Sicherheit brauchen wir dein aktuelles Passwort, bevor du ein neues festlegst.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-label="Passwort ändern"
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            if (busy) event.preventDefault();
            else void onSubmit(event);
          }}
        >
          <Stack gap="4">
            <Alert message={problem} />
            {/* For password managers: the account the new password belongs to. */}
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={email}
              readOnly
              hidden
            />
            <FormGrid minFieldWidth="14rem">
              <TextField
                label="Aktuelles Passwort"
                type="password"
                autoComplete="current-password"
                required
                {...register('currentPassword')}
                error={formState.errors.currentPassword?.message}
              />
              <TextField
                label="Neues Passwort"
                type="password"
                autoComplete="new-password"
                required
                description={`Mindestens ${MIN_PASSWORD_LENGTH} Zeichen.`}
                {...register('newPassword')}
                error={formState.errors.newPassword?.message}
              />
              <TextField
                label="Neues Passwort bestätigen"
                type="password"
                autoComplete="new-password"
                required
                {...register('confirmPassword')}
                error={formState.errors.confirmPassword?.message}
              />
            </FormGrid>
            <Stack direction="row" justify="end">
              <Button type="submit" aria-disabled={busy || undefined}>
                {busy ? 'Passwort wird geändert...' : 'Passwort ändern'}
              </Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
