/**
 * Konto and Einstellungen against the real stack: Firebase's Auth emulator for the password,
 * the file storage for pictures, the realtime emulator for what other members see. Each test
 * that changes an account makes a fresh one (invited to Kleinkram UG by its primary admin), so
 * the demo users and the demo invitations other tests rely on stay as they are.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { invitedAccount, nav, signIn, submitLogin } from './helpers';

const toasts = (page: Page) => page.getByRole('region', { name: 'Benachrichtigungen (F8)' });

/**
 * A new member of Kleinkram UG (role Benutzer), signed in on the dashboard: the Firebase account
 * with a confirmed address (as after the confirmation link), then the sign-in with the invitation.
 */
async function signInFreshMember(page: Page, name: string, password: string) {
  const { email, invitation } = await invitedAccount({ password, displayName: name });
  await page.goto(`/login?invitation=${encodeURIComponent(invitation)}`);
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 30_000 });
  await expect(nav(page).getByText('Kleinkram UG')).toBeVisible();
  return email;
}

/** A square PNG as a file picker hands it over, drawn by the browser itself. */
async function pngFile(page: Page, color: string) {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Kein Canvas');
    context.fillStyle = fill;
    context.fillRect(0, 0, 96, 96);
    context.fillStyle = '#ffffff';
    context.fillRect(32, 32, 32, 32);
    return canvas.toDataURL('image/png');
  }, color);
  return {
    name: 'bild.png',
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'),
  };
}

