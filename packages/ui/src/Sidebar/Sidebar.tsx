import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type MouseEvent,
  type MouseEventHandler,
  type Ref,
  type ReactNode,
} from 'react';
import { Collapsible, Slot, VisuallyHidden } from 'radix-ui';
import { ChevronRight, Lock, PanelLeft } from 'lucide-react';
import { styled, css } from 'styled-components';
import { Button, type ButtonProps } from '../Button';
import { Link } from '../Link';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../Sheet';
import { Tooltip, TooltipContent, TooltipTrigger } from '../Tooltip';
import { visuallyHidden } from '../lib/visuallyHidden';
import { media } from '../theme/constants';
import { useSidebar } from './SidebarProvider';

const ICON_MODE = `[data-slot='sidebar'][data-collapsible='icon']`;

/* ------------------------------------------------------------------------------------------------
 * Sidebar
 * ----------------------------------------------------------------------------------------------*/

const DesktopSidebar = styled.div`
  position: sticky;
  top: 0;
  z-index: var(--z-sidebar);
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
  width: var(--sidebar-width);
  height: 100svh;
  overflow: hidden;
  border-right: var(--border-width) solid var(--color-sidebar-border);
  background: var(--color-sidebar);
  color: var(--color-sidebar-foreground);
  transition: width var(--duration-normal) var(--easing-standard);

  &[data-side='right'] {
    order: 1;
    border-right: 0;
    border-left: var(--border-width) solid var(--color-sidebar-border);
  }

  &[data-collapsible='icon'] {
    width: var(--sidebar-width-icon);
  }

  &[data-collapsible='offcanvas'] {
    width: 0;
    border-width: 0;
    visibility: hidden;
  }

  /* Below the breakpoint the sidebar is a sheet; CSS decides, so the first paint is right. */
  @media ${media.mobile} {
    display: none;
  }
`;

/**
 * Radix would focus the first non-link control, which in a menu of links is some disabled item
 * (popping its tooltip). Start where the user is: the current page's entry, else the first one.
 */
function focusCurrentEntry(sheet: HTMLElement): boolean {
  const entry =
    sheet.querySelector<HTMLElement>('[data-slot$="menu-button"][aria-current="page"]') ??
    sheet.querySelector<HTMLElement>('[data-slot$="menu-button"]');
  entry?.focus();
  return entry !== null;
}

const MobileSheetContent = styled(SheetContent)`
  --sheet-size: var(--sidebar-width-mobile);
  gap: 0;
  background: var(--color-sidebar);
  color: var(--color-sidebar-foreground);
`;

export type SidebarProps = HTMLAttributes<HTMLElement> & {
  side?: 'left' | 'right';
  /** What "collapsed" means: icons only (3rem), hidden entirely, or never collapsing. */
  collapsible?: 'icon' | 'offcanvas' | 'none';
  /** Accessible name of the navigation landmark. */
  label?: string;
};

/**
 * The app's navigation column: 16rem wide, 3rem in icon mode, a sheet of 18rem below 768 px.
 * Renders a `nav` landmark; put `SidebarHeader`, `SidebarContent` and `SidebarFooter` inside.
 */
