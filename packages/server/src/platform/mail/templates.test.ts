import { describe, expect, it } from 'vitest';
import { escapeHtml, formatBerlinDateTime, invitationMail } from './templates';

const base = {
  to: 'neu@nordlicht.local',
  companyName: 'Nordlicht Vertrieb GmbH',
  inviterName: 'Clara Chef',
  roleLabel: 'Benutzer',
  link: 'https://app.sprint.de/invite/abc123',
  expiresAt: new Date('2026-03-14T09:30:00Z'),
};

describe('invitationMail', () => {
  it('names company, inviter and role, and carries the link in both bodies', () => {
    const mail = invitationMail(base);
    expect(mail.to).toBe('neu@nordlicht.local');
    expect(mail.subject).toBe('Einladung zu Nordlicht Vertrieb GmbH auf Sprint');
    expect(mail.text).toContain(
      'Clara Chef hat dich eingeladen, bei Nordlicht Vertrieb GmbH auf Sprint mitzuarbeiten – als Benutzer.',
    );
    expect(mail.text).toContain('\nhttps://app.sprint.de/invite/abc123\n');
    expect(mail.text).toContain(
      'Der Link ist 14 Tage gültig (bis 14.03.2026 10:30 Uhr) und kann einmal verwendet werden.',
    );
    // The button and the plain link for clients that show no buttons.
    expect(mail.html.match(/href="https:\/\/app\.sprint\.de\/invite\/abc123"/g)).toHaveLength(2);
    expect(mail.html).toContain('>https://app.sprint.de/invite/abc123</a>');
    expect(mail.html).toContain('Einladung annehmen');
    expect(mail.html).toContain('14.03.2026 10:30');
    expect(mail.html).toContain('<html lang="de">');
  });

  it('says who invited only when it is known', () => {
    const mail = invitationMail({ ...base, inviterName: null });
    expect(mail.text).toContain('Du wurdest eingeladen, bei Nordlicht Vertrieb GmbH');
    expect(mail.html).toContain('Du wurdest eingeladen');
    expect(mail.text).not.toContain('null');
  });

  it('escapes every value it puts into the HTML', () => {
    const mail = invitationMail({
      ...base,
      companyName: '<script>alert(1)</script> & "Söhne"',
      inviterName: `<img src=x onerror="alert('x')">`,
      roleLabel: '<b>Admin</b>',
      link: 'https://app.sprint.de/invite/a?b=1&c="><script>',
    });
    expect(mail.html).not.toMatch(/<script|<img|<b>|"><script/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Söhne&quot;');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;');
    expect(mail.html).toContain(
      'href="https://app.sprint.de/invite/a?b=1&amp;c=&quot;&gt;&lt;script&gt;"',
    );
    // The plain text stays plain: nothing is escaped there.
    expect(mail.text).toContain('<script>alert(1)</script> & "Söhne"');
  });

  it('keeps the subject on one line whatever the company is called', () => {
    const mail = invitationMail({ ...base, companyName: 'Nordlicht\r\nBcc: alle@example.com' });
    expect(mail.subject).toBe('Einladung zu Nordlicht Bcc: alle@example.com auf Sprint');
  });

  it('refuses a link that is no web address', () => {
    expect(() => invitationMail({ ...base, link: 'javascript:alert(1)' })).toThrow(/http/);
    expect(() => invitationMail({ ...base, link: '/invite/abc' })).toThrow(/http/);
  });
});

describe('formatBerlinDateTime', () => {
  it('writes German time across the change to and from summer time', () => {
    // Winter (UTC+1) and summer (UTC+2).
    expect(formatBerlinDateTime(new Date('2026-01-15T23:05:00Z'))).toBe('16.01.2026 00:05');
    expect(formatBerlinDateTime(new Date('2026-07-01T12:00:00Z'))).toBe('01.07.2026 14:00');
    // 29 March 2026: at 01:00 UTC the clocks jump from 02:00 to 03:00.
    expect(formatBerlinDateTime(new Date('2026-03-29T00:59:00Z'))).toBe('29.03.2026 01:59');
    expect(formatBerlinDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('29.03.2026 03:00');
    // 25 October 2026: at 01:00 UTC they go back from 03:00 to 02:00.
    expect(formatBerlinDateTime(new Date('2026-10-25T00:30:00Z'))).toBe('25.10.2026 02:30');
    expect(formatBerlinDateTime(new Date('2026-10-25T01:30:00Z'))).toBe('25.10.2026 02:30');
    // Midnight is 00, never 24.
    expect(formatBerlinDateTime(new Date('2026-06-30T22:00:00Z'))).toBe('01.07.2026 00:00');
  });

  it('is what the invitation says for an expiry across the change', () => {
    // Sent on 20 March (winter), valid 14 days: expires in summer time.
    const mail = invitationMail({ ...base, expiresAt: new Date('2026-04-03T08:00:00Z') });
    expect(mail.text).toContain('bis 03.04.2026 10:00 Uhr');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
