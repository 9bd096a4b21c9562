import type { Actor } from '../../platform/tenancy/actor';
import { asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { ROLES, type Role } from '../../platform/identity/roles';
import { ServiceError } from '../../platform/serviceError';
import { ownedBy, ownedValues, type TenantScope } from '../../platform/tenancy/tenant';
import { invitations, memberships, users, type Invitation } from '../../platform/identity/schema';
import {
  INVITATION_VALID_MS,
  issueInvitationToken,
  openInvitationToken,
} from '../../platform/identity/invitationTokens';
import { teamEvents, type TeamEventKind } from './schema';

export const MAX_INVITATIONS_PER_REQUEST = 50;
/** Open invitations (expired ones included: they can be renewed) a company may have at once. */
export const MAX_PENDING_INVITATIONS = 500;

export const LAST_PRIMARY_ADMIN =
  'Das Team braucht mindestens einen Hauptadministrator. Übertrage die Rolle zuerst an jemand anderen.';
export const MEMBER_NOT_FOUND = 'Dieses Mitglied gibt es in deinem Team nicht.';
export const INVITATION_NOT_FOUND = 'Diese Einladung gibt es nicht (mehr).';

type Tx = Database;

async function recordEvent(
  tx: Tx,
  tenant: TenantScope,
  actor: Actor | null,
  kind: TeamEventKind,
  subject: { userId?: string | null; email?: string | null },
  details: { from?: Role; to?: Role } = {},
  now = new Date(),
) {
  await tx.insert(teamEvents).values(
    ownedValues(tenant, {
      kind,
      actorId: actor?.userId ?? null,
      subjectUserId: subject.userId ?? null,
      subjectEmail: subject.email ?? null,
      details,
      createdAt: now,
    }),
  );
}

export type TeamMember = {
  userId: string;
  email: string;
  displayName: string | null;
  avatar: string | null;
  role: Role;
  joinedAt: Date;
  lastSignInAt: Date | null;
};

/** The company's members, highest role first, then by name. */
export async function listMembers(db: Database, tenant: TenantScope): Promise<TeamMember[]> {
  return db
    .select({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      avatar: users.avatar,
      role: memberships.role,
      joinedAt: memberships.createdAt,
      lastSignInAt: users.lastSignInAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(ownedBy(memberships, tenant, isNull(users.deletedAt)))
    .orderBy(
      sql`array_position(array[${sql.join(
        ROLES.map((role) => sql`${role}`),
        sql`, `,
      )}]::membership_role[], ${memberships.role})`,
      asc(sql`lower(coalesce(${users.displayName}, ${users.email}))`),
    );
}

/**
 * Locks the company's memberships (every role change and removal takes this lock first), so two
 * primary admins demoting each other at once cannot leave the company with none.
 */
async function lockedMembership(tx: Tx, tenant: TenantScope, userId: string) {
  const locked = await tx
    .select({
      id: memberships.id,
      userId: memberships.userId,
      role: memberships.role,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(ownedBy(memberships, tenant))
    .for('update', { of: memberships });
  const target = locked.find((row) => row.userId === userId);
  if (!target) throw new ServiceError('NOT_FOUND', MEMBER_NOT_FOUND);
  const primaryAdmins = locked.filter((row) => row.role === 'primary_admin').length;
  return { target, primaryAdmins };
}

export async function changeRole(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  input: { userId: string; role: Role },
  now = new Date(),
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const { target, primaryAdmins } = await lockedMembership(tx as Tx, tenant, input.userId);
    if (target.role === input.role) return { changed: false };
    if (target.role === 'primary_admin' && primaryAdmins <= 1) {
      throw new ServiceError('BAD_REQUEST', LAST_PRIMARY_ADMIN);
    }
    await tx
      .update(memberships)
      .set({ role: input.role })
      .where(ownedBy(memberships, tenant, eq(memberships.id, target.id)));
    await recordEvent(
      tx as Tx,
      tenant,
      actor,
      'role_changed',
      { userId: target.userId, email: target.email },
      { from: target.role, to: input.role },
      now,
    );
    return { changed: true };
  });
}

/**
 * Ends a member's access at once (every request checks the membership); what they created
 * stays with the company.
 */
export async function removeMember(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  userId: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const { target, primaryAdmins } = await lockedMembership(tx as Tx, tenant, userId);
    if (target.role === 'primary_admin' && primaryAdmins <= 1) {
      throw new ServiceError('BAD_REQUEST', LAST_PRIMARY_ADMIN);
    }
    await tx.delete(memberships).where(ownedBy(memberships, tenant, eq(memberships.id, target.id)));
    await recordEvent(
      tx as Tx,
      tenant,
      actor,
      'removed',
      { userId: target.userId, email: target.email },
      { from: target.role },
      now,
    );
  });
}

/** The primary admin hands the role to another member and becomes an administrator. */
export async function transferPrimaryAdmin(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  userId: string,
  now = new Date(),
): Promise<void> {
  if (userId === actor.userId) {
    throw new ServiceError('BAD_REQUEST', 'Du bist bereits Hauptadministrator.');
  }
  await db.transaction(async (tx) => {
    const { target } = await lockedMembership(tx as Tx, tenant, userId);
    await tx
      .update(memberships)
      .set({ role: 'primary_admin' })
      .where(ownedBy(memberships, tenant, eq(memberships.userId, target.userId)));
    await tx
      .update(memberships)
      .set({ role: 'admin' })
      .where(ownedBy(memberships, tenant, eq(memberships.userId, actor.userId)));
    await recordEvent(
      tx as Tx,
      tenant,
      actor,
      'primary_admin_transferred',
      { userId: target.userId, email: target.email },
      { from: target.role, to: 'primary_admin' },
      now,
    );
  });
}

const emailSchema = z.email();

/** Addresses as people paste them: separated by commas, semicolons, spaces or lines. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The day's budgets that mailing invitations draws on (the router counts them in the rate
 * limits). Each throws, with the German reason, when the budget is spent; they are asked
 * before anything is written, so a refused request stores nothing.
 */
export type InvitationLimits = {
  /**
   * `count` invitation e-mails about to go out for the company, `resends` of them to open
   * invitations mailed again (`inBatch` when the request names several addresses). All or
   * nothing: a refusal of any of them spends none.
   */
  spend: (
    count: number,
    resends: { id: string; email: string }[],
    inBatch: boolean,
  ) => Promise<void>;
};

/** Nobody may invite more than there is room for in the open invitations (the list). */
async function assertRoomForPending(db: Database, tenant: TenantScope, added: number) {
  if (added === 0) return;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invitations)
    .where(
      ownedBy(invitations, tenant, isNull(invitations.acceptedAt), isNull(invitations.revokedAt)),
    );
  const pending = Number(row?.count ?? 0);
  if (pending + added <= MAX_PENDING_INVITATIONS) return;
  const room = Math.max(0, MAX_PENDING_INVITATIONS - pending);
  throw new ServiceError(
    'BAD_REQUEST',
    room === 0
      ? `Es gibt schon ${pending} offene Einladungen, höchstens ${MAX_PENDING_INVITATIONS} sind möglich. Widerrufe nicht mehr benötigte Einladungen und versuche es dann erneut.`
      : `Es gibt schon ${pending} offene Einladungen, höchstens ${MAX_PENDING_INVITATIONS} sind möglich: ${onlyRoomFor(room)}`,
  );
}

