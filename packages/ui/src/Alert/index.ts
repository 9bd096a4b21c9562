export { Alert, alertVariants } from './Alert';
export type { AlertProps, AlertVariant } from './Alert';
