import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from '../theme/constants';
import {
  resetToastStore,
  toast,
  toastReducer,
  useToast,
  type ToastState,
  type ToasterToast,
} from './toastStore';

// The store is module-level: `resetToastStore` (tests only) empties it and cancels its timers.
beforeEach(() => {
  vi.useFakeTimers();
  resetToastStore();
});

afterEach(() => {
  resetToastStore();
  vi.useRealTimers();
});

const saved: ToasterToast = { id: '1', title: 'Gespeichert', open: true };
const sent: ToasterToast = { id: '2', title: 'E-Mail gesendet', open: true };

describe('toastReducer', () => {
  it('puts a new toast first and keeps only one (TOAST_LIMIT)', () => {
    const one = toastReducer({ toasts: [] }, { type: 'add', toast: saved });
    expect(one.toasts).toEqual([saved]);
    const two = toastReducer(one, { type: 'add', toast: sent });
    expect(two.toasts).toEqual([sent]);
  });

  it('updates the toast with that id and leaves the input untouched', () => {
    const before: ToastState = { toasts: [saved] };
    const after = toastReducer(before, {
      type: 'update',
      id: '1',
      toast: { title: 'Endgültig gespeichert', variant: 'success' },
    });
    expect(after.toasts[0]).toEqual({
      ...saved,
      title: 'Endgültig gespeichert',
      variant: 'success',
    });
    expect(before.toasts[0]).toBe(saved);
  });

  it('dismisses one or all toasts by closing, not removing them', () => {
    const before: ToastState = { toasts: [saved, sent] };
    expect(toastReducer(before, { type: 'dismiss', id: '2' }).toasts).toEqual([
      saved,
      { ...sent, open: false },
    ]);
    expect(toastReducer(before, { type: 'dismiss' }).toasts).toEqual([
      { ...saved, open: false },
      { ...sent, open: false },
    ]);
  });

  it('removes one or all toasts', () => {
    const before: ToastState = { toasts: [saved, sent] };
    expect(toastReducer(before, { type: 'remove', id: '1' }).toasts).toEqual([sent]);
    expect(toastReducer(before, { type: 'remove' }).toasts).toEqual([]);
  });

  it('schedules nothing: dismissing leaves no timer behind', () => {
    toastReducer({ toasts: [saved] }, { type: 'dismiss', id: '1' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('toast store', () => {
  it('adds an open toast that useToast subscribers see, even when called outside React', () => {
    const { result } = renderHook(() => useToast());
    expect(result.current.toasts).toEqual([]);

    act(() => {
      toast({ title: 'Gespeichert', description: 'Der Lead wurde aktualisiert.' });
    });

    expect(result.current.toasts).toEqual([
      {
        id: expect.any(String),
        title: 'Gespeichert',
        description: 'Der Lead wurde aktualisiert.',
        open: true,
      },
    ]);
  });

  it('keeps the duration a caller gives, and changes it through update()', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const handle = toast({ title: 'Export läuft …', duration: Number.POSITIVE_INFINITY });
      handle.update({ title: 'Export abgeschlossen', duration: 5000 });
    });
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Export abgeschlossen',
      duration: 5000,
    });
  });

  it('gives every toast its own id', () => {
    const first = toast({ title: 'Eins' });
    const second = toast({ title: 'Zwei' });
    expect(first.id).not.toBe(second.id);
  });

  it('shows one toast at a time: the second replaces the first', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Eins' });
      toast({ title: 'Zwei' });
    });
    expect(result.current.toasts.map((t) => t.title)).toEqual(['Zwei']);
  });

  it('updates through the handle returned by toast()', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const handle = toast({ title: 'Export läuft …' });
      handle.update({ title: 'Export abgeschlossen', variant: 'success' });
    });
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Export abgeschlossen',
      variant: 'success',
      open: true,
    });
  });

  it('dismisses through the handle: closed, but still in the list', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Gespeichert' }).dismiss();
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.open).toBe(false);
  });

  it('dismisses one toast by id or all without one, through useToast', () => {
    const { result } = renderHook(() => useToast());
    let id = '';
    act(() => {
      id = result.current.toast({ title: 'Gespeichert' }).id;
    });
    act(() => result.current.dismiss('unbekannt'));
    expect(result.current.toasts[0]?.open).toBe(true);
    act(() => result.current.dismiss(id));
    expect(result.current.toasts[0]?.open).toBe(false);

    act(() => {
      toast({ title: 'Noch einer' });
    });
    act(() => result.current.dismiss());
    expect(result.current.toasts).toEqual([expect.objectContaining({ open: false })]);
  });

  it('removes a dismissed toast exactly TOAST_REMOVE_DELAY_MS later', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Gespeichert' }).dismiss();
    });

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current.toasts).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toEqual([]);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('does not schedule a second timer when a toast is dismissed twice', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const handle = toast({ title: 'Gespeichert' });
      handle.dismiss();
      vi.advanceTimersByTime(400_000);
      handle.dismiss();
      toast.dismiss();
    });
    expect(vi.getTimerCount()).toBe(1);

    // Still counted from the first dismiss, not pushed back by the later ones.
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 400_000));
    expect(result.current.toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels the removal timer of a toast pushed out by the limit', () => {
    act(() => {
      toast({ title: 'Eins' }).dismiss();
    });
    expect(vi.getTimerCount()).toBe(1);
    act(() => {
      toast({ title: 'Zwei' });
    });
    expect(vi.getTimerCount()).toBe(0);
  });
});
