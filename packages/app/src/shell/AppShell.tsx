import { Outlet } from 'react-router';
import styled from 'styled-components';
import { SidebarInset, SidebarProvider, SprintTooltipProvider, media } from '@sprint/ui';
import { useLiveUpdates } from '../realtime/useLiveUpdates';
import { AppHeader } from './AppHeader';
import { AppSidebar } from './AppSidebar';
import { NavbarActionsProvider } from './navbarActions';
import { useRouteHandle } from './useRouteContext';

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

  @media ${media.mobile} {
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
