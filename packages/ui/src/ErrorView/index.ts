export { ErrorView, errorViewVariants, errorDetails } from './ErrorView';
export type { ErrorViewProps, ErrorViewVariant } from './ErrorView';
