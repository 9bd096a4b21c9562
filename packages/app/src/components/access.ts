/**
 * What the server lets this person open, mirrored on the page: decided from the session before
 * anything is asked (no request the server would refuse, no action the role cannot use), and,
 * should the server refuse all the same (a role changed meanwhile), from its answer.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import {
  EMPLOYEES_ONLY_MESSAGE,
  hasRole,
  roleRequiredMessage,
  type Role,
} from '@sprint/server/platform/identity';
import { useAuth } from '../auth/AuthContext';

/** Who is asking, as the session knows it. */
export type AccessViewer = {
  ourEmployee: boolean;
  role: string | null;
  /** Whether a primary admin shares the finances with the admins. */
  financesForAdmins: boolean;
  /** Whether an employee opened the community for the company. */
  communityOpen: boolean;
};

export type Access = { allowed: true } | { allowed: false; reason: string };

/** A page's rule: the server's own, with the server's words for a refusal. */
export type AccessRule = (viewer: AccessViewer) => Access;

export const ALLOWED: Access = { allowed: true };

/** The provider's own areas (customer console, calendar), as `assertEmployee`. */
export const forEmployees: AccessRule = (viewer) =>
  viewer.ourEmployee ? ALLOWED : { allowed: false, reason: EMPLOYEES_ONLY_MESSAGE };

/** Members with at least this role, as `roleProcedure(minimum)`. */
export function forRole(minimum: Role): AccessRule {
  return (viewer) =>
    hasRole(viewer.role, minimum)
      ? ALLOWED
      : { allowed: false, reason: roleRequiredMessage(minimum) };
}

/** The first refusal of several rules (all must allow). */
export function allOf(...rules: AccessRule[]): AccessRule {
  return (viewer) => {
    for (const rule of rules) {
      const access = rule(viewer);
      if (!access.allowed) return access;
    }
    return ALLOWED;
  };
}

function errorCode(error: unknown): string | undefined {
  return (error as { data?: { code?: unknown } | null } | null)?.data?.code as string | undefined;
}

/** The server refused the caller (403): asking again changes nothing. */
export function isForbidden(error: unknown): boolean {
  return errorCode(error) === 'FORBIDDEN';
}

/** The reason of the first refusal among these errors, or null when none is one. */
export function refusalOf(...errors: unknown[]): string | null {
  const refused = errors.find(isForbidden);
  return refused === undefined ? null : messageOf(refused);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The reason of a refusal among these queries since `since` (ms), or null. Older refusals do not
 * count: a page opened again asks again, and only a new refusal closes it.
 */
export function refusalAmong(
  queries: readonly Pick<Query, 'state'>[],
  since: number,
): string | null {
  for (const { state } of queries) {
    if (state.status === 'error' && state.errorUpdatedAt >= since && isForbidden(state.error)) {
      return messageOf(state.error);
    }
  }
  return null;
}

/** The session's viewer (inside the auth guard there is always one). */
export function useViewer(): AccessViewer {
  const { databaseUser, customer } = useAuth();
  return {
    ourEmployee: databaseUser?.ourEmployee === true,
    role: databaseUser?.role ?? null,
    financesForAdmins: customer?.financesForAdmins === true,
    communityOpen: customer?.communityOpen === true,
  };
}

/**
 * Whether the page may show its content and actions: first its rule (before any request), then
 * whether the server refused a query under one of `queryKeys` (e.g. `trpc.team.pathKey()`)
 * since the page opened, wherever on the page that query runs.
 */
export function usePageAccess(rule: AccessRule | null, queryKeys: readonly QueryKey[]): Access {
  const decided = (rule ?? (() => ALLOWED))(useViewer());
  const refusal = useRefusal(queryKeys);
  if (!decided.allowed) return decided;
  return refusal === null ? ALLOWED : { allowed: false, reason: refusal };
}

/** The reason of a refusal of a query under `queryKeys` since the calling page opened. */
export function useRefusal(queryKeys: readonly QueryKey[]): string | null {
  const cache = useQueryClient().getQueryCache();
  const [openedAt] = useState(Date.now);
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const snapshot = () =>
    refusalAmong(
      queryKeys.flatMap((queryKey) => cache.findAll({ queryKey })),
      openedAt,
    );
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
