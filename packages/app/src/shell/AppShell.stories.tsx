import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { delay, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LinkProvider } from '@sprint/ui';
import { createQueryClient } from '../api/queryClient';
import { TRPC_PATH, TRPCProvider, trpcClient } from '../api/trpc';
import type { Lead, RouterOutputs, SessionCustomer, SessionUser } from '../api/types';
import { AuthContext, type AuthContextValue } from '../auth/AuthContext';
import { CustomerSelection } from '../auth/CustomerSelection';
import { AppLink } from '../router/AppLink';
import { appRoutes } from '../routes';
import { AblyContext, type AblyContextValue } from '../realtime/AblyContext';
import { ablyFixture, authFixture, trpcQueries, trpcQueryHandler } from '../testing/storyProviders';
import { AppShell } from './AppShell';
import { ADMINS_ONLY, EMPLOYEES_ONLY } from './navigation';

const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1d4ed8"/><path d="M36 8 16 36h14l-4 20 22-30H34z" fill="#fff"/></svg>',
)}`;

const customers = {
  sprint: {
    id: '0b7d1c9e-2f51-4d2a-9a52-5f0c6d7e8a01',
    name: 'Sprint Demo GmbH',
    officialCompanyName: 'Sprint Demo GmbH',
    plan: 'enterprise',
    domain: 'sprint-demo.de',
    logo: 'customers/0b7d1c9e-2f51-4d2a-9a52-5f0c6d7e8a01/logo.svg',
    financesForAdmins: false,
    communityOpen: false,
  },
  nordlicht: {
    id: '0b7d1c9e-2f51-4d2a-9a52-5f0c6d7e8a02',
    name: 'Nordlicht Vertrieb GmbH',
    officialCompanyName: 'Nordlicht Vertriebsgesellschaft mbH',
    plan: 'professional',
    domain: 'nordlicht-vertrieb.de',
    logo: null,
    financesForAdmins: false,
    communityOpen: false,
  },
  kleinkram: {
    id: '0b7d1c9e-2f51-4d2a-9a52-5f0c6d7e8a03',
    name: 'Kleinkram UG',
    officialCompanyName: 'Kleinkram UG (haftungsbeschränkt)',
    plan: 'starter',
    domain: 'kleinkram.de',
    logo: null,
    financesForAdmins: false,
    communityOpen: false,
  },
} satisfies Record<string, SessionCustomer>;

const user = (
  fields: Partial<SessionUser> & Pick<SessionUser, 'email' | 'displayName'>,
): SessionUser => ({
  id: `user-${fields.email}`,
  avatar: null,
  role: 'user',
  ourEmployee: false,
  ...fields,
});

/** The four demo users of the README, as the sidebar sees them. */
const demoUsers = {
  chef: {
    databaseUser: user({
      email: 'chef@sprint.local',
      displayName: 'Clara Chef',
      ourEmployee: true,
      role: 'primary_admin',
    }),
    customer: customers.sprint,
  },
  team: {
    databaseUser: user({ email: 'team@sprint.local', displayName: 'Tim Team', ourEmployee: true }),
    customer: customers.sprint,
  },
  kunde: {
    databaseUser: user({
      email: 'kunde@nordlicht.local',
      displayName: 'Nora Nordlicht',
      role: 'admin',
    }),
    customer: customers.nordlicht,
  },
  inhaber: {
    databaseUser: user({
      email: 'inhaber@kleinkram.local',
      displayName: 'Karl Kleinkram',
      role: 'primary_admin',
    }),
    customer: customers.kleinkram,
  },
} satisfies Record<string, Pick<AuthContextValue, 'databaseUser' | 'customer'>>;

const lead: Lead = {
  id: '7f9c2b1a-3d4e-4f5a-8b6c-1d2e3f4a5b6c',
  customerId: customers.kleinkram.id,
  companyName: 'Alpenblick Logistik GmbH',
  contactName: 'Maria Huber',
  contactEmail: 'maria@example.com',
  phone: null,
  website: null,
  linkedinUrl: null,
  source: null,
  status: 'qualified',
  valueCents: 1_250_000,
  ownerId: null,
  ownerName: null,
  nextStep: null,
  nextStepDueAt: null,
  lostReason: null,
  tags: [],
  deletedAt: null,
  createdAt: new Date(2026, 10, 1),
  updatedAt: new Date(2026, 10, 19),
};

/** A clip as its page loads it (its breadcrumb shows the title). */
const clip: RouterOutputs['clips']['byId'] = {
  id: '3f6b0a1c-8d2e-4c5b-9a7f-1e2d3c4b5a01',
  title: 'Einwandbehandlung am Telefon',
  description: '',
  tags: [],
  durationSeconds: 312,
  views: 128,
  createdAt: new Date(2026, 9, 2),
  thumbnailUrl: null,
  owner: null,
  scope: 'provider',
  videoUrl: '/demo-clips/einwaende.mp4',
  contentType: 'video/mp4',
  canEdit: false,
};

type ShellStoryArgs = {
  who: keyof typeof demoUsers;
  url: string;
  /** The realtime connection the header shows. */
  realtime?: Partial<AblyContextValue>;
};

/** The real route table's handles under the real shell, with a stand-in for each page. */
const shellRoutes: RouteObject[] = [
  {
    path: '/app',
    element: <AppShell />,
    children: appRoutes
      .filter((route) => route.handle.layout !== 'none')
      .map((route) => ({
        ...(route.index ? { index: true } : { path: route.path }),
        handle: route.handle,
        element: <p>Seiteninhalt</p>,
      })),
  },
];

function ShellPreview({ who, url, realtime }: ShellStoryArgs) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createMemoryRouter(shellRoutes, { initialEntries: [url] }));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <AuthContext.Provider
          value={authFixture({ ...demoUsers[who], signOut: fn() } as Partial<AuthContextValue>)}
        >
          <AblyContext.Provider value={ablyFixture(realtime)}>
            <LinkProvider component={AppLink}>
              <RouterProvider router={router} />
            </LinkProvider>
          </AblyContext.Provider>
        </AuthContext.Provider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: ShellPreview,
  args: { who: 'chef', url: '/app/dashboard' },
  argTypes: { who: { control: 'inline-radio', options: Object.keys(demoUsers) } },
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, height: '40rem' } },
    msw: {
      handlers: [
        trpcQueryHandler('storage.getPublicDownloadUrl', () => ({ downloadUrl: LOGO })),
        trpcQueryHandler('crm.leads.byId', () => lead),
        trpcQueryHandler('clips.byId', () => clip),
        // What the shell asks in the same tick (the page's lookup, the company logo, the bell's
        // count) comes as one batched request, in any combination.
        trpcQueries({
          'storage.getPublicDownloadUrl': () => ({ downloadUrl: LOGO }),
          'clips.byId': () => clip,
          'crm.leads.byId': () => lead,
          'notifications.unreadCount': () => 2,
        }),
      ],
    },
  },
  beforeEach: () => window.localStorage.clear(),
} satisfies Meta<typeof ShellPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });

/** chef@sprint.local: employee and primary admin — everything open, the company logo loads. */
export const SidebarEmployeeAdmin: Story = {
  play: async () => {
    const nav = within(sidebar());
    await expect(await nav.findByRole('img', { name: 'Logo von Sprint Demo GmbH' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['Kunden', 'Kalender', 'CRM', 'Mein Team']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
  },
};

/** team@sprint.local: employee, plain user — Kunden yes, admin areas disabled, no Mein Team. */
export const SidebarEmployeeUser: Story = {
  args: { who: 'team' },
  play: async () => {
    const nav = within(sidebar());
    await expect(nav.getByRole('link', { name: 'Kunden' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'CRM' })).toHaveAccessibleDescription(ADMINS_ONLY);
    await expect(nav.queryByRole('link', { name: 'Mein Team' })).not.toBeInTheDocument();
  },
};

/** kunde@nordlicht.local: customer admin — the restricted sidebar, AI tools locked. */
export const SidebarCustomerAdmin: Story = {
  args: { who: 'kunde' },
  play: async () => {
    const nav = within(sidebar());
    await expect(nav.getByText('Nordlicht Vertrieb GmbH')).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Kunden' })).not.toBeInTheDocument();
    await expect(nav.getByRole('button', { name: 'Kalender' })).toHaveAccessibleDescription(
      EMPLOYEES_ONLY,
    );
    await expect(nav.getByRole('group', { name: 'AI-Tools (gesperrt)' })).toBeVisible();
  },
};

/** inhaber@kleinkram.local: customer primary admin — admin areas and Mein Team, no staff-only parts. */
export const SidebarCustomerPrimaryAdmin: Story = {
  args: { who: 'inhaber' },
  play: async () => {
    const nav = within(sidebar());
    await expect(nav.getByRole('link', { name: 'CRM' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Mein Team' })).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Finanzen' }));
    await expect(nav.getByRole('button', { name: 'Projekte' })).toHaveAccessibleDescription(
      EMPLOYEES_ONLY,
    );
  },
};

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })).getAllByRole('listitem');

/** The community page: the header's search field shows the address's query. */
export const HeaderCommunitySearch: Story = {
  args: { who: 'team', url: '/app/community?search=Akquise' },
  play: async () => {
    const search = screen.getByRole('searchbox', { name: 'Posts und Kommentare durchsuchen' });
    await expect(search).toHaveValue('Akquise');
    await expect(search).toHaveAttribute('placeholder', 'Durchsuche Posts & Kommentare...');
  },
};

/** A clip page: Clips › title, looked up through the API, and the red 'Record Video' button. */
export const HeaderClip: Story = {
  args: { url: `/app/clips/${clip.id}` },
  play: async () => {
    await waitFor(() =>
      expect(crumbs().map((item) => item.textContent)).toEqual([
        'Clips',
        'Einwandbehandlung am Telefon',
      ]),
    );
    await expect(screen.getByRole('button', { name: 'Record Video' })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  },
};

/** While the clip loads, its breadcrumb says so (spec §2). */
export const HeaderClipLoading: Story = {
  args: { url: `/app/clips/${clip.id}` },
  parameters: {
    msw: { handlers: [http.get(`${TRPC_PATH}/clips.byId`, () => delay('infinite'))] },
  },
  play: async () => {
    await expect(crumbs().map((item) => item.textContent)).toEqual(['Clips', 'Loading...']);
  },
};

/** 'Record Video' opens the recorder on the clips page (`/app/clips?aufnahme=1`). */
export const HeaderRecordVideo: Story = {
  args: { url: `/app/clips/${clip.id}` },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Record Video' }));
    await waitFor(() => expect(crumbs().map((item) => item.textContent)).toEqual(['Clips']));
    await expect(screen.getByRole('button', { name: 'Record Video' })).toBeVisible();
  },
};

/** A lead page: CRM › the lead's company, looked up through the API. */
export const HeaderLead: Story = {
  args: { who: 'inhaber', url: `/app/crm/leads/${lead.id}` },
  play: async () => {
    await waitFor(() =>
      expect(crumbs().map((item) => item.textContent)).toEqual(['CRM', 'Alpenblick Logistik GmbH']),
    );
  },
};

/** While the lead loads, its breadcrumb says so. */
export const HeaderLeadLoading: Story = {
  args: { who: 'inhaber', url: `/app/crm/leads/${lead.id}` },
  parameters: {
    msw: { handlers: [http.get(`${TRPC_PATH}/crm.leads.byId`, () => delay('infinite'))] },
  },
  play: async () => {
    await expect(crumbs().map((item) => item.textContent)).toEqual(['CRM', 'Lead wird geladen...']);
  },
};

/** The inbox of one channel: Outreach › Inbox › LinkedIn. */
export const HeaderInbox: Story = {
  args: { who: 'kunde', url: '/app/outreach/inbox?channel=linkedin' },
  play: async () => {
    await expect(crumbs().map((item) => item.textContent)).toEqual([
      'Outreach',
      'Inbox',
      'LinkedIn',
    ]);
    await expect(within(sidebar()).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const reconnect = fn();

/** The realtime connection dropped: the header says so and offers 'Neu verbinden'. */
export const HeaderRealtimeDisconnected: Story = {
  args: {
    realtime: {
      state: 'disconnected',
      isConnected: false,
      reason: { message: 'Verbindung zum Server verloren', code: 80003 },
      reconnect,
    },
  },
  beforeEach: () => reconnect.mockClear(),
  play: async () => {
    const header = within(screen.getByRole('banner'));
    await expect(header.getByRole('status')).toHaveTextContent('Verbindung unterbrochen');
    await userEvent.click(header.getByRole('button', { name: 'Neu verbinden' }));
    await expect(reconnect).toHaveBeenCalledOnce();
  },
};

const chooseCustomer = fn();

/** After sign-in, the server asks for a company: the dialog over the sign-in, then the choice. */
export const CustomerSelectionFlow: Story = {
  render: () => (
    <AuthContext.Provider
      value={authFixture({
        loading: false,
        firebaseUser: { email: 'chef@sprint.local' } as AuthContextValue['firebaseUser'],
        selection: {
          customers: Object.values(customers).map((customer) => ({
            ...customer,
            role: 'primary_admin' as const,
          })),
          loading: false,
          submitting: false,
          error: null,
        },
        chooseCustomer,
      } as Partial<AuthContextValue>)}
    >
      <CustomerSelection />
    </AuthContext.Provider>
  ),
  beforeEach: () => chooseCustomer.mockClear(),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Willkommen bei Sprint!' });
    await waitFor(() => expect(dialog).toBeVisible());
    const next = within(dialog).getByRole('button', { name: 'Weiter' });
    await expect(next).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Unternehmen auswählen:' }));
    await userEvent.click(await screen.findByRole('option', { name: /Kleinkram UG/ }));
    await expect(
      within(dialog).getByRole('region', { name: 'Ausgewählt: Kleinkram UG' }),
    ).toHaveTextContent('kleinkram.de');
    await userEvent.click(next);
    await expect(chooseCustomer).toHaveBeenCalledWith(customers.kleinkram.id);
  },
};
