import { and, asc, eq, inArray } from 'drizzle-orm';
import { customers } from '../../platform/identity/schema';
import { definePersonalData } from '../../platform/personalData';
import {
  financeCategories,
  financeProjects,
  financeRecurring,
  financeReserveEntries,
  financeSettings,
  financeTransactions,
  financeTrash,
} from './schema';

declare module '../../platform/personalData' {
  interface PersonalDataSections {
    financeBookingsCreated: {
      id: string;
      company: string;
      bookedOn: string;
      kind: 'income' | 'expense';
      description: string | null;
    }[];
    financeRecurringCreated: {
      id: string;
      company: string;
      name: string;
      kind: 'income' | 'expense';
    }[];
    taxReserveEntriesCreated: {
      id: string;
      company: string;
      enteredOn: string;
      note: string | null;
    }[];
  }
}

/**
 * Bookings, recurring items and tax reserve entries the person entered, in their companies, by
 * reference (the books are the company's and stay with it).
 */
export const financeData = definePersonalData<
  'financeBookingsCreated' | 'financeRecurringCreated' | 'taxReserveEntriesCreated'
>({
  tables: [financeTransactions, financeRecurring, financeReserveEntries],
  async export(db, person) {
    if (person.companyIds.length === 0) {
      return {
        financeBookingsCreated: [],
        financeRecurringCreated: [],
        taxReserveEntriesCreated: [],
      };
    }
    const bookings = await db
      .select({
        id: financeTransactions.id,
        company: customers.name,
        bookedOn: financeTransactions.bookedOn,
        kind: financeTransactions.kind,
        description: financeTransactions.description,
      })
      .from(financeTransactions)
      .innerJoin(customers, eq(customers.id, financeTransactions.customerId))
      .where(
        and(
          eq(financeTransactions.createdBy, person.userId),
          inArray(financeTransactions.customerId, person.companyIds),
        ),
      )
      .orderBy(asc(financeTransactions.bookedOn));
    const recurring = await db
      .select({
        id: financeRecurring.id,
        company: customers.name,
        name: financeRecurring.name,
        kind: financeRecurring.kind,
      })
      .from(financeRecurring)
      .innerJoin(customers, eq(customers.id, financeRecurring.customerId))
      .where(
        and(
          eq(financeRecurring.createdBy, person.userId),
          inArray(financeRecurring.customerId, person.companyIds),
        ),
      )
      .orderBy(asc(financeRecurring.name));
    const reserves = await db
      .select({
        id: financeReserveEntries.id,
        company: customers.name,
        enteredOn: financeReserveEntries.enteredOn,
        note: financeReserveEntries.note,
      })
      .from(financeReserveEntries)
      .innerJoin(customers, eq(customers.id, financeReserveEntries.customerId))
      .where(
        and(
          eq(financeReserveEntries.createdBy, person.userId),
          inArray(financeReserveEntries.customerId, person.companyIds),
        ),
      )
      .orderBy(asc(financeReserveEntries.enteredOn));
    return {
      financeBookingsCreated: bookings,
      financeRecurringCreated: recurring,
      taxReserveEntriesCreated: reserves,
    };
  },
});

export const financeCompanyData = definePersonalData({
  tables: [financeSettings, financeCategories, financeProjects, financeTrash],
  reason:
    'Steuerprofil, Kategorien, Projekte und Papierkorb des Unternehmens: sie nennen keine Person.',
});
