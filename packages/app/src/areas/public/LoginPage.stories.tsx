import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Component as LoginPage } from './LoginPage';
import {
  RESET_LINK_SENT,
  SendPasswordResetContext,
  type SendPasswordReset,
} from './components/PasswordResetCard';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';

type LoginStoryArgs = PublicStoryArgs & { sendPasswordReset?: SendPasswordReset };

/** The reset link goes to the story's spy, never to Firebase. */
const withPasswordReset: Decorator<LoginStoryArgs> = (Story, { args }) => (
  <SendPasswordResetContext value={args.sendPasswordReset ?? fn()}>
    <Story />
  </SendPasswordResetContext>
);

const meta = {
  title: 'Pages/Auth/SignIn',
  render: () => <LoginPage />,
  decorators: [withPasswordReset, withPublicProviders],
  parameters: { layout: 'fullscreen', route: { path: '/login', url: '/login' } },
  args: { signIn: fn(), signUp: fn(), sendPasswordReset: fn(() => Promise.resolve()) },
} satisfies Meta<LoginStoryArgs>;

export default meta;
type Story = StoryObj<LoginStoryArgs>;

const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/** Keyboard only: e-mail, Tab, password, Enter submits. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    const email = canvas.getByLabelText('E-Mail-Adresse');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText('Passwort')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );

    email.focus();
    await userEvent.keyboard('anna.berger@nordlicht-vertrieb.de');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Passwort')).toHaveFocus();
    await userEvent.keyboard('geheim123{Enter}');

    await waitFor(() =>
      expect(args.signIn).toHaveBeenCalledWith('anna.berger@nordlicht-vertrieb.de', 'geheim123'),
    );
    await expect(
      canvas.getByRole('link', { name: 'Noch kein Konto? Registrieren' }),
    ).toHaveAttribute('href', '/signup');
  },
};

/** Firebase refuses the credentials: the German message, announced as an alert. */
export const WithError: Story = {
  args: {
    signIn: fn(() => Promise.reject(firebaseError('auth/invalid-credential'))),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(
      canvas.getByLabelText('E-Mail-Adresse'),
      'anna.berger@nordlicht-vertrieb.de',
    );
    await userEvent.type(canvas.getByLabelText('Passwort'), 'falsch{Enter}');
    await waitFor(() => expect(args.signIn).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'E-Mail-Adresse oder Passwort ist falsch.',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Anmelden' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * Sent empty, then with a malformed address: each field says what is missing, linked to it as
 * its description, the first one gets the focus, and nothing goes to Firebase.
 */
export const MissingFields: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    const email = canvas.getByLabelText('E-Mail-Adresse');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Bitte gib deine E-Mail-Adresse ein.');
    await expect(canvas.getByLabelText('Passwort')).toHaveAccessibleDescription(
      'Bitte gib dein Passwort ein.',
    );

    await userEvent.type(email, 'anna.berger');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.'),
    );
    await expect(args.signIn).not.toHaveBeenCalled();
  },
};

