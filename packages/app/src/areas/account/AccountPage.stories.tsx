import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { User } from 'firebase/auth';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import {
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import {
  EMAIL_MISMATCH,
  GOOGLE_CANCELLED,
  PASSWORD_REQUIRED,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  CURRENT_PASSWORD_REQUIRED,
  WRONG_CURRENT_PASSWORD,
  WRONG_PASSWORD,
} from './accountForms';
import {
  LAST_PRIMARY_ADMIN,
  SIGN_IN_TOO_OLD,
  accountServer,
  avatarFixture,
  exportFixture,
  profileFixture,
} from './accountFixtures';
import { Component as AccountPage } from './AccountPage';
import { PasswordChangeContext, type ChangePassword } from './passwordChange';
import { ReauthenticationContext, type Reauthenticate } from './reauthentication';
import { findToasts } from '../../testing/toasts';
import { expectLoadError, expectNoAccess } from '../../testing/pageStates';

type AccountStoryArgs = PublicStoryArgs & {
  changePassword: ChangePassword;
  reauthenticate: Reauthenticate;
};

/**
 * Firebase's password change and re-authentication as the story's stand-ins; toasts outside the
 * page's router.
 */
const withAccountProviders: Decorator = (Story, context) => {
  const args = context.args as AccountStoryArgs;
  return (
    <PasswordChangeContext.Provider value={args.changePassword}>
      <ReauthenticationContext.Provider value={args.reauthenticate}>
        {withPublicProviders(Story, context)}
        <Toaster />
      </ReauthenticationContext.Provider>
    </PasswordChangeContext.Provider>
  );
};

/** A Firebase user as the page reads it: only which ways in the account has. */
const firebaseUserWith = (...providerIds: string[]) =>
  ({ providerData: providerIds.map((providerId) => ({ providerId })) }) as unknown as User;

/** Firebase's refusal, as its SDK rejects. */
const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code });

const onMutation = fn();
const profileUpdated = fn();

const meta = {
  title: 'Pages/Account',
  decorators: [withAccountProviders],
  args: {
    databaseUser: sessionUserFixture,
    customer: sessionCustomerFixture,
    firebaseUser: firebaseUserWith('password'),
    signOut: fn(async () => undefined),
    changePassword: fn(async () => undefined),
    reauthenticate: fn(async () => undefined),
  },
  beforeEach: ({ parameters }) => {
    toast.dismiss();
    onMutation.mockClear();
    profileUpdated.mockClear();
    (parameters.msw as { reset?: () => void }).reset?.();
    window.addEventListener('profileUpdated', profileUpdated);
    return () => window.removeEventListener('profileUpdated', profileUpdated);
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/account', url: '/app/account' },
    msw: accountServer({ onMutation }),
  },
  render: () => <AccountPage />,
} satisfies Meta<AccountStoryArgs>;

export default meta;
type Story = StoryObj<AccountStoryArgs>;

const nameForm = async (canvas: { findByRole: typeof screen.findByRole }) =>
  within(await canvas.findByRole('form', { name: 'Name ändern' }));
const passwordForm = async (canvas: { findByRole: typeof screen.findByRole }) =>
  within(await canvas.findByRole('form', { name: 'Passwort ändern' }));

/** Profile with name, picture (initials while there is none) and address; then the rest. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Konto' })).toBeVisible();
    const form = await nameForm(canvas);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Anna Berger');
    await expect(canvas.getByText(profileFixture.email)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Kein Bild' })).toHaveTextContent('AB');
    await expect(canvas.getByRole('button', { name: 'Bild hochladen' })).toBeVisible();
    await expect(canvas.getByText('Nordlicht Vertrieb GmbH')).toBeVisible();
    await expect(canvas.getByText('Benutzer')).toBeVisible();
    for (const heading of ['Profil', 'Passwort ändern', 'Meine Daten', 'Konto löschen']) {
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  },
};

/** A new name is saved, confirmed, and announced to the shell (`profileUpdated`). */
export const SaveName: Story = {
  play: async ({ canvas }) => {
    const form = await nameForm(canvas);
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Anna Schmidt');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await expect(await (await findToasts()).findByText('Profil gespeichert')).toBeVisible();
    await expect(onMutation).toHaveBeenCalledWith('account.profile.update', {
      displayName: 'Anna Schmidt',
    });
    await expect(profileUpdated).toHaveBeenCalledTimes(1);
    await expect(name).toHaveValue('Anna Schmidt');
  },
};