/** Picks the file in the image field and takes the proposed square crop. */
async function uploadImage(page: Page, field: string, cropTitle: string, color: string) {
  const group = page.getByRole('group', { name: field });
  await group.locator('input[type="file"]').setInputFiles(await pngFile(page, color));
  const dialog = page.getByRole('dialog', { name: cropTitle });
  const confirm = dialog.getByRole('button', { name: 'Übernehmen' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();
}

async function openUserMenu(page: Page, name: string) {
  await nav(page)
    .getByRole('button', { name: new RegExp(name) })
    .click();
}

test.describe('Konto', () => {
  test('a user changes name and avatar and sees them in the sidebar at once, changes the password and signs in with the new one, exports their data and deletes their account', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const email = await signInFreshMember(page, 'Konstantin Konto', 'geheim-123');

    await openUserMenu(page, 'Konstantin Konto');
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/app\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Konto' })).toBeVisible();
    await expect(page.getByRole('main').getByText(email)).toBeVisible();

    // The name: saved, and the sidebar shows it without a reload.
    const nameForm = page.getByRole('form', { name: 'Name ändern' });
    await nameForm.getByRole('textbox', { name: 'Name', exact: true }).fill('Kira Konto');
    await nameForm.getByRole('button', { name: 'Speichern' }).click();
    await expect(toasts(page).getByText('Profil gespeichert')).toBeVisible();
    const userMenu = nav(page).getByRole('button', { name: /Kira Konto/ });
    await expect(userMenu).toBeVisible();

    // The picture: cropped, stored in the file storage, shown in the sidebar at once.
    await uploadImage(page, 'Profilbild', 'Profilbild zuschneiden', '#0369a1');
    await expect(toasts(page).getByText('Profilbild gespeichert')).toBeVisible();
    await expect(userMenu.locator('img')).toHaveAttribute('src', /^\/files\/users\/.+\/avatar-/);
    const avatar = await userMenu.locator('img').getAttribute('src');
    const stored = await page.request.get(avatar ?? '');
    expect(stored.status()).toBe(200);
    expect(stored.headers()['content-type']).toContain('image/png');

    // Firebase refuses a wrong current password; the right one changes it.
    const passwordForm = page.getByRole('form', { name: 'Passwort ändern' });
    const current = passwordForm.getByLabel('Aktuelles Passwort');
    await current.fill('falsch-123');
    await passwordForm.getByLabel('Neues Passwort', { exact: true }).fill('neues-geheim-456');
    await passwordForm.getByLabel('Neues Passwort bestätigen').fill('neues-geheim-456');
    await passwordForm.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(passwordForm.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();
    await expect(current).toBeFocused();
    await current.fill('geheim-123');
    await passwordForm.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(toasts(page).getByText('Passwort geändert')).toBeVisible();
    await expect(current).toHaveValue('');

    // Signed out, the old password no longer works; the new one does.
    await openUserMenu(page, 'Kira Konto');
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await submitLogin(page, email, 'geheim-123');
    await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();
    await submitLogin(page, email, 'neues-geheim-456');
    // Back where the sign-out started (`redirectTo`), or on the dashboard.
    await expect(page).toHaveURL(/\/app\/(account|dashboard)$/, { timeout: 30_000 });
    await expect(nav(page).getByRole('button', { name: /Kira Konto/ })).toBeVisible();

    // Art. 20: the export is a JSON file of this person's data.
    await page.goto('/app/account');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Meine Daten exportieren' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sprint-daten-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      format: string;
      profile: { email: string; displayName: string; avatar: string | null };
      companies: { name: string; role: string }[];
    };
    expect(exported.format).toBe('sprint-personal-data-export/1');
    expect(exported.profile).toMatchObject({ email, displayName: 'Kira Konto' });
    expect(exported.profile.avatar).toMatch(/avatar-/);
    expect(exported.companies).toEqual([
      expect.objectContaining({ name: 'Kleinkram UG', role: 'user' }),
    ]);

    // Art. 17: confirmed with the address and the password again (Firebase re-authenticates,
    // the server wants a sign-in of the last 5 minutes), then signed out with a message.
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Konto endgültig löschen?' });
    const confirmation = dialog.getByRole('textbox', { name: 'E-Mail-Adresse zur Bestätigung' });
    const password = dialog.getByLabel('Passwort bestätigen');
    await confirmation.fill('jemand-anderes@example.com');
    await password.fill('neues-geheim-456');
    await dialog.getByRole('button', { name: 'Konto löschen' }).click();
    await expect(
      dialog.getByText('Die eingegebene E-Mail-Adresse stimmt nicht mit deinem Konto überein.'),
    ).toBeVisible();
    await confirmation.fill(email);
    // The old password is Firebase's to refuse; nothing is deleted.
    await password.fill('geheim-123');
    await dialog.getByRole('button', { name: 'Konto löschen' }).click();
    await expect(dialog.getByText('Das Passwort ist falsch.')).toBeVisible();
    await expect(password).toBeFocused();
    await password.fill('neues-geheim-456');
    await dialog.getByRole('button', { name: 'Konto löschen' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/, { timeout: 20_000 });
    await expect(toasts(page).getByText('Dein Konto wurde gelöscht.')).toBeVisible();

    // The account is gone at Firebase too.
    await submitLogin(page, email, 'neues-geheim-456');
    await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });
});

test.describe('Einstellungen', () => {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  async function newPage(browser: Browser) {
    const context = await browser.newContext();
    contexts.push(context);
    return context.newPage();
  }

  const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

  test('the chosen theme applies app-wide at once, survives a reload and follows the account to another browser', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = await signInFreshMember(page, 'Theo Thema', 'geheim-123');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/app/settings');
    const scheme = page.getByRole('radiogroup', { name: 'Farbschema' });
    await expect(scheme.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect.poll(() => theme(page)).toBe('light');

    await scheme.getByRole('radio', { name: 'Dunkel' }).click();
    await expect.poll(() => theme(page)).toBe('dark');
    await nav(page).getByRole('link', { name: 'Dashboard' }).click();
    // On the dashboard before the reload (the dashboard's chunk may still be loading).
    await expect(page.getByRole('heading', { level: 1, name: /Willkommen zurück/ })).toBeVisible();
    await expect.poll(() => theme(page)).toBe('dark');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Willkommen zurück/ })).toBeVisible();
    expect(await theme(page)).toBe('dark');

    // Another browser knows nothing of it until the account is signed in there.
    const other = await newPage(browser);
    await other.goto('/login');
    await expect.poll(() => theme(other)).toBe('light');
    await submitLogin(other, email, 'geheim-123');
    await expect(other).toHaveURL(/\/app\/dashboard$/, { timeout: 30_000 });
    await expect.poll(() => theme(other)).toBe('dark');

    // 'System' follows the operating system, live.
    await page.goto('/app/settings');
    await page
      .getByRole('radiogroup', { name: 'Farbschema' })
      .getByRole('radio', { name: 'System' })
      .click();
    await expect.poll(() => theme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => theme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toBe('light');
  });

  test('an admin’s new logo and name reach every member’s sidebar live; a user sees the company read-only', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await newPage(browser);
    const member = await newPage(browser);
    await signIn(admin, 'kunde@nordlicht.local');
    await signIn(member, 'chef@sprint.local', 'Nordlicht');
    // A marker that a reload would wipe.
    await member.evaluate(() => Object.assign(window, { __notReloaded: true }));
    const memberLogo = nav(member).locator('[data-slot="company-logo"]');
    await expect(memberLogo).toHaveAttribute('data-state', 'none');

    await admin.goto('/app/settings');
    const form = admin.getByRole('form', { name: 'Unternehmen bearbeiten' });
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Nordlicht Vertrieb GmbH',
    );
    await expect(admin.getByText('Professional')).toBeVisible();

    try {
      await uploadImage(admin, 'Firmenlogo', 'Logo zuschneiden', '#0f766e');
      await expect(toasts(admin).getByText('Logo gespeichert')).toBeVisible();
      const adminLogo = nav(admin).locator('[data-slot="company-logo-image"]');
      await expect(adminLogo).toHaveAttribute('src', /^\/files\/customers\/.+\/logo-/);
      await expect(memberLogo.locator('img')).toHaveAttribute(
        'src',
        /^\/files\/customers\/.+\/logo-/,
      );

      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Nordlicht Vertrieb AG');
      await form.getByRole('button', { name: 'Speichern' }).click();
      await expect(toasts(admin).getByText('Unternehmen gespeichert')).toBeVisible();
      await expect(nav(admin).getByText('Nordlicht Vertrieb AG')).toBeVisible();
      await expect(nav(member).getByText('Nordlicht Vertrieb AG')).toBeVisible();
      expect(await member.evaluate(() => '__notReloaded' in window)).toBe(true);
    } finally {
      // Back to the demo data the other tests expect (a crop dialog left open would be in the way).
      if (await admin.getByRole('dialog').isVisible()) await admin.keyboard.press('Escape');
      await form
        .getByRole('textbox', { name: 'Name', exact: true })
        .fill('Nordlicht Vertrieb GmbH');
      await form.getByRole('button', { name: 'Speichern' }).click();
      await expect(nav(admin).getByText('Nordlicht Vertrieb GmbH')).toBeVisible();
      const remove = admin.getByRole('group', { name: 'Firmenlogo' }).getByRole('button', {
        name: 'Entfernen',
      });
      if (await remove.isVisible()) await remove.click();
      await expect(nav(admin).locator('[data-slot="company-logo"]')).toHaveAttribute(
        'data-state',
        'none',
      );
    }
    await expect(nav(member).getByText('Nordlicht Vertrieb GmbH')).toBeVisible();
    await expect(memberLogo).toHaveAttribute('data-state', 'none');

    // A plain user (of Kleinkram UG): the company's facts, nothing to edit.
    const user = await newPage(browser);
    await signInFreshMember(user, 'Ulla User', 'geheim-123');
    await user.goto('/app/settings');
    await expect(user.getByText('Nur Administratoren können diese Angaben ändern.')).toBeVisible();
    await expect(user.getByText('Kleinkram UG (haftungsbeschränkt)')).toBeVisible();
    await expect(user.getByRole('form', { name: 'Unternehmen bearbeiten' })).toHaveCount(0);
  });
});
