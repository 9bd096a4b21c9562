export { HeaderBar, HEADER_SEARCH_PLACEHOLDER } from './HeaderBar';
export type { HeaderBarProps, HeaderSearch } from './HeaderBar';
export { sortNavbarActions } from './navbarActions';
export type { NavbarAction } from './navbarActions';
