import type { ReactNode } from 'react';
import { Zap } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Link,
  Stack,
  media,
} from '@sprint/ui';
import { config } from '../../../config';

const MAIN_ID = 'inhalt';

/** `/signup` or `/login`, carrying an invitation along so the sync after sign-in accepts it. */
export function withInvitation(path: string, invitation: string | null): string {
  return invitation ? `${path}?invitation=${encodeURIComponent(invitation)}` : path;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100svh;
`;

// Out of sight until a keyboard user tabs to it; then the first thing on the page.
const SkipLink = styled(Link)`
  position: absolute;
  top: var(--space-2);
  left: var(--space-2);
  z-index: var(--z-overlay);
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-md);
  background: var(--color-background);
  color: var(--color-foreground);
  transform: translateY(-200%);

  &:focus-visible {
    transform: none;
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2) var(--space-4);
  padding: var(--space-3) var(--space-4);
  border-bottom: var(--border-width) solid var(--color-border);

  @media ${media.desktop} {
    padding-inline: var(--space-8);
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  color: inherit;
  font-size: var(--font-size-lg);
  font-weight: var(--font-weight-bold);
  text-decoration: none;

  & svg {
    width: var(--size-icon-lg);
    height: var(--size-icon-lg);
    color: var(--color-primary);
  }
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  padding: var(--space-8) var(--space-4) var(--space-12);

  &:focus {
    outline: none;
  }

  @media ${media.desktop} {
    padding-inline: var(--space-8);
  }
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2) var(--space-4);
  padding: var(--space-4);
  border-top: var(--border-width) solid var(--color-border);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);

  @media ${media.desktop} {
    padding-inline: var(--space-8);
  }
`;

const Copyright = styled.p`
  margin: 0;
`;

export type PublicLayoutProps = { children: ReactNode };

/**
 * The frame of every page a visitor sees before signing in: the product name home, the way in
 * (Anmelden, Registrieren), the page, and the legally required links in the footer.
 */
export function PublicLayout({ children }: PublicLayoutProps) {
  const year = new Date().getFullYear();
  return (
    <Page>
      <SkipLink href={`#${MAIN_ID}`}>Zum Inhalt springen</SkipLink>
      <Header>
        <Brand href="/" aria-label={`${config.productName} – Startseite`}>
          <Zap aria-hidden />
          {config.productName}
        </Brand>
        <nav aria-label="Konto">
          <NavList>
            <li>
              <Button asChild variant="ghost" size="sm">
                <Link href="/login">Anmelden</Link>
              </Button>
            </li>
            <li>
              <Button asChild size="sm">
                <Link href="/signup">Registrieren</Link>
              </Button>
            </li>
          </NavList>
        </nav>
      </Header>
      {/* Focusable so the skip link moves keyboard focus, not only the scroll position. */}
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer>
        <Copyright>
          © {year} {config.legal.operator}
        </Copyright>
        <nav aria-label="Rechtliches">
          <NavList>
            <li>
              <Button asChild variant="ghost" size="sm">
                <Link href="/impressum">Impressum</Link>
              </Button>
            </li>
            <li>
              <Button asChild variant="ghost" size="sm">
                <Link href="/privacy">Datenschutz</Link>
              </Button>
            </li>
            <li>
              <Button asChild variant="ghost" size="sm">
                <Link href="/agb">AGB</Link>
              </Button>
            </li>
          </NavList>
        </nav>
      </Footer>
    </Page>
  );
}

const AuthColumn = styled(Stack)`
  width: 100%;
  max-width: 28rem;
  margin-inline: auto;
`;

export type AuthCardProps = {
  /** The page's `h1`. */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Links below the card: to the other form, back home. */
  footer?: ReactNode;
};

/** Sign-in, sign-up and invitation: one card in the middle of the public frame. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <PublicLayout>
      <AuthColumn gap="4">
        <Card>
          <CardHeader>
            <CardTitle as="h1">{title}</CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {footer ? <TextBlock>{footer}</TextBlock> : null}
      </AuthColumn>
    </PublicLayout>
  );
}

/**
 * Running text with links in it. The library's `Link` is unstyled (it only routes); in a sentence
 * it takes the primary colour and keeps its underline, so it is not told apart by colour alone.
 */