export const Sidebar = forwardRef<HTMLElement, SidebarProps>(function Sidebar(
  { side = 'left', collapsible = 'icon', label = 'Hauptnavigation', children, ...props },
  ref,
) {
  const { state, isMobile, openMobile, setOpenMobile } = useSidebar();
  // The sheet is opened by our trigger or by Ctrl+B, not by a Radix Dialog.Trigger, so Radix
  // cannot know where focus must return; remember it ourselves.
  const returnFocusRef = useRef<HTMLElement | null>(null);

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <MobileSheetContent
          side={side}
          data-slot="sidebar-mobile"
          hideClose
          onOpenAutoFocus={(event) => {
            returnFocusRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (
              event.currentTarget instanceof HTMLElement &&
              focusCurrentEntry(event.currentTarget)
            ) {
              event.preventDefault();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <VisuallyHidden.Root>
            <SheetTitle>{label}</SheetTitle>
            <SheetDescription>Navigation der Anwendung</SheetDescription>
          </VisuallyHidden.Root>
          <SidebarInner ref={ref} as="nav" aria-label={label} {...props}>
            {children}
          </SidebarInner>
        </MobileSheetContent>
      </Sheet>
    );
  }

  return (
    <DesktopSidebar
      data-slot="sidebar"
      data-side={side}
      data-state={state}
      data-collapsible={state === 'collapsed' && collapsible !== 'none' ? collapsible : ''}
    >
      <SidebarInner ref={ref} as="nav" aria-label={label} {...props}>
        {children}
      </SidebarInner>
    </DesktopSidebar>
  );
});

const SidebarInner = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  min-height: 0;
`;

/* ------------------------------------------------------------------------------------------------
 * Trigger and inset
 * ----------------------------------------------------------------------------------------------*/

export type SidebarTriggerProps = Omit<ButtonProps, 'children'>;

/** Toggles the sidebar (or opens the sheet on mobile); Ctrl/Cmd+B does the same. */
export const SidebarTrigger = forwardRef<HTMLButtonElement, SidebarTriggerProps>(
  function SidebarTrigger({ onClick, ...props }, ref) {
    const { toggleSidebar, open, openMobile, isMobile } = useSidebar();
    return (
      <Button
        ref={ref}
        variant="ghost"
        size="icon"
        data-slot="sidebar-trigger"
        aria-label="Seitenleiste umschalten"
        aria-expanded={isMobile ? openMobile : open}
        aria-keyshortcuts="Control+B Meta+B"
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) toggleSidebar();
        }}
        {...props}
      >
        <PanelLeft aria-hidden />
      </Button>
    );
  },
);

const StyledInset = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  background: var(--color-background);
`;

/** The area next to the sidebar: header bar and page. */
export const SidebarInset = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function SidebarInset(props, ref) {
    return <StyledInset ref={ref} data-slot="sidebar-inset" {...props} />;
  },
);

/* ------------------------------------------------------------------------------------------------
 * Header, content, footer
 * ----------------------------------------------------------------------------------------------*/

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding: var(--space-2);
`;

export const SidebarHeader = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function SidebarHeader(props, ref) {
    return <StyledHeader ref={ref} data-slot="sidebar-header" {...props} />;
  },
);

const StyledFooter = styled(StyledHeader)`
  margin-top: auto;
  border-top: var(--border-width) solid var(--color-sidebar-border);
`;

export const SidebarFooter = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function SidebarFooter(props, ref) {
    return <StyledFooter ref={ref} data-slot="sidebar-footer" {...props} />;
  },
);

const StyledContent = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--space-2);
  min-height: 0;
  overflow-x: hidden;
  overflow-y: auto;

  ${ICON_MODE} & {
    overflow-y: hidden;
  }
`;

/** The scrolling middle part with the groups. */
export const SidebarContent = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function SidebarContent(props, ref) {
    return <StyledContent ref={ref} data-slot="sidebar-content" {...props} />;
  },
);

const StyledSeparator = styled.hr`
  width: calc(100% - var(--space-4));
  margin: 0 var(--space-2);
  border: 0;
  border-top: var(--border-width) solid var(--color-sidebar-border);
`;

export function SidebarSeparator(props: HTMLAttributes<HTMLHRElement>) {
  return <StyledSeparator data-slot="sidebar-separator" {...props} />;
}

