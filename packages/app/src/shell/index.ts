/** What pages may use of the shell: the header's per-screen actions. */
export { useNavbarActions } from './navbarActions';
