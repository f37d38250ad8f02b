import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('routing', () => {
  it('shows the 404 page for an unknown country', async () => {
    renderApp('/xx/login');
    expect(await screen.findByRole('heading', { name: "You're playing too far..." })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to home/ })).toBeTruthy();
  });

  it('shows the 404 page for an unknown or unbuilt path', async () => {
    renderApp('/sg/software');
    expect(await screen.findByRole('heading', { name: "You're playing too far..." })).toBeTruthy();
  });

  it('redirects / to the stored country, else sg', async () => {
    const first = renderApp('/');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/sg'));
    first.unmount();
    localStorage.setItem('country', 'ph');
    const second = renderApp('/');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/ph'));
  });
});
