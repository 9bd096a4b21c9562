import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import { Separator as SeparatorPrimitive } from 'radix-ui';
import { styled } from 'styled-components';

export type SeparatorOrientation = 'horizontal' | 'vertical';

export type SeparatorProps = ComponentPropsWithoutRef<typeof SeparatorPrimitive.Root> & {
  orientation?: SeparatorOrientation;
};

const StyledSeparator = styled(SeparatorPrimitive.Root)`
  flex-shrink: 0;
  background: var(--color-border);

  &[data-orientation='horizontal'] {
    width: 100%;
    height: var(--border-width);
  }

  &[data-orientation='vertical'] {
    align-self: stretch;
    width: var(--border-width);
    height: auto;
  }
`;

/**
 * A thin line between groups of content. Decorative by default (most lines only repeat what the
 * layout already says); pass `decorative={false}` when it separates sections a screen reader user
 * should hear about.
 */
export const Separator = forwardRef<ComponentRef<typeof SeparatorPrimitive.Root>, SeparatorProps>(
  function Separator({ orientation = 'horizontal', decorative = true, ...props }, ref) {
    return (
      <StyledSeparator
        ref={ref}
        data-slot="separator"
        orientation={orientation}
        decorative={decorative}
        {...props}
      />
    );
  },
);
