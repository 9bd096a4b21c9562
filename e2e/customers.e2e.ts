/**
 * The customer console, end to end: an employee creates a customer company, its first primary
 * admin gets the invitation e-mail (the stack's mail catcher), signs up with that address,
 * confirms it (Auth emulator) and lands in the new company with everything a primary admin has.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nav, signIn, verificationLink } from './helpers';
import { linkFrom, waitForMail } from './mailbox';

const crumbs = (page: Page) =>
  page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('listitem');

async function signOut(page: Page, name: RegExp) {
  await nav(page).getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  // From a page of the app, the guard may add the way back (?redirectTo=…).
  await expect(page).toHaveURL(/\/login(\?|$)/);
}

test.describe('Kunden', () => {
  test('an employee creates a customer whose invited primary admin signs up and lands in that company', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const company = `Bäckerei Huber ${stamp}`;
    const adminEmail = `chefin-${stamp}@baeckerei-huber.de`;

    // The employee: Kunden › 'Neuer Kunde'.
    await signIn(page, 'chef@sprint.local', 'Sprint Demo');
    await nav(page).getByRole('link', { name: 'Kunden' }).click();
    await expect(page).toHaveURL(/\/app\/customers$/);
    await expect(page.getByRole('grid', { name: 'Kunden' })).toBeVisible();
    await page.getByRole('button', { name: 'Neuer Kunde' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Kunde' });
    await dialog.getByLabel('Name', { exact: true }).fill(company);
    await dialog.getByLabel('Offizieller Name').fill(`${company} GmbH & Co. KG`);
    await dialog.getByLabel('Domain').fill('https://www.Baeckerei-Huber.de/kontakt');
    await dialog.getByRole('combobox', { name: 'Tarif' }).click();
    await page.getByRole('option', { name: 'Professional' }).click();
    await dialog.getByLabel('E-Mail des Hauptadministrators').fill(adminEmail);
    await dialog.getByRole('button', { name: 'Kunde anlegen' }).click();

    // Its page: breadcrumbs, the plan, the invitation of its primary admin.
    await expect(page).toHaveURL(/\/app\/customers\/[0-9a-f-]{36}$/);
    const customerUrl = page.url();
    await expect(
      page.getByText(`Kunde angelegt – Einladung an ${adminEmail} verschickt`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(crumbs(page)).toHaveText(['Kunden', company]);
    await expect(page.getByRole('combobox', { name: 'Tarif' })).toHaveText('Professional');
    const invitations = page.getByRole('list', { name: 'Offene Einladungen' });
    await expect(invitations.getByRole('listitem')).toHaveCount(1);
    await expect(invitations).toContainText(adminEmail);
    await expect(invitations).toContainText('Hauptadministrator');

    // The list finds it; the search is in the address.
    await crumbs(page).getByRole('link', { name: 'Kunden' }).click();
    await page.getByRole('searchbox', { name: 'Kunden durchsuchen' }).fill(String(stamp));
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    const row = page
      .getByRole('grid', { name: 'Kunden' })
      .getByRole('row', { name: new RegExp(company) });
    await expect(row).toContainText('Professional');
    await signOut(page, /Clara Chef/);

    // The primary admin: the e-mail, its link, an account with exactly that address.
    const mail = await waitForMail(adminEmail, { subject: /Einladung zu/ });
    expect(mail.subject).toBe(`Einladung zu ${company} auf Sprint`);
    await page.goto(linkFrom(mail, '/invite/'));
    await expect(page.getByRole('heading', { name: `${company} lädt dich ein` })).toBeVisible();
    await expect(page.getByText('Hauptadministrator').first()).toBeVisible();
    await expect(page.getByText(/Sie gilt nur für die E-Mail-Adresse/)).toBeVisible();
    await page.getByRole('link', { name: 'Konto erstellen' }).click();
    await expect(page).toHaveURL(/\/signup\?invitation=/);
    await page.getByLabel('Name').fill('Hanna Huber');
    await page.getByLabel('E-Mail').fill(adminEmail);
    await page.getByLabel('Passwort').fill('geheim-123');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    // The invitation is bound to the address: confirmed first, through the e-mail's link.
    await expect(
      page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' }),
    ).toBeVisible({ timeout: 30_000 });
    let link: string | null = null;
    await expect
      .poll(async () => (link = await verificationLink(page.request, adminEmail)))
      .toBeTruthy();
    const opened = await page.request.get(link ?? '', { maxRedirects: 0 });
    expect(opened.status()).toBe(303);

    // This tab notices by itself and joins the new company, as its primary admin.
    await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 30_000 });
    const sidebar = nav(page);
    await expect(sidebar.getByText(company)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Willkommen zurück, Hanna Huber!' }),
    ).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Mein Team' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'CRM' })).toBeVisible();
    // Not an employee: the console is not theirs (spec §6), and the server refuses its address.
    await expect(sidebar.getByRole('link', { name: 'Kunden' })).toHaveCount(0);
    await page.goto(customerUrl);
    await expect(page.getByRole('region', { name: 'Kein Zugriff auf die Kunden' })).toContainText(
      'Nur für Mitarbeiter verfügbar.',
    );
    await signOut(page, /Hanna Huber/);

    // Back in the console: a member now, no invitation left open.
    await signIn(page, 'chef@sprint.local', 'Sprint Demo');
    await page.goto(customerUrl);
    const members = page.getByRole('grid', { name: 'Mitglieder' });
    await expect(members.getByRole('row', { name: /Hanna Huber/ })).toContainText(
      'Hauptadministrator',
    );
    await expect(page.getByRole('region', { name: 'Keine offenen Einladungen' })).toBeVisible();
  });
});
