import { describe, expect, it } from 'vitest';
import {
  DOMAIN_INVALID,
  EMAIL_INVALID,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  emptyCustomerValues,
  newCustomerSchema,
  serverFieldErrors,
  type NewCustomerValues,
} from './customerForm';

const valid: NewCustomerValues = {
  ...emptyCustomerValues,
  name: 'Bäckerei Huber',
  adminEmail: 'chefin@baeckerei-huber.de',
};

const messages = (input: Partial<NewCustomerValues>) =>
  newCustomerSchema.safeParse({ ...valid, ...input }).error?.issues.map((issue) => issue.message);

describe('newCustomerSchema', () => {
  it('sends what the server takes: trimmed, empty as null, the domain as typed people paste it', () => {
    expect(
      newCustomerSchema.parse({
        ...valid,
        name: '  Bäckerei Huber ',
        officialCompanyName: ' ',
        domain: 'https://www.Baeckerei-Huber.de/kontakt',
        plan: 'professional',
        adminEmail: ' chefin@baeckerei-huber.de ',
      }),
    ).toEqual({
      name: 'Bäckerei Huber',
      officialCompanyName: null,
      domain: 'www.baeckerei-huber.de',
      plan: 'professional',
      adminEmail: 'chefin@baeckerei-huber.de',
    });
    expect(newCustomerSchema.parse(valid).domain).toBeNull();
  });

  it('refuses with the server’s German messages', () => {
    expect(messages({ name: '   ' })).toEqual([NAME_REQUIRED]);
    expect(messages({ name: 'x'.repeat(121) })).toEqual([NAME_TOO_LONG]);
    expect(messages({ domain: 'nicht eine domain' })).toEqual([DOMAIN_INVALID]);
    expect(messages({ adminEmail: 'keine-adresse' })).toEqual([EMAIL_INVALID]);
    expect(messages({ adminEmail: '' })).toEqual([EMAIL_INVALID]);
    expect(messages({ plan: 'gold' as 'starter' })).toHaveLength(1);
  });
});

describe('serverFieldErrors', () => {
  it('puts the server’s issues on the form’s fields and leaves the rest', () => {
    const error = {
      data: {
        issues: [
          { path: 'domain', message: DOMAIN_INVALID },
          { path: 'domain', message: 'zweite Meldung' },
          { path: 'customerId', message: 'Ungültige UUID' },
        ],
      },
    };
    expect(serverFieldErrors(error)).toEqual({ domain: DOMAIN_INVALID });
    expect(serverFieldErrors(new Error('Netzwerkfehler'))).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
  });
});
