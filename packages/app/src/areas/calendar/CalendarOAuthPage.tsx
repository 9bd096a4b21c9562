import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen, toast } from '@sprint/ui';

/**
 * Where the calendar provider sends the user back after granting access. Without a calendar
 * integration yet, it says so and returns to the settings.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const error = searchParams.get('error');

  useEffect(() => {
    toast(
      error
        ? {
            variant: 'destructive',
            title: 'Kalender nicht verbunden',
            description: 'Der Zugriff wurde nicht gewährt.',
          }
        : {
            variant: 'info',
            title: 'Kalenderanbindung',
            description: 'Die Kalenderanbindung ist in dieser Version noch nicht verfügbar.',
          },
    );
    void navigate('/app/settings', { replace: true });
  }, [error, navigate]);

  return <LoadingScreen message="Kalender wird verbunden..." fullScreen />;
}
