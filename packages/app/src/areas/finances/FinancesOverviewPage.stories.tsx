import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import { FINANCES_FORBIDDEN } from '@sprint/server/finances';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { requestRecorder } from '../../testing/requestRecorder';
import { FinancesOverviewView } from './FinancesOverviewPage';
import { OVERVIEW_CARD_LABELS } from './components/OverviewCards';
import {
  FINANCES_NO_ACCESS,
  FINANCES_UNAVAILABLE,
  FINANCE_QUERY_PATHS,
  categoryId,
  financesLoading,
  financesServer,
  findBooking,
} from './overviewFixtures';
import { findToasts } from '../../testing/toasts';
import { expectLoadError, expectNoAccess } from '../../testing/pageStates';

const onMutation = fn();
const server = financesServer({ onMutation });

const meta = {
  title: 'Pages/Finanzen/Übersicht',
  decorators: [withPublicProviders],
  args: {
    databaseUser: { ...sessionUserFixture, role: 'primary_admin' },
    customer: sessionCustomerFixture,
  },
  // Toasts live in a module-wide store, and every story starts from the same bookings.
  beforeEach: ({ parameters }) => {
    toast.dismiss();
    onMutation.mockClear();
    (parameters.msw as { reset?: () => void }).reset?.();
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/finances', url: '/app/finances' },
    msw: server,
  },
  // 'now' is the stories' fixed clock (MockDate, preview.tsx): Friday, 20.11.2026, 10:30.
  render: () => (
    <>
      <FinancesOverviewView now={() => new Date()} />
      <Toaster />
    </>
  ),
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

type Canvas = ReturnType<typeof within>;

const at = (url: string) => ({ route: { path: '/app/finances', url } });

/** A key figure's card, once its value is there. */
async function card(canvas: Canvas, label: string) {
  // The skeleton cards while loading are other elements than the cards that follow.
  await waitFor(() =>
    expect(canvas.getByRole('group', { name: label })).not.toHaveAttribute('aria-busy'),
  );
  return canvas.getByRole('group', { name: label });
}

/** The bookings table once its rows are there, scrolled into view for the screenshot. */
async function bookingsGrid(canvas: Canvas) {
  const grid = await canvas.findByRole('grid', { name: 'Buchungen' });
  await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy', 'true'));
  await within(grid).findAllByRole('row');
  return grid;
}

/** A booking's row by what its first cell says (the partner) and its date. */
async function bookingRow(canvas: Canvas, partner: string, day: string) {
  const grid = await bookingsGrid(canvas);
  const header = await within(grid).findByRole('rowheader', { name: new RegExp(`^${partner}`) });
  const row = header.closest('tr');
  if (!(row instanceof HTMLElement)) throw new globalThis.Error(`Keine Zeile für ${partner}.`);
  await expect(row).toHaveTextContent(day);
  return within(row);
}

/** Opens a row's menu by keyboard and picks an item. */
async function fromMenu(canvas: Canvas, trigger: string, item: string) {
  const button = await canvas.findByRole('button', { name: trigger });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
}

/** A dialog once its fade-in is over. */
async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * November 2026 of Nordlicht Vertrieb GmbH: the month's figures net with their trend against
 * October, the year in columns, expenses by category, what falls due, and the month's bookings
 * with the server's count and sums.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Finanzen' })).toBeVisible();
    const switcher = canvas.getByRole('group', { name: 'Monat' });
    await expect(switcher).toHaveTextContent('November 2026');
    await expect(within(switcher).getByRole('button', { name: 'Vorheriger Monat' })).toBeVisible();
    await expect(within(switcher).getByRole('button', { name: 'Nächster Monat' })).toBeVisible();
    await expect(within(switcher).getByRole('button', { name: 'Aktueller Monat' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    for (const label of OVERVIEW_CARD_LABELS) await card(canvas, label);
    const income = await card(canvas, 'Einnahmen');
    await expect(income).toHaveTextContent('23.300,00 €');
    await expect(income).toHaveTextContent('▲ 12,9 %');
    await expect(income).toHaveTextContent('netto');
    const recurring = await card(canvas, 'Wiederkehrend pro Monat');
    await expect(recurring).toHaveTextContent('1.247,30 €');
    await expect(recurring).toHaveTextContent('Einnahmen 3.700,00 € · Ausgaben 2.452,70 €');
    await expect(recurring).toHaveTextContent('▼');

    await expect(canvas.getByRole('figure', { name: 'Einnahmen und Ausgaben' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Einnahmen und Ausgaben. Werte in der Tabellenansicht.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Ausgaben nach Kategorie' })).toBeVisible();

    const due = canvas.getByRole('region', { name: 'Fällig in den nächsten 30 Tagen' });
    const items = within(due).getAllByRole('listitem');
    await expect(items[0]).toHaveAccessibleName('Finanzbuchhaltung, fällig am 20.11.2026');
    await expect(items[0]).toHaveTextContent('Gebucht');
    await expect(
      within(due).getByRole('listitem', { name: 'Büromiete Hafencity, fällig am 01.12.2026' }),
    ).toHaveTextContent('−1.785,00 €');
    await expect(
      within(due).getByRole('link', { name: 'Wiederkehrende Ausgaben' }),
    ).toHaveAttribute('href', '/app/finances/recurring-expenses');

    const grid = await bookingsGrid(canvas);
    await expect(
      canvas.getByText('11 Buchungen · Einnahmen 23.300,00 € · Ausgaben 5.015,53 € (netto)'),
    ).toBeVisible();
    const amazon = await bookingRow(canvas, 'Amazon Business EU S.à r.l.', '17.11.2026');
    await expect(amazon.getByText('Monitorhalterung')).toBeVisible();
    await expect(amazon.getByRole('gridcell', { name: /^−89,00\s€ Ausgabe$/ })).toBeVisible();
    await expect(
      amazon.getByRole('link', { name: 'Beleg „Amazon-Rechnung.pdf“ öffnen (neuer Tab)' }),
    ).toHaveAttribute('target', '_blank');
    const solar = await bookingRow(canvas, 'Rheinland Solar GmbH', '12.11.2026');
    await expect(solar.getByText('Solarportal Relaunch')).toBeVisible();
    await expect(solar.getByText('Umsatzerlöse')).toBeVisible();
    await expect(solar.getByRole('gridcell', { name: /^\+23\.324,00\s€ Einnahme$/ })).toBeVisible();
    await expect(solar.getByText('+19.600,00 €')).toBeVisible();
    await expect(solar.getByText('+3.724,00 €')).toBeVisible();
    grid.scrollIntoView({ block: 'start' });
  },
};

/** While the figures load: named skeleton cards in their place. */
export const Loading: Story = {
  parameters: { msw: financesLoading },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Finanzen werden geladen' }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Einnahmen' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Nothing booked yet: the first steps instead of empty charts; what falls due still shows. */
export const Empty: Story = {
  parameters: { msw: financesServer({ bookings: [], onMutation }) },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Noch keine Buchungen' });
    await expect(
      within(empty).getByRole('button', { name: 'Erste Buchung anlegen' }),
    ).toBeVisible();
    await expect(
      within(empty).getByRole('button', { name: 'Kontoauszug importieren' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: 'Buchungen' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Einnahmen' })).toBeNull();
    await expect(
      canvas.getByRole('region', { name: 'Fällig in den nächsten 30 Tagen' }),
    ).toBeVisible();

    await userEvent.click(within(empty).getByRole('button', { name: 'Erste Buchung anlegen' }));
    await dialogNamed('Neue Buchung');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The server fails: its message and 'Erneut versuchen' instead of the figures. */
export const Error: Story = {
  parameters: {
    msw: financesServer({ onMutation, fail: { 'finances.overview': FINANCES_UNAVAILABLE } }),
  },
  play: async ({ canvas }) => {
    await expectLoadError(
      canvas,
      'Finanzen konnten nicht geladen werden',
      'Die Finanzen sind gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    );
  },
};

/** Records what the page asks, for the page that should ask nothing. */
const recorder = requestRecorder();

/** 'Kein Zugriff auf die Finanzen': the reason, the way back, no retry and no month switcher. */
async function expectRefused(canvas: ReturnType<typeof within>) {
  await expectNoAccess(canvas, 'die Finanzen', FINANCES_FORBIDDEN);
  await expect(canvas.queryByRole('group', { name: 'Monat' })).toBeNull();
  await expect(canvas.queryByRole('button', { name: 'Kontoauszug importieren' })).toBeNull();
}

/**
 * An admin the primary admin has not shared the finances with: why not, in the server's words,
 * and nothing asked of the server.
 */
export const NoAccess: Story = {
  args: { databaseUser: { ...sessionUserFixture, role: 'admin' } },
  parameters: { msw: recorder.handlers },
  beforeEach: recorder.reset,
  play: async ({ canvas }) => {
    await expectRefused(canvas);
    await recorder.expectNothingAsked();
  },
};

/** The session says primary admin, the server refuses all the same: its reason, no retry. */
export const RefusedMeanwhile: Story = {
  parameters: {
    msw: financesServer({
      onMutation,
      fail: Object.fromEntries(FINANCE_QUERY_PATHS.map((path) => [path, FINANCES_NO_ACCESS])),
    }),
  },
  play: async ({ canvas }) => {
    await expectRefused(canvas);
  },
};

/**
 * October from the address (`?month=2026-10`): its figures against September and its bookings;
 * 'Nächster Monat' goes on to November, and the address follows.
 */
export const PreviousMonth: Story = {
  parameters: at('/app/finances?month=2026-10'),
  play: async ({ canvas }) => {
    const switcher = canvas.getByRole('group', { name: 'Monat' });
    await expect(switcher).toHaveTextContent('Oktober 2026');
    await expect(
      within(switcher).getByRole('button', { name: 'Aktueller Monat' }),
    ).not.toHaveAttribute('aria-disabled');
    const income = await card(canvas, 'Einnahmen');
    await expect(income).toHaveTextContent('20.641,80 €');
    await expect(income).toHaveTextContent('▲ 16 %');
    await bookingsGrid(canvas);
    await expect(await canvas.findByText(/^14 Buchungen · Einnahmen 20\.641,80 €/)).toBeVisible();
    await bookingRow(canvas, 'Alpenblick Logistik GmbH', '11.10.2026');

    await userEvent.click(within(switcher).getByRole('button', { name: 'Nächster Monat' }));
    await expect(switcher).toHaveTextContent('November 2026');
    await waitFor(() => expect(income).toHaveTextContent('23.300,00 €'));
    await expect(await canvas.findByText(/^11 Buchungen/)).toBeVisible();

    await userEvent.click(within(switcher).getByRole('button', { name: 'Vorheriger Monat' }));
    await userEvent.click(within(switcher).getByRole('button', { name: 'Vorheriger Monat' }));
    await expect(switcher).toHaveTextContent('September 2026');
    await userEvent.click(within(switcher).getByRole('button', { name: 'Aktueller Monat' }));
    await expect(switcher).toHaveTextContent('November 2026');
  },
};

/**
 * Period, kind and category from the address: the year's travel expenses with their sums; a
 * search that matches nothing, and 'Filter zurücksetzen'.
 */
export const Filtered: Story = {
  parameters: at(`/app/finances?period=year&kind=expense&category=${categoryId(15)}`),
  play: async ({ canvas }) => {
    const filters = await canvas.findByRole('search', { name: 'Buchungen filtern' });
    await expect(within(filters).getByRole('combobox', { name: 'Zeitraum' })).toHaveTextContent(
      'Jahr 2026',
    );
    await expect(within(filters).getByRole('combobox', { name: 'Art' })).toHaveTextContent(
      'Ausgaben',
    );
    await waitFor(() =>
      expect(within(filters).getByRole('combobox', { name: 'Kategorie' })).toHaveTextContent(
        'Reisekosten',
      ),
    );
    const grid = await bookingsGrid(canvas);
    await expect(await canvas.findByText(/^8 Buchungen · Einnahmen 0,00 €/)).toBeVisible();

    // Nothing matches: the table says so and offers to reset the filters.
    await userEvent.type(
      within(filters).getByRole('searchbox', { name: 'Buchungen durchsuchen' }),
      'Hoffmann',
    );
    const none = await canvas.findByRole('region', { name: 'Keine Buchungen gefunden' });
    await expect(within(none).getByRole('button', { name: 'Filter zurücksetzen' })).toBeVisible();
    await userEvent.click(within(filters).getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(within(filters).getByRole('combobox', { name: 'Art' })).toHaveTextContent('Alle');
    await expect(
      within(filters).getByRole('searchbox', { name: 'Buchungen durchsuchen' }),
    ).toHaveValue('');
    // The period is no filter: the year stays.
    await expect(within(filters).getByRole('combobox', { name: 'Zeitraum' })).toHaveTextContent(
      'Jahr 2026',
    );
    await expect(await canvas.findByText(/^127 Buchungen/)).toBeVisible();
    grid.scrollIntoView({ block: 'start' });
  },
};

/** A row's 'Bearbeiten': the booking in the dialog; the changed amount is saved, net follows. */
export const EditBooking: Story = {
  play: async ({ canvas }) => {
    await bookingRow(canvas, 'Telekom Deutschland GmbH', '12.11.2026');
    await fromMenu(canvas, 'Aktionen für Telekom Deutschland GmbH vom 12.11.2026', 'Bearbeiten');
    const dialog = await dialogNamed('Buchung bearbeiten');
    await expect(dialog.getByRole('radio', { name: 'Ausgabe' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Datum' })).toHaveValue('12.11.2026');
    const amount = dialog.getByRole('textbox', { name: 'Betrag brutto' });
    await expect(amount).toHaveValue('95,08');
    await expect(dialog.getByRole('combobox', { name: 'Steuersatz' })).toHaveTextContent('19 %');
    await expect(dialog.getByRole('combobox', { name: 'Kategorie' })).toHaveTextContent(
      'Telefon & Internet',
    );
    await expect(dialog.getByRole('textbox', { name: 'Geschäftspartner' })).toHaveValue(
      'Telekom Deutschland GmbH',
    );
    await expect(dialog.getByText('Netto 79,90 € · USt. 15,18 €')).toBeVisible();

    await userEvent.clear(amount);
    await userEvent.type(amount, '119,00');
    await expect(await dialog.findByText('Netto 100,00 € · USt. 19,00 €')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    const telekom = findBooking(
      (booking) =>
        booking.counterparty === 'Telekom Deutschland GmbH' && booking.bookedOn === '2026-11-12',
    );
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'finances.transactions.update',
        expect.objectContaining({
          transactionId: telekom.id,
          grossCents: 11_900,
          vatRate: 19,
          kind: 'expense',
          categoryId: categoryId(17),
        }),
      ),
    );
    await expect(await (await findToasts()).findByText('Buchung gespeichert')).toBeVisible();
    const row = await bookingRow(canvas, 'Telekom Deutschland GmbH', '12.11.2026');
    await expect(await row.findByText('−119,00 €')).toBeVisible();
  },
};

/** 'Löschen' acts at once; 'Rückgängig' in the toast books the same booking again. */
export const DeleteWithUndo: Story = {
  play: async ({ canvas }) => {
    await bookingRow(canvas, 'HubSpot Germany GmbH', '15.11.2026');
    await expect(await canvas.findByText(/^11 Buchungen/)).toBeVisible();
    await fromMenu(canvas, 'Aktionen für HubSpot Germany GmbH vom 15.11.2026', 'Löschen');
    const hubspot = findBooking(
      (booking) =>
        booking.counterparty === 'HubSpot Germany GmbH' && booking.bookedOn === '2026-11-15',
    );
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.transactions.delete', {
        transactionId: hubspot.id,
      }),
    );
    const region = await findToasts();
    const deleted = await region.findByText('Buchung gelöscht');
    await expect(deleted).toBeVisible();
    await expect(region.getByText('HubSpot Germany GmbH vom 15.11.2026')).toBeVisible();
    await waitFor(() => userEvent.hover(deleted));
    await expect(await canvas.findByText(/^10 Buchungen/)).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: /^HubSpot/ })).toBeNull();

    await userEvent.click(region.getByRole('button', { name: 'Rückgängig' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenLastCalledWith('finances.transactions.restore', {
        transactionId: hubspot.id,
      }),
    );
    await expect(await region.findByText('Buchung wiederhergestellt')).toBeVisible();
    await expect(await canvas.findByText(/^11 Buchungen/)).toBeVisible();
    await bookingRow(canvas, 'HubSpot Germany GmbH', '15.11.2026');
  },
};

/** 'Kategorien verwalten': rename in place, add, a name taken refused by the server, delete. */
export const ManageCategories: Story = {
  play: async ({ canvas }) => {
    await bookingsGrid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Kategorien verwalten' }));
    const dialog = await dialogNamed('Kategorien verwalten');
    await expect(dialog.getByRole('tab', { name: 'Einnahmen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('list', { name: 'Kategorien für Einnahmen' })).toHaveTextContent(
      'Umsatzerlöse',
    );
    await userEvent.click(dialog.getByRole('tab', { name: 'Ausgaben' }));

    // Rename by keyboard: the field takes the focus, Enter saves.
    await userEvent.click(await dialog.findByRole('button', { name: '„Miete“ umbenennen' }));
    const name = dialog.getByRole('textbox', { name: 'Neuer Name für „Miete“' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Büromiete{Enter}');
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.categories.rename', {
        categoryId: categoryId(11),
        name: 'Büromiete',
      }),
    );
    await expect(
      await dialog.findByRole('button', { name: '„Büromiete“ umbenennen' }),
    ).toBeVisible();

    // A name the company has already: the server says so on top.
    const add = dialog.getByRole('textbox', { name: 'Neue Kategorie für Ausgaben' });
    await userEvent.type(add, 'Marketing{Enter}');
    await expect(
      await dialog.findByText('Eine Kategorie mit diesem Namen gibt es schon.'),
    ).toBeVisible();
    await userEvent.clear(add);
    await userEvent.type(add, 'Weiterbildung{Enter}');
    await expect(await dialog.findByText('Weiterbildung')).toBeVisible();
    await expect(dialog.queryByText('Eine Kategorie mit diesem Namen gibt es schon.')).toBeNull();

    // Deleting says what it means for the bookings first.
    await userEvent.click(dialog.getByRole('button', { name: '„Bürobedarf“ löschen' }));
    await expect(
      dialog.getByText('Buchungen behalten ihre Beträge, verlieren aber die Kategorie.'),
    ).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Abbrechen' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Löschen' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.categories.delete', {
        categoryId: categoryId(16),
      }),
    );
    await waitFor(() => expect(dialog.queryByText('Bürobedarf')).toBeNull());
  },
};

/** Each chart's 'Tabelle': the same values as a table, for people who cannot see the chart. */
export const ChartAsTable: Story = {
  play: async ({ canvas }) => {
    const chart = within(await canvas.findByRole('figure', { name: 'Einnahmen und Ausgaben' }));
    await userEvent.click(chart.getByRole('tab', { name: 'Tabelle' }));
    const table = chart.getByRole('table', { name: 'Einnahmen und Ausgaben' });
    const rows = within(table).getAllByRole('row');
    // The header and the 12 months from December 2025 to November 2026.
    await expect(rows).toHaveLength(13);
    await expect(rows[1]).toHaveTextContent('Dez. 25');
    await expect(rows[12]).toHaveTextContent(/^Nov\. 26\s*23\.300,00 €\s*5\.015,53 €$/);

    const categories = within(canvas.getByRole('figure', { name: 'Ausgaben nach Kategorie' }));
    const tab = categories.getByRole('tab', { name: 'Diagramm' });
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const byCategory = categories.getByRole('table', { name: 'Ausgaben nach Kategorie' });
    await expect(
      within(byCategory).getByRole('rowheader', { name: 'Fremdleistungen' }),
    ).toBeVisible();
    await expect(
      within(byCategory).getByRole('rowheader', { name: 'Ohne Kategorie' }),
    ).toBeVisible();
    chart.getByRole('table').scrollIntoView({ block: 'center' });
  },
};
