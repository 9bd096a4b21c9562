/** What other areas may use of the CRM: links to its pages and the lead actions on a thread. */
export {
  ConversationLeadActions,
  type ConversationParticipant,
} from './components/ConversationLeadActions';
export { CRM_HREF, leadHref } from './components/leadLinks';
export { LeadField, type LeadChoice, type LeadFieldProps } from './components/LeadField';