/** The end of a refusal of a batch of which only part would fit: nothing of it was sent. */
export function onlyRoomFor(room: number): string {
  return `${room === 1 ? 'Es kann nur noch eine' : `Es können nur noch ${room}`} dazukommen. Es wurde keine Einladung verschickt.`;
}

/** Open invitations of these addresses (lower case). */
function openInvitationsOf(db: Database, tenant: TenantScope, addresses: string[]) {
  return db
    .select()
    .from(invitations)
    .where(
      ownedBy(
        invitations,
        tenant,
        inArray(sql`lower(${invitations.email})`, addresses),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

/** Addresses without an open invitation: the rows a request adds to the open ones. */
const withoutOpen = (addresses: string[], open: Invitation[]) =>
  addresses.filter((email) => !open.some((row) => row.email?.toLowerCase() === email));

export type IssuedInvitation = {
  id: string;
  email: string;
  role: Role;
  token: string;
  expiresAt: Date;
};

/**
 * Invitations for several addresses at once, all or nothing: an invalid address or one of a
 * member is named in the error and nothing is written. An address with an open invitation gets
 * it renewed (same link, 14 days again, the new role) instead of a second one. The company's
 * open invitations stay at most MAX_PENDING_INVITATIONS; `limits` (the day's budgets) are left
 * out only for a new company's first invitation.
 */
export async function createInvitations(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  input: { emails: string[]; role: Role },
  secret: string,
  now = new Date(),
  limits?: InvitationLimits,
): Promise<IssuedInvitation[]> {
  const addresses = [...new Set(input.emails.map((email) => email.trim().toLowerCase()))].filter(
    Boolean,
  );
  if (addresses.length === 0) {
    throw new ServiceError('BAD_REQUEST', 'Bitte gib mindestens eine E-Mail-Adresse ein.');
  }
  if (addresses.length > MAX_INVITATIONS_PER_REQUEST) {
    throw new ServiceError(
      'BAD_REQUEST',
      `Höchstens ${MAX_INVITATIONS_PER_REQUEST} Adressen auf einmal.`,
    );
  }
  const invalid = addresses.filter((address) => !emailSchema.safeParse(address).success);
  if (invalid.length > 0) {
    throw new ServiceError(
      'BAD_REQUEST',
      `${invalid.length === 1 ? 'Ungültige E-Mail-Adresse' : 'Ungültige E-Mail-Adressen'}: ${invalid.join(', ')}. Es wurde keine Einladung verschickt.`,
    );
  }
  const members = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(ownedBy(memberships, tenant, inArray(sql`lower(${users.email})`, addresses)));
  if (members.length > 0) {
    const names = members.map((member) => member.email.toLowerCase());
    throw new ServiceError(
      'BAD_REQUEST',
      `${names.length === 1 ? 'Bereits im Team' : 'Bereits im Team sind'}: ${names.join(', ')}. Es wurde keine Einladung verschickt.`,
    );
  }
  if (limits) {
    // Counted before the transaction (the rate limits write on their own) and before anything
    // is written; the room among the open invitations first, so a request refused for it uses
    // up none of the day's budget.
    const open = await openInvitationsOf(db, tenant, addresses);
    await assertRoomForPending(db, tenant, withoutOpen(addresses, open).length);
    const resends = open.flatMap((row) => (row.email ? [{ id: row.id, email: row.email }] : []));
    await limits.spend(addresses.length, resends, addresses.length > 1);
  }
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_MS);
  return db.transaction(async (tx) => {
    // One request per company at a time from here: two at once could each find room for
    // their addresses among the open invitations, and together pass the limit.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`team.invitations:${tenant.customerId}`}, 0))`,
    );
    const open = await openInvitationsOf(tx as Tx, tenant, addresses).for('update');
    await assertRoomForPending(tx as Tx, tenant, withoutOpen(addresses, open).length);
    const issued: IssuedInvitation[] = [];
    for (const email of addresses) {
      const existing = open.find((row) => row.email?.toLowerCase() === email);
      const existingToken =
        existing?.tokenCiphertext && openInvitationToken(secret, existing.tokenCiphertext);
      if (existing && existingToken) {
        await tx
          .update(invitations)
          .set({ role: input.role, expiresAt, lastSentAt: now, invitedBy: actor.userId })
          .where(ownedBy(invitations, tenant, eq(invitations.id, existing.id)));
        issued.push({ id: existing.id, email, role: input.role, token: existingToken, expiresAt });
        await recordEvent(tx as Tx, tenant, actor, 'invitation_resent', { email }, {}, now);
        continue;
      }
      if (existing) {
        // An old invitation whose link cannot be shown again: replaced by a new one.
        await tx
          .update(invitations)
          .set({ revokedAt: now })
          .where(ownedBy(invitations, tenant, eq(invitations.id, existing.id)));
      }
      const { token, tokenHash, tokenCiphertext } = issueInvitationToken(secret);
      const [row] = await tx
        .insert(invitations)
        .values(
          ownedValues(tenant, {
            tokenHash,
            tokenCiphertext,
            role: input.role,
            email,
            expiresAt,
            invitedBy: actor.userId,
            lastSentAt: now,
            createdAt: now,
          }),
        )
        .returning({ id: invitations.id });
      if (!row) throw new Error('invitation insert returned no row');
      issued.push({ id: row.id, email, role: input.role, token, expiresAt });
      await recordEvent(tx as Tx, tenant, actor, 'invited', { email }, { to: input.role }, now);
    }
    return issued;
  });
}

export type PendingInvitation = {
  id: string;
  email: string | null;
  role: Role;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  lastSentAt: Date | null;
  expired: boolean;
  /** Whether 'Link kopieren' can show the link (older invitations kept only the hash). */
  linkAvailable: boolean;
};

/** Open invitations (neither accepted nor revoked), expired ones included: they can be renewed. */
export async function listInvitations(
  db: Database,
  tenant: TenantScope,
  now = new Date(),
): Promise<PendingInvitation[]> {
  const inviter = alias(users, 'inviter');
  const rows = await db
    .select({
      invitation: invitations,
      inviterName: sql<string | null>`coalesce(${inviter.displayName}, ${inviter.email})`,
    })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(
      ownedBy(invitations, tenant, isNull(invitations.acceptedAt), isNull(invitations.revokedAt)),
    )
    .orderBy(desc(invitations.createdAt));
  return rows.map(({ invitation, inviterName }) => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invitedBy: inviterName,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
    lastSentAt: invitation.lastSentAt,
    expired: invitation.expiresAt.getTime() <= now.getTime(),
    linkAvailable: invitation.tokenCiphertext !== null,
  }));
}

