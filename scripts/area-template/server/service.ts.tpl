import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { ServiceError } from '../../platform/serviceError';
import type { Actor } from '../../platform/tenancy/actor';
import { ownedBy, ownedValues, type TenantScope } from '../../platform/tenancy/tenant';
import { __AREA_CONST___ITEM_NOT_FOUND } from './model';
import { __area__Items } from './schema';

/** The company's items, newest first. */
export async function list__Area__Items(db: Database, tenant: TenantScope, limit = 100) {
  return db
    .select({ id: __area__Items.id, title: __area__Items.title, createdAt: __area__Items.createdAt })
    .from(__area__Items)
    .where(ownedBy(__area__Items, tenant))
    .orderBy(desc(__area__Items.createdAt), desc(__area__Items.id))
    .limit(limit);
}

export async function create__Area__Item(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  input: { title: string },
) {
  const [item] = await db
    .insert(__area__Items)
    .values(ownedValues(tenant, { title: input.title, createdBy: actor.userId }))
    .returning({ id: __area__Items.id, title: __area__Items.title, createdAt: __area__Items.createdAt });
  if (!item) throw new Error('no item');
  return item;
}

/** Deletes one of the company's items; another company's is as missing as a missing one. */
export async function delete__Area__Item(db: Database, tenant: TenantScope, itemId: string) {
  const deleted = await db
    .delete(__area__Items)
    .where(ownedBy(__area__Items, tenant, eq(__area__Items.id, itemId)))
    .returning({ id: __area__Items.id });
  if (deleted.length === 0) throw new ServiceError('NOT_FOUND', __AREA_CONST___ITEM_NOT_FOUND);
}

/** The dashboard card's figure, counted in SQL. */
export async function __area__Summary(db: Database, tenant: TenantScope) {
  const [row] = await db
    .select({ total: count() })
    .from(__area__Items)
    .where(ownedBy(__area__Items, tenant));
  return { total: Number(row?.total ?? 0) };
}
