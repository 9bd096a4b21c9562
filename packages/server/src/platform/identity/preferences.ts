import { NOTIFICATION_DEFAULTS } from '../notifications/model';
import type { NotificationPreferences, User } from './schema';

export type Preferences = {
  theme: User['theme'];
  notifications: Required<NotificationPreferences>;
};

/** The stored switches over their defaults: every kind in the bell, e-mails as MAIL_DEFAULTS. */
export function preferencesOf(user: User): Preferences {
  const stored = user.notificationPreferences;
  const notifications = { ...NOTIFICATION_DEFAULTS } as Required<NotificationPreferences>;
  for (const key of Object.keys(NOTIFICATION_DEFAULTS) as (keyof NotificationPreferences)[]) {
    notifications[key] = stored[key] ?? NOTIFICATION_DEFAULTS[key];
  }
  return { theme: user.theme, notifications };
}
