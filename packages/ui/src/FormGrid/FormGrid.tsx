import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';
import { layoutGapStyles, layoutGaps } from '../Stack/Stack';

export const formGridVariants = defineVariants(
  'form-grid',
  { gap: layoutGaps, align: ['start', 'stretch'] },
  { gap: '4', align: 'start' },
);

export const formGridItemVariants = defineVariants(
  'form-grid-item',
  { span: ['one', 'full'], align: ['auto', 'control'] },
  { span: 'one', align: 'auto' },
);

type FormGridVariant<K extends 'gap' | 'align'> = NonNullable<
  VariantProps<typeof formGridVariants>[K]
>;
type FormGridItemVariant<K extends 'span' | 'align'> = NonNullable<
  VariantProps<typeof formGridItemVariants>[K]
>;

export type FormGridGap = FormGridVariant<'gap'>;
export type FormGridAlign = FormGridVariant<'align'>;
export type FormGridItemSpan = FormGridItemVariant<'span'>;
export type FormGridItemAlign = FormGridItemVariant<'align'>;

export type FormGridProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * The narrowest a field may get (a CSS length, default `'14rem'`): as many fields share a row
   * as fit at this width, one per row on a phone.
   */
  minFieldWidth?: string;
  /** Space between fields, a step of the spacing scale (`'4'` = `var(--space-4)`, default). */
  gap?: FormGridGap;
  /**
   * `start` (default): each field as tall as itself, so an error under one field does not move
   * the input beside it. `stretch`: the fields of a row as tall as the tallest.
   */
  align?: FormGridAlign;
};

export type FormGridItemProps = HTMLAttributes<HTMLDivElement> & {
  /** `full`: across every column (a long text, a switch, a file); `one` (default): one column. */
  span?: FormGridItemSpan;
  /**
   * `control`: level with the inputs of its row and centred on them — a value computed from the
   * field beside it ('netto 100,00 € + 19,00 € USt.').
   */
  align?: FormGridItemAlign;
};

const StyledGrid = styled.div`
  display: grid;
  /* min(…, 100%): a field never overflows a form narrower than the minimum width. */
  grid-template-columns: repeat(auto-fit, minmax(min(var(--form-grid-min-field-width), 100%), 1fr));

  &[data-align='start'] {
    align-items: start;
  }

  ${layoutGapStyles}
`;

const StyledItem = styled.div`
  &[data-span='full'] {
    grid-column: 1 / -1;
  }

  &[data-align='control'] {
    display: flex;
    align-items: center;
    align-self: end;
    min-height: var(--size-control);
  }
`;

/**
 * The fields of a form side by side: as many columns as fit at `minFieldWidth`, one on a phone,
 * without a media query. Fields are aligned to the top of their row; `FormGridItem` makes one
 * span the whole row or sit level with the inputs. Layout only.
 */
export const FormGrid = forwardRef<HTMLDivElement, FormGridProps>(function FormGrid(
  { minFieldWidth = '14rem', gap, align, className, style, ...props },
  ref,
) {
  return (
    <StyledGrid
      ref={ref}
      data-slot="form-grid"
      className={cx(formGridVariants({ gap, align }), className)}
      style={{ '--form-grid-min-field-width': minFieldWidth, ...style } as CSSProperties}
      {...formGridVariants.dataAttributes({ gap, align })}
      {...props}
    />
  );
});

/** A place in a `FormGrid` for a field that spans the row or sits level with the inputs. */
export const FormGridItem = forwardRef<HTMLDivElement, FormGridItemProps>(function FormGridItem(
  { span, align, className, ...props },
  ref,
) {
  return (
    <StyledItem
      ref={ref}
      data-slot="form-grid-item"
      className={cx(formGridItemVariants({ span, align }), className)}
      {...formGridItemVariants.dataAttributes({ span, align })}
      {...props}
    />
  );
});