/** While the server saves, the button says so and a second click does nothing. */
export const Saving: Story = {
  parameters: { msw: accountServer({ onMutation, pending: ['account.profile.update'] }) },
  play: async ({ canvas }) => {
    const form = await nameForm(canvas);
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, '-Schmidt');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    const busy = await form.findByRole('button', { name: 'Wird gespeichert...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('form', { name: 'Name ändern' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(busy);
    await expect(onMutation).toHaveBeenCalledTimes(1);
  },
};

/** An empty name is refused under the field before anything is sent. */
export const NameRequired: Story = {
  play: async ({ canvas }) => {
    const form = await nameForm(canvas);
    await userEvent.clear(form.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription('Bitte gib deinen Namen ein.');
    await expect(name).toHaveFocus();
    await expect(onMutation).not.toHaveBeenCalled();
  },
};

/** A picture is set: it shows, and 'Entfernen' takes it away again. */
export const AvatarSet: Story = {
  parameters: { msw: accountServer({ onMutation, profile: { avatar: avatarFixture } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Aktuelles Bild' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Entfernen' })).toBeVisible();
  },
};

/** A PNG a person would pick, drawn the same way every run. */
async function portraitPng(): Promise<File> {
  const canvas = new OffscreenCanvas(400, 300);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Kein Canvas');
  context.fillStyle = '#0369a1';
  context.fillRect(0, 0, 400, 300);
  context.fillStyle = '#fcd9b6';
  context.beginPath();
  context.arc(200, 120, 60, 0, Math.PI * 2);
  context.fill();
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new File([blob], 'portrait.png', { type: 'image/png' });
}

/** Upload, square crop, saved as a PNG data URL; the shell hears of it. */
export const UploadAvatar: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('form', { name: 'Name ändern' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('Kein Dateifeld');
    await userEvent.upload(input, await portraitPng());
    const dialog = await screen.findByRole('dialog', { name: 'Profilbild zuschneiden' });
    const confirm = within(dialog).getByRole('button', { name: 'Übernehmen' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    // The dialog hides the rest of the page from assistive technology until it is closed (after
    // cropping, encoding and saving: a moment on a busy machine).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });

    await expect(await (await findToasts()).findByText('Profilbild gespeichert')).toBeVisible();
    const [path, sent] = onMutation.mock.calls[0] ?? [];
    await expect(path).toBe('account.profile.setAvatar');
    await expect((sent as { dataUrl: string }).dataUrl).toMatch(/^data:image\/png;base64,/);
    await expect(profileUpdated).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img', { name: 'Aktuelles Bild' })).toBeVisible();
  },
};

/**
 * What the form says before Firebase is asked (too short, not the same twice), then Firebase's
 * answer to a wrong current password, under that field.
 */
export const PasswordErrors: Story = {
  args: {
    changePassword: fn(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
        code: 'auth/wrong-password',
      });
    }),
  },
  play: async ({ args, canvas }) => {
    const form = await passwordForm(canvas);
    const current = form.getByLabelText('Aktuelles Passwort');
    const next = form.getByLabelText('Neues Passwort');
    const confirm = form.getByLabelText('Neues Passwort bestätigen');
    await userEvent.type(next, 'kurz');
    await userEvent.type(confirm, 'anders');
    await userEvent.click(form.getByRole('button', { name: 'Passwort ändern' }));
    await expect(current).toHaveAccessibleDescription(CURRENT_PASSWORD_REQUIRED);
    await expect(current).toHaveFocus();
    await expect(next).toHaveAccessibleDescription(
      expect.stringContaining(PASSWORD_TOO_SHORT) as string,
    );
    await expect(confirm).toHaveAccessibleDescription(PASSWORDS_DIFFER);
    await expect(args.changePassword).not.toHaveBeenCalled();

    await userEvent.type(current, 'falsch-123');
    await userEvent.clear(next);
    await userEvent.type(next, 'neu-und-lang');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'neu-und-lang');
    await userEvent.click(form.getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription(WRONG_CURRENT_PASSWORD));
    await expect(current).toHaveFocus();
    await expect(args.changePassword).toHaveBeenCalledWith('falsch-123', 'neu-und-lang');
  },
};

