import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LinkProvider } from '@sprint/ui';
import { AuthProvider } from '../auth/AuthProvider';
import { ExtensionBridge } from '../extension/ExtensionBridge';
import { useAuth } from '../auth/AuthContext';
import { AblyProvider } from '../realtime/AblyProvider';
import { AppLink } from '../router/AppLink';
import { NavigationProgress } from '../router/NavigationProgress';
import { LazyToaster } from './LazyToaster';
import { useDocumentTitle } from './documentTitle';
import { useSignInWarmUp } from './warmUp';

// Only people with several companies ever see it: not part of the first page's JavaScript.
const CustomerSelection = lazy(async () => ({
  default: (await import('../auth/CustomerSelection')).CustomerSelection,
}));

function SignInOverlays() {
  const { selection } = useAuth();
  useDocumentTitle();
  useSignInWarmUp();
  return selection ? (
    <Suspense fallback={null}>
      <CustomerSelection />
    </Suspense>
  ) : null;
}

/** The root route: auth, links through the router, toasts, the pending bar. */
export function Root() {
  return (
    <LinkProvider component={AppLink}>
      <AuthProvider>
        <AblyProvider>
          <NavigationProgress />
          <Outlet />
          <SignInOverlays />
          <LazyToaster />
          <ExtensionBridge />
        </AblyProvider>
      </AuthProvider>
    </LinkProvider>
  );
}
