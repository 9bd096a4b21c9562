import type { BreadcrumbItem } from '@sprint/ui';

/** Spec §2: LinkedIn, Instagram, E-Mail; any other value gives 'All Channels'. */
export function channelLabel(channel: string | null | undefined): string {
  switch (channel) {
    case 'linkedin':
      return 'LinkedIn';
    case 'instagram':
      return 'Instagram';
    case 'email':
      return 'E-Mail';
    default:
      return 'All Channels';
  }
}

export type CrumbContext = {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** Names the header looks up for detail pages; undefined while loading. */
  lookups: { leadName?: string | null; clipTitle?: string | null };
};

export type CrumbSpec = (context: CrumbContext) => BreadcrumbItem[];

export const LEAD_LOADING = 'Lead wird geladen...';
export const CLIP_LOADING = 'Loading...';

/** Unknown paths fall back to Dashboard. */
export const dashboardCrumbs: CrumbSpec = () => [{ label: 'Dashboard' }];

export const crumbs =
  (...items: BreadcrumbItem[]): CrumbSpec =>
  () =>
    items;
