import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { CalendarConnectionCard, NOT_CONFIGURED } from './CalendarConnectionCard';
import {
  AUTHORIZATION_URL,
  calendarConnectionServer,
  connectedFixture,
  notConfiguredFixture,
} from './calendarConnectionFixtures';
import { findToasts } from '../../testing/toasts';

const withToaster: Decorator = (Story, context) => (
  <>
    {withPublicProviders(Story, context)}
    <Toaster />
  </>
);

const onAuthorize = fn();
const onMutation = fn();
const employee = { ...sessionUserFixture, ourEmployee: true };

type Args = PublicStoryArgs & { onAuthorize: (authorizationUrl: string) => void };

const meta = {
  title: 'Pages/Settings/CalendarConnection',
  decorators: [withToaster],
  args: { databaseUser: employee, customer: sessionCustomerFixture, onAuthorize },
  beforeEach: ({ parameters }) => {
    toast.dismiss();
    onAuthorize.mockClear();
    onMutation.mockClear();
    (parameters.msw as { reset?: () => void }).reset?.();
  },
  parameters: {
    route: { path: '/app/settings', url: '/app/settings' },
    msw: calendarConnectionServer({ onMutation }),
  },
  render: (args) => <CalendarConnectionCard onAuthorize={args.onAuthorize} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Not connected yet: 'Google Kalender verbinden' sends the browser to Google's consent page. */
export const NotConnected: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Kalenderverbindung' }),
    ).toBeVisible();
    const connect = await canvas.findByRole('button', { name: 'Google Kalender verbinden' });
    await expect(connect).toBeEnabled();
    await userEvent.click(connect);
    await waitFor(() => expect(onAuthorize).toHaveBeenCalledWith(AUTHORIZATION_URL));
    await expect(onMutation).toHaveBeenCalledWith('calendarSync.start');
    // The button was disabled while the request ran; whether Chromium then draws a focus ring
    // depends on timing, so the screenshot is taken without focus.
    await waitFor(() => expect(connect).toBeEnabled());
    connect.blur();
  },
};

/** Connected: the account, since when, and 'Trennen' after a question. */
export const Connected: Story = {
  parameters: { msw: calendarConnectionServer({ onMutation, connection: connectedFixture }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Verbunden')).toBeVisible();
    await expect(canvas.getByText('tim.team@sprint-demo.de')).toBeVisible();
    await expect(canvas.getByText('Seit 12.11.2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Google Kalender verbinden' })).toBeNull();
  },
};

/** 'Trennen', confirmed: the connection ends and the card offers to connect again. */
export const Disconnect: Story = {
  parameters: { msw: calendarConnectionServer({ onMutation, connection: connectedFixture }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Trennen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Google Kalender trennen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trennen' }));
    // The dialog closes once the server has answered (until then the page behind is inert).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await (await findToasts()).findByText('Google Kalender getrennt')).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Google Kalender verbinden' }),
    ).toBeEnabled();
    await expect(onMutation).toHaveBeenCalledWith('calendarSync.disconnect');
  },
};

/** Without GOOGLE_CLIENT_ID on the server: the button is disabled and says why. */
export const NotConfigured: Story = {
  parameters: { msw: calendarConnectionServer({ onMutation, connection: notConfiguredFixture }) },
  play: async ({ canvas }) => {
    const connect = await canvas.findByRole('button', { name: 'Google Kalender verbinden' });
    await expect(connect).toBeDisabled();
    await expect(connect).toHaveAccessibleDescription(NOT_CONFIGURED);
    await expect(canvas.getByText(NOT_CONFIGURED)).toBeVisible();
  },
};

/** The server refuses to start the connection: a toast says why, nobody leaves the page. */
export const ConnectingError: Story = {
  parameters: {
    msw: calendarConnectionServer({
      onMutation,
      fail: {
        'calendarSync.start': {
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          message:
            'Die Datenbank ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Google Kalender verbinden' }));
    const region = await findToasts();
    await expect(await region.findByText('Kalender nicht verbunden')).toBeVisible();
    await expect(
      region.getByText(
        'Die Datenbank ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
      ),
    ).toBeVisible();
    await expect(onAuthorize).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Google Kalender verbinden' })).toBeEnabled(),
    );
  },
};

/** The status cannot be loaded: the card says so and offers to try again. */
export const LoadError: Story = {
  parameters: {
    msw: calendarConnectionServer({
      onMutation,
      fail: {
        'calendarSync.status': {
          status: 500,
          code: 'INTERNAL_SERVER_ERROR',
          message: 'Interner Serverfehler. Bitte versuche es später erneut.',
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Kalenderverbindung konnte nicht geladen werden'),
    ).toBeVisible();
  },
};
