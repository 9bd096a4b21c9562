import { forwardRef, type ElementType, type HTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const proseVariants = defineVariants(
  'prose',
  {
    size: ['base', 'sm'],
    tone: ['inherit', 'muted'],
    align: ['start', 'center'],
  },
  { size: 'base', tone: 'inherit', align: 'start' },
);

type ProseVariant<K extends 'size' | 'tone' | 'align'> = NonNullable<
  VariantProps<typeof proseVariants>[K]
>;

export type ProseSize = ProseVariant<'size'>;
export type ProseTone = ProseVariant<'tone'>;
export type ProseAlign = ProseVariant<'align'>;

export type ProseProps = HTMLAttributes<HTMLElement> & {
  /**
   * `base` (default): a page of running text with headings, sections and lists (Impressum,
   * Datenschutz). `sm`: a line or two under a form ('Noch kein Konto? Registrieren').
   */
  size?: ProseSize;
  /** `muted` for hints and side notes; `inherit` (default) keeps the surrounding colour. */
  tone?: ProseTone;
  /** `center` for a short note under a centred card. */
  align?: ProseAlign;
  /** Hyphenate long words at line ends (German legal texts in a narrow column). */
  hyphenate?: boolean;
  /** The element: a `div` by default, `article` for a page of its own. */
  as?: ElementType;
};

const StyledProse = styled.div`
  display: grid;
  gap: var(--space-4);
  /* A long address or compound breaks rather than overflows a phone. */
  overflow-wrap: break-word;

  & section {
    display: grid;
    gap: var(--space-2);
  }

  & h1 {
    margin: 0;
    font-size: var(--font-size-3xl);
    line-height: var(--line-height-tight);
  }

  & h2 {
    margin: var(--space-6) 0 0;
    font-size: var(--font-size-xl);
    line-height: var(--line-height-tight);
  }

  & h3 {
    margin: var(--space-2) 0 0;
    font-size: var(--font-size-base);
  }

  & p,
  & ul,
  & ol,
  & address {
    margin: 0;
  }

  & ul,
  & ol {
    display: grid;
    gap: var(--space-1);
    padding-left: var(--space-6);
  }

  & address {
    font-style: normal;
  }

  /* The library's Link only routes; in running text it is primary and keeps its underline, so
     it is not told apart by colour alone. */
  & a {
    color: var(--color-primary);
    text-underline-offset: 0.2em;
  }

  &[data-size='sm'] {
    gap: var(--space-2);
    font-size: var(--font-size-sm);

    /* Small text: the link a little heavier, so it stands out of a muted line. */
    & a {
      font-weight: var(--font-weight-medium);
    }
  }

  &[data-tone='muted'] {
    color: var(--color-muted-foreground);
  }

  &[data-align='center'] {
    text-align: center;
  }

  &[data-hyphenate='true'] {
    hyphens: auto;
  }
`;

/**
 * Running text that the page writes as plain HTML — paragraphs, sections with headings, lists,
 * an address, links — set in the type scale with even spacing: legal pages, and the short notes
 * under a sign-in form. The elements inside need no styling of their own.
 */
export const Prose = forwardRef<HTMLElement, ProseProps>(function Prose(
  { size, tone, align, hyphenate = false, as, className, ...props },
  ref,
) {
  const choice = { size, tone, align };
  return (
    <StyledProse
      ref={ref as Ref<HTMLDivElement>}
      as={as}
      data-slot="prose"
      data-hyphenate={hyphenate ? 'true' : undefined}
      className={cx(proseVariants(choice), className)}
      {...proseVariants.dataAttributes(choice)}
      {...props}
    />
  );
});
