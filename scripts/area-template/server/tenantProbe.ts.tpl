import { expect } from 'vitest';
import type { TenantProbes } from '../../../test/tenantProbe';
import { create__Area__ItemRow } from './fixtures';
import { list__Area__Items } from './service';

/** Another company's admin with the owner's ids: nothing read, changed or revealed. */
export const __area__TenantProbe: TenantProbes = {
  '__area__.list': async ({ world, owner, intruder }) => {
    await create__Area__ItemRow(world.db, owner.customer.id, { title: 'Geheim' });
    expect(await intruder.caller.__area__.list()).toEqual([]);
  },

  '__area__.summary': async ({ world, owner, intruder }) => {
    await create__Area__ItemRow(world.db, owner.customer.id);
    expect(await intruder.caller.__area__.summary()).toEqual({ total: 0 });
  },

  '__area__.create': async ({ world, owner, intruder }) => {
    await intruder.caller.__area__.create({ title: 'Eigenes' });
    expect(await list__Area__Items(world.db, { customerId: owner.customer.id })).toEqual([]);
  },

  '__area__.delete': async ({ world, owner, intruder }) => {
    const item = await create__Area__ItemRow(world.db, owner.customer.id);
    await expect(intruder.caller.__area__.delete({ itemId: item.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await list__Area__Items(world.db, { customerId: owner.customer.id })).toHaveLength(1);
  },
};
