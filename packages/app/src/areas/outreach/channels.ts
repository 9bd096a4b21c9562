/** The outreach channels (spec §2), in the sidebar's order. */
export const OUTREACH_CHANNELS = [
  { slug: 'instagram', label: 'Instagram' },
  { slug: 'linkedin', label: 'LinkedIn' },
  { slug: 'email', label: 'E-Mail' },
] as const;

export type OutreachChannel = (typeof OUTREACH_CHANNELS)[number]['slug'];

/** Spec §2: LinkedIn, Instagram, E-Mail; any other value gives 'All Channels'. */
export function channelLabel(channel: string | null | undefined): string {
  return OUTREACH_CHANNELS.find((entry) => entry.slug === channel)?.label ?? 'All Channels';
}
