export { FormField } from './FormField';
export type { FormFieldProps, FormControlProps } from './FormField';
