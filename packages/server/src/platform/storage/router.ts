import { z } from 'zod';
import { router, tenantProcedure } from '../trpc';
import { ServiceError } from '../serviceError';
import type { Context } from '../context';
import { ownedFilePath } from './service';
import { noInput } from '../inputs';
import { storageUsage } from './quota';
import { purposeOfPath, type UploadPurpose, type UploadPurposes } from './uploadPurposes';
import {
  abortUpload,
  completeUpload,
  createUpload,
  uploadStatus,
  type UploadOwner,
} from './uploads';

/** Uploads into the company, or (`provider`) content for every company: employees only. */
const scope = z.enum(['company', 'provider']).default('company');

function uploadOwner(
  ctx: Pick<Context, 'db'> & {
    tenant: { customerId: string };
    user: { id: string; ourEmployee: boolean };
  },
  uploadScope: 'company' | 'provider',
): UploadOwner {
  if (uploadScope === 'provider' && !ctx.user.ourEmployee) {
    throw new ServiceError(
      'FORBIDDEN',
      'Nur Mitarbeiter von Sprint können Inhalte für alle Kunden hochladen.',
    );
  }
  return {
    customerId: uploadScope === 'provider' ? null : ctx.tenant.customerId,
    userId: ctx.user.id,
  };
}

const uploadRef = z.strictObject({ uploadId: z.uuid(), scope });

/**
 * The storage API for these purposes (the areas' declarations, gathered by the registry): the
 * input accepts exactly their names.
 */
export function createStorageRouter<const Purpose extends UploadPurpose>(
  declared: readonly Purpose[],
) {
  const purposes: UploadPurposes = Object.fromEntries(declared.map((p) => [p.name, p]));
  const names = declared.map((purpose) => purpose.name) as [Purpose['name'], ...Purpose['name'][]];
  return router({
    /**
     * A short-lived URL for one of the active customer's files (the company logo), for those its
     * purpose lets see it: receipts and bank statements only for finance viewers (ADR 027).
     */
    getPublicDownloadUrl: tenantProcedure
      .input(z.strictObject({ filePath: z.string().max(1024) }))
      .query(async ({ ctx, input }) => {
        const path = await ownedFilePath(ctx.db, ctx.tenant, input.filePath);
        await purposeOfPath(purposes, path)?.viewers?.(ctx.db, ctx.tenant);
        return { downloadUrl: ctx.storage.downloadUrl(path) };
      }),

    /** What the active company stores, of its quota (Einstellungen › Speicherplatz). */
    usage: tenantProcedure
      .input(noInput)
      .query(({ ctx }) =>
        storageUsage(ctx.db, ctx.tenant.customerId, ctx.config.storageQuotaBytes),
      ),

    /** Resumable uploads in parts (ADR 020): start, ask what arrived, finish, give up. */
    uploads: router({
      create: tenantProcedure
        .input(
          z.strictObject({
            purpose: z.enum(names),
            fileName: z.string().trim().min(1, 'Der Dateiname fehlt.').max(200),
            contentType: z.string().max(200),
            bytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
            scope,
          }),
        )
        .mutation(({ ctx, input }) =>
          createUpload(
            ctx.db,
            ctx.storage,
            ctx.config.fileUrlSecret,
            uploadOwner(ctx, input.scope),
            input,
            purposes,
            { quotaBytes: ctx.config.storageQuotaBytes },
          ),
        ),
      status: tenantProcedure
        .input(uploadRef)
        .query(({ ctx, input }) =>
          uploadStatus(
            ctx.db,
            ctx.config.fileUrlSecret,
            uploadOwner(ctx, input.scope),
            input.uploadId,
          ),
        ),
      complete: tenantProcedure
        .input(uploadRef)
        .mutation(({ ctx, input }) =>
          completeUpload(
            ctx.db,
            ctx.storage,
            uploadOwner(ctx, input.scope),
            input.uploadId,
            purposes,
          ),
        ),
      abort: tenantProcedure.input(uploadRef).mutation(async ({ ctx, input }) => {
        await abortUpload(ctx.db, ctx.storage, uploadOwner(ctx, input.scope), input.uploadId);
        return { aborted: true };
      }),
    }),
  });
}
