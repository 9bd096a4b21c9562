import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import { END_BEFORE_START, FINANCES_FORBIDDEN } from '@sprint/server/finances';
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
  adminFixture,
  chooseAction,
  dialogNamed,
  StoryPage,
  primaryAdminFixture,
  rowOf,
  toastNamed,
} from './planningStoryHelpers';
import { RecurringPage } from './RecurringPage';
import { expectNoAccess } from '../../testing/pageStates';

const onMutation = fn();

const meta = {
  title: 'Pages/Finanzen/Wiederkehrende Ausgaben',
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
    route: { path: '/app/finances/recurring-expenses', url: '/app/finances/recurring-expenses' },
    msw: planningServer({ onMutation }),
  },
  // 'now' is the stories' fixed clock (MockDate, preview.tsx): Friday, 20.11.2026, 10:30.
  render: () => (
    <StoryPage>
      <RecurringPage kind="expense" />
      <Toaster />
    </StoryPage>
  ),
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const DUE_SOON = 'Fällig in den nächsten 30 Tagen';

/**
 * Rent, software, phone, insurance and tax advice: what falls due in the next 30 days on top,
 * the totals per month and year (gross, net below), and every item with its next due day.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Wiederkehrende Ausgaben' }),
    ).toBeVisible();
    const due = within(await canvas.findByRole('list', { name: DUE_SOON }));
    await expect(
      due.getAllByRole('listitem').map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'Telefon & Internet, fällig am 28.11.2026',
      'Büromiete Speicherstadt, fällig am 01.12.2026',
      'Microsoft 365 Business, fällig am 15.12.2026',
    ]);
    await expect(due.getAllByRole('button', { name: 'Als gebucht markieren' })).toHaveLength(3);

    const month = within(canvas.getByRole('group', { name: 'Gesamt pro Monat' }));
    await expect(month.getByText('2.149,51 €')).toBeVisible();
    await expect(month.getByText('brutto, netto 1.812,70 €')).toBeVisible();
    const year = within(canvas.getByRole('group', { name: 'Gesamt pro Jahr' }));
    await expect(year.getByText('25.794,12 €')).toBeVisible();

    const table = within(canvas.getByRole('grid', { name: 'Alle wiederkehrenden Ausgaben' }));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Intervall',
      'Betrag',
      'pro Monat',
      'Nächste Fälligkeit',
      'Kategorie',
      'Kündigungsfrist',
      'Status',
      'Aktionen',
    ]);
    const rent = await rowOf(canvas, 'Büromiete Speicherstadt');
    await expect(rent.getByText('Hanse Immobilien GmbH')).toBeVisible();
    await expect(rent.getByText('Monatlich')).toBeVisible();
    await expect(rent.getAllByText('1.785,00 €')).toHaveLength(2);
    await expect(rent.getByText('netto 1.500,00 €')).toBeVisible();
    await expect(rent.getByText('01.12.2026')).toBeVisible();
    await expect(rent.getByText('Miete')).toBeVisible();
    await expect(rent.getByText('3 Monate')).toBeVisible();
    await expect(rent.getByText('Aktiv')).toBeVisible();

    const phone = await rowOf(canvas, 'Telefon & Internet');
    await expect(phone.getByText('kündbar bis 27.03.2027')).toBeVisible();
    const insurance = await rowOf(canvas, 'Betriebshaftpflicht');
    await expect(insurance.getByText('Jährlich')).toBeVisible();
    await expect(insurance.getByText('40,00 €')).toBeVisible();
    const advice = await rowOf(canvas, 'Steuerberatung');
    await expect(advice.getByText('Vierteljährlich')).toBeVisible();
    const magazine = await rowOf(canvas, 'Fachzeitschrift Vertrieb');
    await expect(magazine.getByText('Pausiert')).toBeVisible();
    await expect(magazine.getByText('6 Wochen')).toBeVisible();
    const leasing = await rowOf(canvas, 'Leasing Firmenwagen');
    await expect(leasing.getByText('Beendet')).toBeVisible();
    await expect(leasing.getByText('kündbar bis 30.09.2025')).toBeVisible();
  },
};

/** Every item further down the page: paused ones say so, ended ones say 'Beendet'. */
export const AllItems: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Alle wiederkehrenden Ausgaben' });
    table.scrollIntoView({ block: 'end' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
    await expect(canvas.getByText('7 Posten')).toBeVisible();
  },
};

