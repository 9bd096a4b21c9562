/**
 * The AI chats end to end, in the Vorlagen-Modus the local stack runs in: the Postgenerator
 * streams three variants with character counts from the form's topic, 'Anhalten' stops a stream
 * and keeps what came, and a Content-Kalender row becomes a calendar event.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nav, signIn } from './helpers';

const transcript = (page: Page) => page.getByRole('log', { name: 'Unterhaltung' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Nachricht' });

async function openChat(page: Page, category: string) {
  const group = nav(page).getByRole('button', { name: 'AI Chats' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await nav(page).getByRole('link', { name: category, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `AI Chat – ${category}` }),
  ).toBeVisible();
  await expect(page.getByText('Vorlagen-Modus – kein KI-Modell verbunden')).toBeVisible();
}

test.describe('AI-Chats', () => {
  test('the Postgenerator streams three variants from the form’s topic, with character counts', async ({
    page,
  }) => {
    const topic = `Kaltakquise im Maschinenbau ${Date.now()}`;
    await signIn(page, 'chef@sprint.local', 'Sprint Demo');
    await openChat(page, 'Postgenerator');
    await page.getByRole('textbox', { name: 'Thema' }).fill(topic);
    await page.getByRole('combobox', { name: 'Länge' }).click();
    await page.getByRole('option', { name: 'Mittel' }).click();
    await composer(page).fill('Schreib einen Beitrag für mein Netzwerk.');
    await composer(page).press('Enter');

    // Streamed: the log is busy and the answer grows before it is complete.
    await expect(transcript(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: 'Anhalten' })).toBeVisible();
    await expect(transcript(page)).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    await expect(page).toHaveURL(/[?&]chat=[0-9a-f-]{36}/);

    const variants = page.getByRole('list', { name: 'Varianten' }).getByRole('listitem');
    await expect(variants).toHaveCount(3);
    for (const variant of await variants.all()) {
      await expect(variant).toContainText(/[\d.]+ \/ 3\.000 Zeichen/);
    }
    await expect(transcript(page)).toContainText(topic);
    // The conversation is listed under its question, and stays after a reload.
    await expect(
      page.getByRole('list', { name: 'Unterhaltungen' }).getByRole('link', {
        name: /Schreib einen Beitrag für mein Netzwerk\./,
      }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Varianten' }).getByRole('listitem')).toHaveCount(
      3,
    );
  });

  test('Anhalten stops the stream and keeps what came', async ({ page }) => {
    await signIn(page, 'chef@sprint.local', 'Sprint Demo');
    await openChat(page, 'Postgenerator');
    await page.getByRole('combobox', { name: 'Länge' }).click();
    await page.getByRole('option', { name: 'Lang' }).click();
    await composer(page).fill('Ein langer Beitrag über Empfehlungsmarketing.');
    await composer(page).press('Enter');
    const answer = transcript(page).getByRole('article', { name: 'Antwort des Assistenten' });
    await expect(answer).toContainText('Variante 1');
    await page.getByRole('button', { name: 'Anhalten' }).click();

    await expect(answer).toContainText('Angehalten.');
    // It stops growing: what the server kept (a few words past what had arrived when the stop
    // reached it) replaces the shown text once, then nothing changes.
    let kept = '';
    await expect
      .poll(
        async () => {
          const now = (await answer.textContent()) ?? '';
          const same = now === kept;
          kept = now;
          return same;
        },
        { intervals: [3_000, 1_000], timeout: 15_000 },
      )
      .toBe(true);
    await expect(
      page.getByRole('list', { name: 'Varianten' }).getByRole('listitem'),
    ).not.toHaveCount(3);
    // Stored as stopped: after a reload the same part of the answer, marked so.
    await expect(page).toHaveURL(/[?&]chat=[0-9a-f-]{36}/);
    await page.reload();
    await expect(answer).toContainText('Angehalten.');
    await expect(answer).toHaveText(kept);
    await expect(page.getByRole('button', { name: 'Neu generieren' })).toBeVisible();
  });

  test('a Content-Kalender row becomes an event in the calendar', async ({ page }) => {
    const topic = `Vertrieb im Handwerk ${Date.now()}`;
    await signIn(page, 'chef@sprint.local', 'Sprint Demo');
    await openChat(page, 'Content-Kalender');
    await page.getByRole('textbox', { name: 'Thema' }).fill(topic);
    await page.getByRole('combobox', { name: 'Zeitraum' }).click();
    await page.getByRole('option', { name: '1 Woche' }).click();
    await composer(page).fill('Plane meine Beiträge.');
    await composer(page).press('Enter');
    const plan = page.getByRole('list', { name: 'Redaktionsplan' });
    await expect(plan.getByRole('button', { name: /in den Kalender übernehmen$/ })).toHaveCount(2, {
      timeout: 30_000,
    });

    const first = plan.getByRole('button', { name: /in den Kalender übernehmen$/ }).first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    const [day, month, year] = label.slice(0, 10).split('.');
    await first.click();
    await expect(page.getByText('In den Kalender übernommen').first()).toBeVisible();
    await expect(plan.getByText('Im Kalender')).toHaveCount(1);

    await page.goto(`/app/calendar?datum=${year}-${month}-${day}`);
    await expect(
      page.getByRole('button', { name: new RegExp(`LinkedIn: .*${topic}`) }),
    ).toBeVisible();
  });
});
