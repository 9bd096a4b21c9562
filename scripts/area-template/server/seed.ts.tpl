import { eq } from 'drizzle-orm';
import { DEMO_CUSTOMERS } from '../../platform/identity/seed';
import type { SeedStep } from '../../platform/seed';
import { __area__Items } from './schema';

/** A few items per demo company, once: a company that has items keeps its own. */
export const seed__Area__: SeedStep = async ({ db }) => {
  for (const customer of DEMO_CUSTOMERS) {
    const [existing] = await db
      .select({ id: __area__Items.id })
      .from(__area__Items)
      .where(eq(__area__Items.customerId, customer.id))
      .limit(1);
    if (existing) continue;
    await db
      .insert(__area__Items)
      .values(
        ['Erster Eintrag', 'Zweiter Eintrag'].map((title) => ({ customerId: customer.id, title })),
      );
  }
};
