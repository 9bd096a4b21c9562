import type { ReactNode } from 'react';
import { Zap } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Container,
  Link,
  Prose,
  SiteLayout,
  Stack,
} from '@sprint/ui';
import { config } from '../../../config';

const MAIN_ID = 'inhalt';

/** `/signup` or `/login`, carrying an invitation along so the sync after sign-in accepts it. */
export function withInvitation(path: string, invitation: string | null): string {
  return invitation ? `${path}?invitation=${encodeURIComponent(invitation)}` : path;
}

export type PublicLayoutProps = { children: ReactNode };

type NavLinkItem = { href: string; text: string; primary?: boolean };

/** The links of a navigation in the header or footer: small buttons in a row that wraps. */
function NavLinks({ label, links }: { label: string; links: readonly NavLinkItem[] }) {
  return (
    <nav aria-label={label}>
      <Stack as="ul" direction="row" wrap align="center" gap="2">
        {links.map(({ href, text, primary }) => (
          <li key={href}>
            <Button asChild variant={primary ? 'default' : 'ghost'} size="sm">
              <Link href={href}>{text}</Link>
            </Button>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

const accountLinks: readonly NavLinkItem[] = [
  { href: '/login', text: 'Anmelden' },
  { href: '/signup', text: 'Registrieren', primary: true },
];

const legalLinks: readonly NavLinkItem[] = [
  { href: '/impressum', text: 'Impressum' },
  { href: '/privacy', text: 'Datenschutz' },
  { href: '/agb', text: 'AGB' },
];

/**
 * The frame of every page a visitor sees before signing in: the product name home, the way in
 * (Anmelden, Registrieren), the page, and the legally required links in the footer.
 */
export function PublicLayout({ children }: PublicLayoutProps) {
  const year = new Date().getFullYear();
  return (
    <SiteLayout
      productName={config.productName}
      mainId={MAIN_ID}
      logo={<Zap aria-hidden />}
      navigation={<NavLinks label="Konto" links={accountLinks} />}
      copyright={`© ${year} ${config.legal.operator}`}
      footerNavigation={<NavLinks label="Rechtliches" links={legalLinks} />}
    >
      {children}
    </SiteLayout>
  );
}

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
      <Container maxWidth="28rem" centered>
        <Stack gap="4">
          <Card>
            <CardHeader>
              <CardTitle as="h1">{title}</CardTitle>
              {description ? <CardDescription>{description}</CardDescription> : null}
            </CardHeader>
            <CardContent>{children}</CardContent>
          </Card>
          {footer ? <HintText>{footer}</HintText> : null}
        </Stack>
      </Container>
    </PublicLayout>
  );
}

export type HintTextProps = { children: ReactNode };

/**
 * Short running text under or in an auth card ('Noch kein Konto? Registrieren'): small, muted,
 * centred, its links in the primary colour.
 */
export function HintText({ children }: HintTextProps) {
  return (
    <Prose size="sm" tone="muted" align="center">
      {children}
    </Prose>
  );
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
