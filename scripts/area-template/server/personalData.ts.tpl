import { and, asc, eq, inArray } from 'drizzle-orm';
import { customers } from '../../platform/identity/schema';
import { definePersonalData } from '../../platform/personalData';
import { __area__Items } from './schema';

declare module '../../platform/personalData' {
  interface PersonalDataSections {
    __area__ItemsCreated: { id: string; company: string; title: string; createdAt: string }[];
  }
}

/** Items the person created, in their companies; they stay with the company when the account goes. */
export const __area__Data = definePersonalData<'__area__ItemsCreated'>({
  tables: [__area__Items],
  async export(db, person) {
    if (person.companyIds.length === 0) return { __area__ItemsCreated: [] };
    const rows = await db
      .select({
        id: __area__Items.id,
        company: customers.name,
        title: __area__Items.title,
        createdAt: __area__Items.createdAt,
      })
      .from(__area__Items)
      .innerJoin(customers, eq(customers.id, __area__Items.customerId))
      .where(
        and(
          eq(__area__Items.createdBy, person.userId),
          inArray(__area__Items.customerId, person.companyIds),
        ),
      )
      .orderBy(asc(__area__Items.createdAt));
    return {
      __area__ItemsCreated: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    };
  },
});
