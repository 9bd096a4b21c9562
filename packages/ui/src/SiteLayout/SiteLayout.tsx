import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { media } from '../theme/constants';

export type SiteLayoutProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The product's name, shown as the way home at the top left. */
  productName: string;
  /** Where the product name leads (`'/'`, the landing page). */
  homeHref?: string;
  /** The home link's accessible name; by default '`productName` – Startseite'. */
  homeLabel?: string;
  /** A decorative icon before the name (a lucide icon with `aria-hidden`), in the primary colour. */
  logo?: ReactNode;
  /** The header's right side, usually `<nav aria-label="Konto">` with 'Anmelden' and 'Registrieren'. */
  navigation?: ReactNode;
  /** The footer's left side, e.g. '© 2026 Sprint GmbH'; rendered as a paragraph. */
  copyright?: ReactNode;
  /** The footer's right side, usually `<nav aria-label="Rechtliches">` with Impressum and more. */
  footerNavigation?: ReactNode;
  /** The `id` of `<main>`, which the skip link targets. */
  mainId?: string;
  /** The skip link's text, the first thing a keyboard user reaches. */
  skipLinkLabel?: string;
  /** The page. */
  children: ReactNode;
};

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

const Main = styled.main`
  flex: 1;
  width: 100%;
  padding: var(--space-8) var(--space-4) var(--space-12);

  /* Focused by the skip link only: the page itself needs no ring. */
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

/**
 * The frame of the pages a visitor sees before signing in: a skip link, a header with the
 * product name (home) and the ways in, the page as `<main>`, and a footer with the legally
 * required links. Landmarks: `banner`, `main`, `contentinfo`; `<main>` is focusable (`tabIndex
 * -1`) so the skip link moves the keyboard focus, not only the scroll position.
 */
export const SiteLayout = forwardRef<HTMLDivElement, SiteLayoutProps>(function SiteLayout(
  {
    productName,
    homeHref = '/',
    homeLabel,
    logo,
    navigation,
    copyright,
    footerNavigation,
    mainId = 'inhalt',
    skipLinkLabel = 'Zum Inhalt springen',
    children,
    ...props
  },
  ref,
) {
  return (
    <Page ref={ref} data-slot="site-layout" {...props}>
      <SkipLink href={`#${mainId}`} data-slot="site-layout-skip-link">
        {skipLinkLabel}
      </SkipLink>
      <Header data-slot="site-layout-header">
        <Brand
          href={homeHref}
          aria-label={homeLabel ?? `${productName} – Startseite`}
          data-slot="site-layout-home"
        >
          {logo}
          {productName}
        </Brand>
        {navigation}
      </Header>
      <Main id={mainId} tabIndex={-1} data-slot="site-layout-main">
        {children}
      </Main>
      <Footer data-slot="site-layout-footer">
        {copyright !== undefined && copyright !== null ? <Copyright>{copyright}</Copyright> : null}
        {footerNavigation}
      </Footer>
    </Page>
  );
});
