import { useNavigation } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { usePendingIndicator } from './pending';

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

/** A thin bar while a page takes long to load (spec §9 timings). */
export function NavigationProgress() {
  const navigation = useNavigation();
  const visible = usePendingIndicator(navigation.state !== 'idle');
  return visible ? (
    <Bar role="progressbar" aria-label="Seite wird geladen" aria-busy="true" />
  ) : null;
}