/** Too many attempts: Firebase's refusal belongs to no field, so it shows above the form. */
export const PasswordTooManyAttempts: Story = {
  args: {
    changePassword: fn(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), {
        code: 'auth/too-many-requests',
      });
    }),
  },
  play: async ({ canvas }) => {
    const form = await passwordForm(canvas);
    await userEvent.type(form.getByLabelText('Aktuelles Passwort'), 'sprint-demo');
    await userEvent.type(form.getByLabelText('Neues Passwort'), 'neu-und-lang');
    await userEvent.type(form.getByLabelText('Neues Passwort bestätigen'), 'neu-und-lang');
    await userEvent.click(form.getByRole('button', { name: 'Passwort ändern' }));
    const alert = form.getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
      ),
    );
  },
};

/** The password is changed: confirmed, and the fields are empty again. */
export const PasswordChanged: Story = {
  play: async ({ args, canvas }) => {
    const form = await passwordForm(canvas);
    await userEvent.type(form.getByLabelText('Aktuelles Passwort'), 'sprint-demo');
    await userEvent.type(form.getByLabelText('Neues Passwort'), 'neu-und-lang');
    await userEvent.type(form.getByLabelText('Neues Passwort bestätigen'), 'neu-und-lang');
    await userEvent.click(form.getByRole('button', { name: 'Passwort ändern' }));
    await expect(await (await findToasts()).findByText('Passwort geändert')).toBeVisible();
    await expect(args.changePassword).toHaveBeenCalledWith('sprint-demo', 'neu-und-lang');
    await expect(form.getByLabelText('Aktuelles Passwort')).toHaveValue('');
    await expect(form.getByLabelText('Neues Passwort')).toHaveValue('');
  },
};

/** 'Meine Daten exportieren' downloads the server's JSON as sprint-daten-<day>.json. */
export const ExportData: Story = {
  play: async ({ canvas }) => {
    const files: Blob[] = [];
    const createObjectURL = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:sprint-export';
    });
    // The browser's download is not what the story is about: only which file it would save.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Meine Daten exportieren' }));
      await expect(
        await (await findToasts()).findByText('Deine Daten wurden exportiert.'),
      ).toBeVisible();
      await expect((await findToasts()).getByText('sprint-daten-2026-11-20.json')).toBeVisible();
      await expect(onMutation.mock.calls.map(([path]) => path)).toEqual(['account.exportData']);
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      await expect(link.download).toBe('sprint-daten-2026-11-20.json');
      await expect(JSON.parse(await (files[0] as Blob).text())).toEqual(exportFixture);
    } finally {
      createObjectURL.mockRestore();
      click.mockRestore();
    }
  },
};

const openDeleteDialog = async (canvas: { findByRole: typeof screen.findByRole }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Konto löschen' }));
  return within(await screen.findByRole('alertdialog', { name: 'Konto endgültig löschen?' }));
};

type DeleteDialog = Awaited<ReturnType<typeof openDeleteDialog>>;

const emailField = (dialog: DeleteDialog) =>
  dialog.getByRole('textbox', { name: 'E-Mail-Adresse zur Bestätigung' });
