/** What other areas may use of the community: a link to it. */
export const COMMUNITY_HREF = '/app/community';