const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-height: var(--size-control-lg);
  padding: var(--space-1);
  overflow: hidden;

  & > [data-slot='sidebar-brand-name'] {
    overflow: hidden;
    font-weight: var(--font-weight-semibold);
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  ${ICON_MODE} & {
    padding: var(--space-1) 0;
  }

  ${ICON_MODE} & > [data-slot='sidebar-brand-name'] {
    ${visuallyHidden}
  }
`;

export type SidebarBrandProps = HTMLAttributes<HTMLDivElement> & {
  /** The logo (a `CompanyLogo`), kept visible in icon mode. */
  logo?: ReactNode;
  name: string;
};

/** Company logo and name at the top of the sidebar. */
export function SidebarBrand({ logo, name, ...props }: SidebarBrandProps) {
  return (
    <StyledBrand data-slot="sidebar-brand" {...props}>
      {logo}
      <span data-slot="sidebar-brand-name">{name}</span>
    </StyledBrand>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Groups
 * ----------------------------------------------------------------------------------------------*/

type SidebarGroupContextValue = {
  labelId: string;
  locked: boolean;
  lockedReason: string;
  registerLabel: (present: boolean) => void;
};

const SidebarGroupContext = createContext<SidebarGroupContextValue | null>(null);

const StyledGroup = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  padding: var(--space-2);
`;

export type SidebarGroupProps = HTMLAttributes<HTMLDivElement> & {
  /** All items of a locked group are unavailable; the label shows a lock. */
  locked?: boolean;
  /** Why the group is locked: the items' tooltip and accessible description. */
  lockedReason?: string;
};

export const SidebarGroup = forwardRef<HTMLDivElement, SidebarGroupProps>(function SidebarGroup(
  { locked = false, lockedReason = 'Gesperrt', ...props },
  ref,
) {
  const labelId = useId();
  const [hasLabel, setHasLabel] = useState(false);
  return (
    <SidebarGroupContext.Provider
      value={{ labelId, locked, lockedReason, registerLabel: setHasLabel }}
    >
      <StyledGroup
        ref={ref}
        role="group"
        aria-labelledby={hasLabel ? labelId : undefined}
        data-slot="sidebar-group"
        data-locked={locked || undefined}
        {...props}
      />
    </SidebarGroupContext.Provider>
  );
});

const StyledGroupLabel = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-1-5);
  height: var(--size-control-sm);
  padding: 0 var(--space-2);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-medium);
  white-space: nowrap;

  & svg {
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }

  ${ICON_MODE} & {
    ${visuallyHidden}
  }
`;

export const SidebarGroupLabel = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function SidebarGroupLabel({ children, ...props }, ref) {
    const group = useContext(SidebarGroupContext);
    const registerLabel = group?.registerLabel;
    useLayoutEffect(() => {
      registerLabel?.(true);
      return () => registerLabel?.(false);
    }, [registerLabel]);
    return (
      <StyledGroupLabel ref={ref} id={group?.labelId} data-slot="sidebar-group-label" {...props}>
        {children}
        {group?.locked ? (
          <>
            <Lock aria-hidden data-slot="sidebar-group-lock" />
            <VisuallyHidden.Root>(gesperrt)</VisuallyHidden.Root>
          </>
        ) : null}
      </StyledGroupLabel>
    );
  },
);

export const SidebarGroupContent = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function SidebarGroupContent(props, ref) {
    return <div ref={ref} data-slot="sidebar-group-content" {...props} />;
  },
);

/* ------------------------------------------------------------------------------------------------
 * Menu
 * ----------------------------------------------------------------------------------------------*/

const StyledMenu = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-0-5);
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SidebarMenu = forwardRef<HTMLUListElement, HTMLAttributes<HTMLUListElement>>(
  function SidebarMenu(props, ref) {
    return <StyledMenu ref={ref} data-slot="sidebar-menu" {...props} />;
  },
);

const StyledMenuItem = styled.li`
  position: relative;
  min-width: 0;
`;

export const SidebarMenuItem = forwardRef<HTMLLIElement, HTMLAttributes<HTMLLIElement>>(
  function SidebarMenuItem(props, ref) {
    return <StyledMenuItem ref={ref} data-slot="sidebar-menu-item" {...props} />;
  },
);

const menuButtonStyles = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  width: 100%;
  height: var(--size-control-sm);
  padding: 0 var(--space-2);
  overflow: hidden;
  border: 0;
  border-radius: var(--radius-md);
  background: transparent;
  color: inherit;
  font-size: var(--font-size-sm);
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  outline-offset: -2px;
  transition:
    width var(--duration-normal) var(--easing-standard),
    padding var(--duration-normal) var(--easing-standard);

  & > svg {
    width: var(--size-icon);
    height: var(--size-icon);
    flex-shrink: 0;
  }

  & > [data-slot='sidebar-label'] {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  & > [data-slot='sidebar-chevron'] {
    margin-left: auto;
    transition: transform var(--duration-fast) var(--easing-standard);
  }

  &[aria-expanded='true'] > [data-slot='sidebar-chevron'] {
    transform: rotate(90deg);
  }

  &:hover {
    background: var(--color-sidebar-accent);
    color: var(--color-sidebar-accent-foreground);
  }

  &[data-active='true'] {
    background: var(--color-sidebar-accent);
    color: var(--color-sidebar-accent-foreground);
    font-weight: var(--font-weight-semibold);
  }

  &[aria-disabled='true'] {
    color: var(--color-muted-foreground);
    cursor: not-allowed;
  }

  &[aria-disabled='true']:hover {
    background: transparent;
  }

  &[data-size='sub'] {
    height: 1.75rem;
  }

  &[data-size='lg'] {
    height: var(--size-control-lg);
  }

  ${ICON_MODE} & {
    width: var(--size-control-sm);
    padding: 0 var(--space-2);
  }

  ${ICON_MODE} & > [data-slot='sidebar-label'],
  ${ICON_MODE} & > [data-slot='sidebar-chevron'] {
    ${visuallyHidden}
  }
`;

