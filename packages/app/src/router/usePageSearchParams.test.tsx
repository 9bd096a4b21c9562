import { act, cleanup, render } from '@testing-library/react';
import { createBrowserRouter, RouterProvider, type SetURLSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageSearchParams } from './usePageSearchParams';

describe('usePageSearchParams', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  function renderPages() {
    let setOnList: SetURLSearchParams | undefined;
    function List() {
      const [, setParams] = usePageSearchParams();
      setOnList = setParams;
      return <p>Liste</p>;
    }
    window.history.replaceState(null, '', '/app/crm');
    const router = createBrowserRouter([
      { path: '/app/crm', element: <List /> },
      { path: '/app/crm/leads/:id', element: <p>Lead</p> },
    ]);
    render(<RouterProvider router={router} />);
    return { router, set: (search: string) => setOnList?.({ search }) };
  }

  it('writes the page’s own address', () => {
    const { router, set } = renderPages();
    act(() => set('Alpenblick'));
    expect(router.state.location).toMatchObject({
      pathname: '/app/crm',
      search: '?search=Alpenblick',
    });
  });

  it('drops a late write once the address moved on to another page', async () => {
    const { router, set } = renderPages();
    await act(() => router.navigate('/app/crm/leads/42'));
    act(() => set('Alpenblick'));
    expect(router.state.location).toMatchObject({ pathname: '/app/crm/leads/42', search: '' });
  });
});
