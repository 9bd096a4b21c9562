import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';

/** Spec §9: a resolved logo URL is reused for 5 minutes. */
export const LOGO_CACHE_MS = 5 * 60 * 1000;

/** Data and http(s) URLs are used as they are; anything else is a storage path to resolve. */
export function isDirectUrl(logo: string): boolean {
  return /^(data:image\/|https?:\/\/)/i.test(logo);
}

/**
 * The customer's logo as a URL an `<img>` can load, and whether it is still being resolved.
 * A failed resolution counts as no logo: CompanyLogo then shows the default one.
 */
export function useCompanyLogo(logo: string | null | undefined): {
  src: string | null;
  loading: boolean;
} {
  const trpc = useTRPC();
  const storagePath = logo && !isDirectUrl(logo) ? logo : null;
  const resolved = useQuery(
    trpc.storage.getPublicDownloadUrl.queryOptions(
      { filePath: storagePath ?? '' },
      {
        enabled: storagePath !== null,
        staleTime: LOGO_CACHE_MS,
        gcTime: LOGO_CACHE_MS,
        retry: false,
      },
    ),
  );
  if (!logo) return { src: null, loading: false };
  if (!storagePath) return { src: logo, loading: false };
  return {
    src: resolved.data?.downloadUrl ?? null,
    loading: resolved.isPending && resolved.fetchStatus !== 'idle',
  };
}
