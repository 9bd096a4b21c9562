import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../theme/constants';
import { TOAST_ACTION_DURATION_MS, Toaster, toastDuration } from './Toaster';
import { resetToastStore, toast, useToast } from './toastStore';

// The store is module-level: `resetToastStore` (tests only) empties it and cancels its timers.
beforeEach(() => {
  vi.useFakeTimers();
  resetToastStore();
});

// Vitest runs without globals, so Testing Library cannot unmount on its own.
afterEach(() => {
  cleanup();
  resetToastStore();
  vi.useRealTimers();
});

function renderToaster() {
  render(<Toaster />);
  return screen.getByRole('region', { name: 'Benachrichtigungen (F8)' });
}

describe('Toaster', () => {
  it('renders the toast of toast() with title, description and variant', () => {
    const region = renderToaster();
    act(() => {
      toast({
        title: 'Gespeichert',
        description: 'Der Lead wurde aktualisiert.',
        variant: 'success',
      });
    });

    const item = region.querySelector('[data-slot="toast"]');
    expect(item?.getAttribute('data-variant')).toBe('success');
    expect(item?.textContent).toContain('Gespeichert');
    expect(item?.textContent).toContain('Der Lead wurde aktualisiert.');
  });

  it('dismisses the toast in the store when the close button is pressed', () => {
    renderToaster();
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Gespeichert' });
    });

    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));

    expect(result.current.toasts).toEqual([expect.objectContaining({ open: false })]);
  });

  it('calls the action and dismisses the toast', () => {
    renderToaster();
    const { result } = renderHook(() => useToast());
    const onClick = vi.fn();
    act(() => {
      toast({
        title: 'Lead gelöscht',
        action: { label: 'Rückgängig', altText: 'Lead wiederherstellen', onClick },
      });
    });

    fireEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(result.current.toasts[0]?.open).toBe(false);
  });

  it('dismisses the toast in the store when Radix times it out', () => {
    renderToaster();
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Gespeichert' });
    });

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));

    expect(result.current.toasts[0]?.open).toBe(false);
  });

  it('keeps a toast with an action for 10 s, not the default 5 s', () => {
    renderToaster();
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({
        title: 'Lead gelöscht',
        action: { label: 'Rückgängig', altText: 'Lead wiederherstellen', onClick: vi.fn() },
      });
    });

    act(() => vi.advanceTimersByTime(TOAST_ACTION_DURATION_MS - 1));
    expect(result.current.toasts[0]?.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts[0]?.open).toBe(false);
    expect(TOAST_ACTION_DURATION_MS).toBe(10_000);
  });

  it("uses the toast's own duration, with or without an action", () => {
    renderToaster();
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Kopiert', duration: 2000 });
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.toasts[0]?.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts[0]?.open).toBe(false);

    act(() => {
      toast({
        title: 'Lead gelöscht',
        duration: 20_000,
        action: { label: 'Rückgängig', altText: 'Lead wiederherstellen', onClick: vi.fn() },
      });
    });
    act(() => vi.advanceTimersByTime(TOAST_ACTION_DURATION_MS));
    expect(result.current.toasts[0]?.open).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.toasts[0]?.open).toBe(false);
  });

  it('keeps a toast with duration Infinity until it is closed', () => {
    renderToaster();
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Export läuft …', duration: Number.POSITIVE_INFINITY });
    });
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(result.current.toasts[0]?.open).toBe(true);
  });
});

describe('toastDuration', () => {
  const action = { label: 'Rückgängig', altText: 'Lead wiederherstellen', onClick: vi.fn() };

  it("leaves a plain toast to the provider's 5 s and gives one with an action 10 s", () => {
    expect(toastDuration({})).toBeUndefined();
    expect(toastDuration({ action })).toBe(TOAST_ACTION_DURATION_MS);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it("prefers the toast's own duration", () => {
    expect(toastDuration({ duration: 3000 })).toBe(3000);
    expect(toastDuration({ duration: 3000, action })).toBe(3000);
  });
});
