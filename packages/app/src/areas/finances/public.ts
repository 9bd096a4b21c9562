/** What other areas may use of the finances: a link to it. */
export const FINANCES_HREF = '/app/finances';
