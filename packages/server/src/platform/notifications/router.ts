import { z } from 'zod';
import { noInput } from '../inputs';
import { router, tenantProcedure } from '../trpc';
import { userChannel } from '../realtime/channels';
import { listNotifications, markRead, unreadCount } from './service';

/** The bell: the person's notifications in this company and the community. */
export const notificationsRouter = router({
  list: tenantProcedure
    .input(
      z
        .strictObject({
          cursor: z.string().max(200).optional(),
          // What TanStack's infinite queries add; pages only go forward.
          direction: z.enum(['forward', 'backward']).optional(),
        })
        .optional(),
    )
    .query(({ ctx, input }) =>
      listNotifications(
        ctx.db,
        { userId: ctx.user.id, customerId: ctx.tenant.customerId },
        input?.cursor,
      ),
    ),

  unreadCount: tenantProcedure
    .input(noInput)
    .query(({ ctx }) =>
      unreadCount(ctx.db, { userId: ctx.user.id, customerId: ctx.tenant.customerId }),
    ),

  /** These as read, or without ids all ('Alle als gelesen markieren'); others' ids change nothing. */
  markRead: tenantProcedure
    .input(z.strictObject({ ids: z.array(z.uuid()).min(1).max(100).optional() }))
    .mutation(async ({ ctx, input }) => {
      const marked = await markRead(
        ctx.db,
        { userId: ctx.user.id, customerId: ctx.tenant.customerId },
        input.ids,
      );
      // The person's other tabs and devices update their bell.
      if (marked > 0) {
        void ctx.realtime.publishTo(userChannel(ctx.user.id), {
          name: 'notification.changed',
          data: {},
        });
      }
      return { marked };
    }),
});
