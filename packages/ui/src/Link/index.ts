export { Link, LinkProvider } from './Link';
export type { LinkProps, LinkComponent, LinkProviderProps } from './Link';
