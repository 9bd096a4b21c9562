import type { SVGProps } from 'react';

/**
 * The picture for someone without photo or name: a bundled silhouette, so the avatar never loads
 * a placeholder from a CDN (the app must work offline, and third-party requests leak data).
 * Drawn in `currentColor`, so the theme decides its colour.
 */
export function DefaultAvatar(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 40 40" fill="currentColor" aria-hidden focusable="false" {...props}>
      <circle cx="20" cy="15" r="7" />
      <path d="M5 40c0-8.3 6.7-14 15-14s15 5.7 15 14z" />
    </svg>
  );
}
