import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../../testing/storyProviders';
import { findToasts } from '../../../testing/toasts';
import {
  aiServer,
  companyModelFixture,
  emptyUsageFixture,
  profileFixture,
  type AiServerOptions,
} from '../chatFixtures';
import { AiConnectionCard, AiUsageCard, BrandProfileCard } from './AiSettingsCards';

const withToaster: Decorator = (Story, context) => (
  <>
    {withPublicProviders(Story, context)}
    <Toaster />
  </>
);

const onMutation = fn();
const server = (options: AiServerOptions = {}) => aiServer({ onMutation, ...options });

const servers = {
  default: server(),
  emptyUsage: server({ usage: emptyUsageFixture }),
  connected: server({ connection: companyModelFixture }),
};

/** The customer console's company: Nordlicht Vertrieb GmbH. */
const CUSTOMER_ID = sessionCustomerFixture.id;

const meta = {
  title: 'Pages/AI/Einstellungen',
  decorators: [withToaster],
  // One of the provider's employees: profile, usage and the console's model are theirs to edit.
  args: {
    databaseUser: { ...sessionUserFixture, ourEmployee: true },
    customer: sessionCustomerFixture,
  },
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    for (const each of Object.values(servers)) each.reset();
  },
  parameters: {
    route: { path: '/app/settings', url: '/app/settings' },
    msw: servers.default,
  },
  render: () => <BrandProfileCard canEdit />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

type Canvas = ReturnType<typeof within>;

const profileForm = async (canvas: Canvas) =>
  within(await canvas.findByRole('form', { name: 'Marke & Angebot bearbeiten' }));
const connectionForm = async (canvas: Canvas) =>
  within(await canvas.findByRole('form', { name: 'KI-Modell verbinden' }));
const quotasForm = async (canvas: Canvas) =>
  within(await canvas.findByRole('form', { name: 'Kontingente' }));

/** The screenshot without the ring a clicked button keeps. */
const blurFocus = () => {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
};

/** 'Marke & Angebot' for its editors: the four fields, changed and saved. */
export const BrandProfile: Story = {
  play: async ({ canvas }) => {
    const form = await profileForm(canvas);
    await expect(form.getByRole('textbox', { name: 'Angebot' })).toHaveValue(profileFixture.offer);
    await expect(form.getByRole('textbox', { name: 'Zielgruppe' })).toHaveValue(
      profileFixture.audience,
    );
    const tone = form.getByRole('textbox', { name: 'Tonalität' });
    await userEvent.clear(tone);
    await userEvent.type(tone, 'klar und nahbar, per du');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('ai.profile.update', {
        ...profileFixture,
        tone: 'klar und nahbar, per du',
      }),
    );
    await expect(
      await (await findToasts()).findByText('Marke & Angebot gespeichert'),
    ).toBeVisible();
    await expect(tone).toHaveValue('klar und nahbar, per du');
    blurFocus();
  },
};

/** Read-only for everyone else: the same fields, who may change them, no 'Speichern'. */
export const BrandProfileReadOnly: Story = {
  render: () => <BrandProfileCard canEdit={false} />,
  play: async ({ canvas }) => {
    const form = await profileForm(canvas);
    for (const name of ['Angebot', 'Zielgruppe', 'Tonalität', 'Beispiele']) {
      await expect(form.getByRole('textbox', { name })).toHaveAttribute('readonly');
    }
    await expect(form.getByRole('textbox', { name: 'Beispiele' })).toHaveValue(
      profileFixture.examples,
    );
    await expect(
      form.getByText('Ändern können das Profil die Administratoren deines Unternehmens.'),
    ).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Speichern' })).toBeNull();
  },
};

/** The company's requests this month, per person, most first; a deleted account stays counted. */
export const Usage: Story = {
  render: () => <AiUsageCard />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Dieser Monat: 214 von 3.000 Anfragen · pro Person höchstens 100 am Tag',
      ),
    ).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'AI-Anfragen pro Person' }));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Anna Berger1286',
      'Jonas Keller364',
      'Mira Yilmaz041',
      'Gelöschtes Konto023',
    ]);
  },
};