const passwordField = (dialog: DeleteDialog) => dialog.getByLabelText('Passwort bestätigen');
const confirmDelete = (dialog: DeleteDialog) =>
  userEvent.click(dialog.getByRole('button', { name: 'Konto löschen' }));

/** Address and password typed as a person does, then 'Konto löschen'. */
async function deleteWith(dialog: DeleteDialog, email: string, password: string) {
  await userEvent.type(emailField(dialog), email);
  if (password) await userEvent.type(passwordField(dialog), password);
  await confirmDelete(dialog);
}

/** A typed address that is not the account's: said under the field, nothing is deleted. */
export const DeleteEmailMismatch: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openDeleteDialog(canvas);
    await expect(emailField(dialog)).toHaveFocus();
    await deleteWith(dialog, 'anna@nordlicht-vertrieb.de', 'sprint-demo');
    await waitFor(() =>
      expect(emailField(dialog)).toHaveAccessibleDescription(
        expect.stringContaining(EMAIL_MISMATCH) as string,
      ),
    );
    await expect(emailField(dialog)).toHaveFocus();
    await expect(args.reauthenticate).not.toHaveBeenCalled();
    await expect(onMutation).not.toHaveBeenCalled();
    await expect(args.signOut).not.toHaveBeenCalled();
  },
};

/** The password is asked for again: without it, nothing is sent anywhere. */
export const DeletePasswordRequired: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openDeleteDialog(canvas);
    await expect(passwordField(dialog)).toHaveAttribute('type', 'password');
    await expect(passwordField(dialog)).toHaveAttribute('autocomplete', 'current-password');
    await deleteWith(dialog, profileFixture.email, '');
    await waitFor(() =>
      expect(passwordField(dialog)).toHaveAccessibleDescription(
        expect.stringContaining(PASSWORD_REQUIRED) as string,
      ),
    );
    await expect(passwordField(dialog)).toHaveFocus();
    await expect(args.reauthenticate).not.toHaveBeenCalled();
    await expect(onMutation).not.toHaveBeenCalled();
  },
};

/** Firebase refuses the password: said under it, and the account stays. */
export const DeleteWrongPassword: Story = {
  args: {
    reauthenticate: fn(async () => {
      throw firebaseError('auth/invalid-credential');
    }),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openDeleteDialog(canvas);
    await deleteWith(dialog, profileFixture.email, 'falsch-123');
    await waitFor(() =>
      expect(passwordField(dialog)).toHaveAccessibleDescription(
        expect.stringContaining(WRONG_PASSWORD) as string,
      ),
    );
    await expect(passwordField(dialog)).toHaveFocus();
    await expect(args.reauthenticate).toHaveBeenCalledWith({
      method: 'password',
      password: 'falsch-123',
    });
    await expect(onMutation).not.toHaveBeenCalled();
    await expect(args.signOut).not.toHaveBeenCalled();
  },
};

/** Address and password: re-authenticated first, then deleted, signed out, and told so. */
export const DeleteConfirmed: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openDeleteDialog(canvas);
    await deleteWith(dialog, 'Anna.Berger@nordlicht-vertrieb.de', 'sprint-demo');
    await waitFor(() => expect(args.signOut).toHaveBeenCalledTimes(1));
    await expect(args.reauthenticate).toHaveBeenCalledWith({
      method: 'password',
      password: 'sprint-demo',
    });
    await expect(onMutation).toHaveBeenCalledWith('account.delete', {
      confirmEmail: 'Anna.Berger@nordlicht-vertrieb.de',
    });
    // The fresh sign-in comes before the request that needs it.
    await expect(
      (args.reauthenticate as ReturnType<typeof fn>).mock.invocationCallOrder[0],
    ).toBeLessThan(onMutation.mock.invocationCallOrder[0] ?? 0);
    await expect(await (await findToasts()).findByText('Dein Konto wurde gelöscht.')).toBeVisible();
  },
};

