import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/queryClient';
import { DashboardCardsProvider } from './areas/area';
import { dashboardCards } from './areas';
import { TRPCProvider, trpcClient } from './api/trpc';
import { setPreloadRoutes } from './router/AppLink';
import { routes } from './routes';
import { AppThemeProvider, ThemePreferenceSync } from './shell/theme';

const router = createBrowserRouter(routes);
setPreloadRoutes(routes);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    // Tooltips live in the signed-in shell, which brings their provider. The theme is the one
    // chosen in Einstellungen (remembered in this browser, saved with the account).
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <ThemePreferenceSync />
          <DashboardCardsProvider cards={dashboardCards}>
            <RouterProvider router={router} />
          </DashboardCardsProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
