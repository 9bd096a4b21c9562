import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ADMINS_ONLY,
  EMPLOYEES_ONLY,
  expectDisabledWithReason,
  nav,
  signIn,
  storageKeys,
  submitLogin,
  verificationLink,
} from './helpers';
import {
  DEMO_CUSTOMER_IDS,
  DEMO_PERSONAL_INVITATION,
} from '../packages/server/src/platform/identity/seed';

test.describe('sign-in and the sidebar per role', () => {
  test('a customer admin sees the restricted sidebar with reasons', async ({ page }) => {
    await signIn(page, 'kunde@nordlicht.local');
    const sidebar = nav(page);
    await expect(sidebar.getByText('Nordlicht Vertrieb GmbH')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Kunden' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Mein Team' })).toHaveCount(0);
    await expectDisabledWithReason(page, 'Kalender', EMPLOYEES_ONLY);
    // The demo opened the community for Nordlicht (Kleinkram's stays closed: community.e2e).
    await expect(sidebar.getByRole('link', { name: 'Community' })).toBeVisible();
    await expectDisabledWithReason(page, 'CRM', ADMINS_ONLY);
    await expectDisabledWithReason(page, 'Finanzen', ADMINS_ONLY);
    await expect(sidebar.getByRole('group', { name: 'AI-Tools (gesperrt)' })).toBeVisible();
    await expectDisabledWithReason(page, 'AI Chats', EMPLOYEES_ONLY);

    await sidebar.getByRole('button', { name: 'Outreach' }).click();
    await expect(sidebar.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Instagram' })).toHaveAccessibleDescription(
      EMPLOYEES_ONLY,
    );
    await expect(sidebar.getByRole('button', { name: 'E-Mail' })).toHaveAccessibleDescription(
      EMPLOYEES_ONLY,
    );
  });

  test('a customer’s primary admin gets the admin areas and Mein Team, not the staff-only parts', async ({
    page,
  }) => {
    await signIn(page, 'inhaber@kleinkram.local');
    const sidebar = nav(page);
    await expect(sidebar.getByText('Kleinkram UG')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'CRM' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Mein Team' })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Finanzen' }).click();
    await expect(sidebar.getByRole('link', { name: 'Steuerrücklagen' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Projekte' })).toHaveAccessibleDescription(
      EMPLOYEES_ONLY,
    );
    await expectDisabledWithReason(page, 'Kalender', EMPLOYEES_ONLY);
  });

  test('an employee who is a plain user sees Kunden and the AI tools, not the admin areas', async ({
    page,
  }) => {
    await signIn(page, 'team@sprint.local', 'Sprint Demo GmbH');
    const sidebar = nav(page);
    await expect(sidebar.getByText('Sprint Demo GmbH')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Kunden' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Kalender' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Mein Team' })).toHaveCount(0);
    await expectDisabledWithReason(page, 'Live Übungen', ADMINS_ONLY);
    await expectDisabledWithReason(page, 'Aufgaben', ADMINS_ONLY);
    await expect(sidebar.getByRole('group', { name: 'AI-Tools' })).toBeVisible();
    await sidebar.getByRole('button', { name: 'AI Chats' }).click();
    await expect(sidebar.getByRole('link', { name: 'Objection-Handler' })).toBeVisible();
  });

  test('an employee with several companies chooses one and lands in it', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'chef@sprint.local');
    const dialog = page.getByRole('dialog', { name: 'Willkommen bei Sprint!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('chef@sprint.local')).toBeVisible();
    const next = dialog.getByRole('button', { name: 'Weiter' });
    await expect(next).toBeDisabled();

    await dialog.getByRole('combobox', { name: 'Unternehmen auswählen:' }).click();
    await page.getByRole('option', { name: /Nordlicht Vertrieb GmbH/ }).click();
    const card = dialog.getByRole('region', { name: 'Ausgewählt: Nordlicht Vertrieb GmbH' });
    await expect(card).toContainText('Nordlicht Vertrieb GmbH');
    await expect(card).toContainText('Nordlicht Vertriebsgesellschaft mbH');
    await expect(card).toContainText('Professional');
    await expect(card).toContainText('nordlicht-vertrieb.de');

    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(nav(page).getByText('Nordlicht Vertrieb GmbH')).toBeVisible();
    // Primary admin and employee: everything open.
    await expect(nav(page).getByRole('link', { name: 'CRM' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Mein Team' })).toBeVisible();
  });
});

test.describe('routes and the guard', () => {
  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('signed out, /app/crm goes to /login with storage wiped', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('alt', '1');
      sessionStorage.setItem('alt', '1');
    });
    await page.goto('/app/crm');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fcrm$/);
    expect(await storageKeys(page)).toEqual({ local: [], session: [] });

    // After signing in, the way back leads to where the user wanted to go.
    await submitLogin(page, 'inhaber@kleinkram.local');
    await expect(page).toHaveURL(/\/app\/crm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'CRM' })).toBeVisible();
  });

  test('sign-out clears the stored session and goes to /login', async ({ page }) => {
    await signIn(page, 'kunde@nordlicht.local');
    const before = await storageKeys(page);
    expect(before.local).toEqual(
      expect.arrayContaining([
        'sprint.auth.customerId',
        'sprint.auth.user',
        'sprint.auth.customer',
      ]),
    );
    await nav(page)
      .getByRole('button', { name: /Nora Nordlicht/ })
      .click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const after = await storageKeys(page);
    expect(after.local.filter((key) => key.startsWith('sprint.auth.'))).toEqual([]);
    expect(after.local.filter((key) => key.startsWith('firebase:authUser'))).toEqual([]);
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('header and breadcrumbs', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'inhaber@kleinkram.local');
  });

  const crumbs = (page: Page) =>
    page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('listitem');

  test('a lead: CRM › company name', async ({ page }) => {
    await nav(page).getByRole('link', { name: 'CRM' }).click();
    await page.getByRole('searchbox', { name: 'Leads durchsuchen' }).fill('Alpenblick');
    await page.getByRole('link', { name: 'Alpenblick Logistik GmbH' }).click();
    await expect(page).toHaveURL(/\/app\/crm\/leads\/[0-9a-f-]{36}$/);
    await expect(crumbs(page)).toHaveText(['CRM', 'Alpenblick Logistik GmbH']);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Alpenblick Logistik GmbH' }),
    ).toBeVisible();
  });

  test('a clip: Clips › title, with the Record Video button', async ({ page }) => {
    await page.goto('/app/clips');
    await page.getByRole('link', { name: 'Der Abschluss' }).click();
    await expect(page).toHaveURL(/\/app\/clips\/[0-9a-f-]{36}$/);
    await expect(crumbs(page)).toHaveText(['Clips', 'Der Abschluss']);
    await expect(page.getByRole('button', { name: 'Record Video' })).toBeVisible();
    await page.goto('/app/dashboard');
    await expect(page.getByRole('button', { name: 'Record Video' })).toHaveCount(0);
  });

  test('a training lesson: Trainings › Training › Modules › Lesson', async ({ page }) => {
    await page.goto('/app/trainings/t1/modules/m2/lessons/l3');
    await expect(crumbs(page)).toHaveText(['Trainings', 'Training', 'Modules', 'Lesson']);
  });

  test('the inbox with each channel', async ({ page }) => {
    for (const [channel, label] of [
      ['linkedin', 'LinkedIn'],
      ['instagram', 'Instagram'],
      ['email', 'E-Mail'],
      ['fax', 'All Channels'],
    ] as const) {
      await page.goto(`/app/outreach/inbox?channel=${channel}`);
      await expect(crumbs(page)).toHaveText(['Outreach', 'Inbox', label]);
    }
    await page.goto('/app/outreach/inbox');
    await expect(crumbs(page)).toHaveText(['Outreach', 'Inbox']);
  });

  test('an unknown app path keeps the shell and says Dashboard', async ({ page }) => {
    await page.goto('/app/gibt-es-nicht');
    await expect(crumbs(page)).toHaveText(['Dashboard']);
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  });
});