/** A month without requests: the quota, and no table. */
export const UsageEmpty: Story = {
  render: () => <AiUsageCard />,
  parameters: { msw: servers.emptyUsage },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('In diesem Monat noch keine Anfragen.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The console's company without a model of its own (nor the server's): the Vorlagen-Modus. */
export const ConnectionNotConnected: Story = {
  render: () => <AiConnectionCard customerId={CUSTOMER_ID} />,
  play: async ({ canvas }) => {
    const form = await connectionForm(canvas);
    await expect(
      form.getByText('Ohne Modell antworten die AI-Chats im Vorlagen-Modus.'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Adresse der Schnittstelle' })).toHaveValue('');
    await expect(form.getByLabelText('API-Schlüssel')).toHaveAccessibleDescription(
      'Wird verschlüsselt gespeichert und nie wieder angezeigt.',
    );
    await expect(form.queryByRole('button', { name: 'Verbindung trennen' })).toBeNull();
    const quotas = await quotasForm(canvas);
    await expect(
      quotas.getByRole('spinbutton', { name: 'Anfragen pro Person und Tag' }),
    ).toHaveValue('100');
    await expect(
      quotas.getByRole('spinbutton', { name: 'Anfragen des Unternehmens pro Monat' }),
    ).toHaveValue('3.000');
  },
};

/** Connected with the company's own key: the key is never shown, only that one is stored. */
export const ConnectionWithKey: Story = {
  render: () => <AiConnectionCard customerId={CUSTOMER_ID} />,
  parameters: { msw: servers.connected },
  play: async ({ canvas }) => {
    const form = await connectionForm(canvas);
    await expect(form.getByText('Verbunden: gpt-4o-mini (mit API-Schlüssel).')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Adresse der Schnittstelle' })).toHaveValue(
      'https://api.openai.com/v1',
    );
    await expect(form.getByRole('textbox', { name: 'Modell' })).toHaveValue('gpt-4o-mini');
    const key = form.getByLabelText('API-Schlüssel');
    await expect(key).toHaveValue('');
    await expect(key).toHaveAccessibleDescription(
      'Gespeichert und verschlüsselt. Leer lassen, um ihn zu behalten.',
    );
    await expect(form.getByRole('button', { name: 'Verbindung trennen' })).toBeVisible();
  },
};

/** An address without http(s): the server's message under the field it names. */
export const ConnectionInvalidUrl: Story = {
  render: () => <AiConnectionCard customerId={CUSTOMER_ID} />,
  play: async ({ canvas }) => {
    const form = await connectionForm(canvas);
    const address = form.getByRole('textbox', { name: 'Adresse der Schnittstelle' });
    await userEvent.type(address, 'api.openai.com/v1');
    await userEvent.type(form.getByRole('textbox', { name: 'Modell' }), 'gpt-4o-mini');
    await userEvent.type(form.getByLabelText('API-Schlüssel'), 'sk-nordlicht-2026');
    await userEvent.click(form.getByRole('button', { name: 'Modell speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('ai.connection.update', {
        customerId: CUSTOMER_ID,
        connection: {
          baseUrl: 'api.openai.com/v1',
          model: 'gpt-4o-mini',
          apiKey: 'sk-nordlicht-2026',
        },
      }),
    );
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        expect.stringContaining('Bitte gib eine Adresse mit http:// oder https:// ein.'),
      ),
    );
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    // Nothing was saved: the card still says so, and the key is kept for the next try.
    await expect(
      form.getByText('Ohne Modell antworten die AI-Chats im Vorlagen-Modus.'),
    ).toBeVisible();
    await expect(form.getByLabelText('API-Schlüssel')).toHaveValue('sk-nordlicht-2026');
    blurFocus();
  },
};

/** The quotas changed and saved; the toast confirms. */
export const QuotasSaved: Story = {
  render: () => <AiConnectionCard customerId={CUSTOMER_ID} />,
  parameters: { msw: servers.connected },
  play: async ({ canvas }) => {
    const quotas = await quotasForm(canvas);
    const daily = quotas.getByRole('spinbutton', { name: 'Anfragen pro Person und Tag' });
    await userEvent.clear(daily);
    await userEvent.type(daily, '40');
    await userEvent.click(quotas.getByRole('button', { name: 'Kontingente speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('ai.connection.quotas', {
        customerId: CUSTOMER_ID,
        dailyQuota: 40,
        monthlyQuota: 3000,
      }),
    );
    await expect(await (await findToasts()).findByText('Kontingente gespeichert')).toBeVisible();
    await expect(daily).toHaveValue('40');
    blurFocus();
  },
};
