import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithApi, resetSessionForTest } from '../../../test/render-with-api';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => resetSessionForTest());

const search = () => screen.getByRole('searchbox', { name: /Search the help centre|Cari di pusat bantuan/ });

describe('help centre', { timeout: 20_000 }, () => {
  it('lists every topic with its questions, titled for the tab', async () => {
    renderWithApi('/sg/help', fakeApi({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Payments and refunds' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'What is the 2.9% transaction fee?' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Help centre · Ajar'));
  });

  it('filters the questions as the reader types, and keeps the query in the address', async () => {
    const { router } = renderWithApi('/sg/help', fakeApi({}));
    await screen.findByRole('heading', { level: 2, name: 'Payments and refunds' });
    fireEvent.change(search(), { target: { value: 'refund' } });
    const results = await screen.findByRole('heading', { name: '1 answer for “refund”' });
    const section = results.closest('section') as HTMLElement;
    const found = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(found).toEqual(['Where does my refund go?']);
    expect(screen.queryByRole('heading', { level: 2, name: 'For tutors' })).toBeNull();
    expect(router.state.location.search).toBe('?q=refund');

    fireEvent.change(search(), { target: { value: 'balance fee' } });
    expect(await screen.findByRole('heading', { name: /^[2-9] answers for “balance fee”$/ })).toBeTruthy();

    fireEvent.change(search(), { target: { value: 'zebra crossing' } });
    expect(await screen.findByRole('heading', { name: 'No answers for “zebra crossing”.' })).toBeTruthy();
    const stillNeedHelp = screen
      .getByRole('heading', { name: 'Still need help?' })
      .closest('aside') as HTMLElement;
    expect(within(stillNeedHelp).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/sg/contact',
    );
  });

  it('clears the search with its clear button, the caret kept in the field', async () => {
    const { router } = renderWithApi('/sg/help?q=refund', fakeApi({}));
    expect(await screen.findByRole('heading', { name: '1 answer for “refund”' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payments and refunds' })).toBeTruthy();
    expect(search()).toHaveProperty('value', '');
    expect(document.activeElement).toBe(search());
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('answers in Indonesian with Indonesian figures on the Indonesian market', async () => {
    renderWithApi('/id/help?q=biaya', fakeApi({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pusat bantuan' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Apa itu biaya transaksi 2,9%?' }),
    ).toBeTruthy();
    expect(search()).toHaveProperty('value', 'biaya');
    await waitFor(() => expect(document.title).toBe('Pusat bantuan · Ajar'));
  });
});
