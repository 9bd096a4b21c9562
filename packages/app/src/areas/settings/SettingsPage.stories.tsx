import { NOTIFICATION_DEFAULTS } from '@sprint/server/platform/notifications';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SprintThemeProvider, Toaster, toast } from '@sprint/ui';
import {
  NO_COMPANY_ACCESS,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { setThemePreference, useThemePreference } from '../../shell';
import { DOMAIN_INVALID, NAME_REQUIRED } from './companyForm';
import { LOGO_PATH, NOT_ALLOWED, logoFixture, settingsServer } from './settingsFixtures';
import { aiServer, withAiServer, type AiServerOptions } from '../chat/chatFixtures';
import { Component as SettingsPage } from './SettingsPage';
import { findToasts } from '../../testing/toasts';

/**
 * The app's theme as App.tsx applies it: the story repaints when the page changes the choice.
 * (Story browsers prefer light, so 'System' is light here.)
 */
function AppTheme({ children }: { children: ReactNode }) {
  const chosen = useThemePreference();
  return (
    <SprintThemeProvider theme={chosen === 'dark' ? 'dark' : 'light'} withGlobalStyle={false}>
      {children}
    </SprintThemeProvider>
  );
}

const withSettingsProviders: Decorator = (Story, context) => (
  <AppTheme>
    {withPublicProviders(Story, context)}
    <Toaster />
  </AppTheme>
);

const onMutation = fn();
const profileUpdated = fn();
const admin = { ...sessionUserFixture, role: 'admin' as const };

/** The settings' server with the AI chats' in front: the company's AI usage for its admins. */
const withAi = (settings: ReturnType<typeof settingsServer>, ai: AiServerOptions = {}) =>
  withAiServer(settings, aiServer({ viewer: { ourEmployee: false, role: 'admin' }, ...ai }));

const meta = {
  title: 'Pages/Settings',
  decorators: [withSettingsProviders],
  args: { databaseUser: admin, customer: sessionCustomerFixture },
  beforeEach: ({ parameters }) => {
    toast.dismiss();
    onMutation.mockClear();
    profileUpdated.mockClear();
    (parameters.msw as { reset?: () => void }).reset?.();
    setThemePreference('light');
    window.addEventListener('profileUpdated', profileUpdated);
    return () => {
      window.removeEventListener('profileUpdated', profileUpdated);
      setThemePreference('light');
      localStorage.removeItem('sprint.theme');
    };
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/settings', url: '/app/settings' },
    msw: withAi(settingsServer({ onMutation })),
  },
  render: () => <SettingsPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const companyForm = async (canvas: { findByRole: typeof screen.findByRole }) =>
  within(await canvas.findByRole('form', { name: 'Unternehmen bearbeiten' }));

/** An administrator: theme, notifications, and the company to edit with its plan. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    const scheme = await canvas.findByRole('radiogroup', { name: 'Farbschema' });
    await expect(within(scheme).getByRole('radio', { name: 'Hell' })).toBeChecked();
    await expect(within(scheme).getByRole('radio', { name: 'Dunkel' })).not.toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: 'E-Mail, wenn jemand meine Einladung annimmt' }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: 'E-Mail, wenn mir ein Lead zugewiesen wird' }),
    ).toBeChecked();
    const form = await companyForm(canvas);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Nordlicht Vertrieb GmbH',
    );
    await expect(form.getByRole('textbox', { name: 'Offizieller Firmenname' })).toHaveValue(
      'Nordlicht Vertriebsgesellschaft mbH',
    );
    await expect(form.getByRole('textbox', { name: 'Domain' })).toHaveValue(
      'nordlicht-vertrieb.de',
    );
    await expect(canvas.getByText('Professional')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Firmenlogo' })).toBeVisible();
    await expect(
      await canvas.findByRole('progressbar', { name: 'Belegt' }),
    ).toHaveAccessibleDescription('1,2 GB von 10 GB');
    // An administrator sees the company's AI requests; 'Marke & Angebot' is the employees'.
    const usage = within(await canvas.findByRole('table', { name: 'AI-Anfragen pro Person' }));
    await expect(usage.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.queryByRole('heading', { name: 'Marke & Angebot' })).toBeNull();
  },
};

/** Saved as 'Dunkel': the page (and the whole app) in the dark theme. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  parameters: {
    msw: withAi(
      settingsServer({
        onMutation,
        preferences: {
          theme: 'dark',
          notifications: { ...NOTIFICATION_DEFAULTS, leadAssigned: false },
        },
      }),
    ),
  },
  beforeEach: () => setThemePreference('dark'),
  play: async ({ canvas }) => {
    const scheme = await canvas.findByRole('radiogroup', { name: 'Farbschema' });
    await expect(within(scheme).getByRole('radio', { name: 'Dunkel' })).toBeChecked();
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(
      canvas.getByRole('switch', { name: 'E-Mail, wenn mir ein Lead zugewiesen wird' }),
    ).not.toBeChecked();
  },
};

/** Saved as 'System': the app follows the device (light in the story browser). */
export const SystemTheme: Story = {
  parameters: {
    msw: withAi(
      settingsServer({
        onMutation,
        preferences: {
          theme: 'system',
          notifications: { ...NOTIFICATION_DEFAULTS },
        },
      }),
    ),
  },
  beforeEach: () => setThemePreference('system'),
  play: async ({ canvas }) => {
    const scheme = await canvas.findByRole('radiogroup', { name: 'Farbschema' });
    const system = within(scheme).getByRole('radio', { name: 'System' });
    await expect(system).toBeChecked();
    await expect(system).toHaveAccessibleDescription('Folgt der Einstellung deines Geräts.');
  },
};

/** 'Dunkel' applies at once, before the server has answered, and is saved. */
export const ChooseDark: Story = {
  play: async ({ canvas }) => {
    const scheme = await canvas.findByRole('radiogroup', { name: 'Farbschema' });
    await userEvent.click(within(scheme).getByRole('radio', { name: 'Dunkel' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await expect(within(scheme).getByRole('radio', { name: 'Dunkel' })).toBeChecked();
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('account.preferences.update', { theme: 'dark' }),
    );
    await expect(localStorage.getItem('sprint.theme')).toBe('dark');
  },
};

/** A notification switched off is saved on its own. */
export const NotificationOff: Story = {
  play: async ({ canvas }) => {
    const leads = await canvas.findByRole('switch', {
      name: 'E-Mail, wenn mir ein Lead zugewiesen wird',
    });
    await userEvent.click(leads);
    await expect(leads).not.toBeChecked();
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('account.preferences.update', {
        notifications: { leadAssigned: false },
      }),
    );
  },
};

/** The server refuses: the switch goes back and a toast says why. */
export const PreferenceRefused: Story = {
  parameters: {
    msw: withAi(
      settingsServer({
        onMutation,
        fail: {
          'account.preferences.update': {
            status: 500,
            code: 'INTERNAL_SERVER_ERROR',
            message: 'Die Einstellung konnte nicht gespeichert werden. Bitte versuche es erneut.',
          },
        },
      }),
    ),
  },
  play: async ({ canvas }) => {
    const invitations = await canvas.findByRole('switch', {
      name: 'E-Mail, wenn jemand meine Einladung annimmt',
    });
    await userEvent.click(invitations);
    await expect(
      await (await findToasts()).findByText('Einstellung nicht gespeichert'),
    ).toBeVisible();
    await waitFor(() => expect(invitations).toBeChecked());
  },
};

/** A plain user sees the company read-only, with who may change it. */
export const CompanyReadOnly: Story = {
  args: { databaseUser: sessionUserFixture },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nordlicht Vertriebsgesellschaft mbH')).toBeVisible();
    await expect(canvas.getByText('nordlicht-vertrieb.de')).toBeVisible();
    await expect(canvas.getByText('Professional')).toBeVisible();
    await expect(
      canvas.getByText('Nur Administratoren können diese Angaben ändern.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Unternehmen bearbeiten' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Bild hochladen' })).toBeNull();
    await expect(
      canvas.getByRole('img', { name: 'Logo von Nordlicht Vertrieb GmbH' }),
    ).toBeVisible();
  },
};

/** An administrator saves the company; the sidebar hears of it (`profileUpdated`). */
export const SaveCompany: Story = {
  play: async ({ canvas }) => {
    const form = await companyForm(canvas);
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Nordlicht Vertrieb');
    const domain = form.getByRole('textbox', { name: 'Domain' });
    await userEvent.clear(domain);
    await userEvent.type(domain, 'https://www.Nordlicht.de/impressum');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await expect(await (await findToasts()).findByText('Unternehmen gespeichert')).toBeVisible();
    await expect(onMutation).toHaveBeenCalledWith('company.update', {
      name: 'Nordlicht Vertrieb',
      officialCompanyName: 'Nordlicht Vertriebsgesellschaft mbH',
      domain: 'www.nordlicht.de',
    });
    await expect(profileUpdated).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(domain).toHaveValue('www.nordlicht.de'));
  },
};

/** What the form refuses before anything is sent, in the server's words. */
export const CompanyFieldErrors: Story = {
  play: async ({ canvas }) => {
    const form = await companyForm(canvas);
    await userEvent.clear(form.getByRole('textbox', { name: 'Name' }));
    const domain = form.getByRole('textbox', { name: 'Domain' });
    await userEvent.clear(domain);
    await userEvent.type(domain, 'nordlicht');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription(NAME_REQUIRED);
    await expect(name).toHaveFocus();
    await expect(domain).toHaveAccessibleDescription(DOMAIN_INVALID);
    await expect(onMutation).not.toHaveBeenCalled();
  },
};

/** The server refuses the save (the role was taken away meanwhile): its reason above the form. */
export const SaveError: Story = {
  parameters: {
    msw: withAi(settingsServer({ onMutation, fail: { 'company.update': NOT_ALLOWED } })),
  },
  play: async ({ canvas }) => {
    const form = await companyForm(canvas);
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), ' Nord');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    const alert = form.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(NOT_ALLOWED.message));
    await expect(profileUpdated).not.toHaveBeenCalled();
  },
};

