import { areaRouters } from './areas';
import { router } from './platform/trpc';

/** The whole API: the areas' routers (areas/index.ts) under their namespaces. */
export const appRouter = router(areaRouters);

export type AppRouter = typeof appRouter;
