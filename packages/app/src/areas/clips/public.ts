/** What other areas may use of the clips: links to them. */
export const CLIPS_HREF = '/app/clips';

export function clipHref(clipId: string): string {
  return `${CLIPS_HREF}/${clipId}`;
}
