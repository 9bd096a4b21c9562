import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import { TRPC_PATH } from '../../api/trpc';
import {
  NO_COMPANY_ACCESS,
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { crmLeads, crmServer, importCsv, leadId } from './crmFixtures';
import { Component as CrmPage } from './CrmPage';
import type { LeadRow } from './queries';
import { expectLoadError, expectNoAccess } from '../../testing/pageStates';

const meta = {
  title: 'Pages/CRM/Übersicht',
  decorators: [withPublicProviders],
  args: {
    databaseUser: sessionUserFixture,
    customer: sessionCustomerFixture,
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/crm', url: '/app/crm' },
  },
  // Toasts live in a module-wide store: none of an earlier story's is left over.
  beforeEach: () => {
    toast.dismiss();
  },
  render: () => (
    <>
      <CrmPage />
      <Toaster />
    </>
  ),
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const at = (url: string) => ({ route: { path: '/app/crm', url } });

/** The sensor listens for arrow keys from the next tick on (dnd-kit). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 50));

async function column(canvas: ReturnType<typeof within>, title: string) {
  return canvas.findByRole('region', { name: title });
}

/** Picks a card up by its handle and carries it right through `columns`, by keyboard. */
async function moveRight(canvas: ReturnType<typeof within>, company: string, columns: string[]) {
  const handle = await canvas.findByRole('button', { name: `„${company}“ verschieben` });
  handle.focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
  await tick();
  for (const title of columns) {
    await userEvent.keyboard('{ArrowRight}');
    // The next step starts from the column the announcement names.
    await waitFor(() =>
      expect(document.body).toHaveTextContent(`Lead „${company}“ über Spalte „${title}“.`),
    );
  }
  await userEvent.keyboard(' ');
}

/** The board's cards (their drag handles), whatever else the page lists. */
const cards = (canvas: ReturnType<typeof within>) =>
  canvas.queryAllByRole('button', { name: /“ verschieben$/ });

// Each story has its own in-memory CRM (`crmServer()`): what one story changes, no other sees.

/** The pipeline: a column per status with the server's count and € sum; overdue steps flagged. */
export const Board: Story = {
  parameters: { msw: crmServer() },
  play: async ({ canvas }) => {
    const fresh = await column(canvas, 'Neu');
    await waitFor(() => expect(within(fresh).getAllByRole('listitem')).toHaveLength(3));
    await expect(fresh).toHaveTextContent('3 Leads');
    await expect(fresh).toHaveTextContent('26.500,00 €');
    const won = await column(canvas, 'Gewonnen');
    await expect(won).toHaveTextContent('148.000,00 €');
    const qualified = await column(canvas, 'Qualifiziert');
    await expect(within(qualified).getByText('Überfällig seit 18.11.2026')).toBeVisible();
    await expect(
      within(fresh).getByRole('link', { name: 'Alpenblick Logistik GmbH' }),
    ).toHaveAttribute('href', `/app/crm/leads/${leadId(1)}`);
    await expect(canvas.getByRole('tab', { name: 'Pipeline' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** By keyboard: the card moves at once, the server hears the new status, counts follow. */
export const BoardKeyboardMove: Story = {
  parameters: { msw: crmServer() },
  play: async ({ canvas }) => {
    await moveRight(canvas, 'Alpenblick Logistik GmbH', ['Kontaktiert']);
    const contacted = await column(canvas, 'Kontaktiert');
    await waitFor(() =>
      expect(within(contacted).getByText('Alpenblick Logistik GmbH')).toBeVisible(),
    );
    await expect(contacted).toHaveTextContent('3 Leads');
    await expect(contacted).toHaveTextContent('49.600,00 €');
    await expect(await column(canvas, 'Neu')).toHaveTextContent('2 Leads');
  },
};

/** The server refuses: the card goes back and the toast gives the server's message. */
export const BoardMoveRefused: Story = {
  parameters: {
    msw: crmServer({
      fail: {
        'crm.leads.update': {
          status: 403,
          code: 'FORBIDDEN',
          message: 'Du darfst Leads dieses Unternehmens nicht ändern.',
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await moveRight(canvas, 'Bäckerei Schneider', ['Kontaktiert']);
    await expect(
      await screen.findByText('Du darfst Leads dieses Unternehmens nicht ändern.'),
    ).toBeVisible();
    const fresh = await column(canvas, 'Neu');
    await waitFor(() => expect(within(fresh).getByText('Bäckerei Schneider')).toBeVisible());
    await expect(fresh).toHaveTextContent('3 Leads');
  },
};

/** A drop on 'Verloren' asks for the reason; cancelling leaves the card where it was. */
export const BoardLostNeedsReason: Story = {
  parameters: { msw: crmServer() },
  play: async ({ canvas }) => {
    // Angebot → Gewonnen → Verloren.
    await moveRight(canvas, 'Rheinland Solar GmbH', ['Gewonnen', 'Verloren']);
    let dialog = await screen.findByRole('alertdialog', { name: 'Grund für Verlust' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const proposal = await column(canvas, 'Angebot');
    // Visible once the card has landed back in its place.
    await waitFor(() => expect(within(proposal).getByText('Rheinland Solar GmbH')).toBeVisible());
    await expect(proposal).toHaveTextContent('2 Leads');

    await moveRight(canvas, 'Rheinland Solar GmbH', ['Gewonnen', 'Verloren']);
    dialog = await screen.findByRole('alertdialog', { name: 'Grund für Verlust' });
    const reason = within(dialog).getByRole('textbox', { name: /Grund für Verlust/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.type(reason, 'Hat sich für einen Mitbewerber entschieden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Als verloren markieren' }));
    const lost = await column(canvas, 'Verloren');
    await waitFor(() => expect(within(lost).getByText('Rheinland Solar GmbH')).toBeVisible());
    await expect(lost).toHaveTextContent('2 Leads');
  },
};

/** More leads in a column than the first page: 'Mehr laden' fetches the column's next page. */
export const BoardLoadMore: Story = {
  parameters: {
    msw: crmServer({
      leads: [
        ...crmLeads(),
        ...Array.from({ length: 22 }, (_, index) => ({
          ...(crmLeads()[4] as LeadRow),
          id: leadId(100 + index),
          companyName: `Handwerksbetrieb ${index + 1} GmbH`,
          updatedAt: new Date(2026, 10, 1, 8, index),
        })),
      ],
    }),
  },
  play: async ({ canvas }) => {
    const fresh = await column(canvas, 'Neu');
    await expect(fresh).toHaveTextContent('25 Leads');
    await waitFor(() => expect(within(fresh).getAllByRole('listitem')).toHaveLength(20));
    await userEvent.click(within(fresh).getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(within(fresh).getAllByRole('listitem')).toHaveLength(25));
    await expect(within(fresh).queryByRole('button', { name: 'Mehr laden' })).toBeNull();
  },
};

/** Search (debounced into the address) and filters narrow the board; 'Filter zurücksetzen'. */
export const BoardFiltered: Story = {
  parameters: { msw: crmServer(), ...at('/app/crm?source=linkedin') },
  play: async ({ canvas }) => {
    await waitFor(() => expect(cards(canvas)).toHaveLength(3));
    await expect(canvas.getByRole('combobox', { name: 'Quelle' })).toHaveTextContent('LinkedIn');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Leads durchsuchen' }), 'isar');
    await waitFor(() => expect(cards(canvas)).toHaveLength(1));
    await expect(canvas.getByText('Isar Software Manufaktur GmbH')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(cards(canvas)).toHaveLength(12));
    await expect(canvas.getByRole('searchbox', { name: 'Leads durchsuchen' })).toHaveValue('');
  },
};

/** No lead matches: a way back, not the first-lead invitation. */
export const NoResults: Story = {
  parameters: { msw: crmServer(), ...at('/app/crm?view=table&search=Zeppelin') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Keine Leads gefunden')).toBeVisible();
    const reset = canvas.getAllByRole('button', { name: 'Filter zurücksetzen' });
    await userEvent.click(reset[reset.length - 1] as HTMLElement);
    await expect(await canvas.findByText('12 Leads')).toBeVisible();
  },
};

/** A company without leads: the first action, which opens the new-lead dialog. */
export const Empty: Story = {
  parameters: { msw: crmServer({ leads: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Noch keine Leads')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ersten Lead anlegen' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** While the board loads. */
export const Loading: Story = {
  parameters: {
    msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Pipeline wird geladen' })).toBeVisible();
  },
};

/** The board fails to load (a failure that may pass): its message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: { msw: crmServer({ fail: { 'crm.leads.board': SERVER_DOWN } }) },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Pipeline konnte nicht geladen werden', SERVER_DOWN.message);
  },
};

/**
 * The server refuses (no longer a member of the company): its reason and the way back instead of
 * the views, and no 'Neuer Lead' or retry.
 */
export const NoAccess: Story = {
  parameters: { msw: crmServer({ fail: { 'crm.leads.board': NO_COMPANY_ACCESS } }) },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'das CRM', NO_COMPANY_ACCESS.message);
    await expect(canvas.getByRole('heading', { level: 1, name: 'CRM' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** The table: sorted by the server, the order in the address; a row opens the lead. */
export const Table: Story = {
  parameters: { msw: crmServer(), ...at('/app/crm?view=table') },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Leads' });
    await expect(await canvas.findByText('12 Leads')).toBeVisible();
    const firstRow = () => within(grid).getAllByRole('rowheader')[0];
    await expect(firstRow()).toHaveTextContent('Alpenblick Logistik GmbH');
    await userEvent.click(within(grid).getByRole('button', { name: 'Wert' }));
    await waitFor(() => expect(firstRow()).toHaveTextContent('Kaiser Medizintechnik GmbH'));
    await expect(within(grid).getByRole('columnheader', { name: 'Wert' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(within(grid).getByRole('gridcell', { name: 'Felix Kaiser' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      `/app/crm/leads/${leadId(6)}`,
    );
  },
};

/** Selection and 'Löschen': one question, then the toast with 'Rückgängig' restores them. */
export const TableDeleteAndUndo: Story = {
  parameters: { msw: crmServer(), ...at('/app/crm?view=table') },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Leads' });
    await userEvent.click(
      await within(grid).findByRole('checkbox', { name: 'Zeile auswählen: Bäckerei Schneider' }),
    );
    await userEvent.click(
      within(grid).getByRole('checkbox', { name: 'Zeile auswählen: Weserland Spedition' }),
    );
    await expect(canvas.getByText('2 ausgewählt')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: '2 Leads löschen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await expect(await screen.findByText('2 Leads gelöscht')).toBeVisible();
    await expect(await canvas.findByText('10 Leads')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));
    await expect(await screen.findByText('2 Leads wiederhergestellt')).toBeVisible();
    await expect(await canvas.findByText('12 Leads')).toBeVisible();
  },
};

/** 'Status ändern' for the selection, keyboard only. */
export const TableBulkStatus: Story = {
  parameters: { msw: crmServer(), ...at('/app/crm?view=table&status=new') },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Leads' });
    await expect(await canvas.findByText('3 Leads')).toBeVisible();
    const selectAll = within(grid).getByRole('checkbox', { name: 'Alle auswählen' });
    selectAll.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('3 ausgewählt')).toBeVisible();
    canvas.getByRole('button', { name: 'Status ändern' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Status ändern' });
    within(dialog)
      .getByRole('combobox', { name: /Status/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Kontaktiert' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Status ändern' }));
    await expect(await screen.findByText('3 Leads geändert')).toBeVisible();
    // The filter still says 'Neu': nothing left.
    await expect(await canvas.findByText('Keine Leads gefunden')).toBeVisible();
  },
};

/** 'Zuweisen': a member or 'Niemand' for the selection. */
export const TableAssign: Story = {
  parameters: { msw: crmServer(), ...at('/app/crm?view=table&owner=none') },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Leads' });
    await userEvent.click(
      await within(grid).findByRole('checkbox', { name: 'Zeile auswählen: Bäckerei Schneider' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Zuweisen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zuweisen' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Verantwortlich/ }));
    const nobody = await screen.findByRole('option', { name: 'Niemand' });
    await waitFor(() => expect(nobody).toBeVisible());
    await userEvent.click(screen.getByRole('option', { name: /Mira Yilmaz/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zuweisen' }));
    await expect(await screen.findByText('1 Lead geändert')).toBeVisible();
    // The filter shows leads without an owner: Bäckerei Schneider has one now.
    await expect(await canvas.findByText('Keine Leads gefunden')).toBeVisible();
  },
};

/** 'CSV exportieren': the server's file for the current filter, as a download. */
export const TableExport: Story = {
  parameters: { msw: crmServer(), ...at('/app/crm?view=table&status=won') },
  play: async ({ canvas }) => {
    const created = spyOn(URL, 'createObjectURL');
    const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await expect(await canvas.findByText('2 Leads')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'CSV exportieren' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
    await expect(anchor.download).toBe('leads-2026-11-20.csv');
    const blob = created.mock.calls[0]?.[0] as Blob;
    await expect(blob.type).toBe('text/csv;charset=utf-8');
    const text = await blob.text();
    await expect(text).toContain('Kaiser Medizintechnik GmbH');
    await expect(text).not.toContain('Alpenblick');
    created.mockRestore();
    clicked.mockRestore();
  },
};

/** Opens the import on the table and hands it the example file. */
async function previewImport(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'CSV importieren' }));
  const dialog = await screen.findByRole('dialog', { name: 'CSV importieren' });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('Das Dateifeld fehlt.');
  await userEvent.upload(input, new File([importCsv], 'leads.csv', { type: 'text/csv' }));
  await within(dialog).findByRole('grid', { name: 'Vorschau des Imports' });
  return dialog;
}

/** The import's preview: the suggested mapping, rows with line numbers, errors, duplicates. */
export const ImportPreview: Story = {
  parameters: { msw: crmServer(), ...at('/app/crm?view=table') },
  play: async ({ canvas }) => {
    const dialog = await previewImport(canvas);
    const preview = within(dialog).getByRole('grid', { name: 'Vorschau des Imports' });
    await expect(within(dialog).getByRole('combobox', { name: /Unternehmen/ })).toHaveTextContent(
      'Firma',
    );
    await expect(within(dialog).getByRole('combobox', { name: /Telefon/ })).toHaveTextContent(
      'Nicht importieren',
    );
    await expect(await within(preview).findByText('Unternehmen fehlt.')).toBeVisible();
    await expect(within(preview).getByText('Ungültiger Betrag: zwölf')).toBeVisible();
    await expect(
      within(preview).getByText('Möglicher Duplikat: Alpenblick Logistik GmbH'),
    ).toBeVisible();
    await expect(within(dialog).getByText(/5 Zeilen: 3 gültig, 2 mit Fehlern/)).toBeVisible();
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Duplikate überspringen' }),
    ).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: '2 Leads importieren' })).toBeVisible();
  },
};

/** Without a company column nothing can be imported; with duplicates kept, the summary. */
export const ImportCommit: Story = {
  parameters: { msw: crmServer(), ...at('/app/crm?view=table') },
  play: async ({ canvas }) => {
    const dialog = await previewImport(canvas);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Unternehmen/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nicht importieren' }));
    await expect(
      await within(dialog).findByRole('button', { name: '0 Leads importieren' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Unternehmen/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Firma' }));
    await userEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'Duplikate überspringen' }),
    );
    // The count follows the checkbox on the next render, which a loaded machine can delay.
    await userEvent.click(
      await within(dialog).findByRole('button', { name: '3 Leads importieren' }),
    );
    await expect(
      await within(dialog).findByText('3 Leads importiert, 2 Zeilen übersprungen'),
    ).toBeVisible();
    await expect(within(dialog).getByText('Zeile 3: Unternehmen fehlt.')).toBeVisible();
  },
};
