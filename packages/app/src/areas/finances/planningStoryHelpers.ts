/**
 * What the planning pages' stories share: the viewers, and how a person finds a dialog, a toast
 * and a row's menu.
 */
import { createElement, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SessionCustomer, SessionUser } from '../../api/types';
import { sessionCustomerFixture, sessionUserFixture } from '../../testing/storyProviders';
import { findToasts } from '../../testing/toasts';

/** The company's primary admin: sees the finances and decides on sharing them. */
export const primaryAdminFixture: SessionUser = { ...sessionUserFixture, role: 'primary_admin' };

/** An admin: sees the finances only when a primary admin shares them. */
export const adminFixture: SessionUser = { ...sessionUserFixture, role: 'admin' };

/** One of the provider's employees working as the company's primary admin (Projekte). */
export const employeeFixture: SessionUser = {
  ...sessionUserFixture,
  role: 'primary_admin',
  ourEmployee: true,
};

export const sharingCustomerFixture: SessionCustomer = {
  ...sessionCustomerFixture,
  financesForAdmins: true,
};

type Canvas = ReturnType<typeof within>;

/** A page with the room the shell's main area gives it. */
export function StoryPage({ children }: { children: ReactNode }) {
  return createElement('div', { style: { padding: 'var(--space-6)' } }, children);
}

/** A dialog once its fade-in is over (until then it is not visible yet). */
export async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The toast with this title, once it is shown. */
export async function toastNamed(title: string) {
  const toast = await (await findToasts()).findByText(title);
  const item = toast.closest('li');
  if (!item) throw new globalThis.Error(`„${title}“ ist kein Toast.`);
  return within(item);
}

/** Chooses an action from a row's or card's menu ('Aktionen für …'). */
export async function chooseAction(canvas: Canvas, name: string, action: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Aktionen für ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

/** A table row by the text it starts with (its row header). */
export async function rowOf(canvas: Canvas, name: string) {
  const header = await canvas.findByRole('rowheader', { name: new RegExp(`^${name}`) });
  const row = header.closest('tr, [role="row"]');
  if (!(row instanceof HTMLElement)) throw new globalThis.Error(`„${name}“ hat keine Zeile.`);
  return within(row);
}
