import { useEffect, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { useLocation, useNavigate } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import { TRPC_PATH } from '../../api/trpc';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { requestRecorder } from '../../testing/requestRecorder';
import {
  CUSTOMER_ID,
  EMPLOYEES_ONLY_MESSAGE,
  FORBIDDEN,
  NEW_CUSTOMER_ID,
  customerDetailFixture,
  customerId,
  customersServer,
} from './customersFixtures';
import { Component as CustomerPage } from './CustomerPage';
import type { CreatedCustomerState } from './components/NewCustomerDialog';
import { expectNoAccess } from '../../testing/pageStates';
import { aiServer } from '../chat/chatFixtures';

/** The toasts outside the page's router, as in the app. */
const withProvidersAndToaster: Decorator = (Story, context) => (
  <>
    {withPublicProviders(Story, context)}
    <Toaster />
  </>
);

const onMutation = fn();
const server = customersServer({ onMutation });
/** 'KI-Modell': Hansewerft answers with its own Mistral model; a new company has none yet. */
const ai = aiServer({
  connection: {
    baseUrl: 'https://api.mistral.ai/v1',
    model: 'mistral-small-latest',
    hasKey: true,
    updatedAt: new Date(2026, 9, 14, 11, 20),
  },
});
const newCompanyAi = aiServer();

const meta = {
  title: 'Pages/Customers/Kunde',
  decorators: [withProvidersAndToaster],
  args: {
    databaseUser: { ...sessionUserFixture, ourEmployee: true },
    customer: sessionCustomerFixture,
  },
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    for (const each of [server, refusesPlan, justCreated, ai, newCompanyAi]) each.reset();
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/customers/:id', url: `/app/customers/${CUSTOMER_ID}` },
    msw: [...ai, ...server],
  },
  render: () => <CustomerPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const heading = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('heading', { level: 1, name });

/**
 * The screenshot without a ring: where focus lands after a toast's button or a select's option
 * (toast region, trigger) and whether it shows a ring varies by run.
 */
const blurFocus = () => {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
};

const invitationList = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: 'Offene Einladungen' });

/** The company with its plan, three members and two open invitations (one expired). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Hansewerft Technik AG')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Tarif' })).toHaveTextContent('Professional');
    const members = canvas.getByRole('grid', { name: 'Mitglieder' });
    await expect(canvas.getByText('3 Mitglieder')).toBeVisible();
    const lars = within(members).getByRole('row', { name: /Lars Petersen/ });
    await expect(lars).toHaveTextContent('Hauptadministrator');
    await expect(lars).toHaveTextContent('lars.petersen@hansewerft.de');
    // Without a display name, the address's first part (spec §3); never signed in.
    const ole = within(members).getByRole('row', { name: /ole\.hansen/ });
    await expect(ole).toHaveTextContent('Benutzer');
    await expect(ole).toHaveTextContent('Noch nie');

    const invitations = within(await invitationList(canvas));
    const items = invitations.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('jonas.keller@hansewerft.de');
    await expect(items[0]).toHaveTextContent('Gültig bis 02.12.2026 09:12');
    await expect(items[1]).toHaveTextContent('Abgelaufen am 03.11.2026');

    const model = within(await canvas.findByRole('form', { name: 'KI-Modell verbinden' }));
    await expect(
      model.getByText('Verbunden: mistral-small-latest (mit API-Schlüssel).'),
    ).toBeVisible();
    await expect(model.getByRole('textbox', { name: 'Adresse der Schnittstelle' })).toHaveValue(
      'https://api.mistral.ai/v1',
    );
  },
};

/** 'Tarif': saved and shown at once, the badge follows; 'Rückgängig' puts it back. */
export const ChangePlan: Story = {
  play: async ({ canvas }) => {
    await heading(canvas, 'Hansewerft Technik AG');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tarif' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Enterprise' }));
    await expect(
      await screen.findByText('Hansewerft Technik AG: Professional → Enterprise'),
    ).toBeVisible();
    await expect(onMutation).toHaveBeenCalledWith('customers.update', {
      customerId: CUSTOMER_ID,
      plan: 'enterprise',
    });
    const badge = () =>
      canvas.getAllByText(/^(Enterprise|Professional)$/, {
        selector: '[data-slot="plan-badge"]',
      })[0];
    await waitFor(() => expect(badge()).toHaveTextContent('Enterprise'));

    await userEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenLastCalledWith('customers.update', {
        customerId: CUSTOMER_ID,
        plan: 'professional',
      }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Tarif' })).toHaveTextContent('Professional'),
    );
    await expect(await screen.findByText('Tarif zurückgesetzt')).toBeVisible();
    await expect(
      screen.getByText('Hansewerft Technik AG: Enterprise → Professional'),
    ).toBeVisible();
  },
};

