import { BOOST_PRICES } from '@ajar/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { viewerProfile } from '../../../test/public-profile-fixtures';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const profile = (roleCode: string) =>
  viewerProfile({ roleCode, tutorKind: roleCode === 'TTR0' ? 'ACADEMIC' : null });

const running = {
  id: 'b1',
  boostType: 'HomePage',
  numberOfDays: 7,
  credits: 100,
  startsAt: '2026-11-27T02:00:00.000Z',
  endsAt: '2026-12-04T02:00:00.000Z',
  status: 'ACTIVE',
};

function pageApi(credits: number, boosts: unknown[] = []) {
  return fakeApi({
    GetProfile: () => ({ data: { getProfile: profile('TTR0') } }),
    GetBoostPage: () => ({
      data: {
        getUserCredits: { credits },
        getUserBoosts: boosts,
        home: BOOST_PRICES.HomePage,
        listing: BOOST_PRICES.CategoryListingPage,
      },
    }),
    BoostTutorProfile: () => ({
      data: {
        boostTutorProfile: {
          success: true,
          message: 'Your boost is booked',
          boost: { id: 'b2', status: 'ACTIVE', startsAt: running.startsAt, endsAt: running.endsAt },
        },
      },
    }),
  });
}

describe('boost page', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
    signInForTest({ pvid: 'u1', email: 'mei@ajar.test', country: 'sg', roleCode: 'TTR0' });
  });

  it('books the chosen boost for its price in credits and lists the running ones', async () => {
    const api = pageApi(250, [running]);
    renderWithApi('/sg/boost', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Boost your profile' })).toBeTruthy();
    expect(await screen.findByText('Costs 50 credits; you have 250 credits')).toBeTruthy();
    const yours = screen.getByRole('region', { name: 'Your boosts' });
    expect(within(yours).getByText('Home page')).toBeTruthy();
    expect(within(yours).getByText('Running')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /^Home page/ }));
    fireEvent.click(screen.getByRole('radio', { name: /^3 days/ }));
    expect(screen.getByText('Costs 50 credits; you have 250 credits')).toBeTruthy();
    expect(screen.getByText(/the new one starts when it ends/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Boost for 3 days' }));
    await waitFor(() =>
      expect(api.calledWith('BoostTutorProfile')[0]?.variables).toEqual({
        boostType: 'HomePage',
        numberOfDays: 3,
      }),
    );
    expect(await screen.findByText('Your boost is booked')).toBeTruthy();
  });

  it('says how many credits are missing and links to buying them', async () => {
    renderWithApi('/sg/boost', pageApi(20));
    expect(await screen.findByText('You need 30 credits more.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/sg/credits/buy/credits',
    );
    expect((screen.getByRole('button', { name: 'Boost for 7 days' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('No boosts running. A boost starts the moment you book it.')).toBeTruthy();
  });

  it('tells a student that boosts are for tutors', async () => {
    resetSessionForTest();
    signInForTest({ pvid: 'u2', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' });
    renderWithApi('/sg/boost', fakeApi({ GetProfile: () => ({ data: { getProfile: profile('STDN') } }) }));
    expect(await screen.findByText('Boosts are for tutors')).toBeTruthy();
  });
});
