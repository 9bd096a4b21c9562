import type { RouterOutputs } from '../../api/types';
import type { LiveInvalidations } from '../area';
import { forRole } from '../../components/access';

/** Who may open 'Mein Team': the server's rule for every team procedure. */
export const teamAccess = forRole('primary_admin');

/**
 * Someone changed the team (a role, a removal, an invitation sent, revoked or accepted): every
 * open 'Mein Team' page and the dashboard card refetch, whoever made the change.
 */
export const teamLive: LiveInvalidations = {
  'team.changed': (trpc) => [trpc.team.pathKey()],
};

/** The shapes the team's screens work with, as the server answers them. */
export type TeamMember = RouterOutputs['team']['members']['list'][number];
export type TeamInvitation = RouterOutputs['team']['invitations']['list'][number];
export type TeamHistoryEntry = RouterOutputs['team']['history'][number];
export type TeamSummary = RouterOutputs['team']['summary'];
export type MemberRole = TeamMember['role'];

/** 'Mein Team's tabs, as `?tab=` in the address; the members are the default (no parameter). */
export const TEAM_TABS = ['members', 'invitations', 'history'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

export function parseTeamTab(value: string | null): TeamTab {
  return TEAM_TABS.find((tab) => tab === value) ?? 'members';
}

/** The German message of a failed request (tRPC carries the server's). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Das hat nicht geklappt. Bitte versuche es erneut.';
}

/** Whether the server refused the input itself (400): its message belongs under the field. */
export function isBadRequest(error: unknown): boolean {
  return (error as { data?: { code?: string } | null })?.data?.code === 'BAD_REQUEST';
}
