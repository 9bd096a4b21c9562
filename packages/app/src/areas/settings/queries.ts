import type { RouterOutputs } from '../../api/types';
import type { LiveInvalidations } from '../area';

export type Preferences = RouterOutputs['account']['preferences']['get'];
export type NotificationKey = keyof Preferences['notifications'];
export type Company = RouterOutputs['company']['get'];

/** Another admin changed the company (name, logo): the open settings page shows it. */
export const settingsLive: LiveInvalidations = {
  'customer.changed': (trpc) => [trpc.company.get.queryKey()],
};
