import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type HTMLAttributes,
} from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { styled, css } from 'styled-components';
import { Link, type LinkProps } from '../Link';

/* ------------------------------------------------------------------------------------------------
 * The underline look, shared by panel tabs and navigation tabs
 * ----------------------------------------------------------------------------------------------*/

// Lines are inset shadows, not borders or pseudo-elements below the box: the list may scroll
// sideways on a phone, and a scroll container would clip anything drawn outside it.
const underlineList = css`
  display: flex;
  gap: var(--space-1);
  min-width: 0;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;
  box-shadow: inset 0 calc(-1 * var(--border-width)) 0 var(--color-border);
  scrollbar-width: none;
`;

const underlineItem = css`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: var(--space-2);
  height: var(--size-control);
  padding: 0 var(--space-3);
  border: 0;
  border-radius: var(--radius-md) var(--radius-md) 0 0;
  background: transparent;
  color: var(--color-muted-foreground);
  font: inherit;
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition: color var(--duration-fast) var(--easing-standard);

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
    flex-shrink: 0;
  }

  &:hover {
    color: var(--color-foreground);
  }

  /* Inside the box, so the scrolling list does not cut the ring. */
  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: calc(-1 * var(--focus-ring-width));
  }
`;

const selectedItem = css`
  color: var(--color-foreground);
  box-shadow: inset 0 calc(-1 * var(--focus-ring-width)) 0 var(--color-primary);
`;

/* ------------------------------------------------------------------------------------------------
 * Panel tabs (Radix Tabs)
 * ----------------------------------------------------------------------------------------------*/

export type TabsProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Root>;

export type TabsListProps = ComponentPropsWithoutRef<typeof TabsPrimitive.List> & {
  /** What the tabs switch between, e.g. 'Lead-Details'. Screen readers announce it on entry. */
  'aria-label': string;
};

export type TabsTriggerProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>;
export type TabsContentProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Content>;

const StyledRoot = styled(TabsPrimitive.Root)`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-width: 0;
`;

const StyledList = styled(TabsPrimitive.List)`
  ${underlineList}
`;

const StyledTrigger = styled(TabsPrimitive.Trigger)`
  ${underlineItem}

  &[data-state='active'] {
    ${selectedItem}
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledContent = styled(TabsPrimitive.Content)`
  min-width: 0;
  border-radius: var(--radius-md);

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }
`;

/**
 * Tabs that switch between panels of one page (a lead's 'Übersicht', 'Aktivitäten', 'Notizen').
 * Radix provides the roles and the keyboard: Tab moves into the list and on to the panel, the
 * arrow keys, Home and End move between tabs. Controlled with `value` and `onValueChange`, or
 * uncontrolled with `defaultValue`. For tabs that change the address, use `TabNav`.
 */
export const Tabs = forwardRef<ComponentRef<typeof TabsPrimitive.Root>, TabsProps>(
  function Tabs(props, ref) {
    return <StyledRoot ref={ref} data-slot="tabs" {...props} />;
  },
);

/** The row of tabs, underlined; scrolls sideways when the tabs do not fit. */
export const TabsList = forwardRef<ComponentRef<typeof TabsPrimitive.List>, TabsListProps>(
  function TabsList(props, ref) {
    return <StyledList ref={ref} data-slot="tabs-list" {...props} />;
  },
);

/** One tab; `value` ties it to the `TabsContent` of the same value. */
export const TabsTrigger = forwardRef<ComponentRef<typeof TabsPrimitive.Trigger>, TabsTriggerProps>(
  function TabsTrigger(props, ref) {
    return <StyledTrigger ref={ref} data-slot="tabs-trigger" {...props} />;
  },
);

/** The panel of one tab, named by its tab. Only the selected panel is rendered. */
export const TabsContent = forwardRef<ComponentRef<typeof TabsPrimitive.Content>, TabsContentProps>(
  function TabsContent(props, ref) {
    return <StyledContent ref={ref} data-slot="tabs-content" {...props} />;
  },
);

/* ------------------------------------------------------------------------------------------------
 * Navigation tabs (links)
 * ----------------------------------------------------------------------------------------------*/

export type TabNavProps = HTMLAttributes<HTMLElement> & {
  /** Names the navigation landmark, e.g. 'Kanäle'. Required: a page may have several. */
  'aria-label': string;
};

export type TabNavLinkProps = LinkProps & {
  /** The tab of the page being shown: underlined and `aria-current="page"`. */
  current?: boolean;
};

const StyledNavList = styled.ul`
  ${underlineList}
`;

const StyledNavItem = styled.li`
  display: flex;
  flex-shrink: 0;
`;

const StyledNavLink = styled(Link)`
  ${underlineItem}

  &[aria-current='page'] {
    ${selectedItem}
  }
`;

/**
 * Tabs that are links: each tab is its own address (a filter, a channel), so it can be shared,
 * reloaded and reached with Back. A `nav` landmark with a list of `TabNavLink`s, in the same
 * underline look as `Tabs`. Links keep the browser's keyboard behaviour (Tab, Enter) — arrow
 * keys are for panel tabs only.
 */
export const TabNav = forwardRef<HTMLElement, TabNavProps>(function TabNav(
  { children, ...props },
  ref,
) {
  return (
    <nav ref={ref} data-slot="tab-nav" {...props}>
      <StyledNavList data-slot="tab-nav-list">{children}</StyledNavList>
    </nav>
  );
});

/**
 * One tab of a `TabNav`: a list item with a `Link`, so it goes through the app's router
 * (`LinkProvider`). The current page's tab carries `aria-current="page"`.
 */
export const TabNavLink = forwardRef<HTMLAnchorElement, TabNavLinkProps>(function TabNavLink(
  { current = false, ...props },
  ref,
) {
  return (
    <StyledNavItem data-slot="tab-nav-item">
      <StyledNavLink
        ref={ref}
        aria-current={current ? 'page' : undefined}
        data-slot="tab-nav-link"
        {...props}
      />
    </StyledNavItem>
  );
});
