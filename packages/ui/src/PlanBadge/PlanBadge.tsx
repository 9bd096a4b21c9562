import { forwardRef } from 'react';
import { Badge, type BadgeProps } from '../Badge';
import { planBadgeVariant, planLabel } from '../format';

export type PlanBadgeProps = Omit<BadgeProps, 'variant' | 'children'> & {
  /**
   * The customer's plan tier (`enterprise`, `professional`, `starter`). Typed as a string because
   * it comes from the server as such: an unknown tier is shown as it came, a missing one as
   * 'Kein Tarif'.
   */
  plan?: string | null;
};

/**
 * A customer's plan tier as a badge. Label and emphasis come from the shared `planLabel` and
 * `planBadgeVariant`, so the customer dialog, the customer list and the settings read the same.
 */
export const PlanBadge = forwardRef<HTMLSpanElement, PlanBadgeProps>(function PlanBadge(
  { plan, ...props },
  ref,
) {
  return (
    <Badge ref={ref} data-slot="plan-badge" variant={planBadgeVariant(plan)} {...props}>
      {planLabel(plan)}
    </Badge>
  );
});
