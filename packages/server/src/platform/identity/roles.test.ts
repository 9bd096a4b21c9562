import { describe, expect, it } from 'vitest';
import { createContextInner } from '../context';
import { databaseKinds } from '../../../test/database';
import { createCustomer, createUser, identity, useTestWorld } from '../../../test/fixtures';
import { hasRole, type Role } from './roles';
import { createCallerFactory, roleProcedure, router } from '../trpc';

describe('hasRole', () => {
  it('orders primary_admin over admin over user, and nothing else counts', () => {
    expect(hasRole('primary_admin', 'admin')).toBe(true);
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('user', 'admin')).toBe(false);
    expect(hasRole('admin', 'primary_admin')).toBe(false);
    expect(hasRole('user', 'user')).toBe(true);
    expect(hasRole(null, 'user')).toBe(false);
    expect(hasRole('owner', 'user')).toBe(false);
  });
});

describe.each(databaseKinds())('roleProcedure on %s', (kind) => {
  const world = useTestWorld(kind);
  // A router of its own: the rule is under test, not any area's procedure.
  const createCaller = createCallerFactory(
    router({ teamOnly: roleProcedure('primary_admin').query(({ ctx }) => ctx.tenant.role) }),
  );

  async function callAs(role: Role | null, ourEmployee = false) {
    const customer = await createCustomer(world.db);
    const who = identity();
    await createUser(world.db, who, {
      ourEmployee,
      memberships: role ? [{ customer, role }] : [],
      activeCustomer: customer,
    });
    const auth = { status: 'verified' as const, token: 't', identity: who };
    return createCaller(createContextInner({ ...world, auth })).teamOnly();
  }

  it('lets a primary admin in', async () => {
    await expect(callAs('primary_admin')).resolves.toBe('primary_admin');
  });

  it.each<[Role | null, boolean]>([
    ['admin', false],
    ['user', false],
    // An employee working in a company they are not a member of has no role there.
    [null, true],
  ])('refuses role %s (employee: %s) with 403 and a German reason', async (role, employee) => {
    await expect(callAs(role, employee)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Keine Berechtigung: Dafür ist die Rolle „Hauptadministrator“ nötig.',
    });
  });
});