async function openInvitation(db: Database, tenant: TenantScope, invitationId: string) {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(
      ownedBy(
        invitations,
        tenant,
        eq(invitations.id, invitationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .limit(1);
  if (!invitation) throw new ServiceError('NOT_FOUND', INVITATION_NOT_FOUND);
  return invitation;
}

function tokenOf(invitation: Invitation, secret: string): string {
  const token =
    invitation.tokenCiphertext && openInvitationToken(secret, invitation.tokenCiphertext);
  if (!token) {
    throw new ServiceError(
      'BAD_REQUEST',
      'Der Link dieser Einladung ist nicht mehr abrufbar. Widerrufe sie und lade neu ein.',
    );
  }
  return token;
}

/** The token of an open invitation, for 'Link kopieren'. */
export async function invitationToken(
  db: Database,
  tenant: TenantScope,
  invitationId: string,
  secret: string,
): Promise<string> {
  return tokenOf(await openInvitation(db, tenant, invitationId), secret);
}

/** 'Erneut senden': the same link, valid 14 days from now; within the day's budgets. */
export async function renewInvitation(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  invitationId: string,
  secret: string,
  limits: InvitationLimits,
  now = new Date(),
): Promise<IssuedInvitation> {
  const invitation = await openInvitation(db, tenant, invitationId);
  if (!invitation.email) {
    throw new ServiceError(
      'BAD_REQUEST',
      'Diese Einladung ist an keine Adresse gebunden: Kopiere den Link und teile ihn selbst.',
    );
  }
  const token = tokenOf(invitation, secret);
  await limits.spend(1, [{ id: invitation.id, email: invitation.email }], false);
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ expiresAt, lastSentAt: now })
      .where(ownedBy(invitations, tenant, eq(invitations.id, invitation.id)));
    await recordEvent(
      tx as Tx,
      tenant,
      actor,
      'invitation_resent',
      { email: invitation.email },
      {},
      now,
    );
  });
  return { id: invitation.id, email: invitation.email, role: invitation.role, token, expiresAt };
}