test.describe('community search (employees)', () => {
  test('writes the trimmed text to ?search= and removes it when empty', async ({ page }) => {
    await signIn(page, 'team@sprint.local', 'Sprint Demo GmbH');
    await nav(page).getByRole('link', { name: 'Community' }).click();
    const search = page.getByRole('searchbox', { name: 'Posts und Kommentare durchsuchen' });
    await expect(search).toHaveAttribute('placeholder', 'Durchsuche Posts & Kommentare...');
    await search.fill('  Kaltakquise ');
    await expect(page).toHaveURL(/\/app\/community\?search=Kaltakquise$/);
    await expect(search).toHaveValue('  Kaltakquise ');
    await search.fill('   ');
    await expect(page).toHaveURL(/\/app\/community$/);
  });
});

test.describe('sidebar state', () => {
  test('Ctrl+B collapses it, and it stays collapsed after a reload', async ({ page }) => {
    await signIn(page, 'kunde@nordlicht.local');
    const sidebar = page.locator('[data-slot="sidebar"]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await page.reload();
    await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'expanded');
  });

  test('at 375 px the sidebar is a sheet', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'kunde@nordlicht.local');
    await expect(nav(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Seitenleiste umschalten' }).click();
    const sheet = page.getByRole('dialog', { name: 'Hauptnavigation' });
    await expect(sheet).toBeVisible();
    // 18rem; measured once the slide-in has settled.
    await expect.poll(async () => Math.round((await sheet.boundingBox())?.width ?? 0)).toBe(288);
    await sheet.getByRole('link', { name: 'Einstellungen' }).click();
    await expect(page).toHaveURL(/\/app\/settings$/);
  });
});

