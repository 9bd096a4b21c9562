export { PageHeader } from './PageHeader';
export type { PageHeaderProps, PageHeaderHeadingLevel } from './PageHeader';
