/** The AI chat categories and outreach channels (spec §2); shared by routes and sidebar. */
export const CHAT_CATEGORIES = [
  { slug: 'allgemein', label: 'Allgemein' },
  { slug: 'postgenerator', label: 'Postgenerator' },
  { slug: 'pain-point-scanner', label: 'Pain-Point-Scanner' },
  { slug: 'video-skript-generator', label: 'Video-Skript-Generator' },
  { slug: 'hook-vergleichs-chat', label: 'Hook-Vergleichs-Chat' },
  { slug: 'content-kalender', label: 'Content-Kalender' },
  { slug: 'objection-handler', label: 'Objection-Handler' },
] as const;

export const OUTREACH_CHANNELS = [
  { slug: 'instagram', label: 'Instagram' },
  { slug: 'linkedin', label: 'LinkedIn' },
  { slug: 'email', label: 'E-Mail' },
] as const;
