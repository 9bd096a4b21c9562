import { useNavigation } from 'react-router';
import { LoadingBar } from '@sprint/ui';
import { usePendingIndicator } from './pending';

/** A thin bar while a page takes long to load (spec §9 timings). */
export function NavigationProgress() {
  const navigation = useNavigation();
  const visible = usePendingIndicator(navigation.state !== 'idle');
  return visible ? <LoadingBar aria-label="Seite wird geladen" /> : null;
}
