import { expect } from 'vitest';
import type { TenantProbes } from '../../../test/tenantProbe';
import { storeFile } from './fixtures';

export const storageTenantProbe: TenantProbes = {
  'storage.getPublicDownloadUrl': async ({ world, owner, intruder }) => {
    const path = await storeFile(world, owner.customer.id, 'vertrag.pdf');
    await expect(
      intruder.caller.storage.getPublicDownloadUrl({ filePath: path }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  },
};
