/**
 * The local mail catcher (MailDev): an SMTP server that keeps every message instead of sending
 * it, and a web inbox showing them, so a person trying Sprint can open an invitation link. Its
 * REST API (`GET /api/email`) is what the tests read. Runs in this process, on loopback only.
 */
import { MailDev } from 'maildev';
import { ConfigError } from '../platform/config';
import { portFree } from './processes';

export type MailCatcher = {
  /** The web inbox; its REST API lives under `/api`. */
  webUrl: string;
  /** Where to send: the value SMTP_URL would have. */
  smtpUrl: string;
  stop: () => Promise<void>;
};

export type MailCatcherOptions = {
  /** 0 picks a free port (tests). */
  smtpPort: number;
  webPort: number;
  /** Where the messages are kept (`.eml` files), so they survive a restart of `npm start`. */
  mailDir: string;
  /** The newest this many are kept; older ones are deleted with their files. */
  maxEmails?: number;
};

const HOST = '127.0.0.1';

function portBusy(port: number, variable: string): ConfigError {
  return new ConfigError(
    `Port ${port} für den Mail-Catcher ist belegt (${variable}). Beende das Programm dort ` +
      `oder wähle einen anderen Port, z. B. ${variable}=${port + 1}.`,
  );
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  // Checked first: MailDev opens SMTP before the web port and, when the second fails, leaves
  // the first open with no way to close it.
  const ports = [
    [options.smtpPort, 'MAIL_CATCHER_SMTP_PORT'],
    [options.webPort, 'MAIL_CATCHER_PORT'],
  ] as const;
  for (const [port, variable] of ports) {
    if (port !== 0 && !(await portFree(port, HOST))) throw portBusy(port, variable);
  }

  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    ip: HOST,
    webIp: HOST,
    silent: true,
    mailDirectory: options.mailDir,
    maxEmails: options.maxEmails ?? 500,
  });
  let servers: Awaited<ReturnType<MailDev['start']>>;
  try {
    servers = await maildev.start();
  } catch (error) {
    // Taken between the check and the start.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new ConfigError(
      `Ein Port für den Mail-Catcher ist belegt (MAIL_CATCHER_SMTP_PORT ${options.smtpPort}, ` +
        `MAIL_CATCHER_PORT ${options.webPort}).`,
    );
  }
  const smtpPort = servers.smtp.getPort();
  const webPort = servers.api?.getPort() ?? options.webPort;
  return {
    webUrl: `http://${HOST}:${webPort}`,
    smtpUrl: `smtp://${HOST}:${smtpPort}`,
    stop: () => maildev.stop(),
  };
}
