/** 'Konto': the signed-in person's profile, preferences, data export and account deletion. */
import { defineArea } from '../../platform/area';
import { accountRouter } from './router';

export const account = defineArea({
  id: 'account',
  routers: { account: accountRouter },
  testing: {
    inputMessages: [
      /^Bitte gib deinen Namen ein\.$/,
      /^Der Name darf höchstens \d+ Zeichen lang sein\.$/,
      /^Der Name darf keine Steuerzeichen oder Richtungszeichen enthalten\.$/,
    ],
    tenantProbes: () => import('./tenantProbe').then((module) => module.accountTenantProbe),
  },
});
