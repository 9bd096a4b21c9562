import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
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
  EMPLOYEES_ONLY_MESSAGE,
  FORBIDDEN,
  customerId,
  customersServer,
  manyCustomerRows,
} from './customersFixtures';
import { Component as CustomersPage } from './CustomersPage';
import { expectLoadError, expectNoAccess } from '../../testing/pageStates';

/** An employee of the provider, working in its demo company. */
const employee = { ...sessionUserFixture, ourEmployee: true, role: 'primary_admin' as const };

const meta = {
  title: 'Pages/Customers/Übersicht',
  decorators: [withPublicProviders],
  args: { databaseUser: employee, customer: sessionCustomerFixture },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/customers', url: '/app/customers' },
  },
  beforeEach: () => {
    toast.dismiss();
  },
  render: () => (
    <>
      <CustomersPage />
      <Toaster />
    </>
  ),
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const at = (url: string) => ({ route: { path: '/app/customers', url } });

const rowHeaders = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Every company (60): plan badges, members with open invitations, relative activity. */
export const ManyCustomers: Story = {
  parameters: { msw: customersServer({ rows: manyCustomerRows() }) },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Kunden' });
    await expect(await canvas.findByText('60 Kunden')).toBeVisible();
    await expect(rowHeaders(grid)[0]).toBe('Alpenblick Logistik GmbH');
    const alpenblick = within(grid).getByRole('row', { name: /Alpenblick Logistik GmbH/ });
    await expect(alpenblick).toHaveTextContent('Enterprise');
    await expect(alpenblick).toHaveTextContent('3 eingeladen');
    await expect(alpenblick).toHaveTextContent('vor 12 Min');
    await expect(
      within(grid).getByRole('link', { name: 'Alpenblick Logistik GmbH' }),
    ).toHaveAttribute('href', `/app/customers/${customerId(1)}`);
  },
};

/** A header sorts (here: most members first); a row opens the customer's page. */
export const SortAndOpen: Story = {
  parameters: { msw: customersServer() },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Kunden' });
    await expect(await canvas.findByText('10 Kunden')).toBeVisible();
    await userEvent.click(within(grid).getByRole('button', { name: 'Mitglieder' }));
    await waitFor(() => expect(rowHeaders(grid)[0]).toBe('Alpenblick Logistik GmbH'));
    await expect(rowHeaders(grid)[1]).toBe('Rheinland Solar GmbH');
    await expect(within(grid).getByRole('columnheader', { name: 'Mitglieder' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(within(grid).getByRole('button', { name: 'Tarif' }));
    await waitFor(() => expect(rowHeaders(grid)[0]).toMatch(/Alpenblick|Rheinland|Sprint Demo/));
    await userEvent.click(
      within(grid).getByRole('gridcell', { name: 'Hansewerft Technik Aktiengesellschaft' }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      `/app/customers/${customerId(3)}`,
    );
  },
};

/** Opened from a shared link with a plan; the search narrows further, debounced. */
export const Filtered: Story = {
  parameters: { msw: customersServer(), ...at('/app/customers?plan=professional') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 Kunden')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Tarif' })).toHaveTextContent('Professional');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Kunden durchsuchen' }), 'nord');
    await expect(await canvas.findByText('1 Kunde')).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Kunden' });
    await expect(rowHeaders(grid)).toEqual(['Nordlicht Vertrieb GmbH']);
  },
};

/** Nothing matches: a way back to the whole list. */
export const FilteredEmpty: Story = {
  parameters: { msw: customersServer(), ...at('/app/customers?search=Zeppelin&plan=starter') },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Keine Kunden gefunden' });
    await expect(within(empty).getByText('Kein Kunde passt zu Suche und Tarif.')).toBeVisible();
    await expect(within(empty).getByRole('button', { name: 'Filter zurücksetzen' })).toBeVisible();
  },
};

/** 'Filter zurücksetzen' empties search and plan (the list looks like the default: no screenshot). */
export const ResetFilters: Story = {
  tags: ['no-visual'],
  parameters: { msw: customersServer(), ...at('/app/customers?search=Zeppelin&plan=starter') },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Keine Kunden gefunden' });
    await userEvent.click(within(empty).getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(await canvas.findByText('10 Kunden')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Kunden durchsuchen' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Tarif' })).toHaveTextContent('Alle Tarife');
  },
};

/** No company yet: the first action opens 'Neuer Kunde'. */
export const Empty: Story = {
  parameters: { msw: customersServer({ rows: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Noch keine Kunden')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ersten Kunden anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Kunde' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))] },
  play: async ({ canvas }) => {
    // The table's status line names what loads, under empty skeleton rows.
    await expect(await canvas.findByText('Kunden werden geladen')).toBeVisible();
  },
};

/** The server fails: its message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: {
    msw: customersServer({
      fail: {
        'customers.list': {
          status: 500,
          code: 'INTERNAL_SERVER_ERROR',
          message: 'Interner Serverfehler. Bitte versuche es später erneut.',
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expectLoadError(
      canvas,
      'Kunden konnten nicht geladen werden',
      'Interner Serverfehler. Bitte versuche es später erneut.',
    );
  },
};

/** Records what the page asks, for the page that should ask nothing. */
const recorder = requestRecorder();

/**
 * A customer's member who reached the address anyway: the page says why in the server's words,
 * without a table, filters or 'Erneut versuchen', and without asking the server anything.
 */
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
  parameters: { msw: customersServer({ fail: { 'customers.list': FORBIDDEN } }) },
  play: async ({ canvas }) => {
    await expectRefused(canvas);
  },
};

/** 'Kein Zugriff auf die Kunden' with the reason and the way back, and nothing else. */
async function expectRefused(canvas: ReturnType<typeof within>) {
  await expectNoAccess(canvas, 'die Kunden', EMPLOYEES_ONLY_MESSAGE);
  await expect(canvas.queryByRole('grid')).toBeNull();
  await expect(canvas.queryByRole('searchbox')).toBeNull();
  await expect(canvas.queryByRole('button', { name: 'Neuer Kunde' })).toBeNull();
}
