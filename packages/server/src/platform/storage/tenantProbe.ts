import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProbeContext, TenantProbes } from '../../../test/tenantProbe';
import { storeFile } from './fixtures';
import { uploads } from './schema';

const startUpload = ({ owner }: ProbeContext) =>
  owner.caller.storage.uploads.create({
    purpose: 'video',
    fileName: 'Pitch.mp4',
    contentType: 'video/mp4',
    bytes: 1000,
  });

/** Another company's upload reads like a missing one, and is left as it was. */
async function probeUpload(context: ProbeContext, call: (uploadId: string) => Promise<unknown>) {
  const { uploadId } = await startUpload(context);
  await expect(call(uploadId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  const [upload] = await context.world.db.select().from(uploads).where(eq(uploads.id, uploadId));
  expect(upload?.customerId).toBe(context.owner.customer.id);
  expect(upload?.completedAt).toBeNull();
}

export const storageTenantProbe: TenantProbes = {
  'storage.getPublicDownloadUrl': async ({ world, owner, intruder }) => {
    const path = await storeFile(world, owner.customer.id, 'vertrag.pdf');
    await expect(
      intruder.caller.storage.getPublicDownloadUrl({ filePath: path }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  },
  'storage.usage': async ({ world, owner, intruder }) => {
    // The owner's files and unfinished uploads count for the owner's company only.
    await storeFile(world, owner.customer.id, 'vertrag.pdf', Buffer.from('%PDF-1.7 vertraulich'));
    await startUpload({ world, owner, intruder });
    expect(await intruder.caller.storage.usage()).toEqual({
      usedBytes: 0,
      quotaBytes: world.config.storageQuotaBytes,
    });
    expect((await owner.caller.storage.usage()).usedBytes).toBe(1020);
  },
  'storage.uploads.create': async ({ world, intruder }) => {
    // No ids to cross with: an upload always lands in the caller's own company.
    const { uploadId } = await intruder.caller.storage.uploads.create({
      purpose: 'attachment',
      fileName: 'notiz.txt',
      contentType: 'text/plain',
      bytes: 10,
    });
    const [upload] = await world.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(upload?.customerId).toBe(intruder.customer.id);
    expect(upload?.path.startsWith(`customers/${intruder.customer.id}/`)).toBe(true);
  },
  'storage.uploads.status': (context) =>
    probeUpload(context, (uploadId) =>
      context.intruder.caller.storage.uploads.status({ uploadId }),
    ),
  'storage.uploads.complete': (context) =>
    probeUpload(context, (uploadId) =>
      context.intruder.caller.storage.uploads.complete({ uploadId }),
    ),
  'storage.uploads.abort': (context) =>
    probeUpload(context, (uploadId) => context.intruder.caller.storage.uploads.abort({ uploadId })),
};
