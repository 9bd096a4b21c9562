import type { LiveInvalidations } from '../area';

/** A sync from the extension: the inbox and the tracking counters refetch. */
export const outreachLive: LiveInvalidations = {
  'linkedin.conversations.synced': (trpc) => [trpc.socialLinkedin.pathKey()],
};
