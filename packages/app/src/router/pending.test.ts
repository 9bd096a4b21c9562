import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePendingIndicator } from './pending';

describe('usePendingIndicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for work shorter than 1000 ms', () => {
    const { result, rerender } = renderHook(({ busy }) => usePendingIndicator(busy), {
      initialProps: { busy: true },
    });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    rerender({ busy: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(false);
  });

  it('shows after 1000 ms and stays at least 500 ms', () => {
    const { result, rerender } = renderHook(({ busy }) => usePendingIndicator(busy), {
      initialProps: { busy: true },
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    rerender({ busy: false });
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('hides at once when it was shown longer than the minimum', () => {
    const { result, rerender } = renderHook(({ busy }) => usePendingIndicator(busy), {
      initialProps: { busy: true },
    });
    act(() => vi.advanceTimersByTime(2000));
    rerender({ busy: false });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(false);
  });
});
