import { z } from 'zod';
import { router, tenantProcedure } from '../../trpc';
import { ownedFilePath } from './service';

export const storageRouter = router({
  /** A short-lived URL for one of the active customer's files (the company logo). */
  getPublicDownloadUrl: tenantProcedure
    .input(z.strictObject({ filePath: z.string().max(1024) }))
    .query(async ({ ctx, input }) => {
      const path = await ownedFilePath(ctx.db, ctx.tenant, input.filePath);
      return { downloadUrl: ctx.storage.downloadUrl(path) };
    }),
});