/** 'Widerrufen': the link stops working at once and reads like one that never existed. */
export async function revokeInvitation(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  invitationId: string,
  now = new Date(),
): Promise<void> {
  const invitation = await openInvitation(db, tenant, invitationId);
  await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(ownedBy(invitations, tenant, eq(invitations.id, invitation.id)));
    await recordEvent(
      tx as Tx,
      tenant,
      actor,
      'invitation_revoked',
      { email: invitation.email },
      { to: invitation.role },
      now,
    );
  });
}

export type TeamHistoryEntry = {
  id: string;
  kind: TeamEventKind;
  actorName: string | null;
  subjectName: string | null;
  subjectEmail: string | null;
  from: Role | null;
  to: Role | null;
  createdAt: Date;
};

/** 'Verlauf': the latest team events, newest first. */
export async function teamHistory(
  db: Database,
  tenant: TenantScope,
  limit = 100,
): Promise<TeamHistoryEntry[]> {
  const actor = alias(users, 'actor');
  const subject = alias(users, 'subject');
  const rows = await db
    .select({
      event: teamEvents,
      actorName: sql<string | null>`coalesce(${actor.displayName}, ${actor.email})`,
      subjectName: sql<string | null>`coalesce(${subject.displayName}, ${subject.email})`,
    })
    .from(teamEvents)
    .leftJoin(actor, eq(actor.id, teamEvents.actorId))
    .leftJoin(subject, eq(subject.id, teamEvents.subjectUserId))
    .where(ownedBy(teamEvents, tenant))
    .orderBy(desc(teamEvents.createdAt), desc(teamEvents.id))
    .limit(limit);
  return rows.map(({ event, actorName, subjectName }) => ({
    id: event.id,
    kind: event.kind,
    actorName,
    subjectName,
    subjectEmail: event.subjectEmail,
    from: event.details.from ?? null,
    to: event.details.to ?? null,
    createdAt: event.createdAt,
  }));
}

/** The dashboard card: how many members, how many open invitations. */
export async function teamSummary(db: Database, tenant: TenantScope, now = new Date()) {
  const [members] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberships)
    .where(ownedBy(memberships, tenant));
  const [pending] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invitations)
    .where(
      ownedBy(
        invitations,
        tenant,
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        sql`${invitations.expiresAt} > ${now.toISOString()}`,
      ),
    );
  return { members: members?.count ?? 0, pendingInvitations: pending?.count ?? 0 };
}
