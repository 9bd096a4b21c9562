import { count, eq } from 'drizzle-orm';
import { DEMO_CUSTOMERS } from '../identity/seed';
import type { SeedStep } from '../seedTypes';
import { leads } from './schema';

const leadCompanies = [
  ['Alpenblick Logistik GmbH', 'Maria Huber'],
  ['Hansewerft Technik AG', 'Jan Petersen'],
  ['Rheinland Solar GmbH', 'Sabine Krüger'],
  ['Spreewald Feinkost KG', 'Thomas Lehmann'],
  ['Bodensee Software GmbH', 'Lea Brandt'],
  ['Elbtal Maschinenbau GmbH', 'Uwe Schreiber'],
  ['Schwarzwald Reisen GmbH', 'Anna Fischer'],
  ['Nordsee Fisch & Feines', 'Ole Jensen'],
  ['Pfalz Weinhandel GmbH', 'Katrin Wagner'],
  ['Harz Holzbau GmbH', 'Michael Bauer'],
  ['Isar Consulting Partner', 'Julia Schmid'],
  ['Ostsee Möbelwerk GmbH', 'Henrik Lange'],
] as const;

const statuses = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;

/** A dozen leads per customer, the same every time. */
export function demoLeads(customerIndex: number) {
  return leadCompanies.map(([companyName, contactName], index) => ({
    companyName,
    contactName,
    contactEmail: `${contactName.split(' ')[0]?.toLowerCase()}@example.com`,
    status: statuses[(index + customerIndex) % statuses.length] ?? 'new',
    valueCents: (index + 1) * 125_000 + customerIndex * 10_000,
  }));
}

/** A dozen leads per demo customer, added once (a customer with leads keeps them). */
export const seedCrm: SeedStep = async ({ db }) => {
  for (const [index, customer] of DEMO_CUSTOMERS.entries()) {
    const [existing] = await db
      .select({ value: count() })
      .from(leads)
      .where(eq(leads.customerId, customer.id));
    if (Number(existing?.value ?? 0) === 0) {
      await db
        .insert(leads)
        .values(demoLeads(index).map((lead) => ({ ...lead, customerId: customer.id })));
    }
  }
};
