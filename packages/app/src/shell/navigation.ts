import type { LucideIcon } from 'lucide-react';
import { areas } from '../areas';
import {
  ADMINS_ONLY,
  EMPLOYEES_ONLY,
  type NavDefinition,
  type SidebarGroupId,
  type Viewer,
} from '../areas/area';

export { ADMINS_ONLY, EMPLOYEES_ONLY, type Viewer };

/** Spec §2's groups; their items are the areas' sidebar entries, in the areas' order. */
const groups: { id: Exclude<SidebarGroupId, 'footer'>; label: string }[] = [
  { id: 'main', label: 'Main' },
  { id: 'management', label: 'Management' },
  { id: 'ai-tools', label: 'AI-Tools' },
];

/** Spec §6: the AI chat group is locked for everyone but the provider's employees. */
const lockedFor: Partial<Record<SidebarGroupId, (viewer: Viewer) => boolean>> = {
  'ai-tools': (viewer) => !viewer.ourEmployee,
};

const entriesOf = (group: SidebarGroupId): NavDefinition[] =>
  areas.flatMap((area) => (area.sidebar?.group === group ? [area.sidebar.item] : []));

export type NavItem = {
  id: string;
  label: string;
  href: string;
  icon?: LucideIcon;
  /** Shown, but not usable; the text says why (tooltip and accessible description). */
  disabledReason?: string;
  children?: NavItem[];
};

export type NavGroup = {
  id: string;
  label: string;
  /** Every item of a locked group is unavailable for this reason. */
  lockedReason?: string;
  items: NavItem[];
};

function resolve(items: NavDefinition[], viewer: Viewer): NavItem[] {
  return items.flatMap(({ rule, children, ...item }) => {
    const outcome = rule?.(viewer) ?? {};
    if (outcome.hidden) return [];
    return [
      {
        ...item,
        ...(outcome.disabledReason ? { disabledReason: outcome.disabledReason } : {}),
        ...(children ? { children: resolve(children, viewer) } : {}),
      },
    ];
  });
}

/** The sidebar this viewer sees: spec §2's items with spec §6's permissions applied. */
export function sidebarFor(viewer: Viewer): { groups: NavGroup[]; footer: NavItem[] } {
  return {
    groups: groups.map((group) => ({
      ...group,
      ...(lockedFor[group.id]?.(viewer) ? { lockedReason: EMPLOYEES_ONLY } : {}),
      items: resolve(entriesOf(group.id), viewer),
    })),
    footer: resolve(entriesOf('footer'), viewer),
  };
}
