import type { LucideIcon } from 'lucide-react';
import {
  Bot,
  Briefcase,
  Building2,
  Calendar,
  Dumbbell,
  FileText,
  Gamepad2,
  LayoutDashboard,
  ListTodo,
  Send,
  Settings,
  Users,
  UsersRound,
  Wallet,
} from 'lucide-react';

/** Spec §6, word for word. */
export const EMPLOYEES_ONLY = 'Nur für Mitarbeiter verfügbar';
export const ADMINS_ONLY = 'In Entwicklung - Nur für Admins verfügbar';

export type Viewer = { ourEmployee: boolean; role: string | null };

import { CHAT_CATEGORIES, OUTREACH_CHANNELS } from './categories';

export { CHAT_CATEGORIES, OUTREACH_CHANNELS };

type Rule = (viewer: Viewer) => { hidden?: boolean; disabledReason?: string };

const employeesOnly: Rule = (viewer) =>
  viewer.ourEmployee ? {} : { disabledReason: EMPLOYEES_ONLY };
const primaryAdminsOnly: Rule = (viewer) =>
  viewer.role === 'primary_admin' ? {} : { disabledReason: ADMINS_ONLY };
const hiddenForCustomers: Rule = (viewer) => (viewer.ourEmployee ? {} : { hidden: true });
const onlyPrimaryAdmins: Rule = (viewer) =>
  viewer.role === 'primary_admin' ? {} : { hidden: true };

type NavDefinition = {
  /** Also the `nav` of the route table's entries, which mark the item active. */
  id: string;
  label: string;
  href: string;
  icon?: LucideIcon;
  rule?: Rule;
  children?: NavDefinition[];
};

type GroupDefinition = {
  id: string;
  label: string;
  lockedFor?: (viewer: Viewer) => boolean;
  items: NavDefinition[];
};

const groups: GroupDefinition[] = [
  {
    id: 'main',
    label: 'Main',
    items: [
      { id: 'dashboard', label: 'Dashboard', href: '/app/dashboard', icon: LayoutDashboard },
      {
        id: 'calendar',
        label: 'Kalender',
        href: '/app/calendar',
        icon: Calendar,
        rule: employeesOnly,
      },
      {
        id: 'customers',
        label: 'Kunden',
        href: '/app/customers',
        icon: Building2,
        rule: hiddenForCustomers,
      },
      {
        id: 'community',
        label: 'Community',
        href: '/app/community',
        icon: Users,
        rule: employeesOnly,
      },
      {
        id: 'live-tests',
        label: 'Live Übungen',
        href: '/app/live-tests',
        icon: Dumbbell,
        rule: primaryAdminsOnly,
      },
      {
        id: 'tasks',
        label: 'Aufgaben',
        href: '/app/tasks',
        icon: ListTodo,
        rule: primaryAdminsOnly,
      },
    ],
  },
  {
    id: 'management',
    label: 'Management',
    items: [
      { id: 'crm', label: 'CRM', href: '/app/crm', icon: Briefcase, rule: primaryAdminsOnly },
      {
        id: 'outreach',
        label: 'Outreach',
        href: '/app/outreach',
        icon: Send,
        children: [
          { id: 'outreach-tracking', label: 'Tracking', href: '/app/outreach' },
          ...OUTREACH_CHANNELS.map(({ slug, label }) => ({
            id: `outreach-${slug}`,
            label,
            href: `/app/outreach/inbox?channel=${slug}`,
            rule: slug === 'linkedin' ? undefined : employeesOnly,
          })),
        ],
      },
      {
        id: 'documents',
        label: 'Dokumente',
        href: '/app/documents',
        icon: FileText,
        rule: primaryAdminsOnly,
      },
      {
        id: 'finances',
        label: 'Finanzen',
        href: '/app/finances',
        icon: Wallet,
        rule: primaryAdminsOnly,
        children: [
          { id: 'finances-overview', label: 'Übersicht', href: '/app/finances/overview' },
          {
            id: 'finances-recurring-expenses',
            label: 'Wiederkehrende Ausgaben',
            href: '/app/finances/recurring-expenses',
          },
          {
            id: 'finances-recurring-income',
            label: 'Wiederkehrende Einnahmen',
            href: '/app/finances/recurring-income',
          },
          {
            id: 'finances-tax-reserves',
            label: 'Steuerrücklagen',
            href: '/app/finances/tax-reserves',
          },
          {
            id: 'finances-projects',
            label: 'Projekte',
            href: '/app/finances/projects',
            rule: employeesOnly,
          },
        ],
      },
    ],
  },
  {
    id: 'ai-tools',
    label: 'AI-Tools',
    lockedFor: (viewer) => !viewer.ourEmployee,
    items: [
      {
        id: 'chat',
        label: 'AI Chats',
        href: '/app/chat',
        icon: Bot,
        children: CHAT_CATEGORIES.map(({ slug, label }) => ({
          id: `chat-${slug}`,
          label,
          href: `/app/chat?category=${slug}`,
        })),
      },
    ],
  },
];

const footer: NavDefinition[] = [
  { id: 'game', label: 'Game', href: '/app/game', icon: Gamepad2 },
  { id: 'team', label: 'Mein Team', href: '/app/team', icon: UsersRound, rule: onlyPrimaryAdmins },
  { id: 'settings', label: 'Einstellungen', href: '/app/settings', icon: Settings },
];

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
    groups: groups.map(({ lockedFor, items, ...group }) => ({
      ...group,
      ...(lockedFor?.(viewer) ? { lockedReason: EMPLOYEES_ONLY } : {}),
      items: resolve(items, viewer),
    })),
    footer: resolve(footer, viewer),
  };
}
