/**
 * What the test mail catcher (started by globalSetup.ts) received, read through MailDev's REST
 * API. The inbox is shared by every test file of the run: a test sends to addresses of its own
 * (e.g. with a random part) and reads only those.
 */
import { inject } from 'vitest';

export type MailAddress = { address: string; name: string };

export type CaughtMail = {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: MailAddress[];
  to: MailAddress[];
  headers: Record<string, string | string[]>;
  receivedAt: Date;
};

/** The subset of MailDev's e-mail object the tests use. */
type MailDevEmail = {
  id: string;
  time: string;
  subject?: string;
  text?: string;
  html?: string;
  from?: { address: string; name?: string }[];
  to?: { address: string; name?: string }[];
  headers?: Record<string, string | string[]>;
};

const addresses = (list: MailDevEmail['from']): MailAddress[] =>
  (list ?? []).map(({ address, name }) => ({ address, name: name ?? '' }));

function apiUrl(): string {
  return process.env.TEST_MAIL_API ?? `${inject('mailCatcher').webUrl}/api`;
}

/** Every message to this address in the order it arrived (addresses compared without case). */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${apiUrl()}/email`);
  if (!response.ok) throw new Error(`Mail-Catcher antwortet mit ${response.status}`);
  const wanted = address.toLowerCase();
  return ((await response.json()) as MailDevEmail[])
    .filter((mail) => (mail.to ?? []).some((to) => to.address.toLowerCase() === wanted))
    .map((mail) => ({
      id: mail.id,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: mail.html ?? '',
      from: addresses(mail.from),
      to: addresses(mail.to),
      headers: mail.headers ?? {},
      receivedAt: new Date(mail.time),
    }));
}

/**
 * The newest message to this address that matches, once it arrived: the catcher stores a message
 * a moment after the SMTP server accepted it.
 */
export async function waitForMail(
  address: string,
  predicate: (mail: CaughtMail) => boolean = () => true,
  timeoutMs = 5000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address)).filter(predicate).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`Keine passende E-Mail an ${address} nach ${timeoutMs} ms`);
    }
    await new Promise((wake) => setTimeout(wake, 50));
  }
}
