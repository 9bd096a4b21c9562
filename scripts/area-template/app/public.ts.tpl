/** What other areas may use of __Title__: a link to it. */
export const __AREA_CONST___HREF = '/app/__area-kebab__';
