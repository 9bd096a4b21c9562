import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';
import { EMPTY_VALUE } from '../format';
import { media } from '../theme/constants';

export const descriptionListVariants = defineVariants(
  'description-list',
  { layout: ['columns', 'stacked'] },
  { layout: 'columns' },
);

export type DescriptionListLayout = NonNullable<
  VariantProps<typeof descriptionListVariants>['layout']
>;

export type DescriptionListItem = {
  /** What the value is, e.g. 'Ansprechpartner'. */
  term: ReactNode;
  /** The value: text or rich content (a Badge, a Link). Empty (`null`, `undefined`, `''`) shows '–'. */
  details?: ReactNode;
  /** React key; defaults to the term when it is a string, else the position. */
  key?: string;
};

export type DescriptionListProps = Omit<HTMLAttributes<HTMLDListElement>, 'children'> & {
  /** The term–details pairs, in reading order. */
  items: DescriptionListItem[];
  /**
   * `columns` (default): terms in a muted column on the left, values on the right — master data
   * in a card. `stacked`: each term above its value, for narrow places.
   */
  layout?: DescriptionListLayout;
  /** Read by screen readers for an empty value, which shows as '–'. */
  emptyLabel?: string;
};

const StyledList = styled.dl`
  display: grid;
  margin: 0;
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);

  & dt {
    color: var(--color-muted-foreground);
  }

  & dd {
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }

  &[data-layout='columns'] {
    grid-template-columns: max-content minmax(0, 1fr);
    gap: var(--space-2) var(--space-6);

    /* The pair's wrapper takes no box, so term and details land in the list's two columns. */
    & > div {
      display: contents;
    }
  }

  &[data-layout='stacked'] {
    gap: var(--space-3);

    & > div {
      display: grid;
      gap: var(--space-0-5);
    }

    & dt {
      font-size: var(--font-size-xs);
      font-weight: var(--font-weight-medium);
    }
  }

  /* No room for two columns on a phone: long German terms would squeeze the values. */
  @media ${media.mobile} {
    &[data-layout='columns'] {
      grid-template-columns: minmax(0, 1fr);
      gap: var(--space-3);

      & > div {
        display: grid;
        gap: var(--space-0-5);
      }
    }
  }
`;

function isEmpty(details: ReactNode): boolean {
  return details === null || details === undefined || details === '';
}

/**
 * Terms and their values — a company's master data, a lead's contact details — as a `dl` with
 * `dt`/`dd` pairs, so screen readers read each value with its term. Each pair is wrapped in a
 * `div` (valid in a `dl`), which keeps pairs together in both layouts. An empty value shows '–'
 * (`EMPTY_VALUE`) and is read as 'Keine Angabe' rather than a dash or nothing.
 */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(
  function DescriptionList(
    { items, layout, emptyLabel = 'Keine Angabe', className, ...props },
    ref,
  ) {
    return (
      <StyledList
        ref={ref}
        data-slot="description-list"
        className={cx(descriptionListVariants({ layout }), className)}
        {...descriptionListVariants.dataAttributes({ layout })}
        {...props}
      >
        {items.map((item, index) => (
          <div
            key={item.key ?? (typeof item.term === 'string' ? item.term : index)}
            data-slot="description-list-item"
          >
            <dt data-slot="description-list-term">{item.term}</dt>
            <dd data-slot="description-list-details">
              {isEmpty(item.details) ? (
                <>
                  <span aria-hidden>{EMPTY_VALUE}</span>
                  <VisuallyHidden.Root>{emptyLabel}</VisuallyHidden.Root>
                </>
              ) : (
                item.details
              )}
            </dd>
          </div>
        ))}
      </StyledList>
    );
  },
);
