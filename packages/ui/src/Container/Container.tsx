import {
  forwardRef,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type Ref,
} from 'react';
import { styled } from 'styled-components';

export type ContainerProps = HTMLAttributes<HTMLElement> & {
  /**
   * The widest the content may get, a CSS length (`'56rem'`): forms and running text are hard to
   * scan when wider. Narrower space is filled.
   */
  maxWidth: string;
  /** Centre the column in wider space (the sign-in card, a legal page); by default it starts left. */
  centered?: boolean;
  /** The element to render, e.g. `article` (a `div` by default). */
  as?: ElementType;
};

const StyledContainer = styled.div`
  width: 100%;
  max-width: var(--container-max-width);

  &[data-centered='true'] {
    margin-inline: auto;
  }
`;

/**
 * A column no wider than `maxWidth`, full width below it: one readable measure for a settings
 * page, a sign-in card or a legal text, without a styled wrapper per page. Layout only.
 */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { maxWidth, centered = false, as, style, ...props },
  ref,
) {
  return (
    <StyledContainer
      // With `as`, the element is not necessarily a div; the public ref type says HTMLElement.
      ref={ref as Ref<HTMLDivElement>}
      as={as}
      data-slot="container"
      data-centered={centered ? 'true' : undefined}
      style={{ '--container-max-width': maxWidth, ...style } as CSSProperties}
      {...props}
    />
  );
});
