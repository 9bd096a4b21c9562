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

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { children, ...props },
  ref,
) {
  const Component = useContext(LinkComponentContext);
  if (Component) {
    // The component comes from context, set once by the app: its identity is stable across
    // renders, which is what this rule guards against.
    return (
      // eslint-disable-next-line react-hooks/static-components
      <Component ref={ref} {...props}>
        {children}
      </Component>
    );
  }
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
});
