/** Shown where a value cannot be formatted (missing, not a number, not a date). */
export const EMPTY_VALUE = '–';
