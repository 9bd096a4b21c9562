/**
 * The e2e stack's mail catcher, read through MailDev's REST API: what Sprint sent, and the links
 * in it, as the person it was sent to would open them.
 */
import { E2E_MAIL_URL } from './stack';

export type Mail = {
  subject: string;
  text: string;
  html: string;
  /** The recipients' addresses. */
  to: string[];
};

type MailDevEmail = {
  subject?: string;
  text?: string;
  html?: string;
  to?: { address: string }[];
};

async function inbox(): Promise<MailDevEmail[]> {
  const response = await fetch(`${E2E_MAIL_URL}/api/email`);
  if (!response.ok) throw new Error(`Mail-Catcher antwortet mit ${response.status}`);
  return (await response.json()) as MailDevEmail[];
}

/**
 * The newest message to this address (and with a matching subject), waiting until it arrived.
 * The newest, because the stack's inbox lives as long as the run: an invitation sent again
 * replaces the earlier one.
 */
export async function waitForMail(
  to: string,
  options: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<Mail> {
  const wanted = to.toLowerCase();
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inbox())
      .filter((mail) => (mail.to ?? []).some((r) => r.address.toLowerCase() === wanted))
      .filter((mail) => !options.subject || options.subject.test(mail.subject ?? ''))
      .at(-1);
    if (found) {
      return {
        subject: found.subject ?? '',
        text: found.text ?? '',
        html: found.html ?? '',
        to: (found.to ?? []).map((r) => r.address),
      };
    }
    if (Date.now() > deadline) {
      const about = options.subject ? ` mit Betreff ${String(options.subject)}` : '';
      throw new Error(`Keine E-Mail an ${to}${about} nach ${timeoutMs} ms (${E2E_MAIL_URL})`);
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

const URLS = /https?:\/\/[^\s"'<>]+/g;

const unescapeHtml = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * The first link in the mail whose path starts with `pathPrefix` (e.g. '/invite/'): from the
 * plain text, else from the HTML. Returned as the browser would open it.
 */
export function linkFrom(mail: Pick<Mail, 'text' | 'html'>, pathPrefix: string): string {
  const candidates = [
    ...(mail.text.match(URLS) ?? []),
    ...(mail.html.match(URLS) ?? []).map(unescapeHtml),
  ];
  for (const candidate of candidates) {
    // Trailing sentence punctuation belongs to the text, not the link.
    const link = candidate.replace(/[.,;:!?)]+$/, '');
    if (URL.canParse(link) && new URL(link).pathname.startsWith(pathPrefix)) return link;
  }
  throw new Error(
    `Kein Link mit dem Pfad ${pathPrefix}… in der E-Mail; gefunden: ${candidates.join(', ') || 'keiner'}`,
  );
}
