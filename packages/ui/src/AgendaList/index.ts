export { AgendaItem, AgendaList } from './AgendaList';
export type { AgendaItemProps, AgendaListProps } from './AgendaList';
