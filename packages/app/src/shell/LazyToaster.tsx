import { lazy, Suspense } from 'react';
import { useToast } from '@sprint/ui';

// Radix's toast machinery loads with the first toast, not with the first page.
const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
