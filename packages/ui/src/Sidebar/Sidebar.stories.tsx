import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Bot,
  CircleUser,
  LogOut,
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
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { DropdownMenuItem } from '../DropdownMenu';
import { SIDEBAR_STORAGE_KEY } from '../theme/constants';
import {
  Sidebar,
  SidebarBrand,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuCollapsible,
  SidebarMenuItem,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  SidebarTrigger,
} from './Sidebar';
import { SidebarProvider, type SidebarProviderProps } from './SidebarProvider';
import { SidebarUserMenu } from './SidebarUserMenu';

const onMenuSelect = fn();

const EMPLOYEES_ONLY = 'Nur für Mitarbeiter verfügbar';
const ADMINS_ONLY = 'In Entwicklung - Nur für Admins verfügbar';

type DemoProps = SidebarProviderProps & {
  /** Provider staff see everything; customer staff see the restricted sidebar (spec §6). */
  audience?: 'employee' | 'customer';
  collapsible?: 'icon' | 'offcanvas' | 'none';
};

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  height: var(--header-height);
  padding: 0 var(--space-4);
  border-bottom: var(--border-width) solid var(--color-border);
`;

const Page = styled.main`
  display: grid;
  gap: var(--space-3);
  align-content: start;
  padding: var(--space-6);

  & h1 {
    margin: 0;
    font-size: var(--font-size-2xl);
  }

  & input {
    max-width: 20rem;
    padding: var(--space-2);
    border: var(--border-width) solid var(--color-input);
    border-radius: var(--radius-md);
  }
`;

/** The shell's sidebar as designers see it; the app derives the same from its route table. */
function SidebarDemo({ audience = 'employee', collapsible = 'icon', ...props }: DemoProps) {
  const employee = audience === 'employee';
  return (
    <SidebarProvider {...props}>
      <Sidebar collapsible={collapsible}>
        <SidebarHeader>
          <SidebarBrand name="Sprint Demo GmbH" logo={<Building2 aria-hidden size={28} />} />
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>Main</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>
                <SidebarMenuItem>
                  <SidebarMenuButton
                    href="#dashboard"
                    icon={<LayoutDashboard aria-hidden />}
                    isActive
                  >
                    Dashboard
                  </SidebarMenuButton>
                </SidebarMenuItem>
                <SidebarMenuItem>
                  <SidebarMenuButton
                    href="#kalender"
                    icon={<Calendar aria-hidden />}
                    disabledReason={employee ? undefined : EMPLOYEES_ONLY}
                  >
                    Kalender
                  </SidebarMenuButton>
                </SidebarMenuItem>
                {employee ? (
                  <SidebarMenuItem>
                    <SidebarMenuButton href="#kunden" icon={<Building2 aria-hidden />}>
                      Kunden
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ) : null}
                <SidebarMenuItem>
                  <SidebarMenuButton
                    href="#community"
                    icon={<Users aria-hidden />}
                    disabledReason={employee ? undefined : EMPLOYEES_ONLY}
                  >
                    Community
                  </SidebarMenuButton>
                </SidebarMenuItem>
                <SidebarMenuItem>
                  <SidebarMenuButton
                    href="#live"
                    icon={<Dumbbell aria-hidden />}
                    disabledReason={ADMINS_ONLY}
                  >
                    Live Übungen
                  </SidebarMenuButton>
                </SidebarMenuItem>
                <SidebarMenuItem>
                  <SidebarMenuButton
                    href="#aufgaben"
                    icon={<ListTodo aria-hidden />}
                    disabledReason={ADMINS_ONLY}
                  >
                    Aufgaben
                  </SidebarMenuButton>
                </SidebarMenuItem>
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
          <SidebarGroup>
            <SidebarGroupLabel>Management</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>
                <SidebarMenuItem>
                  <SidebarMenuButton
                    href="#crm"
                    icon={<Briefcase aria-hidden />}
                    disabledReason={ADMINS_ONLY}
                  >
                    CRM
                  </SidebarMenuButton>
                </SidebarMenuItem>
                <SidebarMenuCollapsible label="Outreach" icon={<Send aria-hidden />}>
                  <SidebarMenuSubItem>
                    <SidebarMenuSubButton href="#outreach">Tracking</SidebarMenuSubButton>
                  </SidebarMenuSubItem>
                  <SidebarMenuSubItem>
                    <SidebarMenuSubButton
                      href="#instagram"
                      disabledReason={employee ? undefined : EMPLOYEES_ONLY}
                    >
                      Instagram
                    </SidebarMenuSubButton>
                  </SidebarMenuSubItem>
                  <SidebarMenuSubItem>
                    <SidebarMenuSubButton href="#linkedin">LinkedIn</SidebarMenuSubButton>
                  </SidebarMenuSubItem>
                  <SidebarMenuSubItem>
                    <SidebarMenuSubButton
                      href="#email"
                      disabledReason={employee ? undefined : EMPLOYEES_ONLY}
                    >
                      E-Mail
                    </SidebarMenuSubButton>
                  </SidebarMenuSubItem>
                </SidebarMenuCollapsible>
                <SidebarMenuItem>
                  <SidebarMenuButton
                    href="#dokumente"
                    icon={<FileText aria-hidden />}
                    disabledReason={ADMINS_ONLY}
                  >
                    Dokumente
                  </SidebarMenuButton>
                </SidebarMenuItem>
                <SidebarMenuCollapsible
                  label="Finanzen"
                  icon={<Wallet aria-hidden />}
                  disabledReason={ADMINS_ONLY}
                >
                  <SidebarMenuSubItem>
                    <SidebarMenuSubButton href="#finanzen">Übersicht</SidebarMenuSubButton>
                  </SidebarMenuSubItem>
                </SidebarMenuCollapsible>
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
          <SidebarGroup locked={!employee} lockedReason={EMPLOYEES_ONLY}>
            <SidebarGroupLabel>AI-Tools</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>
                <SidebarMenuCollapsible label="AI Chats" icon={<Bot aria-hidden />}>
                  {['Allgemein', 'Postgenerator', 'Pain-Point-Scanner'].map((chat) => (
                    <SidebarMenuSubItem key={chat}>
                      <SidebarMenuSubButton href={`#chat-${chat}`}>{chat}</SidebarMenuSubButton>
                    </SidebarMenuSubItem>
                  ))}
                </SidebarMenuCollapsible>
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        </SidebarContent>
        <SidebarFooter>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton href="#game" icon={<Gamepad2 aria-hidden />}>
                Game
              </SidebarMenuButton>
            </SidebarMenuItem>
            {employee ? (
              <SidebarMenuItem>
                <SidebarMenuButton href="#team" icon={<UsersRound aria-hidden />}>
                  Mein Team
                </SidebarMenuButton>
              </SidebarMenuItem>
            ) : null}
            <SidebarMenuItem>
              <SidebarMenuButton href="#einstellungen" icon={<Settings aria-hidden />}>
                Einstellungen
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
          <SidebarUserMenu name="Max Mustermann" email="chef@sprint.local">
            <DropdownMenuItem icon={<CircleUser />} onSelect={() => onMenuSelect('account')}>
              Account
            </DropdownMenuItem>
            <DropdownMenuItem icon={<Settings />} onSelect={() => onMenuSelect('settings')}>
              Einstellungen
            </DropdownMenuItem>
            <DropdownMenuItem icon={<LogOut />} onSelect={() => onMenuSelect('sign-out')}>
              Abmelden
            </DropdownMenuItem>
          </SidebarUserMenu>
        </SidebarFooter>
      </Sidebar>
      <SidebarInset>
        <Header>
          <SidebarTrigger />
          <span>Dashboard</span>
        </Header>
        <Page>
          <h1>Dashboard</h1>
          <label htmlFor="notiz">Notiz</label>
          <input id="notiz" type="text" />
        </Page>
      </SidebarInset>
    </SidebarProvider>
  );
}

