import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi } from '../../../test/render-with-api';

const LOAD = { timeout: 5000 };

describe('browse-listing page', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists Singapore’s community chat and listing sources', async () => {
    await i18n.changeLanguage('en');
    renderWithApi('/sg/browse-listing', fakeApi({}));
    expect(await screen.findByRole('heading', { name: 'Where else to find us' }, LOAD)).toBeTruthy();
    const join = screen.getByRole('link', { name: /Join the community chat/ });
    expect(join.getAttribute('href')).toMatch(/^https:\/\/.+\.example\/community\/sg$/);
    expect(join.getAttribute('target')).toBe('_blank');
    const sources = screen
      .getByRole('heading', { name: 'Listing sources' })
      .closest('section') as HTMLElement;
    expect(within(sources).getByText('Messaging channel')).toBeTruthy();
    expect(within(sources).getByText('SMS service')).toBeTruthy();
    expect(within(sources).getAllByText('Classified ads').length).toBeGreaterThan(0);
  });

  it('shows Indonesia’s one third-party source, in Indonesian', async () => {
    await i18n.changeLanguage('id');
    renderWithApi('/id/browse-listing', fakeApi({}));
    expect(await screen.findByRole('heading', { name: 'Temukan kami juga di sini' }, LOAD)).toBeTruthy();
    expect(screen.getAllByText('Situs pihak ketiga')).toHaveLength(1);
  });

  it('shows only the community chat where there are no sources', async () => {
    await i18n.changeLanguage('en');
    renderWithApi('/lk/browse-listing', fakeApi({}));
    expect(
      await screen.findByText(/There are no other listing sources in Sri Lanka yet/, {}, LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Join the community chat/ }).getAttribute('href')).toMatch(
      /\/lk$/,
    );
  });
});
