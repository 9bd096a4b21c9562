export { SidebarProvider, useSidebar, useIsMobile } from './SidebarProvider';
export type { SidebarProviderProps, SidebarContextValue, SidebarState } from './SidebarProvider';
export {
  Sidebar,
  SidebarTrigger,
  SidebarInset,
  SidebarHeader,
  SidebarContent,
  SidebarFooter,
  SidebarSeparator,
  SidebarBrand,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarGroupContent,
  SidebarMenu,
  SidebarMenuItem,
  SidebarMenuButton,
  SidebarMenuSub,
  SidebarMenuSubItem,
  SidebarMenuSubButton,
  SidebarMenuCollapsible,
} from './Sidebar';
export type {
  SidebarProps,
  SidebarTriggerProps,
  SidebarBrandProps,
  SidebarGroupProps,
  SidebarMenuButtonProps,
  SidebarMenuSubButtonProps,
  SidebarMenuCollapsibleProps,
} from './Sidebar';
export { isSidebarShortcut, isTypingTarget } from './sidebarState';
export { SidebarUserMenu } from './SidebarUserMenu';
export type { SidebarUserMenuProps } from './SidebarUserMenu';