const refusesPlan = customersServer({
  onMutation,
  fail: {
    'customers.update': {
      status: 403,
      code: 'FORBIDDEN',
      message: 'Nur für Mitarbeiter verfügbar.',
    },
  },
});

/** The server refuses the new plan: the old one comes back, with the server's message. */
export const ChangePlanRefused: Story = {
  parameters: { msw: [...ai, ...refusesPlan] },
  play: async ({ canvas }) => {
    await heading(canvas, 'Hansewerft Technik AG');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tarif' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Starter' }));
    await expect(await screen.findByText('Tarif nicht geändert')).toBeVisible();
    await expect(screen.getByText('Nur für Mitarbeiter verfügbar.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Tarif' })).toHaveTextContent('Professional'),
    );
    blurFocus();
  },
};

/** An expired invitation sent again: valid once more, the toast confirms it. */
export const ResendInvitation: Story = {
  play: async ({ canvas }) => {
    const list = within(await invitationList(canvas));
    await userEvent.click(
      list.getByRole('button', { name: 'Einladung an buchhaltung@hansewerft.de erneut senden' }),
    );
    await expect(await screen.findByText('Einladung erneut verschickt')).toBeVisible();
    await waitFor(() => expect(list.queryByText('Abgelaufen', { exact: false })).toBeNull());
    await expect(list.getAllByRole('listitem')[1]).toHaveTextContent('Gültig bis 04.12.2026');
  },
};

/** 'Zurückziehen' asks first (the link cannot be brought back), then the invitation is gone. */
export const RevokeInvitation: Story = {
  play: async ({ canvas }) => {
    const list = within(await invitationList(canvas));
    await userEvent.click(
      list.getByRole('button', { name: 'Einladung an jonas.keller@hansewerft.de zurückziehen' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Einladung zurückziehen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Zurückziehen' }));
    await expect(await screen.findByText('Einladung zurückgezogen')).toBeVisible();
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    await expect(onMutation).toHaveBeenCalledWith('customers.invitations.revoke', {
      customerId: CUSTOMER_ID,
      invitationId: '5a7d3c9b-1e2f-4a6b-8c0d-000000000001',
    });
  },
};

const justCreated = customersServer({
  onMutation,
  detail: customerDetailFixture({
    customer: {
      id: NEW_CUSTOMER_ID,
      name: 'Bäckerei Huber',
      officialCompanyName: 'Bäckerei Huber GmbH & Co. KG',
      plan: 'starter',
      domain: 'baeckerei-huber.de',
      logo: null,
      createdAt: new Date(2026, 10, 20, 10, 29),
    },
    members: [],
    invitations: [
      {
        id: '5a7d3c9b-1e2f-4a6b-8c0d-000000000900',
        email: 'chefin@baeckerei-huber.de',
        role: 'primary_admin',
        invitedBy: 'Clara Chef',
        createdAt: new Date(2026, 10, 20, 10, 29),
        expiresAt: new Date(2026, 11, 4, 10, 29),
        lastSentAt: null,
        expired: false,
        linkAvailable: true,
      },
    ],
  }),
});

/** Arrives on the page as 'Neuer Kunde' leaves it: with the addresses whose e-mail failed. */
function AfterCreate({ mailFailed, children }: CreatedCustomerState & { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!location.state) {
      const state: CreatedCustomerState = { mailFailed };
      void navigate(location.pathname, { replace: true, state });
    }
  }, [location.state, location.pathname, mailFailed, navigate]);
  return location.state ? children : null;
}

const justCreatedParameters = {
  msw: [...newCompanyAi, ...justCreated],
  route: { path: '/app/customers/:id', url: `/app/customers/${NEW_CUSTOMER_ID}` },
};

const afterCreateMailFailed = () => (
  <AfterCreate mailFailed={['chefin@baeckerei-huber.de']}>
    <CustomerPage />
  </AfterCreate>
);

/**
 * Just created, but the invitation e-mail failed: no members yet, the invitation flagged, and
 * 'Erneut senden' right there as the page's main action.
 */
export const CreatedMailFailed: Story = {
  parameters: justCreatedParameters,
  render: afterCreateMailFailed,
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Bäckerei Huber')).toBeVisible();
    await expect(canvas.getByText('Noch keine Mitglieder')).toBeVisible();
    const list = within(await invitationList(canvas));
    await expect(list.getByText('E-Mail nicht verschickt')).toBeVisible();
    await expect(list.getByText('Hauptadministrator')).toBeVisible();
    await expect(list.getByText(/Eingeladen von Clara Chef am 20\.11\.2026$/)).toBeVisible();
    await expect(
      list.getByRole('button', { name: 'Einladung an chefin@baeckerei-huber.de erneut senden' }),
    ).toBeVisible();
  },
};