test.describe('API calls', () => {
  test('carry both auth headers; the page’s are batched with batch=1, the sign-in sync goes alone', async ({
    page,
  }) => {
    const calls: { url: string; authorization?: string; uid?: string }[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/api/trpc/')) return;
      const headers = request.headers();
      calls.push({
        url: request.url(),
        authorization: headers.authorization,
        uid: headers['x-firebase-uid'],
      });
    });
    await signIn(page, 'kunde@nordlicht.local');
    expect(calls.length).toBeGreaterThan(0);
    const sync = (call: { url: string }) =>
      new URL(call.url).pathname === '/api/trpc/auth.syncUser';
    for (const call of calls) {
      // Its answer is about the session: never shared with a page's call (api/transport.ts).
      if (sync(call)) expect(call.url).not.toContain('batch=1');
      else expect(call.url).toContain('batch=1');
      expect(call.authorization).toMatch(/^Bearer \S+\.\S+/);
      expect(call.uid).toMatch(/\S+/);
    }
    expect(calls.filter(sync).length).toBeGreaterThan(0);
    expect(calls.filter((call) => !sync(call)).length).toBeGreaterThan(0);
  });
});

test.describe('invitation', () => {
  test('demo-einladung lets a new account sign up and land in Nordlicht Vertrieb GmbH', async ({
    page,
  }) => {
    await page.goto('/invite/demo-einladung');
    await expect(page.getByText(/Nordlicht Vertrieb GmbH/).first()).toBeVisible();
    await expect(page.getByText('Benutzer').first()).toBeVisible();
    await page.getByRole('link', { name: 'Konto erstellen' }).click();
    await expect(page).toHaveURL(/\/signup\?invitation=demo-einladung$/);
    const email = `neu-${Date.now()}@example.com`;
    await page.getByLabel('Name').fill('Nina Neu');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort').fill('geheim-123');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 30_000 });
    await expect(nav(page).getByText('Nordlicht Vertrieb GmbH')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Willkommen zurück, Nina Neu!' }),
    ).toBeVisible();
  });

  test('an invitation for one address asks to confirm it, then goes on by itself', async ({
    page,
  }) => {
    const { token, email } = DEMO_PERSONAL_INVITATION;
    await page.goto(`/signup?invitation=${token}`);
    await expect(page.getByText(/sie gilt nur für diese Adresse/)).toBeVisible();
    await page.getByLabel('Name').fill('Nils Neu');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort').fill('geheim-123');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    // Anybody could sign up under this address: the account must prove it first.
    await expect(
      page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status')).toContainText(
      `Wir haben einen Bestätigungslink an ${email} geschickt.`,
    );

    // The link from the e-mail, opened elsewhere (another device): it leads back to this page.
    let link: string | null = null;
    await expect
      .poll(async () => (link = await verificationLink(page.request, email)))
      .toBeTruthy();
    const opened = await page.request.get(link ?? '', { maxRedirects: 0 });
    expect(opened.status()).toBe(303);
    expect(opened.headers().location).toContain(`/signup?invitation=${token}`);

    // This tab notices by itself and joins the company.
    await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 30_000 });
    await expect(nav(page).getByText('Nordlicht Vertrieb GmbH')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Willkommen zurück, Nils Neu!' }),
    ).toBeVisible();
  });
});

test.describe('two tabs in two companies', () => {
  test('each tab works in the company it shows, whichever was chosen last', async ({ page }) => {
    // Tab 1 in Sprint Demo, on one of its leads.
    await signIn(page, 'chef@sprint.local', 'Sprint Demo', '/app/crm?view=table');
    const firstLead = page.getByRole('grid', { name: 'Leads' }).getByRole('row').nth(1);
    const company = (await firstLead.getByRole('link').first().textContent()) ?? '';
    await firstLead.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();

    // Tab 2 of the same browser opens Nordlicht: now the last company chosen.
    const second = await page.context().newPage();
    await second.addInitScript((id) => {
      localStorage.setItem('sprint.auth.customerId', id);
    }, DEMO_CUSTOMER_IDS.nordlicht);
    await second.goto('/app/crm?view=table');
    await expect(nav(second).getByText('Nordlicht Vertrieb GmbH')).toBeVisible();
    await expect(second.getByRole('grid', { name: 'Leads' })).toBeVisible();

    // Back in tab 1: the change lands in Sprint Demo's lead, not refused as a Nordlicht one.
    const stages = page.getByRole('navigation', { name: 'Phase des Leads' });
    const won = stages.getByRole('button', { name: 'Gewonnen' });
    const next = (await won.getAttribute('aria-pressed')) === 'true' ? 'Angebot' : 'Gewonnen';
    await stages.getByRole('button', { name: next }).click();
    await expect(stages.getByRole('button', { name: next })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Status nicht gespeichert')).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: 'Phase des Leads' }).getByRole('button', { name: next }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(nav(page).getByText('Sprint Demo GmbH')).toBeVisible();

    // And tab 2 still shows Nordlicht's leads only.
    await second.reload();
    await expect(second.getByRole('grid', { name: 'Leads' })).toBeVisible();
    await expect(nav(second).getByText('Nordlicht Vertrieb GmbH')).toBeVisible();
    await second.close();
  });
});
