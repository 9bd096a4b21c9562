/**
 * The CRM as a sales team uses it, end to end: the dialog, the search, the board by keyboard,
 * the lead page's timeline, delete and undo, a CSV import with a bad row, and a colleague's
 * board following along without a reload.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/** Amounts as the board shows them ('12.500,00 €'): the column sums are compared in cents. */
function cents(text: string): number {
  const match = /(-?[\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`Kein Betrag in „${text}“`);
  return Number(match[1]?.replace(/\./g, '')) * 100 + Number(match[2]);
}

const column = (page: Page, title: string) =>
  page
    .getByRole('region', { name: title, exact: true })
    .and(page.locator('[data-slot="kanban-column"]'));

async function columnFigures(column: Locator) {
  const count = Number(
    ((await column.locator('[data-slot="kanban-column-count"]').textContent()) ?? '').replace(
      /\D/g,
      '',
    ),
  );
  const sum = cents(
    (await column.locator('[data-slot="kanban-column-summary"]').textContent()) ?? '',
  );
  return { count, sum };
}

/**
 * Moves a card one column to the right by keyboard, as a screen-reader user does: Space on its
 * handle picks it up, → moves it over the next column, Space drops it; each step waits for the
 * board's announcement, as a person waits to hear it.
 */
async function moveRight(page: Page, company: string, target: string) {
  const announcer = page.locator('[data-slot="kanban-board-announcer"]');
  await page.getByRole('button', { name: `„${company}“ verschieben` }).focus();
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('aufgenommen');
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toContainText(`Spalte „${target}“`);
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('abgelegt');
}

test.describe('CRM', () => {
  test('a new lead: created in the dialog, found by the search, moved on the board by keyboard, noted, deleted and restored', async ({
    page,
  }) => {
    const company = `Mühlenbach Logistik ${Date.now()} GmbH`;
    await signIn(page, 'chef@sprint.local', 'Nordlicht', '/app/crm?view=board');

    await page.getByRole('button', { name: 'Neuer Lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Lead' });
    await dialog.getByLabel('Unternehmen').fill(company);
    await dialog.getByLabel('Ansprechpartner').fill('Jana Mühlenbach');
    await dialog.getByLabel('E-Mail').fill('jana@muehlenbach-logistik.de');
    await dialog.getByLabel('Wert (€)').fill('12.500');
    await dialog.getByRole('button', { name: 'Lead anlegen' }).click();
    await expect(page).toHaveURL(/\/app\/crm\/leads\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    const leadUrl = page.url();

    // Found with the umlaut written out, as people type it without a German keyboard.
    await page.goto('/app/crm?view=table');
    await page.getByRole('searchbox', { name: 'Leads durchsuchen' }).fill('muehlenbach logistik');
    await expect(page).toHaveURL(/search=muehlenbach/);
    const table = page.getByRole('grid', { name: 'Leads' });
    await expect(table.getByRole('row').filter({ hasText: company })).toBeVisible();

    // The board: Space picks the card up by its handle, → moves it a column on, Space drops it.
    await page.goto('/app/crm?view=board');
    const fresh = column(page, 'Neu');
    const contacted = column(page, 'Kontaktiert');
    await expect(fresh.getByText(company)).toBeVisible();
    const before = { fresh: await columnFigures(fresh), contacted: await columnFigures(contacted) };
    await moveRight(page, company, 'Kontaktiert');
    await expect(contacted.getByText(company)).toBeVisible();
    await expect(fresh.getByText(company)).toHaveCount(0);
    await expect
      .poll(async () => columnFigures(contacted))
      .toEqual({ count: before.contacted.count + 1, sum: before.contacted.sum + 1_250_000 });
    expect(await columnFigures(fresh)).toEqual({
      count: before.fresh.count - 1,
      sum: before.fresh.sum - 1_250_000,
    });

    // The lead page: the status change is in the timeline, and a note joins it.
    await page.goto(leadUrl);
    const timeline = page.getByRole('list', { name: 'Verlauf' });
    await expect(timeline).toContainText('Kontaktiert');
    await page
      .getByLabel('Notiz', { exact: true })
      .fill('Rückruf am Donnerstag zugesagt, Angebot vorbereiten.');
    await page.getByRole('button', { name: 'Notiz speichern' }).click();
    await expect(timeline).toContainText('Rückruf am Donnerstag zugesagt, Angebot vorbereiten.');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Verlauf' })).toContainText(
      'Rückruf am Donnerstag',
    );

    // Deleted from its page, brought back from the toast.
    await page.getByRole('button', { name: 'Lead löschen' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /löschen/i })
      .click();
    await expect(page).toHaveURL(/\/app\/crm(\?|$)/);
    const toast = page
      .getByRole('region', { name: /Benachrichtigungen/ })
      .getByRole('listitem')
      .filter({ hasText: 'Lead gelöscht' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Rückgängig' }).click();
    // Restored once the server says so: leaving earlier would cancel the request.
    await expect(
      page.getByRole('region', { name: /Benachrichtigungen/ }).getByText('Lead wiederhergestellt'),
    ).toBeVisible();
    await page.goto(leadUrl);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  });

  test('a CSV import with one bad row: the preview names the line, the valid rows are written', async ({
    page,
  }) => {
    const stamp = Date.now();
    const csv = [
      'Unternehmen;Ansprechpartner;E-Mail;Wert (€);Status',
      `Import Bäckerei ${stamp} GmbH;Sven Ott;sven@baeckerei-ott.de;1.200,50;Neu`,
      `Import Kälte ${stamp} AG;Ines Kahl;kein-gueltige-adresse;300;Kontaktiert`,
      `Import Zimmerei ${stamp} KG;Lars Zink;lars@zimmerei-zink.de;2.000;Angebot`,
    ].join('\r\n');
    await signIn(page, 'chef@sprint.local', 'Nordlicht', '/app/crm?view=table');
    await page.getByRole('button', { name: 'CSV importieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'CSV importieren' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]),
    });
    const preview = dialog
      .getByRole('table', { name: 'Vorschau des Imports' })
      .or(dialog.getByRole('grid', { name: 'Vorschau des Imports' }));
    await expect(preview).toBeVisible();
    const badRow = preview.getByRole('row').filter({ hasText: `Import Kälte ${stamp} AG` });
    await expect(badRow).toContainText('3');
    await expect(badRow).toContainText(/E-Mail/);

    await dialog.getByRole('button', { name: /2 Leads importieren/ }).click();
    await expect(dialog).toContainText('2 Leads importiert');
    await expect(dialog).toContainText('1 Zeile übersprungen');
    await dialog
      .getByRole('button', { name: /Schließen|Fertig/ })
      .first()
      .click();

    await page.getByRole('searchbox', { name: 'Leads durchsuchen' }).fill(String(stamp));
    const table = page.getByRole('grid', { name: 'Leads' });
    await expect(
      table.getByRole('row').filter({ hasText: `Import Bäckerei ${stamp} GmbH` }),
    ).toBeVisible();
    await expect(
      table.getByRole('row').filter({ hasText: `Import Zimmerei ${stamp} KG` }),
    ).toBeVisible();
    await expect(
      table.getByRole('row').filter({ hasText: `Import Kälte ${stamp} AG` }),
    ).toHaveCount(0);
  });

  test('a colleague’s board follows a move without reloading', async ({ browser }) => {
    const editorContext = await browser.newContext();
    const watcherContext = await browser.newContext();
    try {
      const editor = await editorContext.newPage();
      const watcher = await watcherContext.newPage();
      await signIn(editor, 'chef@sprint.local', 'Nordlicht');
      await signIn(watcher, 'kunde@nordlicht.local', undefined, '/app/crm?view=board');
      const proposal = column(watcher, 'Angebot');
      const card = proposal.locator('[data-slot="kanban-card"]').first();
      const company = ((await card.locator('a').first().textContent()) ?? '').trim();
      expect(company).not.toBe('');
      await watcher.evaluate(() => Object.assign(window, { __notReloaded: true }));

      await editor.goto('/app/crm?view=board');
      await expect(column(editor, 'Angebot').getByText(company, { exact: true })).toBeVisible();
      await moveRight(editor, company, 'Gewonnen');
      await expect(column(editor, 'Gewonnen').getByText(company, { exact: true })).toBeVisible();

      await expect(column(watcher, 'Gewonnen').getByText(company, { exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await expect(proposal.getByText(company, { exact: true })).toHaveCount(0);
      expect(await watcher.evaluate(() => '__notReloaded' in window)).toBe(true);
    } finally {
      await editorContext.close();
      await watcherContext.close();
    }
  });
});
