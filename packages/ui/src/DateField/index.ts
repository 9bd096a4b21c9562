export { DateField } from './DateField';
export type { DateFieldProps } from './DateField';
export { dateToIso, formatIsoDate, isIsoDate, isoToDate, parseGermanDate } from './isoDate';
export type { DateError, DateRules, ParsedDate } from './isoDate';
