/** What other areas may use of the community: links, and the customer console's switch. */
export const COMMUNITY_HREF = '/app/community';
export { CommunityAccessSwitch } from './components/CommunityAccessSwitch';
