/** What other areas may use of 'Konto': the person's profile and data: a link to it. */
export const ACCOUNT_HREF = '/app/account';
