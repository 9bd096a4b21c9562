import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Toaster } from '@sprint/ui';
import type { SessionCustomer, SessionUser } from '../../api/types';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
} from '../../testing/storyProviders';
import { findToasts } from '../../testing/toasts';

/*
 * What the trainings stories share: the providers with the toasts beside the page, the people
 * who look at the courses, and waits for what a screenshot must not catch half-loaded.
 */

/** The toasts outside the page's router, so a toast survives a navigation. */
export const withProvidersAndToaster: Decorator = (Story, context) => (
  <>
    {withPublicProviders(Story, context)}
    <Toaster />
  </>
);

/** Nora of Nordlicht (plan Professional): a customer's member. */
export const customerUser: SessionUser = {
  ...sessionUserFixture,
  displayName: 'Nora Nordlicht',
  email: 'kunde@nordlicht.local',
  role: 'admin',
};

/** Clara, Sprint's employee: sees drafts, edits courses. */
export const employeeUser: SessionUser = {
  ...sessionUserFixture,
  id: '7a2c4e6f-1b3d-4f5a-8c7e-9d0b1a2c3e4f',
  displayName: 'Clara Chef',
  email: 'chef@sprint.local',
  role: 'primary_admin',
  ourEmployee: true,
};

export const professionalCustomer: SessionCustomer = sessionCustomerFixture;
export const starterCustomer: SessionCustomer = {
  ...sessionCustomerFixture,
  id: '1f4e8d2c-6b1a-4e3f-8c7d-9a2b1c0d3e40',
  name: 'Kleinkram UG',
  officialCompanyName: 'Kleinkram UG (haftungsbeschränkt)',
  plan: 'starter',
  domain: 'kleinkram.de',
};

/** Every picture of the canvas is decoded (covers), so the screenshot shows them. */
export async function imagesLoaded(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      for (const image of canvasElement.querySelectorAll('img')) {
        expect(image.complete && image.naturalWidth > 0).toBe(true);
      }
    },
    { timeout: 5000 },
  );
}

/** The video's first frame is there, so what is shown no longer changes by itself. */
export async function videoReady(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      const video = canvasElement.querySelector('video');
      expect(video?.readyState ?? 0).toBeGreaterThanOrEqual(2);
    },
    { timeout: 5000 },
  );
}

export const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

/** The live region of the sortable list a handle belongs to (nested lists each have their own). */
export function statusOf(handle: HTMLElement): HTMLElement {
  const list = handle.closest('[data-slot="sortable-list"]');
  const status = list?.querySelector<HTMLElement>(
    ':scope > [data-slot="sortable-list-announcer"] [role="status"]',
  );
  if (!status) throw new Error('No live region for this list');
  return status;
}

/**
 * Moves a row by keyboard as a person does: Space on its handle, the arrow keys, Space — each
 * step once the list has announced the one before.
 */
export async function moveByKeyboard(
  handle: HTMLElement,
  key: '{ArrowDown}' | '{ArrowUp}',
  to: string,
) {
  const live = statusOf(handle);
  handle.focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
  await waitFor(() => expect(live).toHaveTextContent(/aufgenommen/));
  // The sensor listens for the arrow keys from the next tick on.
  await pause();
  await userEvent.keyboard(key);
  await waitFor(() => expect(live).toHaveTextContent(`an Position ${to}.`));
  await userEvent.keyboard(' ');
  await waitFor(() => expect(live).toHaveTextContent(/abgelegt/));
}

/**
 * Clicks a toast's action. Radix lets the toasts take pointer events only once it has counted
 * the new toast (an effect after it is shown): a click in between would go nowhere.
 */
export async function clickToastAction(name: string) {
  const button = (await findToasts()).getByRole('button', { name });
  await waitFor(() => expect(getComputedStyle(button).pointerEvents).toBe('auto'));
  await userEvent.click(button);
}
