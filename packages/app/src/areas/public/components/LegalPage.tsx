import type { ReactNode } from 'react';
import { Container, Link, Prose, Text } from '@sprint/ui';
import { config } from '../../../config';
import { PublicLayout } from './PublicLayout';

// A module of its own, so the sign-in page (on the first paint's path) does not load what only
// the legal pages need.

export type LegalPageProps = { title: string; updated?: string; children: ReactNode };

/** Impressum, Datenschutzerklärung, AGB: a readable column of headed sections. */
export function LegalPage({ title, updated, children }: LegalPageProps) {
  return (
    <PublicLayout>
      <Container maxWidth="48rem" centered>
        <Prose as="article" hyphenate>
          <h1>{title}</h1>
          {updated ? (
            <Text as="p" size="sm" tone="muted">
              Stand: {updated}
            </Text>
          ) : null}
          {children}
        </Prose>
      </Container>
    </PublicLayout>
  );
}

/** The operator's postal address as a block, from `config.legal`. */
export function OperatorAddress() {
  const { operator, street, city } = config.legal;
  return (
    <address>
      {operator}
      <br />
      {street}
      <br />
      {city}
    </address>
  );
}

/** E-mail and phone of the operator as links, from `config.legal`. */
export function OperatorContact() {
  const { email, phone } = config.legal;
  return (
    <p>
      E-Mail: <Link href={`mailto:${email}`}>{email}</Link>
      <br />
      Telefon: <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
    </p>
  );
}
