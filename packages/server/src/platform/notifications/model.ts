/**
 * Notifications as the app may know them (`@sprint/server/platform/notifications`): the kinds,
 * their German texts and the defaults of their switches (Einstellungen › Benachrichtigungen).
 */

export const NOTIFICATION_KINDS = [
  'mention',
  'reply',
  'comment',
  'like',
  'leadAssigned',
  'invitationAccepted',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** When each kind comes, as its switches say it ('E-Mail, wenn mich jemand erwähnt'). */
export const NOTIFICATION_KIND_LABELS = {
  mention: 'wenn mich jemand erwähnt',
  reply: 'wenn jemand auf meine Beiträge oder Kommentare antwortet',
  comment: 'wenn unter Beiträgen, denen ich folge, kommentiert wird',
  like: 'wenn jemandem mein Beitrag oder Kommentar gefällt',
  leadAssigned: 'wenn mir ein Lead zugewiesen wird',
  invitationAccepted: 'wenn jemand meine Einladung annimmt',
} as const satisfies Record<NotificationKind, string>;

/** The key of a kind's in-app switch in the stored preferences (the e-mail one is the kind). */
export type InAppKey = `${NotificationKind}InApp`;

export function inAppKey(kind: NotificationKind): InAppKey {
  return `${kind}InApp`;
}

/**
 * What is on until switched off. Everything shows in the bell; e-mails come for what asks
 * something of the person (a mention, a reply, a lead, a new colleague), not for every comment
 * or like — those are in the bell and the optional daily digest.
 */
export const MAIL_DEFAULTS = {
  mention: true,
  reply: true,
  comment: false,
  like: false,
  leadAssigned: true,
  invitationAccepted: true,
} as const satisfies Record<NotificationKind, boolean>;

/** How one notification reads in the bell and in e-mails. */
export function notificationTitle(notification: {
  kind: NotificationKind;
  actorName: string;
  actorCount: number;
  subject: string;
  /** For likes and replies: whether the subject is a comment rather than a post. */
  onComment?: boolean;
}): string {
  const { actorName, actorCount, subject } = notification;
  const quoted = `„${subject}“`;
  switch (notification.kind) {
    case 'mention':
      return `${actorName} hat dich in ${quoted} erwähnt`;
    case 'reply':
      return notification.onComment
        ? `${actorName} hat auf deinen Kommentar in ${quoted} geantwortet`
        : `${actorName} hat deinen Beitrag ${quoted} kommentiert`;
    case 'comment':
      return actorCount > 1
        ? `${actorCount} neue Kommentare in ${quoted}`
        : `${actorName} hat ${quoted} kommentiert`;
    case 'like': {
      const what = notification.onComment ? 'dein Kommentar' : 'dein Beitrag';
      return actorCount > 1
        ? `${actorCount} Personen gefällt ${what} ${quoted}`
        : `${actorName} gefällt ${what} ${quoted}`;
    }
    case 'leadAssigned':
      return `${actorName} hat dir den Lead ${subject} zugewiesen`;
    case 'invitationAccepted':
      return `${actorName} hat deine Einladung angenommen`;
  }
}

/** Every switch with its default: what a person who never changed anything has. */
export const NOTIFICATION_DEFAULTS = {
  ...MAIL_DEFAULTS,
  mentionInApp: true,
  replyInApp: true,
  commentInApp: true,
  likeInApp: true,
  leadAssignedInApp: true,
  invitationAcceptedInApp: true,
  dailyDigest: false,
} as const satisfies Record<NotificationKind | InAppKey | 'dailyDigest', boolean>;