/** While the list loads: a named placeholder, the header already there. */
export const Loading: Story = {
  parameters: {
    msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: 'Wiederkehrende Ausgaben werden geladen' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Neue wiederkehrende Ausgabe' })).toBeVisible();
  },
};

/** Nothing set up yet: the empty state offers the first item. */
export const Empty: Story = {
  parameters: { msw: planningServer({ recurring: [] }) },
  play: async ({ canvas }) => {
    const empty = within(
      await canvas.findByRole('region', { name: 'Noch keine wiederkehrenden Ausgaben' }),
    );
    await userEvent.click(
      empty.getByRole('button', { name: 'Erste wiederkehrende Ausgabe anlegen' }),
    );
    const form = await dialogNamed('Neue wiederkehrende Ausgabe');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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
        name: 'Wiederkehrende Ausgaben konnten nicht geladen werden',
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
    await expect(canvas.queryByRole('button', { name: 'Neue wiederkehrende Ausgabe' })).toBeNull();
    await recorder.expectNothingAsked();
  },
};

/** The session says primary admin, the server refuses all the same: its reason, no actions. */
export const RefusedMeanwhile: Story = {
  parameters: { msw: planningServer({ failAll: FINANCES_NO_ACCESS }) },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Finanzen', FINANCES_FORBIDDEN);
    await expect(canvas.queryByRole('button', { name: 'Neue wiederkehrende Ausgabe' })).toBeNull();
  },
};

/**
 * A new item by keyboard alone: the gross follows the net amount as it is typed, the category is
 * chosen with the arrow keys, Enter saves; the toast says 'Gespeichert' and the table has it.
 */
export const NewWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Alle wiederkehrenden Ausgaben' });
    const open = canvas.getByRole('button', { name: 'Neue wiederkehrende Ausgabe' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const form = await dialogNamed('Neue wiederkehrende Ausgabe');
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('Buchhaltungssoftware');
    await userEvent.tab();
    await userEvent.keyboard('sevDesk GmbH');
    await userEvent.tab();
    await userEvent.keyboard('29,90');
    await expect(form.getByText('Brutto 35,58 €')).toBeVisible();
    await userEvent.tab();
    await expect(form.getByRole('combobox', { name: 'Steuersatz' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('option', { name: '7 %' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(form.getByText('Brutto 31,99 €')).toBeVisible());

    form.getByRole('combobox', { name: 'Kategorie' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Software & Abos' });
    // Only the expense categories are offered.
    await expect(screen.queryByRole('option', { name: 'Beratung' })).not.toBeInTheDocument();
    await userEvent.keyboard('Soft{Enter}');
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: 'Kategorie' })).toHaveTextContent(
        'Software & Abos',
      ),
    );
    form.getByRole('textbox', { name: 'Name' }).focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.recurring.create', {
        kind: 'expense',
        name: 'Buchhaltungssoftware',
        counterparty: 'sevDesk GmbH',
        netCents: 2_990,
        vatRate: 7,
        interval: 'monthly',
        startsOn: '2026-11-20',
        endsOn: null,
        noticeValue: null,
        noticeUnit: null,
        categoryId: categoryId(23),
        active: true,
      }),
    );
    await toastNamed('Gespeichert');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = await rowOf(canvas, 'Buchhaltungssoftware');
    await expect(created.getByText('Software & Abos')).toBeVisible();
    await expect(created.getByText('20.11.2026')).toBeVisible();
  },
};

/** An end before the start: the server's message under 'Ende', nothing sent. */
export const EndBeforeStart: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Neue wiederkehrende Ausgabe' }),
    );
    const form = await dialogNamed('Neue wiederkehrende Ausgabe');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Coworking-Platz');
    await userEvent.type(form.getByRole('textbox', { name: 'Betrag netto' }), '250');
    const start = form.getByRole('textbox', { name: 'Beginn' });
    await userEvent.clear(start);
    await userEvent.type(start, '01.12.2026');
    await userEvent.type(form.getByRole('textbox', { name: 'Ende' }), '30.11.2026');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    const end = form.getByRole('textbox', { name: 'Ende' });
    await waitFor(() =>
      expect(end).toHaveAccessibleDescription(expect.stringContaining(END_BEFORE_START)),
    );
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(onMutation).not.toHaveBeenCalled();
    // The screenshot without the ring: whether a script-set focus shows one varies by run.
    end.blur();
  },
};

