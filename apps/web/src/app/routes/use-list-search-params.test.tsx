import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListSearchParams } from './use-list-search-params';

function renderOnList(initial: string) {
  let search = '';
  const hook = renderHook(
    () => {
      search = useLocation().search;
      return useListSearchParams();
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => {
        const router = createMemoryRouter([{ path: '/freelancers-list', element: children }], {
          initialEntries: [initial],
        });
        return <RouterProvider router={router} />;
      },
    },
  );
  return { ...hook, search: () => search };
}

describe('useListSearchParams', () => {
  it('keeps both of two freelancer filters changed in the same moment (two rate boxes settling together)', () => {
    const { result, search } = renderOnList('/freelancers-list?q=programacao');
    act(() => {
      result.current.updatePeople({ minRateCents: 9600 });
      result.current.updatePeople({ maxRateCents: 9800 });
    });
    expect(search()).toBe('?q=programacao&valorMin=96&valorMax=98');
    expect(result.current.query.people).toMatchObject({ minRateCents: 9600, maxRateCents: 9800 });
  });
});