/** While Firebase answers, the button says so and a second Enter sends nothing. */
export const Submitting: Story = {
  args: { signIn: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(
      canvas.getByLabelText('E-Mail-Adresse'),
      'anna.berger@nordlicht-vertrieb.de',
    );
    await userEvent.type(canvas.getByLabelText('Passwort'), 'geheim123{Enter}');
    const button = await canvas.findByRole('button', { name: 'Anmeldung läuft...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.signIn).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Anmeldung läuft...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** At phone width the form fills the screen; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const button = canvas.getByRole('button', { name: 'Anmelden' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Coming from an invitation: the note says so, and the way to sign-up keeps the token. */
export const WithInvitation: Story = {
  parameters: { route: { path: '/login', url: '/login?invitation=demo-einladung' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/nimmst du die Einladung an/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Noch kein Konto? Registrieren' }),
    ).toHaveAttribute('href', '/signup?invitation=demo-einladung');
  },
};

/** Once the sync is done the page leaves for `redirectTo` – a path of this app only. */
export const AfterSync: Story = {
  tags: ['no-visual'],
  parameters: { route: { path: '/login', url: '/login?redirectTo=%2Fapp%2Fcrm%3Ftab%3Dleads' } },
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/app/crm?tab=leads');
  },
};

/** A foreign `redirectTo` is ignored: off to the dashboard instead. */
export const AfterSyncForeignRedirect: Story = {
  tags: ['no-visual'],
  parameters: {
    route: { path: '/login', url: '/login?redirectTo=%2F%2Fevil.example%2Fphish' },
  },
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/app\/dashboard$/);
  },
};

/**
 * 'Passwort vergessen?' opens the reset in place of the form: the address typed so far is taken
 * along and has the focus.
 */
export const ForgotPassword: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(
      canvas.getByLabelText('E-Mail-Adresse'),
      'anna.berger@nordlicht-vertrieb.de',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort vergessen?' }));
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' }),
    ).toBeVisible();
    const email = canvas.getByLabelText('E-Mail-Adresse');
    await expect(email).toHaveValue('anna.berger@nordlicht-vertrieb.de');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Link senden' })).toBeVisible();
    await expect(args.sendPasswordReset).not.toHaveBeenCalled();
  },
};

/** Back without sending: the sign-in form as it was, the focus where the reset was opened. */
export const ForgotPasswordBack: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), 'anna.berger@nordlicht');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort vergessen?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zurück zur Anmeldung' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(canvas.getByLabelText('E-Mail-Adresse')).toHaveValue('anna.berger@nordlicht');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Passwort vergessen?' })).toHaveFocus(),
    );
    await expect(args.sendPasswordReset).not.toHaveBeenCalled();
  },
};

/** Sent: the same words whether or not there is an account, and the way back to sign-in. */
export const ForgotPasswordSent: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort vergessen?' }));
    const email = canvas.getByLabelText('E-Mail-Adresse');
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.keyboard('anna.berger@nordlicht-vertrieb.de{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(RESET_LINK_SENT));
    await expect(args.sendPasswordReset).toHaveBeenCalledOnce();
    await expect(args.sendPasswordReset).toHaveBeenCalledWith('anna.berger@nordlicht-vertrieb.de');
    await expect(canvas.queryByLabelText('E-Mail-Adresse')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Zurück zur Anmeldung' })).toHaveFocus(),
    );
  },
};

/** Firebase knows no such account: said exactly like a sent link, so nobody learns who has one. */
export const ForgotPasswordUnknownAccount: Story = {
  tags: ['no-visual'],
  args: { sendPasswordReset: fn(() => Promise.reject(firebaseError('auth/user-not-found'))) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort vergessen?' }));
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), 'niemand@example.com{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(RESET_LINK_SENT));
    await expect(args.sendPasswordReset).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** While the link goes out, the button says so and a second Enter sends nothing. */
export const ForgotPasswordSending: Story = {
  args: { sendPasswordReset: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(
      canvas.getByLabelText('E-Mail-Adresse'),
      'anna.berger@nordlicht-vertrieb.de',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort vergessen?' }));
    await waitFor(() => expect(canvas.getByLabelText('E-Mail-Adresse')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const button = await canvas.findByRole('button', { name: 'Link wird gesendet...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.sendPasswordReset).toHaveBeenCalledOnce();
  },
};

/** Too many links in a short time: why, announced as an alert; the form stays for a retry. */
export const ForgotPasswordError: Story = {
  args: {
    sendPasswordReset: fn(() => Promise.reject(firebaseError('auth/too-many-requests'))),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(
      canvas.getByLabelText('E-Mail-Adresse'),
      'anna.berger@nordlicht-vertrieb.de',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort vergessen?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Link senden' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
      ),
    );
    await expect(args.sendPasswordReset).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Link senden' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** An address the form cannot send to: said under the field, before Firebase is asked. */
export const ForgotPasswordInvalidEmail: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), 'anna.berger');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort vergessen?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Link senden' }));
    const email = canvas.getByLabelText('E-Mail-Adresse');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
    await expect(args.sendPasswordReset).not.toHaveBeenCalled();
  },
};
