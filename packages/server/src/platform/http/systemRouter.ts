import { noInput } from '../inputs';
import { publicProcedure, router } from '../trpc';

export const systemRouter = router({
  /**
   * The tRPC stack alone, no sign-in, no database: a liveness check for a load balancer (the
   * database has `/healthz`), and bench:api's second baseline for what a procedure costs.
   */
  ping: publicProcedure.input(noInput).query(() => ({ ok: true as const })),
});
