import { forwardRef, type HTMLAttributes } from 'react';
import { keyframes, styled } from 'styled-components';

export type LoadingBarProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> & {
  /** What is loading, read by screen readers ('Seite wird geladen'). */
  'aria-label'?: string;
};

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: var(--z-toast);
  height: var(--space-0-5);
  overflow: hidden;
  background: var(--color-secondary);

  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: var(--color-primary);
    animation: ${slide} 1.2s var(--easing-standard) infinite;
  }
`;

/**
 * A thin bar across the top of the window while a page takes long to load, with no end in
 * sight (an indeterminate `progressbar`, `aria-busy`). Render it only while loading, and only
 * after a short delay, so fast navigations do not flash it. For progress with a value, use
 * `ProgressBar`.
 */
export const LoadingBar = forwardRef<HTMLDivElement, LoadingBarProps>(function LoadingBar(
  { 'aria-label': label = 'Seite wird geladen', ...props },
  ref,
) {
  return (
    <Bar
      ref={ref}
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      data-slot="loading-bar"
      {...props}
    />
  );
});
