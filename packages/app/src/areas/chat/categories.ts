/** The AI chat categories (spec §2): sidebar sub-items, the page's title, the breadcrumb's nav. */
export const CHAT_CATEGORIES = [
  { slug: 'allgemein', label: 'Allgemein' },
  { slug: 'postgenerator', label: 'Postgenerator' },
  { slug: 'pain-point-scanner', label: 'Pain-Point-Scanner' },
  { slug: 'video-skript-generator', label: 'Video-Skript-Generator' },
  { slug: 'hook-vergleichs-chat', label: 'Hook-Vergleichs-Chat' },
  { slug: 'content-kalender', label: 'Content-Kalender' },
  { slug: 'objection-handler', label: 'Objection-Handler' },
] as const;
