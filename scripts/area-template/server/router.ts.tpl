import { noInput } from '../../platform/inputs';
import { actorOf } from '../../platform/tenancy/actor';
import { router, tenantProcedure, type TenantContext } from '../../platform/trpc';
import type { __Area__Event } from './events';
import { create__Area__ItemInput, __area__ItemRef } from './model';
import {
  create__Area__Item,
  delete__Area__Item,
  list__Area__Items,
  __area__Summary,
} from './service';

/** Best effort, after the write: the company's open pages refetch. */
function announce(ctx: TenantContext, itemId: string) {
  const event: __Area__Event = { name: '__area__.changed', data: { itemId } };
  void ctx.realtime.publish(ctx.tenant.customerId, event);
}

export const __area__Router = router({
  list: tenantProcedure.input(noInput).query(({ ctx }) => list__Area__Items(ctx.db, ctx.tenant)),

  summary: tenantProcedure
    .input(noInput)
    .query(({ ctx }) => __area__Summary(ctx.db, ctx.tenant)),

  create: tenantProcedure.input(create__Area__ItemInput).mutation(async ({ ctx, input }) => {
    const item = await create__Area__Item(ctx.db, ctx.tenant, actorOf(ctx), input);
    announce(ctx, item.id);
    return item;
  }),

  delete: tenantProcedure.input(__area__ItemRef).mutation(async ({ ctx, input }) => {
    await delete__Area__Item(ctx.db, ctx.tenant, input.itemId);
    announce(ctx, input.itemId);
    return { deleted: true };
  }),
});