/** An empty form sent: the required fields say what is missing. */
export const FieldErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Neue wiederkehrende Ausgabe' }),
    );
    const form = await dialogNamed('Neue wiederkehrende Ausgabe');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    const name = form.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Bitte gib einen Namen ein.'));
    await expect(form.getByRole('textbox', { name: 'Betrag netto' })).toHaveAccessibleDescription(
      expect.stringContaining('Bitte gib einen Betrag ein.'),
    );
    await expect(onMutation).not.toHaveBeenCalled();
    name.blur();
  },
};

/** 'Als gebucht markieren': the occurrence becomes a booking, the toast offers 'Rückgängig'. */
export const MarkAsBooked: Story = {
  play: async ({ canvas }) => {
    const due = within(await canvas.findByRole('list', { name: DUE_SOON }));
    const phone = within(
      due.getByRole('listitem', { name: 'Telefon & Internet, fällig am 28.11.2026' }),
    );
    await userEvent.click(phone.getByRole('button', { name: 'Als gebucht markieren' }));
    const booked = await toastNamed('Als gebucht markiert');
    await expect(booked.getByText('Telefon & Internet am 28.11.2026')).toBeVisible();
    await expect(booked.getByRole('button', { name: 'Rückgängig' })).toBeVisible();
    await expect(onMutation).toHaveBeenCalledWith('finances.recurring.book', {
      recurringId: recurringId(3),
      dueOn: '2026-11-28',
    });
    await waitFor(() => expect(phone.getByText('Gebucht')).toBeVisible());
    await expect(due.getAllByRole('button', { name: 'Als gebucht markieren' })).toHaveLength(2);
  },
};

/** 'Bearbeiten' opens the item with its values; saving sends them changed. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    await chooseAction(canvas, 'Büromiete Speicherstadt', 'Bearbeiten');
    const form = await dialogNamed('Wiederkehrende Ausgabe bearbeiten');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Büromiete Speicherstadt',
    );
    await expect(form.getByRole('textbox', { name: 'Betrag netto' })).toHaveValue('1.500,00');
    await expect(form.getByText('Brutto 1.785,00 €')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Kategorie' })).toHaveTextContent('Miete');
    await expect(form.getByRole('spinbutton', { name: 'Kündigungsfrist' })).toHaveValue('3');
    const amount = form.getByRole('textbox', { name: 'Betrag netto' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.600');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'finances.recurring.update',
        expect.objectContaining({ recurringId: recurringId(1), netCents: 160_000 }),
      ),
    );
    await toastNamed('Gespeichert');
    const rent = await rowOf(canvas, 'Büromiete Speicherstadt');
    await waitFor(() => expect(rent.getByText('netto 1.600,00 €')).toBeVisible());
  },
};

/** 'Pausieren' and 'Fortsetzen'; 'Löschen' with 'Rückgängig', which creates the item again. */
export const PauseAndDelete: Story = {
  play: async ({ canvas }) => {
    await chooseAction(canvas, 'Microsoft 365 Business', 'Pausieren');
    await toastNamed('Pausiert');
    await waitFor(async () =>
      expect((await rowOf(canvas, 'Microsoft 365 Business')).getByText('Pausiert')).toBeVisible(),
    );
    await chooseAction(canvas, 'Fachzeitschrift Vertrieb', 'Fortsetzen');
    await toastNamed('Fortgesetzt');

    await chooseAction(canvas, 'Steuerberatung', 'Löschen');
    const deleted = await toastNamed('Gelöscht');
    await waitFor(() =>
      expect(canvas.queryByRole('rowheader', { name: /^Steuerberatung/ })).not.toBeInTheDocument(),
    );
    const undo = deleted.getByRole('button', { name: 'Rückgängig' });
    // A menu or dialog that just closed still blocks the pointer for a moment.
    await waitFor(() => userEvent.hover(undo));
    await userEvent.click(undo);
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.recurring.restore', {
        recurringId: expect.any(String),
      }),
    );
    await rowOf(canvas, 'Steuerberatung');
  },
};
