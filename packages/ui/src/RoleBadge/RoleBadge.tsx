import { forwardRef } from 'react';
import { Badge, type BadgeProps } from '../Badge';
import { roleBadgeVariant, roleLabel } from '../format';

export type RoleBadgeProps = Omit<BadgeProps, 'variant' | 'children' | 'role'> & {
  /**
   * The membership role (`primary_admin`, `admin`, anything else is a plain user). Not the ARIA
   * `role` attribute: the badge is plain text and needs none, so the name is free for the domain.
   */
  role?: string | null;
};

/**
 * A team member's role as a badge, labelled and ranked by the shared `roleLabel` and
 * `roleBadgeVariant` (Hauptadministrator stands out most, Benutzer least).
 */
export const RoleBadge = forwardRef<HTMLSpanElement, RoleBadgeProps>(function RoleBadge(
  { role, ...props },
  ref,
) {
  return (
    <Badge ref={ref} data-slot="role-badge" variant={roleBadgeVariant(role)} {...props}>
      {roleLabel(role)}
    </Badge>
  );
});
