import { describe, expect, it } from 'vitest';
import {
  DOMAIN_INVALID,
  NAME_REQUIRED,
  companySchema,
  companyToValues,
  serverFieldErrors,
} from './companyForm';

describe('companySchema', () => {
  it('takes what the server takes: trimmed, empty as null, the domain without scheme or path', () => {
    expect(
      companySchema.parse({
        name: ' Nordlicht Vertrieb GmbH ',
        officialCompanyName: '  ',
        domain: 'https://www.Nordlicht-Vertrieb.de/kontakt',
      }),
    ).toEqual({
      name: 'Nordlicht Vertrieb GmbH',
      officialCompanyName: null,
      domain: 'www.nordlicht-vertrieb.de',
    });
  });

  it('says what is missing or wrong in the server’s words', () => {
    const result = companySchema.safeParse({ name: '', officialCompanyName: '', domain: 'kein' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', NAME_REQUIRED],
      ['domain', DOMAIN_INVALID],
    ]);
  });

  it('holds a record without official name or domain as empty fields', () => {
    expect(
      companyToValues({ name: 'Kleinkram UG', officialCompanyName: null, domain: null }),
    ).toEqual({ name: 'Kleinkram UG', officialCompanyName: '', domain: '' });
  });
});

describe('serverFieldErrors', () => {
  it('maps the server’s input issues onto the fields it knows', () => {
    const error = {
      data: {
        issues: [
          { path: 'domain', message: DOMAIN_INVALID },
          { path: 'plan', message: 'Ungültig' },
        ],
      },
    };
    expect(serverFieldErrors(error)).toEqual({ domain: DOMAIN_INVALID });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
