export { CustomerSelectionDialog } from './CustomerSelectionDialog';
export type { CustomerSelectionDialogProps, SelectableCustomer } from './CustomerSelectionDialog';
