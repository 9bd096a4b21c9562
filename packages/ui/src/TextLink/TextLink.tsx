import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';

export type TextLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** A lucide icon before the text (with `aria-hidden`), e.g. a document for 'Beleg öffnen'. */
  icon?: ReactNode;
};

const StyledLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  color: var(--color-primary);
  text-decoration: underline;
  text-underline-offset: var(--space-0-5);

  & > svg {
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }
`;

/**
 * A link that looks like one: primary colour, underlined, with an optional small icon before its
 * text — 'Öffnen' for a receipt in a table cell, a file to download. A plain `<a>`, for files and
 * other sites (pass `target="_blank"` and `rel="noreferrer"` for a new tab, and say so in the
 * name); the app's own pages go through `Link`, which the router renders.
 */
export const TextLink = forwardRef<HTMLAnchorElement, TextLinkProps>(function TextLink(
  { icon, children, ...props },
  ref,
) {
  return (
    <StyledLink ref={ref} data-slot="text-link" {...props}>
      {icon}
      {children}
    </StyledLink>
  );
});
