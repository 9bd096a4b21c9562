import { z } from 'zod';
import { ROLE_LABELS } from '@sprint/server/platform/identity';

/**
 * The invite dialog's rules are the server's (`team.invitations.create`, ADR 017): addresses as
 * people paste them, at most 50 per request, every one a valid address, with the server's German
 * messages, so the dialog says before sending what the server would answer. The server checks
 * again; only it knows who is already in the team.
 */

export const MAX_INVITATIONS_PER_REQUEST = 50;

/** Invitations make administrators or users; the primary admin role is handed over instead. */
export const INVITABLE_ROLES = ['user', 'admin'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const INVITABLE_ROLE_OPTIONS = INVITABLE_ROLES.map((value) => ({
  value,
  label: ROLE_LABELS[value],
}));

/**
 * Addresses as people paste them: separated by commas, semicolons, spaces or lines; each once,
 * compared without case (as the server does).
 */
export function splitAddresses(text: string): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const address = part.trim();
    const key = address.toLowerCase();
    if (!address || seen.has(key)) continue;
    seen.add(key);
    addresses.push(address);
  }
  return addresses;
}

const email = z.email();

export function invalidAddresses(addresses: readonly string[]): string[] {
  return addresses.filter((address) => !email.safeParse(address.toLowerCase()).success);
}

/** What the server answers for these addresses before it looks at the team, or null. */
export function addressProblem(addresses: readonly string[]): string | null {
  if (addresses.length === 0) return 'Bitte gib mindestens eine E-Mail-Adresse ein.';
  if (addresses.length > MAX_INVITATIONS_PER_REQUEST) {
    return `Höchstens ${MAX_INVITATIONS_PER_REQUEST} Adressen auf einmal.`;
  }
  const invalid = invalidAddresses(addresses);
  if (invalid.length > 0) {
    const label = invalid.length === 1 ? 'Ungültige E-Mail-Adresse' : 'Ungültige E-Mail-Adressen';
    return `${label}: ${invalid.join(', ')}. Es wurde keine Einladung verschickt.`;
  }
  return null;
}

export const inviteFormSchema = z.object({
  emails: z
    .string()
    .transform(splitAddresses)
    .superRefine((addresses, context) => {
      const problem = addressProblem(addresses);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  role: z.enum(INVITABLE_ROLES),
});

export type InviteFormValues = z.input<typeof inviteFormSchema>;
export type InviteFormOutput = z.output<typeof inviteFormSchema>;

export const emptyInviteValues: InviteFormValues = { emails: '', role: 'user' };

/** '1 Adresse', '3 Adressen'. */
export function addressCount(count: number): string {
  return `${count} ${count === 1 ? 'Adresse' : 'Adressen'}`;
}

/** 'a@x.de', 'a@x.de und b@y.de', 'a@x.de, b@y.de und c@z.de'; more than three as a count. */
export function addressList(addresses: readonly string[]): string {
  if (addresses.length > 3) return addressCount(addresses.length);
  if (addresses.length <= 1) return addresses.join('');
  return `${addresses.slice(0, -1).join(', ')} und ${addresses.at(-1) ?? ''}`;
}
