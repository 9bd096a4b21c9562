/** Joins class names, skipping empty ones (enough for us: no conflict resolution needed). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
