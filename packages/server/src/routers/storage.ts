import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { files } from '../db/schema';
import { appError } from '../errors';
import { checkStoragePath, customerPrefix } from '../storage/fileStorage';
import { router, tenantProcedure } from '../trpc';

export const storageRouter = router({
  /** A short-lived URL for one of the active customer's files (the company logo). */
  getPublicDownloadUrl: tenantProcedure
    .input(z.object({ filePath: z.string().max(1024) }))
    .query(async ({ ctx, input }) => {
      const check = checkStoragePath(input.filePath);
      if (!check.ok) throw appError('BAD_REQUEST', check.reason);
      if (!check.path.startsWith(customerPrefix(ctx.tenant.customerId))) {
        throw appError('FORBIDDEN', 'Kein Zugriff auf diese Datei.');
      }
      const [file] = await ctx.db
        .select({ path: files.path })
        .from(files)
        .where(and(eq(files.customerId, ctx.tenant.customerId), eq(files.path, check.path)))
        .limit(1);
      if (!file) throw appError('NOT_FOUND', 'Datei nicht gefunden.');
      return { downloadUrl: ctx.storage.downloadUrl(file.path) };
    }),
});
