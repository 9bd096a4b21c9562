import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';

export type PageHeaderHeadingLevel = 1 | 2;

export type PageHeaderProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** The page's name, rendered as its heading. */
  title: string;
  /** A muted line or two beneath the title: what this page is for. */
  description?: ReactNode;
  /** Buttons for the page as a whole (e.g. 'Lead anlegen'). */
  actions?: ReactNode;
  /**
   * `1` (default) for a page of its own; `2` where the page sits inside a layout that already
   * owns the `h1` (a tab inside a detail page, say).
   */
  headingLevel?: PageHeaderHeadingLevel;
};

const StyledPageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--space-4);
`;

// The basis decides when the actions no longer fit beside the text and wrap below it.
const Heading = styled.div`
  display: grid;
  flex: 1 1 20rem;
  gap: var(--space-1);
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--font-size-2xl);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);
  /* German compounds ('Kundenzufriedenheitsauswertung') must break rather than overflow a phone. */
  overflow-wrap: anywhere;
  hyphens: auto;
`;

const Description = styled.div`
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;

/**
 * The top of every signed-in page: its heading, what it is for, and its page-wide actions. A
 * plain `div` rather than `<header>`: outside `<main>` a header becomes a second banner
 * landmark next to the app's HeaderBar. The actions sit right of the title while there is room
 * and wrap below it on narrow screens — by flex-wrap, so no breakpoint has to be known here.
 */
export const PageHeader = forwardRef<HTMLDivElement, PageHeaderProps>(function PageHeader(
  { title, description, actions, headingLevel = 1, ...props },
  ref,
) {
  return (
    <StyledPageHeader ref={ref} data-slot="page-header" {...props}>
      <Heading data-slot="page-header-heading">
        <Title as={`h${headingLevel}`} data-slot="page-header-title">
          {title}
        </Title>
        {description !== undefined && description !== null ? (
          <Description data-slot="page-header-description">{description}</Description>
        ) : null}
      </Heading>
      {actions !== undefined && actions !== null ? (
        <Actions data-slot="page-header-actions">{actions}</Actions>
      ) : null}
    </StyledPageHeader>
  );
});
