import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterOutputs } from '../../api/types';
import {
  NO_COMPANY_ACCESS,
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  trpcQueries,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { CrmDashboardCard } from './CrmDashboardCard';
import { LEAD_ID, OTHER_LEAD_ID, dueFixture, summaryFixture } from './leadPageFixtures';
import { expectLoadError } from '../../testing/pageStates';

type Summary = RouterOutputs['crm']['leads']['summary'];
type Leads = RouterOutputs['crm']['leads']['list'];

const summary: Summary = summaryFixture;

const lead = (id: number, companyName: string, minutesAgo: number): Leads['items'][number] => ({
  id: `5d0c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e${String(id).padStart(2, '0')}`,
  customerId: sessionCustomerFixture.id,
  companyName,
  contactName: null,
  contactEmail: null,
  phone: null,
  website: null,
  linkedinUrl: null,
  source: null,
  status: 'contacted',
  valueCents: 0,
  ownerId: null,
  ownerName: null,
  nextStep: null,
  nextStepDueAt: null,
  lostReason: null,
  tags: [],
  deletedAt: null,
  createdAt: new Date(2026, 10, 1),
  updatedAt: new Date(new Date(2026, 10, 20, 10, 30).getTime() - minutesAgo * 60_000),
});

const recent: Leads = {
  items: [
    lead(1, 'Alpenblick Logistik GmbH', 4),
    lead(2, 'Hansewerft Technik AG', 55),
    lead(3, 'Rheinland Solar GmbH', 60 * 5),
  ],
  nextCursor: null,
  total: 3,
};

const meta = {
  title: 'Pages/Dashboard/CRM',
  decorators: [withPublicProviders],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  parameters: {
    route: { path: '/app/dashboard', url: '/app/dashboard' },
    msw: [
      trpcQueries({
        'crm.leads.summary': () => summary,
        'crm.leads.list': () => recent,
        'crm.leads.dueNextSteps': () => dueFixture,
      }),
    ],
  },
  render: () => <CrmDashboardCard />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** The server's counts and sums over all leads, and the latest changes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    // The loaded cards replace the placeholders: look them up once the figures are there.
    await waitFor(() =>
      expect(
        within(canvas.getByRole('group', { name: 'Offene Leads' })).getByText('214'),
      ).toBeVisible(),
    );
    const pipeline = canvas.getByRole('group', { name: 'Pipeline-Wert' });
    await expect(within(pipeline).getByText('1.234.567,89 €')).toBeVisible();
    const won = canvas.getByRole('group', { name: 'Gewonnen' });
    await expect(within(won).getByText('17')).toBeVisible();
    await expect(within(won).getByText('42.500,00 €')).toBeVisible();
    const section = canvas.getByRole('region', { name: 'Zuletzt geändert' });
    const links = await within(section).findAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Alpenblick Logistik GmbH',
      'Hansewerft Technik AG',
      'Rheinland Solar GmbH',
    ]);
    await expect(within(section).getByText('vor 4 Min')).toBeVisible();

    // The pipeline: count and € sum per status, in pipeline order.
    const pipelineTable = canvas.getByRole('table', { name: 'Pipeline' });
    const rows = within(pipelineTable).getAllByRole('row').slice(1);
    // Amounts carry a no-break space before the €.
    await expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'Neu96210.000,00 €',
      'Kontaktiert61334.567,89 €',
      'Qualifiziert38410.000,00 €',
      'Angebot19280.000,00 €',
      'Gewonnen1742.500,00 €',
      'Verloren919.000,00 €',
    ]);

    // Next steps due today or overdue, each a link to its lead.
    const steps = canvas.getByRole('list', { name: 'Nächste Schritte' });
    const items = within(steps).getAllByRole('listitem');
    await expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/app/crm/leads/${OTHER_LEAD_ID}`,
    );
    await expect(items[0]).toHaveTextContent('Überfällig');
    await expect(items[0]).toHaveTextContent('Rückruf · fällig am 17.11.2026 · Jonas Keller');
    await expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/app/crm/leads/${LEAD_ID}`,
    );
    await expect(items[1]).not.toHaveTextContent('Überfällig');
    await expect(items[1]).toHaveTextContent('fällig am 20.11.2026');
  },
};

/** While the figures load, the cards keep their place. */
export const Loading: Story = {
  parameters: {
    msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Kennzahlen werden geladen' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Offene Leads' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status', { name: 'Pipeline wird geladen' })).toBeVisible();
    await expect(
      canvas.getByRole('status', { name: 'Nächste Schritte werden geladen' }),
    ).toBeVisible();
  },
};

/** A company without leads. */
export const Empty: Story = {
  parameters: {
    msw: [
      trpcQueries({
        'crm.leads.summary': () => ({
          openCount: 0,
          openValueCents: 0,
          wonCount: 0,
          wonValueCents: 0,
          byStatus: summaryFixture.byStatus.map((row) => ({ ...row, count: 0, sumCents: 0 })),
        }),
        'crm.leads.list': () => ({ items: [], nextCursor: null, total: 0 }),
        'crm.leads.dueNextSteps': () => [],
      }),
    ],
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(
        within(canvas.getByRole('group', { name: 'Offene Leads' })).getByText('0'),
      ).toBeVisible(),
    );
    await expect(await canvas.findByText('Noch keine Leads.')).toBeVisible();
    await expect(canvas.getByText('Keine fälligen Schritte')).toBeVisible();
  },
};

/** A load failure (one that may pass): its German message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: {
    msw: [
      trpcQueries({
        'crm.leads.summary': { fail: SERVER_DOWN },
        'crm.leads.list': () => recent,
        'crm.leads.dueNextSteps': () => dueFixture,
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Kennzahlen konnten nicht geladen werden', SERVER_DOWN.message);
  },
};

/** The server refuses (a 4xx is final): its German reason, and no retry. */
export const Refused: Story = {
  parameters: {
    msw: [
      trpcQueries({
        'crm.leads.summary': { fail: NO_COMPANY_ACCESS },
        'crm.leads.list': () => recent,
        'crm.leads.dueNextSteps': () => dueFixture,
      }),
    ],
  },
  play: async ({ canvas }) => {
    // The figures and the pipeline both come from the refused summary.
    for (const name of ['Kein Zugriff auf die Kennzahlen', 'Kein Zugriff auf die Pipeline']) {
      const refusal = await canvas.findByRole('region', { name });
      await expect(within(refusal).getByText(NO_COMPANY_ACCESS.message)).toBeVisible();
      await expect(within(refusal).queryByRole('button')).toBeNull();
      await expect(within(refusal).queryByRole('link')).toBeNull();
    }
  },
};
