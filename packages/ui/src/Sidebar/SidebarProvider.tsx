import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
} from 'react';
import { styled } from 'styled-components';
import { SIDEBAR_STORAGE_KEY } from '../theme/constants';
import {
  MOBILE_MEDIA_QUERY,
  isSidebarShortcut,
  readStoredOpen,
  writeStoredOpen,
} from './sidebarState';

export type SidebarState = 'expanded' | 'collapsed';

export type SidebarContextValue = {
  state: SidebarState;
  /** Desktop: expanded (true) or collapsed to icons / off-canvas (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: the navigation sheet is open. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  /** Toggles whichever form is on screen: the sheet on mobile, the sidebar otherwise. */
  toggleSidebar: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider');
  return context;
}

function subscribeToMobile(onChange: () => void) {
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Read synchronously on the first render (unlike an effect that starts from `undefined`), so the
 * first paint already knows the width. The layout itself switches by CSS media query, so even
 * a server render would paint the right form.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeToMobile,
    () => window.matchMedia(MOBILE_MEDIA_QUERY).matches,
    () => false,
  );
}

const Wrapper = styled.div`
  display: flex;
  width: 100%;
  min-height: 100svh;
  background: var(--color-background);
`;

export type SidebarProviderProps = HTMLAttributes<HTMLDivElement> & {
  /** Controlled open state (desktop). */
  open?: boolean;
  /** Initial state when uncontrolled and nothing is stored. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where the open state is remembered across reloads; `null` to not remember. */
  storageKey?: string | null;
};

/**
 * State of the sidebar for everything inside it: expanded/collapsed (controlled or not,
 * remembered in localStorage), the mobile sheet, and the Ctrl/Cmd+B shortcut.
 */
export function SidebarProvider({
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  storageKey = SIDEBAR_STORAGE_KEY,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  // Read during the first render: a remembered "collapsed" is painted collapsed, never expanded first.
  const [openState, setOpenState] = useState(() => readStoredOpen(storageKey) ?? defaultOpen);
  const open = openProp ?? openState;

  const setOpen = useCallback(
    (value: boolean) => {
      if (openProp === undefined) setOpenState(value);
      writeStoredOpen(storageKey, value);
      onOpenChange?.(value);
    },
    [openProp, onOpenChange, storageKey],
  );

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggleSidebar();
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <Wrapper data-slot="sidebar-wrapper" data-state={value.state} {...props}>
        {children}
      </Wrapper>
    </SidebarContext.Provider>
  );
}
