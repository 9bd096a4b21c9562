import {
  CHAT_CATEGORIES as SLUGS,
  CHAT_CATEGORY_LABELS,
  type ChatCategory,
} from '@sprint/server/ai';

/** The AI chat categories (spec §2): sidebar sub-items, the page's title, the breadcrumb's nav. */
export const CHAT_CATEGORIES = SLUGS.map((slug) => ({ slug, label: CHAT_CATEGORY_LABELS[slug] }));

/** The category the address names, else 'Allgemein'. */
export function categoryOf(value: string | null): ChatCategory {
  return SLUGS.find((slug) => slug === value) ?? 'allgemein';
}
