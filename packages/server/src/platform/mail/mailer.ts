/** One e-mail as Sprint sends it: always both a plain-text and an HTML body, German text. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** Sends e-mail (SMTP: `SMTP_URL` in production, the local mail catcher otherwise). */
export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
};
