/** What other areas may use of 'Mein Team': a link to it. */
export const TEAM_HREF = '/app/team';
