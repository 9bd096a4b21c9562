import type { LiveInvalidations } from '../area';

/**
 * Anything of the company's finances changed (a booking, a recurring item, a project, the
 * settings): every finance query refetches, the dashboard card with them.
 */
export const financesLive: LiveInvalidations = {
  'finance.changed': (trpc) => [trpc.finances.pathKey()],
};
