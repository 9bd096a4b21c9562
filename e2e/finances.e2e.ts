/**
 * Finances end to end, as Kleinkram UG's primary admin (a company that starts with empty books):
 * an income of 1.190,00 € and an expense of 119,00 € at 19 % make the tax-reserve page show
 * Umsatzsteuer 171,00 € and the overview's cards and charts show them; a monthly recurring
 * expense is due today and becomes a booking when marked; a bank CSV with one bad line imports
 * the rest and names the line and its reason.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMINS_ONLY, expectDisabledWithReason, nav, signIn } from './helpers';

const ADMIN = 'inhaber@kleinkram.local';

/** The toast that says `text` (the notifications region; its announcer repeats the text). */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Benachrichtigungen/ })
    .getByRole('listitem')
    .filter({ hasText: text });

const berlinDay = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Today in Berlin as 'dd.MM.yyyy'. */
const today = () => berlinDay.format(new Date());

const card = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: /^Kennzahlen / }).getByRole('group', { name: label });

async function book(
  page: Page,
  {
    kind,
    amount,
    partner,
    split,
  }: { kind: string; amount: string; partner: string; split: string },
) {
  await page.getByRole('button', { name: 'Neue Buchung' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Neue Buchung' });
  await dialog.getByRole('radio', { name: kind }).check();
  await dialog.getByRole('textbox', { name: 'Betrag brutto' }).fill(amount);
  await dialog.getByRole('textbox', { name: 'Geschäftspartner' }).fill(partner);
  // 19 % is the default rate; the split shows before saving, as the server will book it.
  await expect(dialog.locator('[data-slot="booking-split"]')).toHaveText(split);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Buchung gespeichert')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('Finanzen', () => {
  test('bookings at 19 % make the tax reserves show Umsatzsteuer; cards and charts follow', async ({
    page,
  }) => {
    await signIn(page, ADMIN, undefined, '/app/finances');
    await expect(page.getByRole('heading', { name: 'Noch keine Buchungen' })).toBeVisible();

    await book(page, {
      kind: 'Einnahme',
      amount: '1.190,00',
      partner: 'Hansa Logistik KG',
      split: 'Netto 1.000,00 € · USt. 190,00 €',
    });
    await book(page, {
      kind: 'Ausgabe',
      amount: '119,00',
      partner: 'Büro Meier KG',
      split: 'Netto 100,00 € · USt. 19,00 €',
    });

    // The bookings, the month's cards (net) and the chart's table alternative.
    const bookings = page.getByRole('grid', { name: 'Buchungen' });
    await expect(bookings.getByRole('row', { name: /Hansa Logistik KG/ })).toContainText(
      '1.190,00 €',
    );
    await expect(bookings.getByRole('row', { name: /Büro Meier KG/ })).toContainText('119,00 €');
    await expect(card(page, 'Einnahmen')).toContainText('1.000,00 €');
    await expect(card(page, 'Ausgaben')).toContainText('100,00 €');
    await expect(card(page, 'Gewinn')).toContainText('900,00 €');
    const chart = page.getByRole('figure', { name: 'Einnahmen und Ausgaben' });
    await chart.getByRole('tab', { name: 'Tabelle' }).click();
    const lastMonth = chart.getByRole('row').last();
    await expect(lastMonth).toContainText('1.000,00 €');
    await expect(lastMonth).toContainText('100,00 €');

    await page.goto('/app/finances/tax-reserves');
    await expect(page.getByRole('group', { name: 'Umsatzsteuer', exact: true })).toContainText(
      '171,00 €',
    );
    await expect(page.getByText('Orientierungshilfe, keine Steuerberatung.')).toBeVisible();
  });

  test('a monthly recurring expense falls due and becomes a booking when marked', async ({
    page,
  }) => {
    await signIn(page, ADMIN, undefined, '/app/finances/recurring-expenses');
    const name = `Cloud-Server ${Date.now()}`;
    await page.getByRole('button', { name: 'Neue wiederkehrende Ausgabe' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Neue wiederkehrende Ausgabe' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Betrag netto' }).fill('50,00');
    // Monthly from today are the defaults.
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Gespeichert')).toBeVisible();

    const due = page
      .getByRole('list', { name: 'Fällig in den nächsten 30 Tagen' })
      .getByRole('listitem', { name: `${name}, fällig am ${today()}` });
    await expect(due).toContainText('59,50 €');
    await due.getByRole('button', { name: 'Als gebucht markieren' }).click();
    await expect(toast(page, 'Als gebucht markiert')).toBeVisible();
    await expect(due).toContainText('Gebucht');
    await expect(due.getByRole('button', { name: 'Als gebucht markieren' })).toHaveCount(0);

    await page.goto('/app/finances');
    await expect(
      page.getByRole('grid', { name: 'Buchungen' }).getByRole('row', { name: new RegExp(name) }),
    ).toContainText('59,50 €');
  });

  test('a bank CSV with one bad line imports the rest and names line and reason', async ({
    page,
  }) => {
    await signIn(page, ADMIN, undefined, '/app/finances');
    const stamp = Date.now();
    const day = today();
    // As German banks export it: account lines above the table, semicolons, Windows line ends.
    const csv = [
      'Kontoinhaber;Kleinkram UG',
      'IBAN;DE12 1001 0010 0123 4567 89',
      '',
      'Buchungstag;Wertstellung;Buchungstext;Auftraggeber / Empfänger;Verwendungszweck;Betrag (EUR)',
      `${day};${day};Gutschrift;Müller & Söhne OHG;Rechnung ${stamp}-1;2.380,00`,
      `${day};${day};Lastschrift;Stadtwerke Köln;Strom ${stamp}-2;-84,20`,
      `${day};${day};Lastschrift;Papeterie Schmidt;Büromaterial ${stamp}-3;abc`,
      `${day};${day};Kartenzahlung;Café Central;Bewirtung ${stamp}-4;-23,50`,
    ].join('\r\n');

    await page.getByRole('button', { name: 'Kontoauszug importieren' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Kontoauszug importieren' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'umsaetze.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    const check = dialog.getByRole('list', { name: 'Prüfung der Datei' });
    await expect(check).toContainText('3 Buchungen bereit');
    await expect(check).toContainText('1 fehlerhafte Zeile');
    await expect(dialog.getByRole('list', { name: 'Fehlerhafte Zeilen' })).toContainText('Zeile 7');

    await dialog.getByRole('button', { name: '3 Buchungen importieren' }).click();
    await expect(dialog.getByRole('list', { name: 'Ergebnis des Imports' })).toContainText(
      '3 Buchungen importiert',
    );
    const skipped = dialog.getByRole('list', { name: 'Nicht importierte Zeilen' });
    await expect(skipped).toContainText('Zeile 7');
    await expect(skipped).toContainText('Der Betrag „abc“ ist kein gültiger Betrag');
    await dialog.getByRole('button', { name: 'Fertig' }).click();

    const bookings = page.getByRole('grid', { name: 'Buchungen' });
    await expect(
      bookings.getByRole('row', { name: new RegExp(`Rechnung ${stamp}-1`) }),
    ).toContainText('2.380,00 €');
    await expect(bookings.getByRole('row', { name: new RegExp(`Strom ${stamp}-2`) })).toBeVisible();
    await expect(
      bookings.getByRole('row', { name: new RegExp(`Büromaterial ${stamp}-3`) }),
    ).toHaveCount(0);
  });
});

test.describe('Finanzen, geteilt und live', () => {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  test('a primary admin shares the finances with admins; a booking shows for them live', async ({
    browser,
  }) => {
    const pageIn = async () => {
      const context = await browser.newContext();
      contexts.push(context);
      return context.newPage();
    };
    const owner = await pageIn();
    const admin = await pageIn();
    await signIn(owner, 'chef@sprint.local', 'Nordlicht');
    await signIn(admin, 'kunde@nordlicht.local');
    // Spec §6: not for admins, until shared.
    await expectDisabledWithReason(admin, 'Finanzen', ADMINS_ONLY);

    await owner.goto('/app/finances/tax-reserves');
    const settings = owner.getByRole('form', { name: 'Steuereinstellungen' });
    await settings
      .getByRole('switch', { name: 'Administratoren dürfen die Finanzen sehen' })
      .click();
    await settings.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(owner, 'Einstellungen gespeichert')).toBeVisible();

    // The admin's sidebar follows without a reload.
    await admin.evaluate(() => Object.assign(window, { __notReloaded: true }));
    const finances = nav(admin).getByRole('button', { name: 'Finanzen', exact: true });
    await expect(finances).not.toHaveAttribute('aria-disabled', 'true');
    await finances.click();
    await nav(admin).getByRole('link', { name: 'Übersicht' }).click();
    await expect(admin).toHaveURL(/\/app\/finances\/overview$/);
    const grid = admin
      .getByRole('grid', { name: 'Buchungen' })
      .or(admin.getByRole('heading', { name: 'Noch keine Buchungen' }));
    await expect(grid).toBeVisible();

    const partner = `Live-Partner ${Date.now()}`;
    await owner.goto('/app/finances');
    await book(owner, {
      kind: 'Ausgabe',
      amount: '238,00',
      partner,
      split: 'Netto 200,00 € · USt. 38,00 €',
    });
    await expect(
      admin
        .getByRole('grid', { name: 'Buchungen' })
        .getByRole('row', { name: new RegExp(partner) }),
    ).toContainText('238,00 €');
    expect(await admin.evaluate(() => '__notReloaded' in window)).toBe(true);

    // Taken back: the admin's sidebar closes Finanzen again (and the demo data is as it was).
    await owner.goto('/app/finances/tax-reserves');
    await settings
      .getByRole('switch', { name: 'Administratoren dürfen die Finanzen sehen' })
      .click();
    await settings.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(owner, 'Einstellungen gespeichert')).toBeVisible();
    await expect(finances).toHaveAttribute('aria-disabled', 'true');
  });
});
