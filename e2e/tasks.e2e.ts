/**
 * Tasks end to end: a quick add in plain German lands under 'Demnächst' with tomorrow's date and
 * time; completing shows 'Aufgabe erledigt' and 'Rückgängig' brings it back; a card moves on the
 * board by keyboard and stays where it was put; a task added on a lead's page is listed there and
 * under 'Demnächst' with a link back to the lead.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

// Each test signs in as a different demo user: sign-ins are rate limited per account (20 a
// minute), and the CRM's tests just before sign in as chef@ several times.

/** The toast that says `text` (the notifications region; its announcer repeats the text). */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Benachrichtigungen/ })
    .getByRole('listitem')
    .filter({ hasText: text });

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

const list = (page: Page, name: string) => page.getByRole('list', { name, exact: true });

const item = (page: Page, listName: string, title: string) =>
  list(page, listName)
    .locator('[data-slot="task-item"]')
    .filter({ has: page.getByRole('checkbox', { name: title, exact: true }) });

const column = (page: Page, title: string) =>
  page
    .getByRole('region', { name: title, exact: true })
    .and(page.locator('[data-slot="kanban-column"]'));

test.describe('Aufgaben', () => {
  test('quick add with a German date lands under Demnächst; completing and undoing', async ({
    page,
  }) => {
    await signIn(page, 'kunde@nordlicht.local', undefined, '/app/tasks');
    const title = `Angebot nachfassen ${Date.now()}`;
    const field = page.getByRole('textbox', { name: 'Aufgabe hinzufügen' });
    // The words for the date go; what was understood shows before saving.
    await field.fill(`${title} morgen 10 Uhr`);
    await expect(page.locator('[data-slot="quick-add-understood"]')).toHaveText(
      'Fällig: Morgen, 10:00',
    );
    await field.press('Enter');
    await expect(toast(page, 'Aufgabe angelegt')).toBeVisible();
    await expect(field).toHaveValue('');

    await tab(page, 'Demnächst').click();
    await expect(page).toHaveURL(/ansicht=upcoming/);
    const task = item(page, 'Demnächst', title);
    await expect(task).toContainText('Fällig: Morgen, 10:00');
    // Not today's.
    await tab(page, 'Heute').click();
    await expect(list(page, 'Heute').or(page.getByText('Heute ist nichts fällig.'))).toBeVisible();
    await expect(item(page, 'Heute', title)).toHaveCount(0);

    await tab(page, 'Demnächst').click();
    // A click, not check(): a completed task leaves the list, so its box may never be seen
    // ticked (check() then clicks again and again). The toast and the list below tell.
    await task.getByRole('checkbox', { name: title }).click();
    const done = toast(page, 'Aufgabe erledigt');
    await expect(done).toBeVisible();
    await expect(task).toHaveCount(0);
    await done.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(task).toBeVisible();
    await expect(task.getByRole('checkbox', { name: title })).not.toBeChecked();

    // The server has it open again: a reload shows the same.
    await page.reload();
    await expect(item(page, 'Demnächst', title)).toContainText('Fällig: Morgen, 10:00');
  });

  test('a card moves on the board by keyboard and stays there', async ({ page }) => {
    await signIn(page, 'team@sprint.local', 'Sprint Demo', '/app/tasks');
    const title = `Board-Aufgabe ${Date.now()}`;
    const field = page.getByRole('textbox', { name: 'Aufgabe hinzufügen' });
    await field.fill(title);
    await expect(page.locator('[data-slot="quick-add-understood"]')).toHaveText('Ohne Fälligkeit');
    await field.press('Enter');
    await expect(toast(page, 'Aufgabe angelegt')).toBeVisible();

    await tab(page, 'Board').click();
    await expect(page).toHaveURL(/ansicht=board/);
    await expect(column(page, 'Offen')).toContainText(title);

    const announcer = page.locator('[data-slot="kanban-board-announcer"]');
    await page.getByRole('button', { name: `„${title}“ verschieben` }).focus();
    await page.keyboard.press('Space');
    await expect(announcer).toContainText('aufgenommen');
    await page.keyboard.press('ArrowRight');
    await expect(announcer).toContainText('Spalte „In Arbeit“');
    await page.keyboard.press('Space');
    await expect(announcer).toContainText('abgelegt');
    await expect(column(page, 'In Arbeit')).toContainText(title);
    await expect(column(page, 'Offen')).not.toContainText(title);

    await page.reload();
    await expect(column(page, 'In Arbeit')).toContainText(title);
  });

  test('a task added on a lead’s page shows there and in the task list, linked to the lead', async ({
    page,
  }) => {
    await signIn(page, 'chef@sprint.local', 'Nordlicht', '/app/crm?view=table&search=Alpenblick');
    await page.getByRole('link', { name: 'Alpenblick Logistik GmbH', exact: true }).first().click();
    await expect(
      page.getByRole('heading', { name: 'Alpenblick Logistik GmbH', level: 1 }),
    ).toBeVisible();
    const leadUrl = page.url();

    const title = `Rückruf vereinbaren ${Date.now()}`;
    const tasks = page.getByRole('list', { name: 'Aufgaben', exact: true });
    const field = page.getByRole('textbox', { name: 'Aufgabe hinzufügen' });
    await field.fill(`${title} übermorgen 9 Uhr`);
    await field.press('Enter');
    await expect(toast(page, 'Aufgabe angelegt')).toBeVisible();
    await expect(tasks.locator('[data-slot="task-item"]').filter({ hasText: title })).toContainText(
      '9:00',
    );

    await page.goto('/app/tasks?ansicht=upcoming');
    const task = item(page, 'Demnächst', title);
    await expect(task).toContainText('09:00');
    await task.getByRole('link', { name: 'Alpenblick Logistik GmbH' }).click();
    await expect(page).toHaveURL(leadUrl);
  });
});
