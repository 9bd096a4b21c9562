/**
 * Ably capabilities: `{ "<resource>": ["<operation>", …] }`, where a resource is a channel name,
 * a prefix ending in `*` (`customer:42:*`), or `*` for every channel, and `*` as an operation
 * grants all of them.
 */
export type Operation = 'subscribe' | 'publish' | 'presence' | 'history' | string;
export type Capability = Record<string, Operation[]>;

export const ALL: Capability = { '*': ['*'] };

export class CapabilityError extends Error {}

/** Parses a capability as the SDK sends it (a JSON string); empty means everything the key has. */
export function parseCapability(value: unknown): Capability | null {
  if (value === undefined || value === null || value === '') return null;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new CapabilityError('Invalid capability: not JSON');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new CapabilityError('Invalid capability: expected an object');
  }
  const capability: Capability = {};
  for (const [resource, operations] of Object.entries(parsed)) {
    if (!Array.isArray(operations) || !operations.every((op) => typeof op === 'string')) {
      throw new CapabilityError(`Invalid capability for "${resource}": expected a list of names`);
    }
    capability[resource] = operations as string[];
  }
  return capability;
}

function resourceMatches(resource: string, channel: string): boolean {
  if (resource === '*') return true;
  if (resource.endsWith('*')) return channel.startsWith(resource.slice(0, -1));
  return resource === channel;
}

/** The operations the capability grants on a channel. */
export function operationsOn(capability: Capability, channel: string): Set<Operation> {
  const granted = new Set<Operation>();
  for (const [resource, operations] of Object.entries(capability)) {
    if (!resourceMatches(resource, channel)) continue;
    for (const operation of operations) granted.add(operation);
  }
  return granted;
}

export function allows(capability: Capability, channel: string, operation: Operation): boolean {
  const granted = operationsOn(capability, channel);
  return granted.has('*') || granted.has(operation);
}

/** Whether every resource and operation requested is covered by what the key grants. */
export function isWithin(requested: Capability, granted: Capability): boolean {
  return Object.entries(requested).every(([resource, operations]) => {
    // A requested pattern is covered by a granted pattern that matches it as a name.
    const covering = Object.entries(granted).filter(([grantedResource]) =>
      resourceMatches(grantedResource, resource),
    );
    const grantedOps = new Set(covering.flatMap(([, ops]) => ops));
    return grantedOps.has('*') || operations.every((op) => op !== '*' && grantedOps.has(op));
  });
}
