import { forwardRef, type SVGAttributes } from 'react';
import { styled } from 'styled-components';

export type DefaultCompanyLogoProps = SVGAttributes<SVGSVGElement>;

const StyledSvg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  color: var(--color-muted-foreground);

  & [data-part='background'] {
    fill: var(--color-muted);
  }
`;

/**
 * The neutral mark shown for a company without a (working) logo: a building on a muted tile,
 * drawn inline so it needs no request, works offline and follows the theme's colours. It carries
 * no meaning of its own; the caller decides its accessible name (see `CompanyLogo`).
 */
export const DefaultCompanyLogo = forwardRef<SVGSVGElement, DefaultCompanyLogoProps>(
  function DefaultCompanyLogo(props, ref) {
    return (
      <StyledSvg
        ref={ref}
        viewBox="2 2 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        data-slot="default-company-logo"
        {...props}
      >
        <rect data-part="background" width="24" height="24" stroke="none" />
        <path d="M7 18.5V6.5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v12" />
        <path d="M15 10.5h2a1 1 0 0 1 1 1v7" />
        <path d="M5 18.5h14" />
        <path d="M9.5 8.5h1.5M9.5 11.5h1.5M9.5 14.5h1.5" />
      </StyledSvg>
    );
  },
);
