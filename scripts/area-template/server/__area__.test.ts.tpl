import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import { createCustomer, memberOf, useTestWorld } from '../../../test/fixtures';
import type { RealtimeEvent } from '../../platform/realtime/events';
import { silentPublisher } from '../../platform/realtime/publisher';
import { create__Area__ItemRow } from './fixtures';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds())('__area__ on %s', (kind) => {
  const world = useTestWorld(kind);

  it('adds items, lists them newest first and counts them', async () => {
    const customer = await createCustomer(world.db);
    const { caller } = await memberOf(world, customer);
    await caller.__area__.create({ title: 'Erstes' });
    await caller.__area__.create({ title: '  Zweites  ' });
    const items = await caller.__area__.list();
    expect(items.map((item) => item.title)).toEqual(['Zweites', 'Erstes']);
    expect(await caller.__area__.summary()).toEqual({ total: 2 });
  });

  it('refuses bad input with German messages and stores nothing', async () => {
    const customer = await createCustomer(world.db);
    const { caller } = await memberOf(world, customer);
    await expect(caller.__area__.create({ title: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Bitte gib einen Titel ein.'),
    });
    await expect(caller.__area__.create({ title: 'x'.repeat(201) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.__area__.delete({ itemId: 'kein-uuid' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await caller.__area__.summary()).toEqual({ total: 0 });
  });

  it('keeps each company’s items apart', async () => {
    const owner = await createCustomer(world.db);
    const other = await createCustomer(world.db);
    const theirs = await create__Area__ItemRow(world.db, owner.id, { title: 'Fremd' });
    const { caller } = await memberOf(world, other);
    expect(await caller.__area__.list()).toEqual([]);
    await expect(caller.__area__.delete({ itemId: theirs.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Eintrag nicht gefunden.',
    });
    await expect(caller.__area__.delete({ itemId: MISSING })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('announces every change on the company’s channel', async () => {
    const customer = await createCustomer(world.db);
    const events: { customerId: string; event: RealtimeEvent }[] = [];
    const { caller } = await memberOf(
      {
        ...world,
        realtime: {
          ...silentPublisher,
          publish: (customerId, event) => {
            events.push({ customerId, event });
            return Promise.resolve();
          },
        },
      },
      customer,
    );
    const item = await caller.__area__.create({ title: 'Neu' });
    await caller.__area__.delete({ itemId: item.id });
    expect(events).toEqual([
      { customerId: customer.id, event: { name: '__area__.changed', data: { itemId: item.id } } },
      { customerId: customer.id, event: { name: '__area__.changed', data: { itemId: item.id } } },
    ]);
  });
});