/** Sent again after the failure: the flag goes, the time it was sent shows. */
export const ResendAfterMailFailed: Story = {
  parameters: justCreatedParameters,
  render: afterCreateMailFailed,
  play: async ({ canvas }) => {
    const list = within(await invitationList(canvas));
    const resend = list.getByRole('button', {
      name: 'Einladung an chefin@baeckerei-huber.de erneut senden',
    });
    await userEvent.click(resend);
    await expect(await screen.findByText('Einladung erneut verschickt')).toBeVisible();
    await waitFor(() => expect(list.queryByText('E-Mail nicht verschickt')).toBeNull());
    await expect(await list.findByText(/zuletzt verschickt 20\.11\.2026 10:30/)).toBeVisible();
    // The screenshot without the ring: whether a script-set focus shows one varies by run.
    resend.blur();
  },
};

/** While the customer loads: the page's loading text (the breadcrumb says the same). */
export const Loading: Story = {
  parameters: { msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kunde wird geladen...')).toBeVisible();
  },
};

/** An id that names no customer. */
export const NotFound: Story = {
  parameters: {
    route: { path: '/app/customers/:id', url: `/app/customers/${customerId(404)}` },
  },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Kunde nicht gefunden' });
    await expect(within(empty).getByRole('link', { name: 'Zurück zu den Kunden' })).toHaveAttribute(
      'href',
      '/app/customers',
    );
  },
};

/** Records what the page asks, for the page that should ask nothing. */
const recorder = requestRecorder();

/** A customer's member with a link to the page: why not, in the server's words, asked of nobody. */
export const Forbidden: Story = {
  args: { databaseUser: { ...sessionUserFixture, ourEmployee: false } },
  parameters: { msw: recorder.handlers },
  beforeEach: recorder.reset,
  play: async ({ canvas }) => {
    await expectRefused(canvas);
    await recorder.expectNothingAsked();
  },
};

/** The session says employee, the server refuses all the same: its reason instead of a retry. */
export const RefusedMeanwhile: Story = {
  parameters: { msw: customersServer({ fail: { 'customers.byId': FORBIDDEN } }) },
  play: async ({ canvas }) => {
    await expectRefused(canvas);
  },
};

async function expectRefused(canvas: ReturnType<typeof within>) {
  await expectNoAccess(canvas, 'die Kunden', EMPLOYEES_ONLY_MESSAGE);
  await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
}
