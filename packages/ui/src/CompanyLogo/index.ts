export { CompanyLogo, companyLogoVariants } from './CompanyLogo';
export type { CompanyLogoProps, CompanyLogoSize, CompanyLogoState } from './CompanyLogo';
export { DefaultCompanyLogo } from './DefaultCompanyLogo';
export type { DefaultCompanyLogoProps } from './DefaultCompanyLogo';
