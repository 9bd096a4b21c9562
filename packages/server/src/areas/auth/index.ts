/** Signing in: the sync after every sign-in, the active company, the invitation page. */
import { defineArea } from '../../platform/area';
import { authRouter, invitationsRouter } from './router';

export const auth = defineArea({
  id: 'auth',
  routers: { auth: authRouter, invitations: invitationsRouter },
  testing: {
    tenantProbes: () => import('./tenantProbe').then((module) => module.identityTenantProbe),
  },
});
