import type { NotificationPreferences, User } from './schema';

export type Preferences = {
  theme: User['theme'];
  notifications: Required<NotificationPreferences>;
};

/** Every e-mail notification is on until switched off. */
export function preferencesOf(user: User): Preferences {
  const stored = user.notificationPreferences;
  return {
    theme: user.theme,
    notifications: {
      invitationAccepted: stored.invitationAccepted ?? true,
      leadAssigned: stored.leadAssigned ?? true,
    },
  };
}
