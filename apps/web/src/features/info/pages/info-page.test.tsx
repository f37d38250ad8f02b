import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithApi, resetSessionForTest } from '../../../test/render-with-api';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => resetSessionForTest());

describe('an information page', { timeout: 20_000 }, () => {
  it('arrives with its text: no placeholder first, one h1, the sections listed, title and description set', async () => {
    const { container } = renderWithApi('/sg/refund-policy', fakeApi({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund policy' })).toBeTruthy();
    expect(container.querySelector('[data-placeholder]')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(contents.querySelector('a[href="#where-refunds-go"]')?.textContent).toBe('Where refunds go');
    expect(screen.getAllByText(/2\.9% transaction fee/).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Refund policy · Ajar'));
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toMatch(/^When a lesson does not take place you get your money back/);
  });

  it('is written in Indonesian for the Indonesian market, links kept in that market', async () => {
    renderWithApi('/id/privacy', fakeApi({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kebijakan privasi' })).toBeTruthy();
    const [contactLink] = await screen.findAllByRole('link', { name: 'hubungi kami' });
    expect(contactLink?.getAttribute('href')).toBe('/id/contact');
    await waitFor(() => expect(document.title).toBe('Kebijakan privasi · Ajar'));
  });
});
