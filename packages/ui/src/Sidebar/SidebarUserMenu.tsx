import type { ReactNode } from 'react';
import { ChevronsUpDown } from 'lucide-react';
import { styled } from 'styled-components';
import { Avatar } from '../Avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from './Sidebar';
import { useSidebar } from './SidebarProvider';

export type SidebarUserMenuProps = {
  /** The display name (already resolved: display name, e-mail prefix or 'User'). */
  name: string;
  email?: string | null;
  avatarSrc?: string | null;
  /** `DropdownMenuItem`s: Account, Einstellungen, Abmelden. */
  children: ReactNode;
  defaultOpen?: boolean;
};

const Who = styled.span`
  display: grid;
  min-width: 0;
  line-height: var(--line-height-tight);

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  & > [data-slot='sidebar-user-email'] {
    color: var(--color-muted-foreground);
    font-size: var(--font-size-xs);
  }
`;

const Content = styled(DropdownMenuContent)`
  min-width: 14rem;
`;

const Heading = styled(DropdownMenuLabel)`
  display: grid;
  font-weight: var(--font-weight-normal);

  & > strong {
    font-weight: var(--font-weight-semibold);
  }

  & > span {
    color: var(--color-muted-foreground);
    font-size: var(--font-size-xs);
  }
`;

/** The signed-in person at the foot of the sidebar, opening their menu. */
export function SidebarUserMenu({
  name,
  email,
  avatarSrc,
  children,
  defaultOpen,
}: SidebarUserMenuProps) {
  const { isMobile } = useSidebar();
  return (
    <SidebarMenu data-slot="sidebar-user-menu">
      <SidebarMenuItem>
        <DropdownMenu defaultOpen={defaultOpen}>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton
              size="lg"
              tooltip={name}
              // Spec §3: without a photo the avatar is the default picture.
              icon={<Avatar src={avatarSrc ?? undefined} alt="" size="sm" />}
              trailing={<ChevronsUpDown aria-hidden data-slot="sidebar-chevron" />}
            >
              <Who>
                <span>{name}</span>
                {email ? <span data-slot="sidebar-user-email">{email}</span> : null}
              </Who>
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <Content side={isMobile ? 'top' : 'right'} align="end">
            <Heading>
              <strong>{name}</strong>
              {email ? <span>{email}</span> : null}
            </Heading>
            <DropdownMenuSeparator />
            {children}
          </Content>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
