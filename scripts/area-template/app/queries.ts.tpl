import type { LiveInvalidations } from '../area';

/** An item changed anywhere in the company: the list and the card refetch. */
export const __area__Live: LiveInvalidations = {
  '__area__.changed': (trpc) => [trpc.__area__.pathKey()],
};
