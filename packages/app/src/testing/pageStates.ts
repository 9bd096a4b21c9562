import { expect, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/**
 * A page's refusal as every area shows it: 'Kein Zugriff auf {subject}' with the server's reason
 * in its words, the way back to the dashboard, and no 'Erneut versuchen' (trying again would be
 * refused again). What the page must not offer besides is each story's own check.
 */
export async function expectNoAccess(canvas: Canvas, subject: string, reason: string) {
  const refusal = within(
    await canvas.findByRole('region', { name: `Kein Zugriff auf ${subject}` }),
  );
  await expect(refusal.getByText(reason)).toBeVisible();
  await expect(refusal.getByRole('link', { name: 'Zurück zum Dashboard' })).toHaveAttribute(
    'href',
    '/app/dashboard',
  );
  await expect(canvas.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
}

/**
 * A page (or card) that could not load: its title as a region, the server's message when given,
 * and 'Erneut versuchen'. A 5xx is tried once more (spec §9) before the error shows: hence the
 * longer wait.
 */
export async function expectLoadError(canvas: Canvas, title: string, message?: string | RegExp) {
  const error = within(await canvas.findByRole('region', { name: title }, { timeout: 10_000 }));
  if (message !== undefined) await expect(error.getByText(message)).toBeVisible();
  await expect(error.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
}
