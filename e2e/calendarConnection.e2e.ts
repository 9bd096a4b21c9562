/**
 * Calendar connection end to end (ADR 022): an employee connects Google Calendar from the
 * settings (OAuth 2.0 with PKCE against the stand-in the stack starts in Google's place, through
 * its login and consent pages), lands back on the settings with 'Verbunden', sees the calendar's
 * busy time as 'Belegt' in the week view, and disconnects again.
 */
import type { Page } from '@playwright/test';
import { addDays, berlinDay } from '../packages/server/src/platform/berlin';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/** The toast that says `text` (the notifications region; its announcer repeats the text). */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Benachrichtigungen/ })
    .getByRole('listitem')
    .filter({ hasText: text });

const card = (page: Page) => page.locator('#kalenderverbindung');

test.describe('calendar connection', () => {
  test('an employee connects Google Calendar, sees its busy times, and disconnects', async ({
    page,
  }) => {
    await signIn(page, 'team@sprint.local', 'Sprint Demo', '/app/settings');
    await expect(card(page).getByRole('heading', { name: 'Kalenderverbindung' })).toBeVisible();
    await card(page).getByRole('button', { name: 'Google Kalender verbinden' }).click();

    // The stand-in's development pages, where Google would ask.
    await page.getByPlaceholder('Enter any login').fill('tim');
    await page.getByPlaceholder('and password').fill('beliebig');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/app\/settings#kalenderverbindung$/);
    await expect(toast(page, 'Google Kalender verbunden')).toBeVisible();
    await expect(card(page).getByText('Verbunden', { exact: true })).toBeVisible();
    await expect(card(page).getByText('tim@kalender.test')).toBeVisible();

    // Tomorrow 14:00–15:30 is busy in the connected calendar: the week shows it.
    const tomorrow = addDays(berlinDay(new Date()), 1);
    await page.goto(`/app/calendar?datum=${tomorrow}`);
    await expect(page.getByText('Belegt', { exact: true }).first()).toBeVisible();

    await page.goto('/app/settings');
    await card(page).getByRole('button', { name: 'Trennen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Google Kalender trennen?' });
    await dialog.getByRole('button', { name: 'Trennen' }).click();
    await expect(toast(page, 'Google Kalender getrennt')).toBeVisible();
    await expect(
      card(page).getByRole('button', { name: 'Google Kalender verbinden' }),
    ).toBeEnabled();
  });
});
