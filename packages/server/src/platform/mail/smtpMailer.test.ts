import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freePort } from '../http/ports';
import { testMailer } from '../../../test/fixtures';
import { mailsTo, waitForMail } from '../../../test/mailbox';
import { createSmtpMailer, MailSendError } from './smtpMailer';
import { invitationMail } from './templates';

const address = () => `empfaenger-${randomUUID()}@example.com`;

describe('createSmtpMailer', () => {
  const mailer = testMailer();
  afterAll(() => mailer.close());

  it('delivers subject, both bodies and the sender to the mail catcher', async () => {
    const to = address();
    await mailer.send({
      to,
      subject: 'Grüße aus Köln – „Test“',
      text: 'Hallo,\nhier ist der Text: https://app.sprint.de/invite/abc',
      html: '<p>Hallo, <a href="https://app.sprint.de/invite/abc">hier</a> ist die Einladung.</p>',
    });

    const mail = await waitForMail(to);
    expect(mail.subject).toBe('Grüße aus Köln – „Test“');
    expect(mail.text.trim()).toBe('Hallo,\nhier ist der Text: https://app.sprint.de/invite/abc');
    expect(mail.html).toContain('<a href="https://app.sprint.de/invite/abc">hier</a>');
    expect(mail.from).toEqual([{ address: 'test@sprint.localhost', name: 'Sprint Test' }]);
    expect(mail.to.map((recipient) => recipient.address)).toEqual([to]);
    expect(mail.headers['auto-submitted']).toBe('auto-generated');
  });

  it('sends an invitation as the template wrote it, each message to its own address', async () => {
    const first = address();
    const second = address();
    const invitation = invitationMail({
      to: first,
      companyName: 'Nordlicht <Vertrieb> GmbH',
      inviterName: 'Clara Chef',
      roleLabel: 'Administrator',
      link: 'https://app.sprint.de/invite/token-1',
      expiresAt: new Date('2026-05-01T10:00:00Z'),
    });
    await Promise.all([
      mailer.send(invitation),
      mailer.send({ ...invitation, to: second, subject: 'Zweite' }),
    ]);

    const mail = await waitForMail(first, (candidate) => candidate.subject.startsWith('Einladung'));
    expect(mail.subject).toBe('Einladung zu Nordlicht <Vertrieb> GmbH auf Sprint');
    expect(mail.text).toContain('https://app.sprint.de/invite/token-1');
    expect(mail.text).toContain('bis 01.05.2026 12:00 Uhr');
    expect(mail.html).toContain('Nordlicht &lt;Vertrieb&gt; GmbH');
    expect(mail.html).toContain('href="https://app.sprint.de/invite/token-1"');
    expect(await mailsTo(first)).toHaveLength(1);
    expect((await waitForMail(second)).subject).toBe('Zweite');
  });

  it('rejects a failed send with a message that is safe to log', async () => {
    // Nothing listens there.
    const failing = createSmtpMailer({
      url: `smtp://sprint-mailer:geheimes-passwort@127.0.0.1:${await freePort()}`,
      from: 'Sprint <no-reply@sprint.localhost>',
    });
    try {
      const sent = failing.send({ to: address(), subject: 'x', text: 'x', html: '<p>x</p>' });
      await expect(sent).rejects.toBeInstanceOf(MailSendError);
      const error = (await sent.catch((caught: unknown) => caught)) as MailSendError;
      expect(error.message).toMatch(/^E-Mail-Versand über SMTP fehlgeschlagen \(E\w+\): /);
      expect(error.code).toBe('ESOCKET');
      expect(`${error.message} ${error.stack}`).not.toMatch(/geheimes-passwort|sprint-mailer/);
    } finally {
      failing.close();
    }
  });

  it('with TLS required (production), sends nothing to a relay that offers no verified TLS', async () => {
    // The catcher speaks plain SMTP (at best STARTTLS with a certificate nobody vouches for):
    // the same relay the first test delivered to.
    const strict = createSmtpMailer({
      url: inject('mailCatcher').smtpUrl,
      from: 'Sprint Test <test@sprint.localhost>',
      requireTls: true,
    });
    const to = address();
    try {
      const sent = strict.send({ to, subject: 'Klartext', text: 'x', html: '<p>x</p>' });
      await expect(sent).rejects.toBeInstanceOf(MailSendError);
      await expect(sent).rejects.toMatchObject({ code: expect.stringMatching(/^E(TLS|SOCKET)$/) });
    } finally {
      strict.close();
    }
    expect(await mailsTo(to)).toEqual([]);
  });
});
