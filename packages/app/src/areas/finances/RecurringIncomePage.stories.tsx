import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import { FINANCES_FORBIDDEN } from '@sprint/server/finances';
import { TRPC_PATH } from '../../api/trpc';
import {
  SERVER_DOWN,
  sessionCustomerFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { requestRecorder } from '../../testing/requestRecorder';
import { FINANCES_NO_ACCESS, categoryId, planningServer, recurringId } from './planningFixtures';
import {
  StoryPage,
  adminFixture,
  dialogNamed,
  primaryAdminFixture,
  rowOf,
  sharingCustomerFixture,
  toastNamed,
} from './planningStoryHelpers';
import { RecurringPage } from './RecurringPage';
import { expectNoAccess } from '../../testing/pageStates';

const onMutation = fn();

const meta = {
  title: 'Pages/Finanzen/Wiederkehrende Einnahmen',
  decorators: [withPublicProviders],
  args: { databaseUser: primaryAdminFixture, customer: sessionCustomerFixture },
  // Toasts live in a module-wide store, and every story starts from the same items.
  beforeEach: ({ parameters }) => {
    toast.dismiss();
    onMutation.mockClear();
    (parameters.msw as { reset?: () => void }).reset?.();
  },
  parameters: {
    // The page as the shell shows it; the screenshot is the viewport (what a person sees first).
    layout: 'fullscreen',
    route: { path: '/app/finances/recurring-income', url: '/app/finances/recurring-income' },
    msw: planningServer({ onMutation }),
  },
  // 'now' is the stories' fixed clock (MockDate, preview.tsx): Friday, 20.11.2026, 10:30.
  render: () => (
    <StoryPage>
      <RecurringPage kind="income" />
      <Toaster />
    </StoryPage>
  ),
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const DUE_SOON = 'Fällig in den nächsten 30 Tagen';

/** Retainer, maintenance, licence and training: due soon, totals and every item. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Wiederkehrende Einnahmen' }),
    ).toBeVisible();
    const due = within(await canvas.findByRole('list', { name: DUE_SOON }));
    await expect(
      due.getAllByRole('listitem').map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'Retainer Vertriebsberatung, fällig am 01.12.2026',
      'Schulungspaket Vertrieb, fällig am 01.12.2026',
      'Lizenz Sprint Pro, fällig am 03.12.2026',
    ]);
    await expect(due.getByText('+4.165,00 €')).toBeVisible();

    const month = within(canvas.getByRole('group', { name: 'Gesamt pro Monat' }));
    await expect(month.getByText('5.052,34 €')).toBeVisible();

    const retainer = await rowOf(canvas, 'Retainer Vertriebsberatung');
    await expect(retainer.getByText('Hansewerft Technik AG')).toBeVisible();
    await expect(retainer.getByText('2 Monate')).toBeVisible();
    await expect(retainer.getByText('kündbar bis 30.11.2026')).toBeVisible();
    const maintenance = await rowOf(canvas, 'Wartungsvertrag CRM');
    await expect(maintenance.getByText('Vierteljährlich')).toBeVisible();
    await expect(maintenance.getByText('353,03 €')).toBeVisible();
    await expect(maintenance.getByText('15.01.2027')).toBeVisible();
    const training = await rowOf(canvas, 'Schulungspaket Vertrieb');
    await expect(training.getByText('Halbjährlich')).toBeVisible();
    const commission = await rowOf(canvas, 'Provision Partnerprogramm');
    await expect(commission.getByText('Alle 2 Wochen')).toBeVisible();
    await expect(commission.getByText('Pausiert')).toBeVisible();
  },
};

/** Every item further down the page. */
export const AllItems: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Alle wiederkehrenden Einnahmen' });
    table.scrollIntoView({ block: 'end' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: {
    msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: 'Wiederkehrende Einnahmen werden geladen' }),
    ).toBeVisible();
  },
};

/** Nothing set up yet: the empty state offers the first item. */
export const Empty: Story = {
  parameters: { msw: planningServer({ recurring: [] }) },
  play: async ({ canvas }) => {
    const empty = within(
      await canvas.findByRole('region', { name: 'Noch keine wiederkehrenden Einnahmen' }),
    );
    await expect(
      empty.getByRole('button', { name: 'Erste wiederkehrende Einnahme anlegen' }),
    ).toBeVisible();
  },
};

/** The server fails: its message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: {
    msw: planningServer({ fail: { 'finances.recurring.list': SERVER_DOWN } }),
  },
  play: async ({ canvas }) => {
    const error = within(
      await canvas.findByRole('region', {
        name: 'Wiederkehrende Einnahmen konnten nicht geladen werden',
      }),
    );
    await expect(error.getByText(SERVER_DOWN.message)).toBeVisible();
    await expect(error.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

/** Records what the page asks, for the page that should ask nothing. */
const recorder = requestRecorder();

