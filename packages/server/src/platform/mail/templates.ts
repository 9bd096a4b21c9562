import type { MailMessage } from './mailer';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** For text and attribute values alike: every value a user or company chose goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A header or one-line value: line breaks in a company name must not start a new line. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

const BERLIN = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * `dd.MM.yyyy HH:mm` in German time, whatever zone the server runs in (UTC in production):
 * the people invited read it as the time on their clock.
 */
export function formatBerlinDateTime(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    BERLIN.formatToParts(date).find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/** Only web links: a link is built from APP_URL, and anything else would be a bug to surface. */
function checkedLink(link: string): string {
  const protocol = URL.canParse(link) ? new URL(link).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error('Der Link einer E-Mail muss mit http:// oder https:// beginnen.');
  }
  return link;
}

// E-mail clients ignore stylesheets and CSS variables: the design tokens' colours
// (packages/ui/src/theme/tokens.ts, light theme) are written inline.
const COLORS = {
  page: '#f1f5f9',
  card: '#ffffff',
  text: '#0f172a',
  muted: '#475569',
  primary: '#1d4ed8',
  primaryForeground: '#ffffff',
};
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The shared frame of Sprint's e-mails: a card on a grey page, German, inline styles only. */
function layout(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="de">',
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:${COLORS.page};font-family:${FONT};color:${COLORS.text};">`,
    `<div style="max-width:560px;margin:0 auto;background:${COLORS.card};border-radius:8px;padding:32px;font-size:16px;line-height:1.5;">`,
    body,
    `<p style="margin:32px 0 0;font-size:13px;color:${COLORS.muted};">Sprint</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

export type InvitationMailInput = {
  to: string;
  companyName: string;
  /** Who invited, by display name; null when it is not known (e.g. an invitation by the team). */
  inviterName: string | null;
  /** The role as the app names it ('Administrator', 'Benutzer', …). */
  roleLabel: string;
  /** The invitation page with its token, e.g. `${appUrl}/invite/<token>`. */
  link: string;
  expiresAt: Date;
};

/** The e-mail that carries an invitation link into a company. */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const company = oneLine(input.companyName);
  const inviter = input.inviterName ? oneLine(input.inviterName) : null;
  const role = oneLine(input.roleLabel);
  const link = checkedLink(input.link);
  const expires = formatBerlinDateTime(input.expiresAt);
  const subject = `Einladung zu ${company} auf Sprint`;

  const invited = (name: (value: string) => string) =>
    `${inviter ? `${name(inviter)} hat dich` : 'Du wurdest'} eingeladen, bei ${name(company)} ` +
    `auf Sprint mitzuarbeiten – als ${name(role)}.`;
  const validity = `Der Link ist 14 Tage gültig (bis ${expires} Uhr) und kann einmal verwendet werden.`;
  const unexpected =
    'Falls du diese Einladung nicht erwartet hast, kannst du diese E-Mail einfach ignorieren.';

  const text = [
    'Hallo,',
    '',
    invited((value) => value),
    '',
    'Einladung annehmen:',
    link,
    '',
    validity,
    '',
    unexpected,
    '',
    '– Sprint',
    '',
  ].join('\n');

  const strong = (value: string) => `<strong>${escapeHtml(value)}</strong>`;
  const href = escapeHtml(link);
  const html = layout(
    subject,
    [
      `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;">Einladung zu ${escapeHtml(company)}</h1>`,
      '<p style="margin:0 0 16px;">Hallo,</p>',
      `<p style="margin:0 0 24px;">${invited(strong)}</p>`,
      '<p style="margin:0 0 24px;">',
      `<a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${COLORS.primary};color:${COLORS.primaryForeground};font-weight:600;text-decoration:none;">Einladung annehmen</a>`,
      '</p>',
      `<p style="margin:0 0 16px;font-size:14px;color:${COLORS.muted};">Falls die Schaltfläche nicht funktioniert, öffne diesen Link:<br>`,
      `<a href="${href}" style="color:${COLORS.primary};word-break:break-all;">${href}</a></p>`,
      `<p style="margin:0 0 16px;font-size:14px;color:${COLORS.muted};">${escapeHtml(validity)}</p>`,
      `<p style="margin:0;font-size:14px;color:${COLORS.muted};">${escapeHtml(unexpected)}</p>`,
    ].join('\n'),
  );

  return { to: input.to, subject, text, html };
}

export type InvitationAcceptedMailInput = {
  /** The person who sent the invitation. */
  to: string;
  companyName: string;
  memberName: string;
  memberEmail: string;
  /** 'Mein Team' in the app. */
  teamLink: string;
};

