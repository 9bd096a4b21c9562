import { describe, expect, it } from 'vitest';
import { files } from './schema';
import { customerPrefix } from './fileStorage';
import { createCustomer, memberOf, useTestWorld } from '../../../test/fixtures';
import { databaseKinds } from '../../../test/database';

describe.each(databaseKinds())('storage router on %s', (kind) => {
  const world = useTestWorld(kind);

  async function storeLogo(customerId: string) {
    const path = `${customerPrefix(customerId)}logo.svg`;
    const content = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await world.storage.write(path, content);
    await world.db
      .insert(files)
      .values({ customerId, path, contentType: 'image/svg+xml', bytes: content.length });
    return path;
  }

  it('gives a signed download URL for the active customer’s file', async () => {
    const customer = await createCustomer(world.db);
    const path = await storeLogo(customer.id);
    const { caller } = await memberOf(world, customer);
    const { downloadUrl } = await caller.storage.getPublicDownloadUrl({ filePath: path });
    const url = new URL(downloadUrl, 'http://localhost');
    expect(url.pathname).toBe(`/files/${path}`);
    expect(
      world.storage.verifyDownload(
        path,
        url.searchParams.get('expires') ?? '',
        url.searchParams.get('signature') ?? '',
      ),
    ).toBe(true);
  });

  it('refuses another customer’s file', async () => {
    const other = await createCustomer(world.db);
    const foreignPath = await storeLogo(other.id);
    const { caller } = await memberOf(world, await createCustomer(world.db));
    await expect(
      caller.storage.getPublicDownloadUrl({ filePath: foreignPath }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it.each([
    '../../etc/passwd',
    'customers/../secret',
    '/etc/passwd',
    'customers//x',
    'customers\\..\\x',
    'customers/%2e%2e/x',
    '',
  ])('refuses the path %j as bad input', async (filePath) => {
    const customer = await createCustomer(world.db);
    const { caller } = await memberOf(world, customer);
    await expect(caller.storage.getPublicDownloadUrl({ filePath })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('refuses a traversal hidden behind the customer’s own prefix', async () => {
    const customer = await createCustomer(world.db);
    const { caller } = await memberOf(world, customer);
    await expect(
      caller.storage.getPublicDownloadUrl({
        filePath: `${customerPrefix(customer.id)}../other/logo.svg`,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers NOT_FOUND for a missing file of the own customer', async () => {
    const customer = await createCustomer(world.db);
    const { caller } = await memberOf(world, customer);
    await expect(
      caller.storage.getPublicDownloadUrl({ filePath: `${customerPrefix(customer.id)}fehlt.png` }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Datei nicht gefunden.' });
  });
});
