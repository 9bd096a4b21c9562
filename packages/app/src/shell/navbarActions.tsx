import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { NavbarAction } from '@sprint/ui';

type NavbarActionsRegistry = {
  actions: NavbarAction[];
  register: (action: NavbarAction) => () => void;
};

const NavbarActionsContext = createContext<NavbarActionsRegistry | null>(null);

export function NavbarActionsProvider({ children }: { children: ReactNode }) {
  const [actions, setActions] = useState<NavbarAction[]>([]);
  const register = useCallback((action: NavbarAction) => {
    setActions((current) => [...current.filter((existing) => existing.id !== action.id), action]);
    return () => setActions((current) => current.filter((existing) => existing.id !== action.id));
  }, []);
  const value = useMemo(() => ({ actions, register }), [actions, register]);
  return <NavbarActionsContext.Provider value={value}>{children}</NavbarActionsContext.Provider>;
}

/** What the header shows; the header orders them by priority. */
export function useRegisteredNavbarActions(): NavbarAction[] {
  return useContext(NavbarActionsContext)?.actions ?? [];
}

/**
 * A screen puts controls into the header while it is shown (spec §3: id, element, priority):
 * `useNavbarActions([{ id: 'new-lead', element: <Button>…</Button>, priority: 10 }])`.
 * Pass a stable (memoised) list; each action goes when the screen unmounts.
 */
export function useNavbarActions(actions: readonly NavbarAction[]): void {
  const registry = useContext(NavbarActionsContext);
  const register = registry?.register;
  useEffect(() => {
    if (!register) return undefined;
    const unregister = actions.map((action) => register(action));
    return () => {
      for (const remove of unregister) remove();
    };
  }, [actions, register]);
}
