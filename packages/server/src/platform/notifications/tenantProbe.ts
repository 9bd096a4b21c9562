import { expect } from 'vitest';
import type { TenantProbes } from '../../../test/tenantProbe';
import { notifications } from './schema';

/** A notification of the owner's, about their company's lead. */
async function ownersNotification({ world, owner }: Parameters<TenantProbes[string]>[0]) {
  const [row] = await world.db
    .insert(notifications)
    .values({
      userId: owner.user.id,
      customerId: owner.customer.id,
      kind: 'leadAssigned',
      subjectKey: 'lead:geheim',
      subject: 'Geheim GmbH',
      href: '/app/crm',
      actorId: owner.user.id,
    })
    .returning();
  if (!row) throw new Error('no notification');
  return row;
}

export const notificationsTenantProbe: TenantProbes = {
  'notifications.list': async (context) => {
    await ownersNotification(context);
    const page = await context.intruder.caller.notifications.list();
    expect(page.items).toEqual([]);
  },
  'notifications.unreadCount': async (context) => {
    await ownersNotification(context);
    expect(await context.intruder.caller.notifications.unreadCount()).toBe(0);
  },
  'notifications.markRead': async (context) => {
    const row = await ownersNotification(context);
    expect(await context.intruder.caller.notifications.markRead({ ids: [row.id] })).toEqual({
      marked: 0,
    });
    expect(await context.intruder.caller.notifications.markRead({})).toEqual({ marked: 0 });
    expect(await context.owner.caller.notifications.unreadCount()).toBe(1);
  },
};