/** While the server deletes, the dialog is busy and cannot be dismissed. */
export const Deleting: Story = {
  parameters: { msw: accountServer({ onMutation, pending: ['account.delete'] }) },
  play: async ({ canvas }) => {
    const dialog = await openDeleteDialog(canvas);
    await deleteWith(dialog, profileFixture.email, 'sprint-demo');
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(dialog.getByRole('button', { name: 'Konto löschen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

/**
 * The server still finds the sign-in too old (a token that did not renew): its reason shows in
 * the dialog, and nothing is deleted.
 */
export const DeleteSignInTooOld: Story = {
  parameters: {
    msw: accountServer({ onMutation, fail: { 'account.delete': SIGN_IN_TOO_OLD } }),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openDeleteDialog(canvas);
    await deleteWith(dialog, profileFixture.email, 'sprint-demo');
    const alert = dialog.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(SIGN_IN_TOO_OLD.message));
    await expect(alert).toHaveTextContent('Bitte melde dich zur Sicherheit erneut an.');
    await expect(args.signOut).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

/**
 * An account without a password (signed up with Google) confirms in Google's window instead:
 * no password field, a note that says what will open; then the deletion is sent (and runs).
 */
export const DeleteWithGoogle: Story = {
  args: { firebaseUser: firebaseUserWith('google.com') },
  parameters: { msw: accountServer({ onMutation, pending: ['account.delete'] }) },
  play: async ({ args, canvas }) => {
    const dialog = await openDeleteDialog(canvas);
    await expect(dialog.queryByLabelText('Passwort bestätigen')).not.toBeInTheDocument();
    await expect(dialog.getByText(/öffnet sich das Anmeldefenster von Google/)).toBeVisible();
    await deleteWith(dialog, profileFixture.email, '');
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('account.delete', {
        confirmEmail: profileFixture.email,
      }),
    );
    await expect(args.reauthenticate).toHaveBeenCalledWith({ method: 'google' });
    await expect(screen.getByRole('alertdialog')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Google's window closed without confirming: said in the dialog, nothing deleted. */
export const DeleteGoogleCancelled: Story = {
  args: {
    firebaseUser: firebaseUserWith('google.com'),
    reauthenticate: fn(async () => {
      throw firebaseError('auth/popup-closed-by-user');
    }),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openDeleteDialog(canvas);
    await deleteWith(dialog, profileFixture.email, '');
    const alert = dialog.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(GOOGLE_CANCELLED));
    await expect(onMutation).not.toHaveBeenCalled();
    await expect(args.signOut).not.toHaveBeenCalled();
  },
};

/** The last primary admin of a company is refused, with the server's reason in the dialog. */
export const LastPrimaryAdmin: Story = {
  args: { databaseUser: { ...sessionUserFixture, role: 'primary_admin' } },
  parameters: {
    msw: accountServer({ onMutation, fail: { 'account.delete': LAST_PRIMARY_ADMIN } }),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openDeleteDialog(canvas);
    await deleteWith(dialog, profileFixture.email, 'sprint-demo');
    const alert = dialog.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(LAST_PRIMARY_ADMIN.message));
    await expect(args.signOut).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

/** While the account loads. */
export const Loading: Story = {
  parameters: { msw: accountServer({ pending: ['account.profile.get'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Konto wird geladen' })).toBeVisible();
  },
};

/** The account fails to load (a failure that may pass): the server's message and a retry. */
export const LoadError: Story = {
  parameters: { msw: accountServer({ fail: { 'account.profile.get': SERVER_DOWN } }) },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Konto konnte nicht geladen werden', SERVER_DOWN.message);
  },
};

/** The server refuses the account: its reason and the way back, no retry. */
export const NoAccess: Story = {
  parameters: {
    msw: accountServer({
      fail: {
        'account.profile.get': {
          status: 403,
          code: 'FORBIDDEN',
          message: 'Benutzer ist nicht synchronisiert. Bitte melde dich erneut an.',
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expectNoAccess(
      canvas,
      'dein Konto',
      'Benutzer ist nicht synchronisiert. Bitte melde dich erneut an.',
    );
  },
};