/**
 * An admin whose primary admin has not shared the finances: why not, in the server's words, no
 * actions, and nothing asked of the server.
 */
export const NoAccess: Story = {
  args: { databaseUser: adminFixture },
  parameters: { msw: recorder.handlers },
  beforeEach: recorder.reset,
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Finanzen', FINANCES_FORBIDDEN);
    await expect(canvas.queryByRole('button', { name: 'Neue wiederkehrende Einnahme' })).toBeNull();
    await recorder.expectNothingAsked();
  },
};

/** The session says primary admin, the server refuses all the same: its reason, no actions. */
export const RefusedMeanwhile: Story = {
  parameters: { msw: planningServer({ failAll: FINANCES_NO_ACCESS }) },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Finanzen', FINANCES_FORBIDDEN);
    await expect(canvas.queryByRole('button', { name: 'Neue wiederkehrende Einnahme' })).toBeNull();
  },
};

/** An admin of a company that shares its finances sees and edits them like a primary admin. */
export const SharedWithAdmin: Story = {
  args: { databaseUser: adminFixture, customer: sharingCustomerFixture },
  play: async ({ canvas }) => {
    await rowOf(canvas, 'Retainer Vertriebsberatung');
    await expect(
      canvas.getByRole('button', { name: 'Neue wiederkehrende Einnahme' }),
    ).toBeVisible();
  },
};

/**
 * A new item: only the income categories are offered; quarterly from the 1st of next month,
 * with a three-month notice period.
 */
export const NewItem: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Neue wiederkehrende Einnahme' }),
    );
    const form = await dialogNamed('Neue wiederkehrende Einnahme');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Support-Paket Premium');
    await userEvent.type(
      form.getByRole('textbox', { name: 'Geschäftspartner' }),
      'Rheinland Solar GmbH',
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Betrag netto' }), '1.200');
    await expect(form.getByText('Brutto 1.428,00 €')).toBeVisible();
    await userEvent.click(form.getByRole('combobox', { name: 'Intervall' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vierteljährlich' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Kategorie' }));
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Keine Kategorie',
      'Umsatzerlöse',
      'Beratung',
      'Provisionen',
      'Zinsen',
      'Sonstige Einnahmen',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Umsatzerlöse' }));
    const start = form.getByRole('textbox', { name: 'Beginn' });
    await userEvent.clear(start);
    await userEvent.type(start, '01.12.2026');
    await userEvent.type(form.getByRole('spinbutton', { name: 'Kündigungsfrist' }), '3');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.recurring.create', {
        kind: 'income',
        name: 'Support-Paket Premium',
        counterparty: 'Rheinland Solar GmbH',
        netCents: 120_000,
        vatRate: 19,
        interval: 'quarterly',
        startsOn: '2026-12-01',
        endsOn: null,
        noticeValue: 3,
        noticeUnit: 'months',
        categoryId: categoryId(1),
        active: true,
      }),
    );
    await toastNamed('Gespeichert');
    const created = await rowOf(canvas, 'Support-Paket Premium');
    await expect(created.getByText('476,00 €')).toBeVisible();
  },
};

/** 'Als gebucht markieren', then 'Rückgängig': the booking is deleted, the button is back. */
export const MarkAsBookedAndUndo: Story = {
  play: async ({ canvas }) => {
    const due = within(await canvas.findByRole('list', { name: DUE_SOON }));
    const licence = within(
      due.getByRole('listitem', { name: 'Lizenz Sprint Pro, fällig am 03.12.2026' }),
    );
    await userEvent.click(licence.getByRole('button', { name: 'Als gebucht markieren' }));
    const booked = await toastNamed('Als gebucht markiert');
    await waitFor(() => expect(licence.getByText('Gebucht')).toBeVisible());
    const undo = booked.getByRole('button', { name: 'Rückgängig' });
    // A menu or dialog that just closed still blocks the pointer for a moment.
    await waitFor(() => userEvent.hover(undo));
    await userEvent.click(undo);
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.transactions.delete', {
        transactionId: expect.any(String),
      }),
    );
    await waitFor(() =>
      expect(licence.getByRole('button', { name: 'Als gebucht markieren' })).toBeVisible(),
    );
  },
};

/** An occurrence booked before says 'Gebucht' instead of offering the button. */
export const AlreadyBooked: Story = {
  parameters: {
    msw: planningServer({ booked: [`${recurringId(21)}|2026-12-01`] }),
  },
  play: async ({ canvas }) => {
    const due = within(await canvas.findByRole('list', { name: DUE_SOON }));
    const retainer = within(
      due.getByRole('listitem', { name: 'Retainer Vertriebsberatung, fällig am 01.12.2026' }),
    );
    await expect(retainer.getByText('Gebucht')).toBeVisible();
    await expect(retainer.queryByRole('button')).not.toBeInTheDocument();
  },
};
