/**
 * Whole-number percentage of `completed` out of `total`, clamped to 0..100. Anything that is not
 * a finite number (undefined, NaN, a string from an untyped API) counts as no progress, as does
 * a total of zero or less.
 */
export function calculateProgress(completed: unknown, total: unknown): number {
  if (typeof completed !== 'number' || !Number.isFinite(completed)) return 0;
  if (typeof total !== 'number' || !Number.isFinite(total) || total <= 0) return 0;
  const percent = Math.round((completed / total) * 100);
  return Math.min(100, Math.max(0, percent));
}
