export {
  NOTIFICATION_BELL_TEXTS,
  NotificationBell,
  notificationBellLabel,
  unreadBadgeText,
} from './NotificationBell';
export type { NotificationBellProps, NotificationItem } from './NotificationBell';
