import type { AnyRouter } from '@trpc/server';
import type { Identity } from '../src/platform/identity/verify';
import type { Customer, User } from '../src/platform/identity/schema';
import { callerAs, createCustomer, createUser, identity, type TestWorld } from './fixtures';
import type { AreaDefinition } from '../src/platform/area';

export type ProbeMember = {
  customer: Customer;
  who: Identity;
  user: User;
  caller: ReturnType<typeof callerAs>;
  /** The ID token the caller presents (what `auth.syncUser` must repeat). */
  token: string;
};

/**
 * Two companies, each with a primary admin working in it: the owner's data is what the intruder
 * must never read, change or learn about.
 */
export type ProbeContext = { world: TestWorld; owner: ProbeMember; intruder: ProbeMember };

/** Calls one procedure as the intruder with the owner's ids and checks that nothing crossed. */
export type TenantProbe = (context: ProbeContext) => Promise<void>;

/** An area's probes, by procedure path (`crm.leads.byId`). */
export type TenantProbes = Record<string, TenantProbe>;

async function member(world: TestWorld, name: string): Promise<ProbeMember> {
  const customer = await createCustomer(world.db, { name });
  const who = identity();
  const user = await createUser(world.db, who, {
    memberships: [{ customer, role: 'primary_admin' }],
    activeCustomer: customer,
  });
  const token = `token-of-${who.uid}`;
  return { customer, who, user, caller: callerAs(world, who, token), token };
}

/** Fresh companies for each probe, so no probe sees another's data. */
export async function probeContext(world: TestWorld): Promise<ProbeContext> {
  return {
    world,
    owner: await member(world, 'Eigentümer GmbH'),
    intruder: await member(world, 'Eindringling AG'),
  };
}

type ProcedureDef = { _def: { meta?: { public?: boolean } } };

/**
 * Every procedure that needs a signed-in user must have a probe, read from the router itself;
 * a probe must name a procedure that exists (a renamed procedure leaves no stale probe).
 */
export function probeGaps(
  router: AnyRouter,
  probes: TenantProbes,
): { missing: string[]; unknown: string[] } {
  const procedures = (router._def as unknown as { procedures: Record<string, ProcedureDef> })
    .procedures;
  const signedIn = Object.entries(procedures)
    .filter(([, procedure]) => !procedure._def.meta?.public)
    .map(([path]) => path);
  return {
    missing: signedIn.filter((path) => !(path in probes)).sort(),
    unknown: Object.keys(probes)
      .filter((path) => !signedIn.includes(path))
      .sort(),
  };
}

/**
 * Every module's probes, from the registry's definitions (their `testing.tenantProbes`, loaded
 * here so production never imports test code). A path probed twice is a mistake.
 */
export async function collectTenantProbes(
  definitions: readonly AreaDefinition[],
): Promise<TenantProbes> {
  const probes: TenantProbes = {};
  for (const definition of definitions) {
    const own = ((await definition.testing?.tenantProbes?.()) ?? {}) as TenantProbes;
    for (const [path, probe] of Object.entries(own)) {
      if (path in probes) throw new Error(`${path} has two tenant probes`);
      probes[path] = probe;
    }
  }
  return probes;
}
