import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLink, PRELOAD_DELAY_MS, setPreloadRoutes } from './AppLink';

describe('AppLink', () => {
  const preload = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    preload.mockClear();
    setPreloadRoutes([{ path: '/app/crm', handle: { preload } }]);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function renderLink(href: string) {
    const router = createMemoryRouter([
      { path: '*', element: <AppLink href={href}>Ziel</AppLink> },
    ]);
    render(<RouterProvider router={router} />);
    return screen.getByRole('link', { name: 'Ziel' });
  }

  it('preloads the page after 50 ms of hover, not before', () => {
    const link = renderLink('/app/crm');
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(PRELOAD_DELAY_MS - 1));
    expect(preload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('does not preload when the pointer or focus leaves within 50 ms', () => {
    const link = renderLink('/app/crm');
    fireEvent.focus(link);
    fireEvent.blur(link);
    fireEvent.mouseEnter(link);
    fireEvent.mouseLeave(link);
    act(() => vi.advanceTimersByTime(500));
    expect(preload).not.toHaveBeenCalled();
  });

  it('renders other sites as plain links', () => {
    const link = renderLink('https://example.com/');
    expect(link).toHaveProperty('href', 'https://example.com/');
  });
});