/** Tells the inviter that someone joined through their invitation (switchable in Einstellungen). */
export function invitationAcceptedMail(input: InvitationAcceptedMailInput): MailMessage {
  const company = oneLine(input.companyName);
  const member = oneLine(input.memberName);
  const email = oneLine(input.memberEmail);
  const link = checkedLink(input.teamLink);
  const subject = `${member} ist ${company} auf Sprint beigetreten`;
  const joined = (name: (value: string) => string) =>
    `${name(member)} (${name(email)}) hat deine Einladung angenommen und arbeitet jetzt bei ${name(company)} mit.`;
  const optOut =
    'Du bekommst diese E-Mail, weil du die Einladung verschickt hast. Abschalten kannst du sie in Sprint unter Einstellungen › Benachrichtigungen.';
  const text = [
    'Hallo,',
    '',
    joined((value) => value),
    '',
    `Dein Team: ${link}`,
    '',
    optOut,
    '',
    '– Sprint',
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const html = layout(
    subject,
    [
      `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;">Neu im Team</h1>`,
      `<p style="margin:0 0 24px;">${joined((value) => `<strong>${escapeHtml(value)}</strong>`)}</p>`,
      `<p style="margin:0 0 24px;"><a href="${href}" style="color:${COLORS.primary};">Mein Team öffnen</a></p>`,
      `<p style="margin:0;font-size:14px;color:${COLORS.muted};">${escapeHtml(optOut)}</p>`,
    ].join('\n'),
  );
  return { to: input.to, subject, text, html };
}

export type LeadAssignedMailInput = {
  to: string;
  assignedBy: string;
  companyName: string;
  /** The leads' company names; the mail names up to five. */
  leadNames: string[];
  /** The lead page for one lead, the CRM for several. */
  link: string;
};

/** Tells a member that someone else made them the owner of leads (switchable in Einstellungen). */
export function leadAssignedMail(input: LeadAssignedMailInput): MailMessage {
  const by = oneLine(input.assignedBy);
  const names = input.leadNames.map(oneLine);
  const link = checkedLink(input.link);
  const count = names.length;
  const subject =
    count === 1
      ? `${by} hat dir den Lead ${names[0] ?? ''} zugewiesen`
      : `${by} hat dir ${count} Leads zugewiesen`;
  const listed = names.slice(0, 5);
  const more = count > listed.length ? `und ${count - listed.length} weitere` : null;
  const optOut =
    'Abschalten kannst du diese E-Mail in Sprint unter Einstellungen › Benachrichtigungen.';
  const text = [
    'Hallo,',
    '',
    `${by} hat dich bei ${oneLine(input.companyName)} als verantwortliche Person eingetragen:`,
    ...listed.map((name) => `- ${name}`),
    ...(more ? [more] : []),
    '',
    link,
    '',
    optOut,
    '',
    '– Sprint',
    '',
  ].join('\n');
  const html = layout(
    subject,
    [
      `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;">${escapeHtml(subject)}</h1>`,
      `<p style="margin:0 0 8px;">${escapeHtml(by)} hat dich bei ${escapeHtml(oneLine(input.companyName))} als verantwortliche Person eingetragen:</p>`,
      `<ul style="margin:0 0 16px;">${listed.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}${more ? `<li>${escapeHtml(more)}</li>` : ''}</ul>`,
      `<p style="margin:0 0 24px;"><a href="${escapeHtml(link)}" style="color:${COLORS.primary};">In Sprint öffnen</a></p>`,
      `<p style="margin:0;font-size:14px;color:${COLORS.muted};">${escapeHtml(optOut)}</p>`,
    ].join('\n'),
  );
  return { to: input.to, subject, text, html };
}

export type NotificationMailInput = {
  to: string;
  /** What happened, as the bell says it ('Clara Chef hat dich in „…“ erwähnt'). */
  title: string;
  link: string;
};

const NOTIFICATION_OPT_OUT =
  'Welche E-Mails du bekommst, stellst du in Sprint unter Einstellungen › Benachrichtigungen ein.';

/** One community notification (a mention, a reply) by e-mail, as switched on per kind. */
export function notificationMail(input: NotificationMailInput): MailMessage {
  const title = oneLine(input.title);
  const link = checkedLink(input.link);
  const text = [
    'Hallo,',
    '',
    `${title}.`,
    '',
    link,
    '',
    NOTIFICATION_OPT_OUT,
    '',
    '– Sprint',
    '',
  ].join('\n');
  const html = layout(
    title,
    [
      `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;">${escapeHtml(title)}</h1>`,
      `<p style="margin:0 0 24px;"><a href="${escapeHtml(link)}" style="color:${COLORS.primary};">In Sprint öffnen</a></p>`,
      `<p style="margin:0;font-size:14px;color:${COLORS.muted};">${escapeHtml(NOTIFICATION_OPT_OUT)}</p>`,
    ].join('\n'),
  );
  return { to: input.to, subject: title, text, html };
}

export type DigestMailInput = {
  to: string;
  items: { title: string; link: string }[];
  /** The app's notification settings. */
  settingsLink: string;
};

/** The optional daily digest: what the bell collected since the last one, unread. */
export function digestMail(input: DigestMailInput): MailMessage {
  const count = input.items.length;
  const subject =
    count === 1
      ? 'Eine neue Benachrichtigung in Sprint'
      : `${count} neue Benachrichtigungen in Sprint`;
  const items = input.items.map((item) => ({
    title: oneLine(item.title),
    link: checkedLink(item.link),
  }));
  const optOut =
    'Den täglichen Überblick schaltest du in Sprint unter Einstellungen › Benachrichtigungen ab.';
  const text = [
    'Hallo,',
    '',
    'das ist seit gestern passiert:',
    '',
    ...items.map((item) => `- ${item.title}: ${item.link}`),
    '',
    checkedLink(input.settingsLink),
    optOut,
    '',
    '– Sprint',
    '',
  ].join('\n');
  const html = layout(
    subject,
    [
      `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;">${escapeHtml(subject)}</h1>`,
      `<ul style="margin:0 0 24px;padding-left:20px;">${items
        .map(
          (item) =>
            `<li style="margin:0 0 8px;"><a href="${escapeHtml(item.link)}" style="color:${COLORS.primary};">${escapeHtml(item.title)}</a></li>`,
        )
        .join('')}</ul>`,
      `<p style="margin:0;font-size:14px;color:${COLORS.muted};">${escapeHtml(optOut)}</p>`,
    ].join('\n'),
  );
  return { to: input.to, subject, text, html };
}