export const TextBlock = styled.div`
  display: grid;
  gap: var(--space-2);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  text-align: center;

  & p {
    margin: 0;
  }

  & a {
    color: var(--color-primary);
    font-weight: var(--font-weight-medium);
    text-underline-offset: 0.2em;
  }
`;

/**
 * An action that reads as a link ('Passwort vergessen?') but opens something on this page
 * instead of navigating: a button, styled like the links of `TextBlock`.
 */
export const TextButton = styled.button`
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm);
  background: none;
  color: var(--color-primary);
  font: inherit;
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const AlertBox = styled.p`
  margin: 0;
  padding: var(--space-3);
  border: var(--border-width) solid var(--color-destructive);
  border-radius: var(--radius-md);
  color: var(--color-destructive-text);
  font-size: var(--font-size-sm);
`;

export type FormAlertProps = { message: string | null };

/**
 * Where a failed sign-in or sign-up says why. The live region is always in the page, so the
 * message is announced when it appears (a region inserted together with its text often is not).
 */
export function FormAlert({ message }: FormAlertProps) {
  return <div role="alert">{message ? <AlertBox>{message}</AlertBox> : null}</div>;
}

export type InvitationProblem = { title: string; text: string };

/**
 * Why an invitation cannot be used (the server's `byToken`: null for unknown or revoked,
 * 'expired', 'accepted').
 */
export function invitationProblem(
  invitation: { status: 'open' | 'accepted' | 'expired' } | null,
): InvitationProblem | null {
  if (!invitation) {
    // The server answers a revoked invitation like an unknown one: the text covers both.
    return {
      title: 'Einladung ungültig',
      text: 'Dieser Einladungslink wurde zurückgezogen oder existiert nicht. Bitte die Person, die dich eingeladen hat, um eine neue Einladung.',
    };
  }
  if (invitation.status === 'expired') {
    return {
      title: 'Einladung abgelaufen',
      text: 'Diese Einladung ist nicht mehr gültig. Bitte die Person, die dich eingeladen hat, um eine neue Einladung.',
    };
  }
  if (invitation.status === 'accepted') {
    return {
      title: 'Einladung bereits verwendet',
      text: 'Mit dieser Einladung wurde schon ein Konto verbunden. Wenn das dein Konto ist, melde dich einfach an.',
    };
  }
  return null;
}

/** A short note inside an auth card: the invitation a sign-up joins, say. */
export const Note = styled.div`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-3);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-muted);
  font-size: var(--font-size-sm);

  & p {
    margin: 0;
  }
`;

const Article = styled.article`
  display: grid;
  gap: var(--space-4);
  max-width: 48rem;
  margin-inline: auto;
  overflow-wrap: break-word;
  hyphens: auto;

  & section {
    display: grid;
    gap: var(--space-2);
  }

  & h1 {
    margin: 0;
    font-size: var(--font-size-3xl);
    line-height: var(--line-height-tight);
  }

  & h2 {
    margin: var(--space-6) 0 0;
    font-size: var(--font-size-xl);
    line-height: var(--line-height-tight);
  }

  & h3 {
    margin: var(--space-2) 0 0;
    font-size: var(--font-size-base);
  }

  & p,
  & ul,
  & ol,
  & address {
    margin: 0;
  }

  & ul,
  & ol {
    display: grid;
    gap: var(--space-1);
    padding-left: var(--space-6);
  }

  & address {
    font-style: normal;
  }

  & a {
    color: var(--color-primary);
    text-underline-offset: 0.2em;
  }
`;

const Updated = styled.p`
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

export type LegalPageProps = { title: string; updated?: string; children: ReactNode };

/** Impressum, Datenschutzerklärung, AGB: a readable column of headed sections. */
export function LegalPage({ title, updated, children }: LegalPageProps) {
  return (
    <PublicLayout>
      <Article>
        <h1>{title}</h1>
        {updated ? <Updated>Stand: {updated}</Updated> : null}
        {children}
      </Article>
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
