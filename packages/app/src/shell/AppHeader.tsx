import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { HeaderBar, type HeaderSearch } from '@sprint/ui';
import { RealtimeStatus } from '../realtime/RealtimeStatus';
import { NotificationsBell } from './NotificationsBell';
import { useRegisteredNavbarActions } from './navbarActions';
import { useBreadcrumbs, useRouteHandle } from './useRouteContext';

/** Spec §5: the search text is trimmed and leaves the address when empty. */
export function searchParamsWith(current: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams(current);
  const trimmed = text.trim();
  if (trimmed) next.set('search', trimmed);
  else next.delete('search');
  return next;
}

/** The community search: what is typed stays as typed, the address gets the trimmed text. */
function useCommunitySearch(enabled: boolean): HeaderSearch | undefined {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = searchParams.get('search') ?? '';
  const [text, setText] = useState(fromAddress);
  const [seen, setSeen] = useState(fromAddress);
  // Back/forward or a link changed the address: show what it says (adjusting state during
  // render, React's way for state that follows a prop).
  if (seen !== fromAddress) {
    setSeen(fromAddress);
    if (text.trim() !== fromAddress) setText(fromAddress);
  }
  if (!enabled) return undefined;
  return {
    value: text,
    onValueChange: (value) => {
      setText(value);
      setSearchParams((current) => searchParamsWith(current, value), { replace: true });
    },
  };
}

/** Where 'Record Video' leads: the clips page with its recorder open (clips/clipSearchParams.ts). */
export const RECORD_VIDEO_HREF = '/app/clips?aufnahme=1';

/** 'Record Video': opens the recorder on the clips page; there, the filters stay as they are. */
function useRecordVideo() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => {
    if (pathname !== '/app/clips') return void navigate(RECORD_VIDEO_HREF);
    const next = new URLSearchParams(search);
    next.set('aufnahme', '1');
    void navigate({ pathname, search: `?${next.toString()}` });
  };
}

export function AppHeader() {
  const recordVideo = useRecordVideo();
  const header = useRouteHandle()?.header;
  const breadcrumbs = useBreadcrumbs();
  const registered = useRegisteredNavbarActions();
  // The bell and the live indicator always sit last, after whatever the screen registered.
  const actions = useMemo(
    () => [
      ...registered,
      {
        id: 'notifications',
        priority: Number.MIN_SAFE_INTEGER + 1,
        element: <NotificationsBell />,
      },
      { id: 'realtime-status', priority: Number.MIN_SAFE_INTEGER, element: <RealtimeStatus /> },
    ],
    [registered],
  );
  const search = useCommunitySearch(header?.search === true);

  return (
    <HeaderBar
      breadcrumbs={breadcrumbs}
      search={search}
      actions={actions}
      onRecordVideo={header?.recordVideo ? recordVideo : undefined}
    />
  );
}
