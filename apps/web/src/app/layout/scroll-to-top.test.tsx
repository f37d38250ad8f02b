import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page of a visit where the browser put it', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/sg/browse/tutors');
    expect(scroll).not.toHaveBeenCalled();
  });

  it('starts every later page at the top, the first page too when it comes back', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderAt('/sg/browse/tutors');
    await act(() => router.navigate('/sg/help'));
    expect(scroll).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/sg/browse/tutors'));
    expect(scroll).toHaveBeenCalledTimes(2);
  });
});
