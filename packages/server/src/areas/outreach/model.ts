/**
 * The outreach vocabulary without a database: the app imports it (`@sprint/server/outreach`).
 * `schema.ts` builds its enums from these lists.
 */

/** The channels a conversation comes in on. */
export const CHANNELS = ['linkedin', 'email', 'instagram'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = {
  linkedin: 'LinkedIn',
  email: 'E-Mail',
  instagram: 'Instagram',
};

/** From the participant to the company, or from the company to the participant. */
export const MESSAGE_DIRECTIONS = ['inbound', 'outbound'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

export const CONVERSATION_NOT_FOUND = 'Unterhaltung nicht gefunden.';
