import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ForwardRefExoticComponent,
  type ReactNode,
  type RefAttributes,
} from 'react';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** What an app plugs in to make our links client-side (a React Router `Link` adapter). */
export type LinkComponent = ForwardRefExoticComponent<LinkProps & RefAttributes<HTMLAnchorElement>>;

const LinkComponentContext = createContext<LinkComponent | null>(null);

export type LinkProviderProps = {
  component: LinkComponent;
  children: ReactNode;
};

/**
 * The UI library knows no router. Components that navigate (breadcrumbs, sidebar items, the 404
 * page) render `Link`, which is a plain `<a href>` unless the app provides its router's link here.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return (
    <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>
  );
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const Component = useContext(LinkComponentContext);
  if (Component) return <Component ref={ref} {...props} />;
  return <a ref={ref} {...props} />;
});
