import { forwardRef, type HTMLAttributes } from 'react';
import { ChevronRight } from 'lucide-react';
import { styled } from 'styled-components';
import { Link } from '../Link';

export type BreadcrumbItem = {
  label: string;
  /** Omit for entries that are not pages of their own (and for the current page). */
  href?: string;
};

export type BreadcrumbsProps = HTMLAttributes<HTMLElement> & {
  /** From the root to the current page; the last entry is the current page. */
  items: BreadcrumbItem[];
  /** Accessible name of the landmark. */
  label?: string;
};

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1-5);
  min-width: 0;
  margin: 0;
  padding: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1-5);
  min-width: 0;

  & > a,
  & > span {
    max-width: 16rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & > a {
    color: inherit;
    text-decoration: none;
    border-radius: var(--radius-sm);
  }

  & > a:hover {
    color: var(--color-foreground);
    text-decoration: underline;
  }

  & > [aria-current='page'] {
    color: var(--color-foreground);
    font-weight: var(--font-weight-medium);
  }

  & > svg {
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
    flex-shrink: 0;
  }
`;

/** Where the current page sits: links up the hierarchy, the current page marked for screen readers. */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(
  { items, label = 'Brotkrümelnavigation', ...props },
  ref,
) {
  return (
    <nav ref={ref} aria-label={label} data-slot="breadcrumbs" {...props}>
      <List>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <Item key={`${index}-${item.label}`} data-slot="breadcrumb-item">
              {index > 0 ? <ChevronRight aria-hidden /> : null}
              {current || item.href === undefined ? (
                <span aria-current={current ? 'page' : undefined} title={item.label}>
                  {item.label}
                </span>
              ) : (
                <Link href={item.href} title={item.label}>
                  {item.label}
                </Link>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
});