const StyledMenuButton = styled.button`
  ${menuButtonStyles}
`;

const StyledMenuLink = styled(Link)`
  ${menuButtonStyles}
`;

export type SidebarMenuButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> & {
  /** Navigates there (through the app's `LinkProvider`) unless the item is disabled. */
  href?: string;
  icon?: ReactNode;
  /** The current page: highlighted and `aria-current="page"`. */
  isActive?: boolean;
  disabled?: boolean;
  /** Disables the item and says why, as a tooltip and as its accessible description. */
  disabledReason?: string;
  /** Tooltip in icon mode; defaults to the text of `children`. */
  tooltip?: string;
  /** Something after the label, such as a chevron or a count. */
  trailing?: ReactNode;
  /** Render the single child element with the menu button's look (full control). */
  asChild?: boolean;
  size?: 'default' | 'sub' | 'lg';
};

const preventActivation = (event: MouseEvent) => event.preventDefault();

/**
 * One entry of the sidebar. Disabled entries stay focusable (`aria-disabled`), so keyboard users
 * can reach them and learn the reason; in icon mode every entry shows its name as a tooltip.
 */
export const SidebarMenuButton = forwardRef<HTMLButtonElement, SidebarMenuButtonProps>(
  function SidebarMenuButton(
    {
      href,
      icon,
      isActive = false,
      disabled = false,
      disabledReason,
      tooltip,
      trailing,
      asChild = false,
      size = 'default',
      onClick,
      children,
      'aria-describedby': describedBy,
      ...props
    },
    ref,
  ) {
    const { state, isMobile } = useSidebar();
    const group = useContext(SidebarGroupContext);
    const [tooltipOpen, setTooltipOpen] = useState(false);
    const reasonId = useId();

    const reason = disabledReason ?? (group?.locked ? group.lockedReason : undefined);
    const isDisabled = disabled || reason !== undefined;
    const label = tooltip ?? (typeof children === 'string' ? children : undefined);
    const iconMode = state === 'collapsed' && !isMobile;
    const tooltipText = reason
      ? iconMode && label
        ? `${label}: ${reason}`
        : reason
      : iconMode
        ? label
        : undefined;

    const shared = {
      ...props,
      'data-slot': size === 'sub' ? 'sidebar-menu-sub-button' : 'sidebar-menu-button',
      'data-size': size,
      'data-active': isActive || undefined,
      'aria-describedby':
        [describedBy, reason ? reasonId : undefined].filter(Boolean).join(' ') || undefined,
    };
    const content = asChild ? (
      children
    ) : (
      <>
        {icon}
        <span data-slot="sidebar-label">{children}</span>
        {trailing}
      </>
    );

    let element: ReactNode;
    if (isDisabled) {
      element = (
        <StyledMenuButton
          ref={ref}
          type="button"
          aria-disabled="true"
          onClick={preventActivation}
          {...shared}
        >
          {asChild ? <span data-slot="sidebar-label">{label}</span> : content}
        </StyledMenuButton>
      );
    } else if (asChild) {
      element = (
        <StyledMenuButton ref={ref} as={Slot.Root} onClick={onClick} {...shared}>
          {content}
        </StyledMenuButton>
      );
    } else if (href !== undefined) {
      element = (
        <StyledMenuLink
          ref={ref as Ref<HTMLAnchorElement>}
          href={href}
          aria-current={isActive ? 'page' : undefined}
          onClick={onClick as MouseEventHandler<HTMLAnchorElement> | undefined}
          {...(shared as HTMLAttributes<HTMLAnchorElement>)}
        >
          {content}
        </StyledMenuLink>
      );
    } else {
      element = (
        <StyledMenuButton ref={ref} type="button" onClick={onClick} {...shared}>
          {content}
        </StyledMenuButton>
      );
    }

    return (
      <>
        <Tooltip open={tooltipText ? tooltipOpen : false} onOpenChange={setTooltipOpen}>
          <TooltipTrigger asChild>{element}</TooltipTrigger>
          {tooltipText ? (
            <TooltipContent side="right" align="center">
              {tooltipText}
            </TooltipContent>
          ) : null}
        </Tooltip>
        {reason ? (
          <VisuallyHidden.Root id={reasonId} data-slot="sidebar-disabled-reason">
            {reason}
          </VisuallyHidden.Root>
        ) : null}
      </>
    );
  },
);

