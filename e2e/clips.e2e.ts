/**
 * Clips end to end, in Chromium with its generated camera, microphone and screen: a clip is
 * recorded from the header's 'Record Video', uploaded and watched on its page; a finished video
 * is uploaded through 'Video hochladen'; the search and the tag filter find the seeded clips.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

const MEMBER = 'kunde@nordlicht.local';
const DEMO_VIDEO = fileURLToPath(
  new URL('../packages/server/src/areas/clips/demo/follow-up.mp4', import.meta.url),
);

const grid = (page: Page) => page.getByRole('list', { name: 'Clips' });
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** Plays the clip's video from its page and checks that it really runs and is counted. */
async function watch(page: Page) {
  const video = page.locator('[data-slot="video-player"] video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Abspielen' }).click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0.5);
  // The first view of the day counts.
  await expect(page.getByText(/^1 Aufruf ·/)).toBeVisible();
}

test.describe('Clips', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, MEMBER);
  });

  test('Record Video: the camera is recorded with a pause, uploaded and plays on its page', async ({
    page,
  }) => {
    const title = `Einwand am Telefon ${Date.now()}`;
    await page.goto('/app/clips');
    await expect(page.getByRole('heading', { level: 1, name: 'Clips' })).toBeVisible();

    await page.getByRole('button', { name: 'Record Video' }).click();
    await expect(page).toHaveURL(/\/app\/clips\?aufnahme=1$/);
    const dialog = page.getByRole('dialog', { name: 'Video aufnehmen' });
    await dialog.getByRole('radio', { name: 'Kamera', exact: true }).click();
    await dialog.getByRole('button', { name: 'Aufnahme starten' }).click();
    await expect(dialog.getByText(/Die Aufnahme beginnt in/)).toBeVisible();
    await expect(dialog.getByText('Aufnahme läuft')).toBeVisible({ timeout: 10_000 });

    await page.waitForTimeout(2_000);
    await dialog.getByRole('button', { name: 'Pausieren' }).click();
    await expect(dialog.getByText('Aufnahme pausiert')).toBeVisible();
    await page.waitForTimeout(2_000);
    await dialog.getByRole('button', { name: 'Fortsetzen' }).click();
    await page.waitForTimeout(1_500);
    await dialog.getByRole('button', { name: 'Aufnahme beenden' }).click();

    // The recording plays in the preview; its length leaves out the pause (about 3.5 s).
    const preview = dialog.getByRole('region', { name: 'Vorschau der Aufnahme' });
    await expect(preview).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByText(/^Aufgenommen: 0:0[34]\./)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Titel' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Beschreibung' }).fill('Aufgenommen im Browser.');
    await dialog.getByRole('textbox', { name: 'Tags' }).fill('Einwände, Telefon');
    await dialog.getByRole('button', { name: 'Hochladen' }).click();

    await expect(page).toHaveURL(/\/app\/clips\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('listitem'),
    ).toHaveText(['Clips', title]);
    await expect(page.getByText('Aufgenommen im Browser.')).toBeVisible();
    await expect(page.getByText(/^0 Aufrufe · .* · 0:0[34] · von /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
    await watch(page);

    // In the grid, with the still taken from the recording.
    await page.getByRole('link', { name: 'Clips', exact: true }).click();
    const recorded = card(page, title);
    await expect(recorded).toBeVisible();
    await expect(recorded.locator('img')).toHaveAttribute('src', /.+/);
    await expect
      .poll(() => recorded.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('screen and camera together are recorded as one picture', async ({ page }) => {
    await page.goto('/app/clips?aufnahme=1');
    const dialog = page.getByRole('dialog', { name: 'Video aufnehmen' });
    await dialog.getByRole('radio', { name: 'Bildschirm und Kamera' }).click();
    await dialog.getByRole('button', { name: 'Aufnahme starten' }).click();
    await expect(dialog.getByText('Aufnahme läuft')).toBeVisible({ timeout: 10_000 });
    await page.waitForTimeout(1_500);
    await dialog.getByRole('button', { name: 'Aufnahme beenden' }).click();
    const preview = dialog.getByRole('region', { name: 'Vorschau der Aufnahme' });
    await expect(preview).toBeVisible({ timeout: 10_000 });
    await expect
      .poll(() => preview.locator('video').evaluate((video: HTMLVideoElement) => video.videoWidth))
      .toBeGreaterThan(0);

    // Closing asks before the recording is lost.
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('alertdialog', { name: 'Aufnahme verwerfen?' });
    await confirm.getByRole('button', { name: 'Verwerfen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/clips$/);
  });

  test('Video hochladen: a finished video becomes a clip and plays', async ({ page }) => {
    const title = `Follow-up Vorlage ${Date.now()}`;
    await page.goto('/app/clips');
    await page.getByRole('button', { name: 'Video hochladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Video hochladen' });
    await dialog.locator('input[type=file]').setInputFiles(DEMO_VIDEO);
    await expect(dialog.getByText(/^Länge 0:08\./)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Titel' })).toHaveValue('follow-up');
    await dialog.getByRole('textbox', { name: 'Titel' }).fill(title);
    await dialog.getByRole('button', { name: 'Hochladen' }).click();

    await expect(page).toHaveURL(/\/app\/clips\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^0 Aufrufe · .* · 0:08 · von /)).toBeVisible();
    await watch(page);
  });

  test('the search and the tag filter find the seeded clips, and the address keeps them', async ({
    page,
  }) => {
    await page.goto('/app/clips');
    await expect(card(page, 'Der Abschluss')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Clips durchsuchen' }).fill('einwaende');
    await expect(page).toHaveURL(/\?search=einwaende$/);
    await expect(card(page, 'Einwände drehen')).toBeVisible();
    await expect(card(page, 'Der Abschluss')).toBeVisible();
    await expect(card(page, 'CRM in 5 Minuten')).toHaveCount(0);

    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await page.getByRole('combobox', { name: 'Tag' }).click();
    await page.getByRole('option', { name: /^CRM \(/ }).click();
    await expect(page).toHaveURL(/\?tag=CRM$/);
    await expect(card(page, 'CRM in 5 Minuten')).toBeVisible();
    await expect(card(page, 'Follow-up')).toBeVisible();
    await expect(card(page, 'Einwände drehen')).toHaveCount(0);

    // The address alone brings the view back; a card opens its clip.
    await page.reload();
    await expect(card(page, 'CRM in 5 Minuten')).toBeVisible();
    await card(page, 'CRM in 5 Minuten').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'CRM in 5 Minuten' })).toBeVisible();
    await expect(page.getByText(/· von /)).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
  });
});
