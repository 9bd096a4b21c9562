import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '@sprint/ui';
import { REDIRECT_DELAY_MS, SERVER_BUSY_MESSAGE } from './authFlow';
import { useAuth } from './AuthContext';
import { wipeAllStorage } from './storage';

/**
 * Every /app route (spec §4, "Auth guard"): a loading screen while the sign-in is checked (saying
 * so when a busy server keeps it waiting), the page for a signed-in user, and otherwise an empty
 * browser storage and, after 100 ms, /login — with the way back in `redirectTo`.
 */
export function AuthGuard() {
  const { loading, databaseUser, customer, selection, serverBusy } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = databaseUser !== null && customer !== null;
  // The customer dialog is part of signing in: keep waiting behind it.
  const checking = loading || selection !== null;
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (checking || signedIn) return undefined;
    wipeAllStorage();
    const timer = setTimeout(() => {
      void navigate(`/login?redirectTo=${encodeURIComponent(here)}`, { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [checking, signedIn, navigate, here]);

  if (signedIn) return <Outlet />;
  return (
    <LoadingScreen
      variant="auth"
      fullScreen
      message={serverBusy ? SERVER_BUSY_MESSAGE : undefined}
    />
  );
}