/* ------------------------------------------------------------------------------------------------
 * Collapsible sub-items
 * ----------------------------------------------------------------------------------------------*/

const StyledSub = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-0-5);
  margin: var(--space-0-5) 0 0 var(--space-4);
  padding: 0 0 0 var(--space-2);
  border-left: var(--border-width) solid var(--color-sidebar-border);
  list-style: none;

  ${ICON_MODE} & {
    display: none;
  }
`;

export const SidebarMenuSub = forwardRef<HTMLUListElement, HTMLAttributes<HTMLUListElement>>(
  function SidebarMenuSub(props, ref) {
    return <StyledSub ref={ref} data-slot="sidebar-menu-sub" {...props} />;
  },
);

export const SidebarMenuSubItem = SidebarMenuItem;

export type SidebarMenuSubButtonProps = Omit<SidebarMenuButtonProps, 'size' | 'icon'>;

export const SidebarMenuSubButton = forwardRef<HTMLButtonElement, SidebarMenuSubButtonProps>(
  function SidebarMenuSubButton(props, ref) {
    return <SidebarMenuButton ref={ref} size="sub" {...props} />;
  },
);

export type SidebarMenuCollapsibleProps = {
  label: string;
  icon?: ReactNode;
  /** One of the sub-items is the current page. */
  isActive?: boolean;
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  disabledReason?: string;
  /** `SidebarMenuSubItem`s. */
  children: ReactNode;
};

/**
 * A menu entry with sub-items that folds open. In icon mode a click first expands the sidebar,
 * because sub-items cannot be shown in 3rem.
 */
export function SidebarMenuCollapsible({
  label,
  icon,
  isActive = false,
  defaultOpen = false,
  open: openProp,
  onOpenChange,
  disabledReason,
  children,
}: SidebarMenuCollapsibleProps) {
  const { state, isMobile, setOpen: setSidebarOpen } = useSidebar();
  const group = useContext(SidebarGroupContext);
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const disabled = disabledReason !== undefined || Boolean(group?.locked);

  const setOpen = (value: boolean) => {
    if (openProp === undefined) setOpenState(value);
    onOpenChange?.(value);
  };

  return (
    <Collapsible.Root asChild open={open && !disabled} onOpenChange={setOpen}>
      <SidebarMenuItem data-slot="sidebar-menu-collapsible">
        <Collapsible.Trigger asChild>
          <SidebarMenuButton
            icon={icon}
            isActive={isActive && !open}
            disabledReason={disabledReason}
            trailing={<ChevronRight aria-hidden data-slot="sidebar-chevron" />}
            onClick={(event) => {
              if (state === 'collapsed' && !isMobile) {
                event.preventDefault();
                setSidebarOpen(true);
                setOpen(true);
              }
            }}
          >
            {label}
          </SidebarMenuButton>
        </Collapsible.Trigger>
        <Collapsible.Content asChild>
          <SidebarMenuSub>{children}</SidebarMenuSub>
        </Collapsible.Content>
      </SidebarMenuItem>
    </Collapsible.Root>
  );
}