/** A stored logo (a storage path) is resolved and shown, with 'Entfernen'. */
export const LogoSet: Story = {
  parameters: { msw: withAi(settingsServer({ onMutation, company: { logo: LOGO_PATH } })) },
  play: async ({ canvas }) => {
    const logo = within(await canvas.findByRole('group', { name: 'Firmenlogo' }));
    await waitFor(() =>
      expect(
        logo.getByRole('img', { name: 'Aktuelles Bild' }).querySelector('img'),
      ).toHaveAttribute('src', logoFixture),
    );
    await expect(logo.getByRole('button', { name: 'Entfernen' })).toBeVisible();
  },
};

/** A PNG a person would pick, drawn the same way every run. */
async function logoPng(): Promise<File> {
  const canvas = new OffscreenCanvas(300, 300);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Kein Canvas');
  context.fillStyle = '#0f766e';
  context.fillRect(0, 0, 300, 300);
  context.fillStyle = '#ffffff';
  context.fillRect(90, 90, 120, 120);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new File([blob], 'logo.png', { type: 'image/png' });
}

/** Upload and crop a logo: saved as a PNG, and the sidebar hears of it. */
export const UploadLogo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await companyForm(canvas);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('Kein Dateifeld');
    await userEvent.upload(input, await logoPng());
    const dialog = await screen.findByRole('dialog', { name: 'Logo zuschneiden' });
    const confirm = within(dialog).getByRole('button', { name: 'Übernehmen' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    // The dialog hides the rest of the page from assistive technology until it is closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await (await findToasts()).findByText('Logo gespeichert')).toBeVisible();
    const [path, sent] = onMutation.mock.calls[0] ?? [];
    await expect(path).toBe('company.setLogo');
    await expect((sent as { dataUrl: string }).dataUrl).toMatch(/^data:image\/png;base64,/);
    await expect(profileUpdated).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img', { name: 'Aktuelles Bild' })).toBeVisible();
  },
};

/** While preferences and company load. */
export const Loading: Story = {
  parameters: {
    msw: withAi(
      settingsServer({ pending: ['account.preferences.get', 'company.get', 'storage.usage'] }),
      { pending: ['ai.usage'] },
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Einstellungen werden geladen' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('status', { name: 'Unternehmen wird geladen' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('status', { name: 'Speicherplatz wird geladen' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('status', { name: 'Nutzung wird geladen' })).toBeVisible();
  },
};

/**
 * The server refuses the company (no longer a member): its card says why, without a retry; the
 * person's own settings stay.
 */
export const CompanyNoAccess: Story = {
  parameters: { msw: withAi(settingsServer({ fail: { 'company.get': NO_COMPANY_ACCESS } })) },
  play: async ({ canvas }) => {
    const refusal = await canvas.findByRole('region', { name: 'Kein Zugriff auf das Unternehmen' });
    await expect(within(refusal).getByText(NO_COMPANY_ACCESS.message)).toBeVisible();
    await expect(within(refusal).queryByRole('button')).toBeNull();
    await expect(await canvas.findByRole('radiogroup', { name: 'Farbschema' })).toBeVisible();
  },
};
