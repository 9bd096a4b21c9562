export { FormSelectField } from './FormSelectField';
export type { FormSelectFieldProps, FormSelectOption } from './FormSelectField';
