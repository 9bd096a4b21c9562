import { describe, expect, it } from 'vitest';
import { ADMINS_ONLY, EMPLOYEES_ONLY, sidebarFor, type NavItem, type Viewer } from './navigation';

/** id → disabled reason (or 'ok'), flattened with sub-items, for compact expectations. */
function states(viewer: Viewer) {
  const sidebar = sidebarFor(viewer);
  const out: Record<string, string> = {};
  const walk = (items: NavItem[]) => {
    for (const item of items) {
      out[item.id] = item.disabledReason ?? 'ok';
      if (item.children) walk(item.children);
    }
  };
  for (const group of sidebar.groups) walk(group.items);
  walk(sidebar.footer);
  const locked = Object.fromEntries(
    sidebar.groups.map((group) => [group.id, group.lockedReason ?? 'open']),
  );
  return { items: out, locked };
}

describe('sidebarFor', () => {
  it('has the groups, items and sub-items of the spec, in order', () => {
    const { groups, footer } = sidebarFor({ ourEmployee: true, role: 'primary_admin' });
    expect(groups.map((group) => [group.label, group.items.map((item) => item.label)])).toEqual([
      ['Main', ['Dashboard', 'Kalender', 'Kunden', 'Community', 'Live Übungen', 'Aufgaben']],
      ['Management', ['CRM', 'Outreach', 'Dokumente', 'Finanzen']],
      ['AI-Tools', ['AI Chats']],
    ]);
    const children = (label: string) =>
      groups
        .flatMap((group) => group.items)
        .find((item) => item.label === label)
        ?.children?.map((child) => child.label);
    expect(children('Outreach')).toEqual(['Tracking', 'Instagram', 'LinkedIn', 'E-Mail']);
    expect(children('Finanzen')).toEqual([
      'Übersicht',
      'Wiederkehrende Ausgaben',
      'Wiederkehrende Einnahmen',
      'Steuerrücklagen',
      'Projekte',
    ]);
    expect(children('AI Chats')).toEqual([
      'Allgemein',
      'Postgenerator',
      'Pain-Point-Scanner',
      'Video-Skript-Generator',
      'Hook-Vergleichs-Chat',
      'Content-Kalender',
      'Objection-Handler',
    ]);
    expect(footer.map((item) => item.label)).toEqual(['Game', 'Mein Team', 'Einstellungen']);
  });

  it('gives an employee who is primary admin everything', () => {
    const { items, locked } = states({ ourEmployee: true, role: 'primary_admin' });
    expect(Object.values(items).every((state) => state === 'ok')).toBe(true);
    expect(locked).toEqual({ main: 'open', management: 'open', 'ai-tools': 'open' });
  });

  it('keeps the admin areas from an employee who is a plain user, and hides Mein Team', () => {
    const { items, locked } = states({ ourEmployee: true, role: 'user' });
    for (const id of ['live-tests', 'tasks', 'crm', 'documents', 'finances'])
      expect(items[id]).toBe(ADMINS_ONLY);
    expect(items.customers).toBe('ok');
    expect(items.community).toBe('ok');
    expect(items.team).toBeUndefined();
    expect(locked['ai-tools']).toBe('open');
  });

  it('opens Finanzen to admins only once a primary admin shares the finances', () => {
    expect(states({ ourEmployee: false, role: 'admin' }).items.finances).toBe(ADMINS_ONLY);
    const shared = states({ ourEmployee: false, role: 'admin', financesForAdmins: true }).items;
    expect(shared.finances).toBe('ok');
    expect(shared['finances-tax-reserves']).toBe('ok');
    // Sharing is for admins: plain users stay out.
    expect(
      states({ ourEmployee: true, role: 'user', financesForAdmins: true }).items.finances,
    ).toBe(ADMINS_ONLY);
  });

  it('restricts customer staff: Kunden hidden, staff-only items disabled, AI locked', () => {
    const { items, locked } = states({ ourEmployee: false, role: 'admin' });
    expect(items.customers).toBeUndefined();
    expect(items.calendar).toBe(EMPLOYEES_ONLY);
    expect(items.community).toBe(EMPLOYEES_ONLY);
    expect(items['outreach-instagram']).toBe(EMPLOYEES_ONLY);
    expect(items['outreach-email']).toBe(EMPLOYEES_ONLY);
    expect(items['outreach-linkedin']).toBe('ok');
    expect(items['outreach-tracking']).toBe('ok');
    expect(items['finances-projects']).toBe(EMPLOYEES_ONLY);
    expect(items.crm).toBe(ADMINS_ONLY);
    expect(items.team).toBeUndefined();
    expect(locked['ai-tools']).toBe(EMPLOYEES_ONLY);
  });

  it('opens the admin areas to a customer’s primary admin, but not the staff-only parts', () => {
    const { items, locked } = states({ ourEmployee: false, role: 'primary_admin' });
    for (const id of ['live-tests', 'tasks', 'crm', 'documents', 'finances', 'team'])
      expect(items[id]).toBe('ok');
    expect(items['finances-projects']).toBe(EMPLOYEES_ONLY);
    expect(items.calendar).toBe(EMPLOYEES_ONLY);
    expect(locked['ai-tools']).toBe(EMPLOYEES_ONLY);
  });

  it('treats an unknown or missing role like a plain user', () => {
    expect(states({ ourEmployee: false, role: null }).items.crm).toBe(ADMINS_ONLY);
    expect(states({ ourEmployee: false, role: 'owner' }).items.team).toBeUndefined();
  });
});
