/**
 * The calendar end to end: a weekly series is created in the dialog; one occurrence is dragged
 * to another time with the real mouse and 'Nur diesen Termin' — the others stay; the private
 * subscription link serves the series (with the moved occurrence as its exception) as iCalendar
 * that the test fetches like a calendar app would.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

const berlinDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(at);

function addDays(day: string, days: number) {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → '30.11.2026' (the date field) and the event's name part 'Mo., 30.11.2026'. */
const german = (day: string) => day.split('-').reverse().join('.');

/** Monday of the week after this one (Berlin): a week with no demo events moved into it. */
function nextMonday(): string {
  const today = berlinDay(new Date());
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, 7 - weekday);
}

const occurrence = (page: Page, title: string, day: string, times: string): Locator =>
  page.getByRole('button', {
    name: new RegExp(
      `^${title}, Mo\\., ${german(day).replace(/\./g, '\\.')}, ${times}, Serientermin`,
    ),
  });

test.describe('Kalender', () => {
  test('a weekly series; one occurrence moved by drag only; the subscription feed has it', async ({
    page,
  }) => {
    const title = `Wochenplanung ${Date.now()}`;
    const first = nextMonday();
    const second = addDays(first, 7);
    const third = addDays(first, 14);

    await signIn(page, 'chef@sprint.local', 'Sprint Demo GmbH', `/app/calendar?datum=${first}`);
    await expect(page.getByRole('button', { name: 'Woche', pressed: true })).toBeVisible();

    await page.getByRole('button', { name: 'Neuer Termin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Termin' });
    await dialog.getByLabel('Titel').fill(title);
    await dialog.getByLabel('Beginn', { exact: true }).fill(german(first));
    await dialog.getByLabel('Uhrzeit Beginn').fill('08:00');
    await dialog.getByLabel('Ende', { exact: true }).fill(german(first));
    await dialog.getByLabel('Uhrzeit Ende').fill('09:00');
    await dialog.getByRole('combobox', { name: 'Wiederholung' }).click();
    await page.getByRole('option', { name: 'Wöchentlich' }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();

    await expect(occurrence(page, title, first, '08:00 bis 09:00')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    const moving = occurrence(page, title, second, '08:00 bis 09:00');
    await expect(moving).toBeVisible();

    // Drag the second Monday's occurrence two hours later, with the mouse (08:00 to 10:00 in view).
    await page
      .locator('[data-time="09:00:00"]')
      .first()
      .evaluate((slot) => slot.scrollIntoView({ block: 'center' }));
    const from = await moving.boundingBox();
    const eight = await page.locator('[data-time="08:00:00"]').first().boundingBox();
    const ten = await page.locator('[data-time="10:00:00"]').first().boundingBox();
    if (!from || !eight || !ten) throw new Error('the week grid is not laid out');
    const grab = { x: from.x + from.width / 2, y: from.y + 6 };
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x, grab.y + 10, { steps: 5 });
    await page.mouse.move(grab.x, grab.y + (ten.y - eight.y), { steps: 15 });
    await page.mouse.up();
    const scope = page.getByRole('dialog', { name: 'Wiederkehrenden Termin ändern' });
    await scope.getByRole('button', { name: 'Nur diesen Termin' }).click();
    await expect(scope).toBeHidden();

    // Only that one moved: it is at 10:00, as an exception, the weeks around it unchanged.
    await expect(
      page.getByRole('button', {
        name: new RegExp(
          `^${title}, Mo\\., ${german(second).replace(/\./g, '\\.')}, 10:00 bis 11:00`,
        ),
      }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('button', {
        name: new RegExp(
          `^${title}, Mo\\., ${german(second).replace(/\./g, '\\.')}, 10:00 bis 11:00`,
        ),
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(occurrence(page, title, third, '08:00 bis 09:00')).toBeVisible();
    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(occurrence(page, title, first, '08:00 bis 09:00')).toBeVisible();

    // The private subscription link, fetched the way a calendar app polls it.
    await page.getByRole('button', { name: 'Kalender abonnieren' }).click();
    const subscribe = page.getByRole('dialog', { name: 'Kalender abonnieren' });
    const link = subscribe.getByLabel('Abo-Link');
    if (!(await link.isVisible())) {
      await subscribe.getByRole('button', { name: 'Link erstellen' }).click();
    }
    await expect(link).toHaveValue(/\/api\/calendar\/feed\/.+\.ics$/);
    const url = await link.inputValue();
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
    const vevents = ics.split('BEGIN:VEVENT').filter((part) => part.includes(`SUMMARY:${title}`));
    // The series and its moved occurrence (RECURRENCE-ID), both at Berlin wall-clock times.
    expect(vevents).toHaveLength(2);
    const series = vevents.find((part) => part.includes('RRULE:'));
    expect(series).toContain('RRULE:FREQ=WEEKLY');
    expect(series).toContain(`DTSTART;TZID=Europe/Berlin:${first.replace(/-/g, '')}T080000`);
    const moved = vevents.find((part) => part.includes('RECURRENCE-ID'));
    expect(moved).toContain(`RECURRENCE-ID;TZID=Europe/Berlin:${second.replace(/-/g, '')}T080000`);
    expect(moved).toContain(`DTSTART;TZID=Europe/Berlin:${second.replace(/-/g, '')}T100000`);
  });

  test('a customer’s staff who open the address see why not, no actions, and ask the server nothing', async ({
    page,
  }) => {
    // Nora is an Administrator of Nordlicht, a customer: the calendar is the provider's.
    await signIn(page, 'kunde@nordlicht.local');
    const calendarRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/trpc\/[^?]*calendar(Sync)?\./.test(request.url())) {
        calendarRequests.push(request.url());
      }
    });
    await page.goto('/app/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
    const refusal = page.getByRole('region', { name: 'Kein Zugriff auf den Kalender' });
    await expect(refusal).toContainText('Nur für Mitarbeiter verfügbar.');
    for (const action of ['Neuer Termin', 'Kalender importieren', 'Kalender abonnieren']) {
      await expect(page.getByRole('button', { name: action })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
    await expect(page.getByText('Termine konnten nicht geladen werden')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Kalenderansicht' })).toHaveCount(0);
    expect(calendarRequests).toEqual([]);

    await refusal.getByRole('link', { name: 'Zurück zum Dashboard' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
});
