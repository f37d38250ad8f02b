import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Page() {
  return <Button type="primary">Go</Button>;
}

async function renderRoute(options?: { antd?: boolean }) {
  const page = lazyPage(undefined, () => Promise.resolve(Page), undefined, options);
  const router = createMemoryRouter(
    [{ path: '/:country', hydrateFallbackElement: <p>Loading</p>, children: [page] }],
    { initialEntries: ['/sg'] },
  );
  render(<RouterProvider router={router} />);
  return screen.findByRole('button', { name: 'Go' });
}

describe('lazyPage and antd', () => {
  it("draws a page inside antd's scope, fetched with it", async () => {
    expect((await renderRoute()).classList.contains('css-var-ajar')).toBe(true);
  });

  it('leaves a page declared antd-free without it', async () => {
    expect((await renderRoute({ antd: false })).classList.contains('css-var-ajar')).toBe(false);
  });
});
