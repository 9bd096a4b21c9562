import { forwardRef, useId, useMemo, type HTMLAttributes } from 'react';
import { Search, Video } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { styled } from 'styled-components';
import { Breadcrumbs, type BreadcrumbItem } from '../Breadcrumbs';
import { Button } from '../Button';
import { Input } from '../Input';
import { SidebarTrigger } from '../Sidebar';
import { sortNavbarActions, type NavbarAction } from './navbarActions';

export const HEADER_SEARCH_PLACEHOLDER = 'Durchsuche Posts & Kommentare...';

export type HeaderSearch = {
  value: string;
  /** Every keystroke, untrimmed; the screen decides what reaches the address bar. */
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** Accessible name of the field. */
  label?: string;
};

export type HeaderBarProps = HTMLAttributes<HTMLElement> & {
  breadcrumbs: BreadcrumbItem[];
  /** Shows the search field (the community page). */
  search?: HeaderSearch;
  /** Shows the red 'Record Video' button (clip pages). */
  onRecordVideo?: () => void;
  /** Extra controls that screens register, ordered by priority. */
  actions?: readonly NavbarAction[];
  /** The sidebar toggle; needs a `SidebarProvider` above. */
  showSidebarTrigger?: boolean;
};

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: var(--z-sticky);
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-height: var(--header-height);
  padding: var(--space-2) var(--space-4);
  border-bottom: var(--border-width) solid var(--color-border);
  background: var(--color-background);

  & > [data-slot='breadcrumbs'] {
    flex: 1;
    min-width: 0;
  }
`;

const Divider = styled.span`
  align-self: center;
  width: var(--border-width);
  height: var(--space-4);
  background: var(--color-border);
`;

const SearchField = styled.div`
  position: relative;
  flex: 0 1 20rem;
  min-width: 8rem;

  & > svg {
    position: absolute;
    top: 50%;
    left: var(--space-3);
    width: var(--size-icon);
    height: var(--size-icon);
    color: var(--color-muted-foreground);
    transform: translateY(-50%);
    pointer-events: none;
  }

  & > input {
    padding-left: var(--space-10);
  }
`;

// Wraps each action only to carry its id; takes no box of its own.
const ActionSlot = styled.div`
  display: contents;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
`;

/**
 * The bar above every page: sidebar toggle, breadcrumbs, and what the page adds — a search
 * field, the 'Record Video' button, registered actions.
 */
export const HeaderBar = forwardRef<HTMLElement, HeaderBarProps>(function HeaderBar(
  { breadcrumbs, search, onRecordVideo, actions = [], showSidebarTrigger = true, ...props },
  ref,
) {
  const searchId = useId();
  const sortedActions = useMemo(() => sortNavbarActions(actions), [actions]);

  return (
    <Bar ref={ref} data-slot="header-bar" {...props}>
      {showSidebarTrigger ? (
        <>
          <SidebarTrigger />
          <Divider aria-hidden />
        </>
      ) : null}
      <Breadcrumbs items={breadcrumbs} />
      {search ? (
        <SearchField role="search" data-slot="header-search">
          <VisuallyHidden.Root asChild>
            <label htmlFor={searchId}>{search.label ?? 'Posts und Kommentare durchsuchen'}</label>
          </VisuallyHidden.Root>
          <Search aria-hidden />
          <Input
            id={searchId}
            type="search"
            value={search.value}
            placeholder={search.placeholder ?? HEADER_SEARCH_PLACEHOLDER}
            onChange={(event) => search.onValueChange(event.target.value)}
          />
        </SearchField>
      ) : null}
      {sortedActions.length > 0 ? (
        <Actions data-slot="header-actions">
          {sortedActions.map((action) => (
            <ActionSlot key={action.id} data-action-id={action.id}>
              {action.element}
            </ActionSlot>
          ))}
        </Actions>
      ) : null}
      {onRecordVideo ? (
        <Button variant="destructive" data-slot="record-video" onClick={onRecordVideo}>
          <Video aria-hidden />
          Record Video
        </Button>
      ) : null}
    </Bar>
  );
});
