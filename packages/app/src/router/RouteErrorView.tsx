import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LoadingScreen } from '@sprint/ui';

// Rarely needed, so not part of the first page's JavaScript.
const ErrorView = lazy(async () => ({ default: (await import('./errorView')).ErrorView }));

/** The router's fallback (spec §2): 'Not Found' for a 404 response, otherwise the error. */
export function RouteErrorView() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {notFound ? <ErrorView variant="not-found" /> : <ErrorView error={error} />}
    </Suspense>
  );
}
