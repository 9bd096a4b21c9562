import { router } from '../trpc';
import { authRouter } from './auth';
import { crmRouter } from './crm';
import { invitationsRouter } from './invitations';
import { realtimeRouter } from './realtime';
import { socialLinkedinRouter } from './socialLinkedin';
import { storageRouter } from './storage';

export const appRouter = router({
  auth: authRouter,
  invitations: invitationsRouter,
  socialLinkedin: socialLinkedinRouter,
  storage: storageRouter,
  crm: crmRouter,
  realtime: realtimeRouter,
});

export type AppRouter = typeof appRouter;
