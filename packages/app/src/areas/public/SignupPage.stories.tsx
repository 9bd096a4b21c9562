import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Component as SignupPage } from './SignupPage';
import {
  invitationHandler,
  openInvitation,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';

const meta = {
  title: 'Pages/Auth/SignUp',
  render: () => <SignupPage />,
  decorators: [withPublicProviders],
  parameters: { layout: 'fullscreen', route: { path: '/signup', url: '/signup' } },
  args: { signIn: fn(), signUp: fn() },
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** Name, e-mail and a password of at least 6 characters; Enter creates the account. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
    const password = canvas.getByLabelText('Passwort');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAttribute('minlength', '6');
    await expect(password).toHaveAccessibleDescription('Mindestens 6 Zeichen.');

    await userEvent.type(canvas.getByLabelText('Name'), 'Anna Berger');
    await userEvent.type(
      canvas.getByLabelText('E-Mail-Adresse'),
      'anna.berger@nordlicht-vertrieb.de',
    );
    await userEvent.type(password, 'geheim123{Enter}');
    await waitFor(() =>
      expect(args.signUp).toHaveBeenCalledWith({
        displayName: 'Anna Berger',
        email: 'anna.berger@nordlicht-vertrieb.de',
        password: 'geheim123',
      }),
    );
  },
};

/** A password shorter than Firebase allows is refused here, before any account exists. */
export const PasswordTooShort: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Anna Berger');
    await userEvent.type(
      canvas.getByLabelText('E-Mail-Adresse'),
      'anna.berger@nordlicht-vertrieb.de',
    );
    const password = canvas.getByLabelText('Passwort');
    await userEvent.type(password, 'kurz{Enter}');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Mindestens 6 Zeichen. Das Passwort muss mindestens 6 Zeichen haben.',
      ),
    );
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(args.signUp).not.toHaveBeenCalled();
  },
};

/** From an invitation link: the company and the role the new account gets. */
export const WithInvitation: Story = {
  parameters: {
    route: { path: '/signup', url: '/signup?invitation=demo-einladung' },
    msw: [invitationHandler(() => openInvitation)],
  },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('status');
    await expect(await within(note).findByText('Nordlicht Vertrieb GmbH')).toBeVisible();
    await expect(note).toHaveTextContent(
      'Dein Konto wird dem Unternehmen Nordlicht Vertrieb GmbH zugeordnet.',
    );
    await expect(note).toHaveTextContent('Deine Rolle: Benutzer');
    await expect(canvas.getByRole('link', { name: 'Schon ein Konto? Anmelden' })).toHaveAttribute(
      'href',
      '/login?invitation=demo-einladung',
    );
  },
};

/** An expired invitation would fail after the account exists: no form, an explanation. */
export const ExpiredInvitation: Story = {
  parameters: {
    route: { path: '/signup', url: '/signup?invitation=alte-einladung' },
    msw: [invitationHandler(() => ({ ...openInvitation, status: 'expired' }))],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Einladung abgelaufen.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Konto erstellen' })).toBeNull();
  },
};

/** A revoked or unknown invitation: no form, the way to a new invitation. */
export const InvalidInvitation: Story = {
  parameters: {
    route: { path: '/signup', url: '/signup?invitation=zurueckgezogen' },
    msw: [invitationHandler(() => null)],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Einladung ungültig.')).toBeVisible();
    await expect(canvas.getByText(/um eine neue Einladung/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Konto erstellen' })).toBeNull();
  },
};

/** Once the new account is synced: on to the dashboard. */
export const AfterSync: Story = {
  tags: ['no-visual'],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/app\/dashboard$/);
  },
};

const awaiting = {
  email: 'anna.berger@nordlicht-vertrieb.de',
  sending: false,
  sent: true,
  error: null,
};

/**
 * An invitation for one address: the new account confirms it first. The page goes on by itself
 * once the link was opened; meanwhile the link can be sent again or another account used.
 */
export const AwaitingConfirmation: Story = {
  parameters: {
    route: { path: '/signup', url: '/signup?invitation=persoenliche-einladung' },
    msw: [invitationHandler(() => openInvitation)],
  },
  args: { emailVerification: awaiting, resendVerification: fn(), signOut: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Wir haben einen Bestätigungslink an anna.berger@nordlicht-vertrieb.de geschickt.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Link erneut senden' }));
    await expect(args.resendVerification).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mit einem anderen Konto anmelden' }));
    await expect(args.signOut).toHaveBeenCalledWith('/login?invitation=persoenliche-einladung');
  },
};

/** While the link goes out, the button says so and takes no second click. */
export const SendingConfirmationLink: Story = {
  args: {
    emailVerification: { ...awaiting, sent: false, sending: true },
    resendVerification: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Der Bestätigungslink wird gesendet …',
    );
    const button = canvas.getByRole('button', { name: 'Link senden' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.resendVerification).not.toHaveBeenCalled();
  },
};

/** Firebase refused to send (too many links in a short time): why, and the way to try again. */
export const ConfirmationLinkNotSent: Story = {
  args: {
    emailVerification: {
      ...awaiting,
      sent: false,
      error: 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Zu viele Versuche.');
    await expect(canvas.getByRole('button', { name: 'Link senden' })).toBeEnabled();
  },
};
