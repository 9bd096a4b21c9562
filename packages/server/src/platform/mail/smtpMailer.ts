import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

export type SmtpMailerOptions = {
  /** `smtp://` or `smtps://`, possibly with credentials (SMTP_URL). */
  url: string;
  /** The From header, e.g. `Sprint <no-reply@sprint.de>` (MAIL_FROM). */
  from: string;
  /**
   * Production: never in plain text. `smtps://` is TLS from the first byte; on `smtp://` the
   * relay must offer STARTTLS, or nothing is sent (no login, no message in the clear).
   */
  requireTls?: boolean;
};

/**
 * A failed send. Its message is safe to log: it carries nodemailer's code and the relay's reply,
 * never the URL or the command that was in flight (which may hold credentials).
 */
export class MailSendError extends Error {
  override name = 'MailSendError';
  constructor(
    message: string,
    /** nodemailer's code, e.g. ECONNECTION, EAUTH, EENVELOPE. */
    readonly code: string | undefined,
    /** The relay's SMTP reply code, when it answered. */
    readonly responseCode: number | undefined,
  ) {
    super(message);
  }
}

type NodemailerFailure = { code?: unknown; responseCode?: unknown; message?: unknown };

/** Removes every credential of the URL (raw and percent-decoded) from a text. */
function redactor(url: string): (text: string) => string {
  let secrets: string[] = [];
  try {
    const parsed = new URL(url);
    secrets = [parsed.username, parsed.password]
      .flatMap((part) => [part, decodeURIComponent(part)])
      .filter((part) => part.length >= 3);
  } catch {
    // The configuration checked the URL; nothing to find in an unparsable one.
  }
  return (text) => secrets.reduce((redacted, secret) => redacted.replaceAll(secret, '***'), text);
}

/**
 * Sends through an SMTP relay with a pool of connections, so a burst of invitations reuses them.
 * Timeouts are short: a send runs inside a request, and a relay that does not answer must fail
 * it within seconds, not nodemailer's default two minutes.
 */
export function createSmtpMailer({
  url,
  from,
  requireTls = false,
}: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = createTransport({
    url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // The configuration refuses URL options that would weaken these (they would win).
    ...(requireTls
      ? { requireTLS: true, tls: { rejectUnauthorized: true, minVersion: 'TLSv1.2' as const } }
      : {}),
  });
  const redact = redactor(url);

  return {
    send: async (message) => {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          // RFC 3834: no out-of-office replies to a machine's mail.
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
      } catch (error) {
        const failure = (error ?? {}) as NodemailerFailure;
        const code = typeof failure.code === 'string' ? failure.code : undefined;
        const responseCode =
          typeof failure.responseCode === 'number' ? failure.responseCode : undefined;
        const reason = typeof failure.message === 'string' ? redact(failure.message) : 'unbekannt';
        throw new MailSendError(
          `E-Mail-Versand über SMTP fehlgeschlagen${code ? ` (${code})` : ''}: ${reason}`,
          code,
          responseCode,
        );
      }
    },
    close: () => transport.close(),
  };
}
