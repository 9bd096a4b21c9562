import { screen, within } from 'storybook/test';

/**
 * The toasts, once they can be read. While a modal dialog is open, Radix hides the rest of the
 * page from assistive technology (aria-hidden), the toast region included: a toast shown as a
 * dialog closes is found only once the dialog has gone, which on a busy machine takes a moment.
 */
export async function findToasts() {
  return within(await screen.findByRole('region', { name: 'Benachrichtigungen (F8)' }));
}
