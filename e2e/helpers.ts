import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PROJECT_ID } from '../packages/server/src/platform/config';
import { DEMO_CUSTOMER_IDS } from '../packages/server/src/platform/identity/seed';
import { waitForMail } from './mailbox';
import { E2E_AUTH_EMULATOR_PORT, E2E_PORT } from './stack';

export const PASSWORD = 'sprint-demo';
export const EMPLOYEES_ONLY = 'Nur für Mitarbeiter verfügbar';
export const ADMINS_ONLY = 'In Entwicklung - Nur für Admins verfügbar';

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

/** Signs in on /login with e-mail and password, as a person does (keyboard submit). */
export async function submitLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByLabel('Passwort').press('Enter');
}

/**
 * Signs in a demo user and waits for the dashboard, or for the page `to` (the sign-in page's
 * `redirectTo`: straight there, without loading the dashboard first). Employees may open every
 * company, so they pick one in the customer dialog first.
 */
export async function signIn(page: Page, email: string, company?: string, to?: string) {
  await page.goto(to ? `/login?redirectTo=${encodeURIComponent(to)}` : '/login');
  await submitLogin(page, email);
  if (company) await chooseCompany(page, company);
  if (to) {
    // The page may add its defaults to the address; the path is the one asked for.
    const path = new URL(to, 'http://sprint').pathname;
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(nav(page)).toBeVisible();
    return;
  }
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen zurück/ })).toBeVisible();
}

export async function chooseCompany(page: Page, company: string) {
  const dialog = page.getByRole('dialog', { name: 'Willkommen bei Sprint!' });
  await dialog.getByRole('combobox', { name: 'Unternehmen auswählen:' }).click();
  await page.getByRole('option', { name: new RegExp(company) }).click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
}

/** The tooltip a disabled sidebar item shows on hover, and its accessible description. */
export async function expectDisabledWithReason(page: Page, name: string, reason: string) {
  const item = nav(page).getByRole('button', { name, exact: true });
  await expect(item).toHaveAttribute('aria-disabled', 'true');
  await expect(item).toHaveAccessibleDescription(reason);
  await item.hover();
  const tooltip = page.getByRole('tooltip').filter({ hasText: reason });
  await expect(tooltip.first()).toBeVisible();
  // Leave the item the way a hand does (several moves), so the tooltip closes before the next.
  await page.mouse.move(1200, 700, { steps: 8 });
  await expect(tooltip).toHaveCount(0);
}

export async function storageKeys(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
}

/**
 * The newest e-mail confirmation link Firebase made for this address: the Auth emulator keeps
 * the links it would mail (its `oobCodes` endpoint) instead of sending them.
 */
export async function verificationLink(request: APIRequestContext, email: string) {
  const emulator = `http://127.0.0.1:${E2E_AUTH_EMULATOR_PORT}`;
  const response = await request.get(
    `${emulator}/emulator/v1/projects/${DEMO_PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const links = oobCodes.filter(
    (code) => code.email === email && code.requestType === 'VERIFY_EMAIL',
  );
  return links.at(-1)?.oobLink ?? null;
}

const IDENTITY_TOOLKIT = `http://127.0.0.1:${E2E_AUTH_EMULATOR_PORT}/identitytoolkit.googleapis.com/v1`;

async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${url} antwortet mit ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A new account, invited to Kleinkram UG (role Benutzer) by its primary admin through the API and
 * with a confirmed address, not yet signed in to Sprint: for tests whose sign-ins would get in
 * the way of the demo users' (the sign-in limits count per account). Returns its login and the
 * invitation's token.
 */
export async function invitedAccount({
  password = 'geheim-123',
  displayName,
}: { password?: string; displayName?: string } = {}) {
  const email = `konto-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.com`;
  const admin = await postJson<{ idToken: string; localId: string }>(
    `${IDENTITY_TOOLKIT}/accounts:signInWithPassword?key=e2e`,
    { email: 'inhaber@kleinkram.local', password: PASSWORD, returnSecureToken: true },
  );
  await postJson(
    `http://127.0.0.1:${E2E_PORT}/api/trpc/team.invitations.create?batch=1`,
    { 0: { json: { emails: [email], role: 'user' } } },
    {
      Authorization: `Bearer ${admin.idToken}`,
      'X-Firebase-UID': admin.localId,
      'X-Sprint-Customer': DEMO_CUSTOMER_IDS.kleinkram,
    },
  );
  const mail = await waitForMail(email);
  const token = /\/invite\/([^\s"'<>]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`Kein Einladungslink in der E-Mail an ${email}`);
  const account = await postJson<{ localId: string }>(
    `${IDENTITY_TOOLKIT}/accounts:signUp?key=e2e`,
    { email, password, displayName, returnSecureToken: true },
  );
  await postJson(
    `${IDENTITY_TOOLKIT}/projects/${DEMO_PROJECT_ID}/accounts:update`,
    { localId: account.localId, emailVerified: true },
    { Authorization: 'Bearer owner' },
  );
  return { email, password, invitation: decodeURIComponent(token) };
}

/** The points a person has on the community's 7-day board (0 when not listed). */
export async function boardPoints(page: Page, name: string) {
  await page.goto('/app/leaderboard?bereich=community');
  const table = page.getByRole('table', { name: 'Rangliste der letzten 7 Tage' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: name }).first();
  if ((await row.count()) === 0) return 0;
  const cells = row.getByRole('cell');
  return Number((await cells.last().textContent())?.replace(/\D/g, '') ?? '0');
}
