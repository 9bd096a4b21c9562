import { forwardRef, type HTMLAttributes } from 'react';
import { styled, keyframes } from 'styled-components';

export type SkeletonProps = HTMLAttributes<HTMLDivElement>;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const StyledSkeleton = styled.div`
  border-radius: var(--radius-md);
  background: var(--color-skeleton);
  animation: ${pulse} 2s var(--easing-standard) infinite;

  &[data-shape='circle'] {
    border-radius: var(--radius-full);
  }
`;

/**
 * A placeholder with the shape of content that is still loading. Decorative: the loading state
 * itself is announced by the surrounding component (`aria-busy`, a status text).
 */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps & { shape?: 'rect' | 'circle' }>(
  function Skeleton({ shape = 'rect', ...props }, ref) {
    return (
      <StyledSkeleton ref={ref} aria-hidden data-slot="skeleton" data-shape={shape} {...props} />
    );
  },
);
