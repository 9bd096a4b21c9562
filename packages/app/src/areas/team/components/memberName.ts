import { resolveDisplayName } from '@sprint/ui';

/** A member as the team's screens name them (spec §3): the display name, else the address's name. */
export function memberName(member: { displayName: string | null; email: string }): string {
  return resolveDisplayName(member);
}
