import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchOutlined } from '../icons';
import { ActionLink } from './action-link';
import { actionClassName } from '../button';

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/sg', element },
      { path: '/sg/browse/tutors', element: <h1>Browse</h1> },
    ],
    { initialEntries: ['/sg'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ActionLink', () => {
  it('is one link, its icon before its text, and navigates in the app', () => {
    const router = renderAt(
      <ActionLink to="/sg/browse/tutors" variant="primary" size="large" icon={<SearchOutlined />}>
        Find a tutor
      </ActionLink>,
    );
    const link = screen.getByRole('link', { name: /Find a tutor/ });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/sg/browse/tutors');
    expect(link.querySelector('button')).toBeNull();
    expect(link.firstElementChild?.classList.contains('anticon-search')).toBe(true);
    expect(link.textContent).toBe('Find a tutor');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/sg/browse/tutors');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const router = renderAt(<ActionLink to="/sg/browse/tutors">Browse</ActionLink>);
    // After the app has seen it, the browser's own navigation (a new tab) is held back: jsdom has none.
    let appLeftItAlone = false;
    const holdBack = (event: MouseEvent) => {
      appLeftItAlone = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', holdBack);
    fireEvent.click(screen.getByRole('link', { name: 'Browse' }), { ctrlKey: true });
    window.removeEventListener('click', holdBack);
    expect(appLeftItAlone).toBe(true);
    expect(router.state.location.pathname).toBe('/sg');
  });

  it('keeps the classes it is given and passes the link its own attributes', () => {
    renderAt(
      <ActionLink to="/sg/browse/tutors" className="mine" aria-describedby="hint">
        Browse
      </ActionLink>,
    );
    const link = screen.getByRole('link', { name: 'Browse' });
    expect(link.classList.contains('mine')).toBe(true);
    expect(link.getAttribute('aria-describedby')).toBe('hint');
  });
});

describe('actionClassName', () => {
  it('joins the look of the variant and size with the caller’s class, nothing empty', () => {
    const large = actionClassName({ variant: 'primary', size: 'large', className: 'extra' });
    expect(large.split(' ')).toContain('extra');
    expect(large).not.toMatch(/\s{2}|^\s|\s$/);
    expect(actionClassName({})).not.toMatch(/\bextra\b/);
  });
});