const meta = {
  title: 'Shell/Sidebar',
  component: SidebarDemo,
  args: { audience: 'employee' },
  argTypes: {
    audience: { control: 'inline-radio', options: ['employee', 'customer'] },
    collapsible: { control: 'inline-radio', options: ['icon', 'offcanvas', 'none'] },
  },
  parameters: { docs: { story: { inline: false, height: '40rem' } }, layout: 'fullscreen' },
  // Each story starts from a clean slate: nothing remembered from the one before.
  beforeEach: () => {
    window.localStorage.removeItem(SIDEBAR_STORAGE_KEY);
    onMenuSelect.mockClear();
  },
} satisfies Meta<typeof SidebarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebarRoot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="sidebar"]');

/** Expanded, employee view: every item, the current page marked, sub-items fold open. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    const inNav = within(nav);
    await expect(inNav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(inNav.getByRole('group', { name: 'Management' })).toBeVisible();
    await expect(inNav.getByRole('link', { name: 'Kunden' })).toBeVisible();

    const outreach = inNav.getByRole('button', { name: 'Outreach' });
    await expect(outreach).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(outreach);
    await expect(outreach).toHaveAttribute('aria-expanded', 'true');
    await expect(inNav.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
  },
};

/** Ctrl/Cmd+B toggles and is remembered; typing in a text field is left alone. */
export const KeyboardShortcut: Story = {
  play: async ({ canvas, canvasElement }) => {
    const sidebar = sidebarRoot(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Seitenleiste umschalten' });
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('false');

    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');

    const note = canvas.getByRole('textbox', { name: 'Notiz' });
    await userEvent.click(note);
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');

    await userEvent.click(trigger);
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  },
};

/** Icon mode: 3rem wide, names as tooltips, a folded group expands the sidebar first. */
export const Collapsed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, canvasElement }) => {
    const sidebar = sidebarRoot(canvasElement);
    await expect(sidebar).toHaveAttribute('data-collapsible', 'icon');
    await waitFor(() => expect(sidebar?.getBoundingClientRect().width).toBe(48));

    // Names stay accessible although only icons show.
    const game = canvas.getByRole('link', { name: 'Game' });
    game.focus();
    await expect(await screen.findByRole('tooltip', { name: 'Game' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** In icon mode, a group with sub-items expands the sidebar instead of hiding them. */
export const CollapsedGroupExpands: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, canvasElement }) => {
    const sidebar = sidebarRoot(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Outreach' }));
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(canvas.getByRole('link', { name: 'Tracking' })).toBeVisible();
  },
};

/** Collapsed entirely instead of to icons. */
export const Offcanvas: Story = {
  args: { defaultOpen: false, collapsible: 'offcanvas' },
  play: async ({ canvasElement }) => {
    const sidebar = sidebarRoot(canvasElement);
    await expect(sidebar).toHaveAttribute('data-collapsible', 'offcanvas');
    await waitFor(() => expect(sidebar?.getBoundingClientRect().width).toBe(0));
    await expect(sidebar).not.toBeVisible();
  },
};

/**
 * Every state the desktop sidebar was ever rendered in, from before the story mounts: each
 * inserted or removed sidebar and each state it left. Mutation records keep nodes and old values, so even a
 * state that lasted only until the next effect is seen.
 */
const paintedStates: string[] = [];
const SIDEBAR = '[data-slot="sidebar"]';

function recordPaintedStates() {
  paintedStates.length = 0;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const { target, oldValue } = record;
      if (oldValue && target instanceof Element && target.matches(SIDEBAR)) {
        paintedStates.push(oldValue);
      }
      for (const node of [...record.addedNodes, ...record.removedNodes]) {
        if (!(node instanceof Element)) continue;
        const inserted = node.matches(SIDEBAR) ? [node] : [...node.querySelectorAll(SIDEBAR)];
        for (const sidebar of inserted)
          paintedStates.push(sidebar.getAttribute('data-state') ?? '');
      }
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
    attributeOldValue: true,
  });
  return () => observer.disconnect();
}

