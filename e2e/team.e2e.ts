/**
 * 'Mein Team' end to end: a primary admin invites by e-mail (caught by the stack's mail
 * catcher), the invited person signs up through the link and confirms the address, the admin sees
 * them join without a reload, changes their role and removes them, and the removed account's next
 * request is refused. A revoked invitation's link no longer works.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nav, signIn, verificationLink } from './helpers';
import { linkFrom, waitForMail } from './mailbox';

const ADMIN = 'inhaber@kleinkram.local';
const COMPANY = 'Kleinkram UG';

const membersGrid = (page: Page) => page.getByRole('grid', { name: 'Mitglieder' });
const invitationsGrid = (page: Page) => page.getByRole('grid', { name: 'Offene Einladungen' });

/** The toast that says `text` (the notifications region; its announcer repeats the text). */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Benachrichtigungen/ })
    .getByRole('listitem')
    .filter({ hasText: text });

/** A row's menu item, by keyboard-independent clicks (the stories cover the keyboard). */
async function rowAction(page: Page, trigger: string, item: string) {
  await page.getByRole('button', { name: trigger }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

test.describe('Mein Team', () => {
  let inviteeContext: BrowserContext | undefined;
  test.afterEach(async () => {
    await inviteeContext?.close();
    inviteeContext = undefined;
  });

  test('a primary admin invites two addresses; the mailed link signs a new member up; role changed, removed and refused; a revoked link is invalid', async ({
    page,
    browser,
  }) => {
    // Unique per run: the stack's mailbox and Firebase accounts outlive a single test.
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const joiner = `nina.neu.${run}@example.com`;
    const declined = `olaf.offen.${run}@example.com`;
    const joinerName = `Nina Neu ${run}`;

    // --- The admin invites both addresses at once.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, ADMIN);
    await nav(page).getByRole('link', { name: 'Mein Team' }).click();
    await expect(page).toHaveURL(/\/app\/team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Team' })).toBeVisible();
    await expect(membersGrid(page).getByRole('rowheader', { name: /\(Du\)$/ })).toBeVisible();

    await page.getByRole('button', { name: 'Mitglieder einladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mitglieder einladen' });
    await dialog.getByRole('textbox', { name: 'E-Mail-Adressen' }).fill(`${joiner}\n${declined}`);
    await expect(dialog.getByText('2 Adressen erkannt.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Einladungen senden' }).click();
    await expect(toast(page, 'Einladungen verschickt')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/team\?tab=invitations$/);
    for (const address of [joiner, declined]) {
      const row = invitationsGrid(page).getByRole('row').filter({ hasText: address });
      await expect(row).toContainText('Benutzer');
      await expect(row).toContainText('Karl Kleinkram');
    }

    // --- The e-mails arrived, each with its own link; 'Link kopieren' gives the same one.
    const joinerLink = linkFrom(await waitForMail(joiner), '/invite/');
    const declinedLink = linkFrom(await waitForMail(declined), '/invite/');
    expect(joinerLink).not.toBe(declinedLink);
    await rowAction(page, `Aktionen für die Einladung an ${joiner}`, 'Link kopieren');
    await expect(toast(page, 'Link kopiert')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(joinerLink);

    // The admin watches the members while the invitation is accepted elsewhere.
    await page.getByRole('tab', { name: 'Mitglieder' }).click();
    await expect(page).toHaveURL(/\/app\/team$/);
    await expect(membersGrid(page).getByRole('rowheader', { name: /\(Du\)$/ })).toBeVisible();

    // --- The invited person opens the link in their own browser and signs up.
    inviteeContext = await browser.newContext();
    const invitee = await inviteeContext.newPage();
    await invitee.goto(joinerLink);
    await expect(
      invitee.getByRole('heading', { level: 1, name: `${COMPANY} lädt dich ein` }),
    ).toBeVisible();
    await invitee.getByRole('link', { name: 'Konto erstellen' }).click();
    await expect(invitee).toHaveURL(/\/signup\?invitation=/);
    await invitee.getByLabel('Name').fill(joinerName);
    await invitee.getByLabel('E-Mail').fill(joiner);
    await invitee.getByLabel('Passwort').fill('geheim-123');
    await invitee.getByRole('button', { name: 'Konto erstellen' }).click();

    // The invitation is bound to the address: the account confirms it first.
    await expect(
      invitee.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' }),
    ).toBeVisible({ timeout: 30_000 });
    let confirmation: string | null = null;
    await expect
      .poll(async () => (confirmation = await verificationLink(invitee.request, joiner)))
      .toBeTruthy();
    const opened = await invitee.request.get(confirmation ?? '', { maxRedirects: 0 });
    expect(opened.status()).toBe(303);
    await expect(invitee).toHaveURL(/\/app\/dashboard$/, { timeout: 30_000 });
    await expect(nav(invitee).getByText(COMPANY)).toBeVisible();

    // --- Without a reload, the admin's list shows the new member (realtime 'team.changed').
    const member = membersGrid(page).getByRole('row').filter({ hasText: joiner });
    await expect(member).toContainText(joinerName, { timeout: 20_000 });
    await expect(member).toContainText('Benutzer');

    // --- Role: Benutzer → Administrator.
    await rowAction(page, `Aktionen für ${joinerName}`, 'Rolle ändern');
    const roleDialog = page.getByRole('dialog', { name: 'Rolle ändern' });
    await roleDialog.getByRole('radio', { name: 'Administrator', exact: true }).click();
    await roleDialog.getByRole('button', { name: 'Rolle ändern' }).click();
    await expect(toast(page, `${joinerName} ist jetzt Administrator.`)).toBeVisible();
    await expect(member.locator('[data-slot="role-badge"]')).toHaveText('Administrator');

    // --- Removed: asked first, then gone from the list. From here on, the removed member's
    // requests are refused, whether their open page asks first (it hears 'team.changed') or
    // their next navigation does.
    // Only a refusal of the company itself counts, not some other 403.
    const refused = invitee.waitForResponse(
      async (response) =>
        response.url().includes('/api/trpc/') &&
        response.status() === 403 &&
        /Kein Zugriff auf dieses Unternehmen|kein Unternehmen zugeordnet/.test(
          await response.text(),
        ),
      { timeout: 30_000 },
    );
    await rowAction(page, `Aktionen für ${joinerName}`, 'Aus dem Team entfernen');
    const confirm = page.getByRole('alertdialog', {
      name: `${joinerName} aus dem Team entfernen?`,
    });
    await expect(confirm).toContainText(`verliert sofort den Zugang zu ${COMPANY}`);
    await confirm.getByRole('button', { name: 'Entfernen' }).click();
    await expect(toast(page, 'Aus dem Team entfernt')).toBeVisible();
    await expect(member).toHaveCount(0);

    // --- The removed member's next request is refused: no way back into the company.
    await invitee.goto('/app/dashboard');
    await refused;
    await expect(invitee).toHaveURL(/\/login/, { timeout: 20_000 });

    // --- History: the admin's changes as sentences.
    await page.getByRole('tab', { name: 'Verlauf' }).click();
    const history = page.getByRole('list', { name: 'Verlauf' });
    await expect(history.getByRole('listitem').first()).toContainText(
      `hat ${joinerName} aus dem Team entfernt.`,
    );
    await expect(history).toContainText(
      `hat die Rolle von ${joinerName} von „Benutzer“ auf „Administrator“ geändert.`,
    );
    await expect(history).toContainText(`${joinerName} ist dem Team als „Benutzer“ beigetreten.`);

    // --- The other invitation is revoked: its link says 'Einladung ungültig'.
    await page.getByRole('tab', { name: 'Einladungen' }).click();
    await rowAction(page, `Aktionen für die Einladung an ${declined}`, 'Widerrufen');
    const revoke = page.getByRole('alertdialog', {
      name: `Einladung an ${declined} widerrufen?`,
    });
    await revoke.getByRole('button', { name: 'Widerrufen' }).click();
    await expect(toast(page, 'Einladung widerrufen')).toBeVisible();
    await expect(invitationsGrid(page).getByRole('row').filter({ hasText: declined })).toHaveCount(
      0,
    );
    await invitee.goto(declinedLink);
    await expect(
      invitee.getByRole('heading', { level: 1, name: 'Einladung ungültig' }),
    ).toBeVisible();
  });

  test('a Benutzer who opens the address sees why not, no actions, and asks the server nothing', async ({
    page,
  }) => {
    // Tim is a Benutzer of Sprint Demo (an employee of the provider, which changes nothing here).
    await signIn(page, 'team@sprint.local', 'Sprint Demo GmbH');
    await expect(nav(page).getByRole('link', { name: 'Mein Team' })).toHaveCount(0);

    const teamRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/trpc\/[^?]*team\./.test(request.url())) teamRequests.push(request.url());
    });
    await page.goto('/app/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Team' })).toBeVisible();
    const refusal = page.getByRole('region', { name: 'Kein Zugriff auf die Teamverwaltung' });
    await expect(refusal).toContainText(
      'Keine Berechtigung: Dafür ist die Rolle „Hauptadministrator“ nötig.',
    );
    await expect(page.getByRole('button', { name: 'Mitglieder einladen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('grid', { name: 'Mitglieder' })).toHaveCount(0);
    expect(teamRequests).toEqual([]);

    await refusal.getByRole('link', { name: 'Zurück zum Dashboard' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
});
