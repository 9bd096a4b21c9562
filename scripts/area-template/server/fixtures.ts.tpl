import type { Database } from '../../platform/db/database';
import { __area__Items, type __Area__Item } from './schema';

/** An item of this customer, stored as the area stores it. */
export async function create__Area__ItemRow(
  db: Database,
  customerId: string,
  fields: Partial<Pick<__Area__Item, 'title' | 'createdBy'>> = {},
): Promise<__Area__Item> {
  const [item] = await db
    .insert(__area__Items)
    .values({ title: 'Beispiel', ...fields, customerId })
    .returning();
  if (!item) throw new Error('no item');
  return item;
}