/** A remembered "collapsed" is painted collapsed from the first frame: no flash of the open sidebar. */
export const RememberedCollapsed: Story = {
  beforeEach: () => {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, 'false');
    return recordPaintedStates();
  },
  play: async ({ canvasElement }) => {
    await expect(sidebarRoot(canvasElement)).toHaveAttribute('data-state', 'collapsed');
    await expect(paintedStates.length).toBeGreaterThan(0);
    await expect(paintedStates).not.toContain('expanded');
  },
};

/** Items that are not available say why, by tooltip and to screen readers, and do nothing. */
export const DisabledItem: Story = {
  play: async ({ canvas }) => {
    const crm = canvas.getByRole('button', { name: 'CRM' });
    await expect(crm).toHaveAttribute('aria-disabled', 'true');
    await expect(crm).toHaveAccessibleDescription(ADMINS_ONLY);
    crm.focus();
    await expect(await screen.findByRole('tooltip', { name: ADMINS_ONLY })).toBeInTheDocument();
    await userEvent.click(crm);
    await expect(window.location.hash).not.toBe('#crm');

    const finanzen = canvas.getByRole('button', { name: 'Finanzen' });
    await userEvent.click(finanzen);
    await expect(finanzen).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Customer staff: Kunden and Mein Team hidden, staff-only items disabled, AI-Tools locked. */
export const CustomerView: Story = {
  args: { audience: 'customer' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Kunden' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Mein Team' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Kalender' })).toHaveAccessibleDescription(
      EMPLOYEES_ONLY,
    );

    const aiTools = canvas.getByRole('group', { name: 'AI-Tools (gesperrt)' });
    const aiChats = within(aiTools).getByRole('button', { name: 'AI Chats' });
    await expect(aiChats).toHaveAttribute('aria-disabled', 'true');
    await expect(aiChats).toHaveAccessibleDescription(EMPLOYEES_ONLY);
  },
};

/** Controlled: the parent owns the state; the sidebar only reports what the user asked for. */
export const Controlled: Story = {
  args: { open: true, onOpenChange: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Seitenleiste umschalten' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(sidebarRoot(canvasElement)).toHaveAttribute('data-state', 'expanded');
  },
};

/** The footer's user menu: Account, Einstellungen, Abmelden, all by keyboard. */
export const UserMenu: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Max Mustermann/ });
    await expect(trigger).toHaveAccessibleName('Max Mustermann chef@sprint.local');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Account',
      'Einstellungen',
      'Abmelden',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(onMenuSelect).toHaveBeenCalledWith('sign-out');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Below 768 px the sidebar is a sheet of 18rem, opened by the trigger or Ctrl+B. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  beforeEach: recordPaintedStates,
  play: async ({ canvas, canvasElement }) => {
    // At phone width the desktop column is never rendered, not even for a first frame.
    await expect(paintedStates).toEqual([]);
    await expect(sidebarRoot(canvasElement)).toBeNull();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();

    const trigger = canvas.getByRole('button', { name: 'Seitenleiste umschalten' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Hauptnavigation' });
    await waitFor(() => expect(sheet.getBoundingClientRect().width).toBe(288));
    await expect(within(sheet).getByRole('link', { name: 'Dashboard' })).toBeVisible();

    // Focus starts on the current page's entry, not on whatever control comes first.
    await expect(within(sheet).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(await screen.findByRole('dialog', { name: 'Hauptnavigation' })).toBeVisible();
  },
};
