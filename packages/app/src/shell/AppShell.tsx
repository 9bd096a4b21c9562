import { Outlet } from 'react-router';
import styled from 'styled-components';
import { SidebarInset, SidebarProvider, SprintTooltipProvider } from '@sprint/ui';
import { useLiveUpdates } from '../realtime/useLiveUpdates';
import { AppHeader } from './AppHeader';
import { AppSidebar } from './AppSidebar';
import { NavbarActionsProvider } from './navbarActions';
import { useRouteHandle } from './useRouteContext';

/** Spec §2 layouts: 'app' scrolls with padding; 'noScroll' (chat, inbox) fills the screen; 'none' is bare. */
export type ShellLayout = 'app' | 'noScroll' | 'none';

const Main = styled.main`
  flex: 1;
  min-width: 0;

  &[data-layout='app'] {
    padding: var(--space-6);
  }

  &[data-layout='noScroll'] {
    display: flex;
    flex-direction: column;
    height: calc(100svh - var(--header-height));
    overflow: hidden;
  }

  @media (max-width: 767px) {
    &[data-layout='app'] {
      padding: var(--space-4);
    }
  }
`;

export function AppShell() {
  const layout = useRouteHandle()?.layout ?? 'app';
  useLiveUpdates();
  return (
    <SprintTooltipProvider>
      <SidebarProvider>
        <NavbarActionsProvider>
          <AppSidebar />
          <SidebarInset>
            <AppHeader />
            <Main id="inhalt" data-layout={layout}>
              <Outlet />
            </Main>
          </SidebarInset>
        </NavbarActionsProvider>
      </SidebarProvider>
    </SprintTooltipProvider>
  );
}
