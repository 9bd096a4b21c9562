/** 'Mein Team': members, roles, invitations and the history (docs/adr/019). */
import { defineArea } from '../../platform/area';
import './events';
import { teamData } from './personalData';
import { teamRouter } from './router';
import * as tables from './schema';
import { seedTeam } from './seed';

export const team = defineArea({
  id: 'team',
  routers: { team: teamRouter },
  events: ['team.changed', 'customer.changed'],
  tables,
  seed: seedTeam,
  personalData: [teamData],
  testing: {
    tenantProbes: () => import('./tenantProbe').then((module) => module.teamTenantProbe),
    foreignRefusals: [
      'Dieses Mitglied gibt es in deinem Team nicht.',
      'Diese Einladung gibt es nicht (mehr).',
    ],
    inputMessages: [
      /^Höchstens \d+ Adressen auf einmal\.$/,
      /^Bitte gib (deinen Namen|mindestens eine E-Mail-Adresse|eine Domain wie beispiel\.de) ein\.$/,
      /^Die Domain ist zu lang\.$/,
    ],
  },
});

// What other areas use of the team: its events and inviting (the customer console).
export { teamChanged, customerChanged, type TeamEvent } from './events';
export {
  createInvitations,
  listInvitations,
  renewInvitation,
  revokeInvitation,
  type IssuedInvitation,
} from './service';
export { sendInvitationMails } from './mails';
export { invitationLimits } from './limits';
