import { useMemo } from 'react';
import { CircleUser, LogOut, Settings } from 'lucide-react';
import {
  CompanyLogo,
  DropdownMenuItem,
  Sidebar,
  SidebarBrand,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuCollapsible,
  SidebarMenuItem,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  SidebarUserMenu,
  resolveDisplayName,
} from '@sprint/ui';
import { useNavigate } from 'react-router';
import { config } from '../config';
import { useAuth } from '../auth/AuthContext';
import { sidebarFor, type NavItem } from './navigation';
import { useActiveNavId } from './useRouteContext';
import { useCompanyLogo } from './useCompanyLogo';

function contains(item: NavItem, id: string | undefined): boolean {
  return item.id === id || (item.children ?? []).some((child) => contains(child, id));
}

function Entry({ item, activeId }: { item: NavItem; activeId: string | undefined }) {
  const Icon = item.icon;
  const icon = Icon ? <Icon aria-hidden /> : undefined;
  if (item.children) {
    const active = contains(item, activeId);
    return (
      <SidebarMenuCollapsible
        label={item.label}
        icon={icon}
        isActive={active}
        defaultOpen={active}
        disabledReason={item.disabledReason}
      >
        {item.children.map((child) => (
          <SidebarMenuSubItem key={child.id}>
            <SidebarMenuSubButton
              href={child.href}
              isActive={child.id === activeId}
              disabledReason={child.disabledReason}
            >
              {child.label}
            </SidebarMenuSubButton>
          </SidebarMenuSubItem>
        ))}
      </SidebarMenuCollapsible>
    );
  }
  return (
    <SidebarMenuItem>
      <SidebarMenuButton
        href={item.href}
        icon={icon}
        isActive={item.id === activeId}
        disabledReason={item.disabledReason}
      >
        {item.label}
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

/** The shell's sidebar: spec §2's items for this user, with spec §6's rules. */
export function AppSidebar() {
  const { databaseUser, customer, firebaseUser, signOut } = useAuth();
  const navigate = useNavigate();
  const activeId = useActiveNavId();
  const logo = useCompanyLogo(customer?.logo);
  const ourEmployee = databaseUser?.ourEmployee ?? false;
  const role = databaseUser?.role ?? null;
  const financesForAdmins = customer?.financesForAdmins ?? false;
  const communityOpen = customer?.communityOpen ?? false;
  const { groups, footer } = useMemo(
    () => sidebarFor({ ourEmployee, role, financesForAdmins, communityOpen }),
    [ourEmployee, role, financesForAdmins, communityOpen],
  );
  const companyName = customer?.name ?? config.productName;
  const name = resolveDisplayName({
    displayName: databaseUser?.displayName ?? firebaseUser?.displayName,
    email: databaseUser?.email ?? firebaseUser?.email,
  });

  return (
    <Sidebar>
      <SidebarHeader>
        <SidebarBrand
          name={companyName}
          logo={<CompanyLogo src={logo.src} loading={logo.loading} name={companyName} size="sm" />}
        />
      </SidebarHeader>
      <SidebarContent>
        {groups.map((group) => (
          <SidebarGroup
            key={group.id}
            locked={group.lockedReason !== undefined}
            lockedReason={group.lockedReason}
          >
            <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>
                {group.items.map((item) => (
                  <Entry key={item.id} item={item} activeId={activeId} />
                ))}
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        ))}
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          {footer.map((item) => (
            <Entry key={item.id} item={item} activeId={activeId} />
          ))}
        </SidebarMenu>
        <SidebarUserMenu
          name={name}
          email={databaseUser?.email ?? firebaseUser?.email}
          avatarSrc={databaseUser?.avatar ?? firebaseUser?.photoURL}
        >
          <DropdownMenuItem icon={<CircleUser />} onSelect={() => void navigate('/app/account')}>
            Account
          </DropdownMenuItem>
          <DropdownMenuItem icon={<Settings />} onSelect={() => void navigate('/app/settings')}>
            Einstellungen
          </DropdownMenuItem>
          <DropdownMenuItem icon={<LogOut />} onSelect={() => void signOut()}>
            Abmelden
          </DropdownMenuItem>
        </SidebarUserMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
