/**
 * The phone training end to end, in text mode and the Vorlagen-Modus: a Kaltakquise call ends
 * with an 'Auswertung' whose criteria cite what was said, and its medal adds points to the
 * leaderboard.
 */
import { expect, test } from './fixtures';
import { boardPoints, signIn } from './helpers';

/** The caller's side of a good cold call to Markus Albrecht (the library's Kaltakquise persona). */
const TURNS = [
  'Guten Tag Herr Albrecht, mein Name ist Tim Team von der Sprint GmbH.',
  'Ich rufe an, weil wir Metallbauern helfen, planbar neue Aufträge zu gewinnen.',
  'Wie gewinnen Sie heute neue Kunden?',
  'Unsere Kunden sparen im Schnitt fünf Stunden pro Woche und führen 30 Prozent mehr Erstgespräche.',
  'Das verstehe ich gut, viele unserer Kunden hatten vorher auch einen Dienstleister.',
  'Passt Ihnen ein kurzer Termin am Dienstag um 10 Uhr?',
  'Vielen Dank, ich schicke Ihnen gleich die Einladung. Auf Wiederhören!',
];

test.describe('Telefon-Training', () => {
  test('a Kaltakquise call in text mode ends with an Auswertung that cites the call, and its medal adds points', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'team@sprint.local', 'Sprint Demo GmbH');
    const before = await boardPoints(page, 'Tim Team');

    await page.goto('/app/telefon-training');
    const card = page
      .getByRole('article')
      .filter({ hasText: 'Kaltakquise: Geschäftsführer im Metallbau' })
      .first();
    await card.getByRole('button', { name: 'Üben' }).click();
    await expect(page).toHaveURL(/\/app\/telefon-training\/anrufe\/[0-9a-f-]{36}$/);

    const call = page.getByRole('log', { name: 'Gesprächsverlauf' });
    const answer = page.getByRole('textbox', { name: 'Deine Antwort' });
    await expect(call.getByRole('article')).toHaveCount(1);
    for (const [index, text] of TURNS.entries()) {
      await answer.fill(text);
      await answer.press('Enter');
      // Each turn gets the persona's reply before the next.
      await expect(call.getByRole('article')).toHaveCount(1 + 2 * (index + 1));
    }

    await page.getByRole('button', { name: 'Auflegen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auswertung' })).toBeVisible();
    await expect(page.getByText('Bestanden', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Medaille: Gold' })).toBeVisible();
    await expect(page.getByText('+20 Punkte')).toBeVisible();
    // The criteria cite what was said.
    const scorecard = page.getByRole('list').filter({ hasText: 'Erfüllt' }).first();
    await expect(scorecard).toContainText('„Guten Tag Herr Albrecht, mein Name ist Tim Team');
    await expect(scorecard).toContainText('Dienstag um 10 Uhr');

    expect(await boardPoints(page, 'Tim Team')).toBe(before + 20);
  });
});
