/** What other areas may use of the live exercises: a link to it. */
export const LIVE_TESTS_HREF = '/app/live-tests';
