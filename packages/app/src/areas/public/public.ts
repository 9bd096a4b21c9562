/** What other areas may use of the public pages: where signing in starts. */
export const LOGIN_HREF = '/login';
