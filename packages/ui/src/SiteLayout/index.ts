export { SiteLayout } from './SiteLayout';
export type { SiteLayoutProps } from './SiteLayout';
