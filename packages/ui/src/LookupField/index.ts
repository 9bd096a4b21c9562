export { LookupField } from './LookupField';
export type { LookupFieldChoice, LookupFieldProps, LookupFieldResult } from './LookupField';
