import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInSchema } from './authSchemas';
import { EmailField, PasswordField, SubmitButton, useSchemaForm } from './authForm';

type Schema = typeof signInSchema;

function SignInForm(props: {
  loadSchema: () => Promise<Schema>;
  submit: (values: { email: string; password: string }) => Promise<void>;
}) {
  const { busy, field, onSubmit } = useSchemaForm(props.loadSchema, props.submit, {
    errorMessage: () => 'Fehlgeschlagen.',
  });
  return (
    <form onSubmit={onSubmit} aria-label="Anmelden" noValidate>
      <EmailField {...field('email')} />
      <PasswordField {...field('password')} />
      <SubmitButton busy={busy} busyLabel="Anmeldung läuft...">
        Anmelden
      </SubmitButton>
    </form>
  );
}

describe('useSchemaForm', () => {
  afterEach(cleanup);

  it('waits for a schema not loaded yet, busy meanwhile, and drops a second send', async () => {
    let arrive: (schema: Schema) => void = () => undefined;
    const arriving = new Promise<Schema>((resolve) => (arrive = resolve));
    const submit = vi.fn(() => Promise.resolve());
    render(<SignInForm loadSchema={() => arriving} submit={submit} />);

    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), {
      target: { value: 'anna.berger@nordlicht-vertrieb.de' },
    });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'geheim123' } });
    const form = screen.getByRole('form', { name: 'Anmelden' });
    fireEvent.submit(form);
    const button = screen.getByRole('button', { name: 'Anmeldung läuft...' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.submit(form);

    await act(async () => {
      arrive(signInSchema);
      await arriving;
    });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({
      email: 'anna.berger@nordlicht-vertrieb.de',
      password: 'geheim123',
    });
  });

  it('checks fields it never saw as empty, in German, and focuses the first', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<SignInForm loadSchema={() => Promise.resolve(signInSchema)} submit={submit} />);
    await act(() => Promise.resolve());

    fireEvent.submit(screen.getByRole('form', { name: 'Anmelden' }));
    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Bitte gib deine E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByText('Bitte gib dein Passwort ein.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });
});
