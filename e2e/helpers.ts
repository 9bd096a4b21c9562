import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PROJECT_ID } from '../packages/server/src/platform/config';
import { E2E_AUTH_EMULATOR_PORT } from './stack';

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
 * Signs in a demo user and waits for the dashboard. Employees may open every company, so they
 * pick one in the customer dialog first.
 */
export async function signIn(page: Page, email: string, company?: string) {
  await page.goto('/login');
  await submitLogin(page, email);
  if (company) await chooseCompany(page, company);
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
