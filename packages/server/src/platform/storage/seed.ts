import { demoLogoPath, DEMO_CUSTOMERS } from '../identity/seed';
import type { SeedStep } from '../seed';
import { files } from './schema';

/** The demo customers' logos, as files in storage with their records. */
export const seedStorage: SeedStep = async ({ db, storage }) => {
  for (const customer of DEMO_CUSTOMERS) {
    const path = demoLogoPath(customer);
    if (!customer.logoFile || !path) continue;
    const content = Buffer.from(customer.logoFile.content, 'utf8');
    await storage.write(path, content);
    const record = {
      customerId: customer.id,
      path,
      contentType: customer.logoFile.contentType,
      bytes: content.length,
    };
    await db.insert(files).values(record).onConflictDoUpdate({ target: files.path, set: record });
  }
};
