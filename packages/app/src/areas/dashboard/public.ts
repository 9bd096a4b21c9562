/** What other areas may use of the dashboard: a link to it. */
export const DASHBOARD_HREF = '/app/dashboard';
