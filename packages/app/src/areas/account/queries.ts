import type { RouterOutputs } from '../../api/types';
import type { LiveInvalidations } from '../area';

/** The signed-in person's own record, as 'Konto' shows it (the avatar as a loadable URL). */
export type AccountProfile = RouterOutputs['account']['profile']['get'];

/**
 * The server announces a changed profile as a team change naming the person: another tab of
 * theirs shows the new name and picture too.
 */
export const accountLive: LiveInvalidations = {
  'team.changed': (trpc) => [trpc.account.profile.get.queryKey()],
};
