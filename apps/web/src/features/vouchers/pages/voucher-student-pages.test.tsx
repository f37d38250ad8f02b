import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import {
  apiError,
  fakeApi,
  renderWithApi,
  resetSessionForTest,
  signInForTest,
} from '../../../test/render-with-api';
import { STUDENT, TUTOR, studentProfile, tutorProfile, voucher } from '../testing/voucher-fixtures';

const general = voucher({
  id: 'v-ajar',
  code: 'AJAR10',
  userId: null,
  tutor: null,
  generalUse: true,
  typeOfDiscount: 'Fixed',
  discountOfPercentage: null,
  discountAmount: 1000,
  discountCurrency: 'SGD',
});
const priced = voucher({ id: 'v-priced', code: 'PREMIUM', buyerCreditsPrice: 30 });

describe('student voucher pages', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
    signInForTest(STUDENT);
  });

  it('finds a voucher by its code, shows it and shows why the server refused the claim', async () => {
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: studentProfile } }),
      GetOneVoucherDetails: () => ({ data: { getOneVoucherDetails: voucher() } }),
      // The server's own words differ from the text the reader's language has for the key.
      ClaimVoucher: () => apiError('BAD_USER_INPUT', 'voucherAlreadyClaimed', 'already claimed (server)'),
    });
    renderWithApi('/sg/vouchers/home', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vouchers' })).toBeTruthy();
    // A student has the student's links only.
    expect(screen.getByRole('link', { name: /^My vouchers/ }).getAttribute('href')).toBe('/sg/myvouchers');
    expect(screen.getByRole('link', { name: /^Buy vouchers/ }).getAttribute('href')).toBe('/sg/buyvouchers');
    expect(screen.queryByRole('link', { name: /^Create a voucher/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: 'm!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Use 4 to 20 letters, digits or dashes for the code')).toBeTruthy();
    expect(api.calledWith('GetOneVoucherDetails')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: ' maths20 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const card = await screen.findByRole('article', { name: 'MATHS20' });
    expect(api.calledWith('GetOneVoucherDetails')[0]?.variables).toEqual({ voucherCode: 'MATHS20' });
    expect(within(card).getByText('20% off')).toBeTruthy();
    expect(within(card).getByText('For lessons with Mei Tan')).toBeTruthy();
    expect(within(card).getByText('Valid until 31 Dec 2026, 23:59')).toBeTruthy();
    expect(within(card).getByText('3 of 10 claimed')).toBeTruthy();
    expect(within(card).getByText('Free to claim')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Claim for free' }));
    expect(await within(card).findByText('You have already claimed this voucher')).toBeTruthy();
    expect(api.calledWith('ClaimVoucher')[0]?.variables).toEqual({ voucherId: 'v1' });
  });

  it('says a code that does not exist in the server’s words', async () => {
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: studentProfile } }),
      GetOneVoucherDetails: () => apiError('NOT_FOUND', 'voucherInvalid', 'not valid (server)'),
    });
    renderWithApi('/sg/vouchers/home', api);
    fireEvent.change(await screen.findByLabelText('Voucher code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('This voucher code is not valid')).toBeTruthy();
  });

  it('gives a tutor the links to create vouchers and to the dashboard', async () => {
    resetSessionForTest();
    signInForTest(TUTOR);
    renderWithApi(
      '/sg/vouchers/home',
      fakeApi({ GetProfile: () => ({ data: { getProfile: tutorProfile } }) }),
    );
    expect((await screen.findByRole('link', { name: /^Create a voucher/ })).getAttribute('href')).toBe(
      '/sg/createvouchers',
    );
    expect(screen.getByRole('link', { name: /^Voucher dashboard/ }).getAttribute('href')).toBe(
      '/sg/voucherdashboard',
    );
  });

  it('lists the usable vouchers only, each linking to the cart with its id', async () => {
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: studentProfile } }),
      GetUserVoucherClaims: () => ({
        data: {
          getUserVoucherClaims: [
            voucher({ id: 'v-ready', code: 'READY', isClaimed: true, ableToUse: true }),
            voucher({ id: 'v-used', code: 'USED', isClaimed: true, isUsedBefore: true }),
            null,
          ],
        },
      }),
    });
    renderWithApi('/sg/myvouchers', api);
    const card = await screen.findByRole('article', { name: 'READY' });
    expect(screen.queryByRole('article', { name: 'USED' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Use in my cart' }).getAttribute('href')).toBe(
      '/sg/globalcart/home?voucherId=v-ready',
    );
  });

  it('tells each claim’s status in the history', async () => {
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: studentProfile } }),
      GetUserVoucherClaims: () => ({
        data: {
          getUserVoucherClaims: [
            voucher({ id: 'a', code: 'READY', isClaimed: true, ableToUse: true }),
            voucher({ id: 'b', code: 'USED', isClaimed: true, isUsedBefore: true }),
            voucher({ id: 'c', code: 'GONE', isClaimed: true, expired: true, active: false }),
          ],
        },
      }),
    });
    renderWithApi('/sg/voucherhistory', api);
    expect(within(await screen.findByRole('article', { name: 'READY' })).getByText('Usable')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'USED' })).getAllByText('Used')).toHaveLength(2);
    expect(within(screen.getByRole('article', { name: 'GONE' })).getAllByText('Expired')).toHaveLength(2);
  });

  it('shows Ajar’s general-use vouchers for any tutor, and claims one', async () => {
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: studentProfile } }),
      GetVoucherForPublic: () => ({ data: { getVoucherForPublic: [general, priced] } }),
      ClaimVoucher: () => ({ data: { claimVoucher: { ...general, isClaimed: true, ableToUse: true } } }),
    });
    renderWithApi('/sg/generalusevoucherpage', api);
    const card = await screen.findByRole('article', { name: 'AJAR10' });
    expect(screen.queryByRole('article', { name: 'PREMIUM' })).toBeNull();
    expect(api.calledWith('GetVoucherForPublic')[0]?.variables).toEqual({ service: 'Booking' });
    expect(within(card).getByText('SG$ 10.00 off')).toBeTruthy();
    expect(within(card).getByText('Ajar voucher — any tutor')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Claim for free' }));
    await waitFor(() =>
      expect(api.calledWith('ClaimVoucher')[0]?.variables).toEqual({ voucherId: 'v-ajar' }),
    );
  });

  it('sells vouchers for credits and sends a student short of credits to buy them', async () => {
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: studentProfile } }),
      GetVoucherCredits: () => ({ data: { getUserCredits: { credits: 20 } } }),
      GetVoucherForPublic: () => ({ data: { getVoucherForPublic: [general, priced] } }),
    });
    renderWithApi('/sg/buyvouchers', api);
    const card = await screen.findByRole('article', { name: 'PREMIUM' });
    expect(screen.queryByRole('article', { name: 'AJAR10' })).toBeNull();
    expect(within(card).getByText('Costs 30 credits to claim')).toBeTruthy();
    expect(await within(card).findByText('You need 10 credits more.')).toBeTruthy();
    const buy = within(card).getByRole('button', { name: 'Buy for 30 credits' }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    expect(within(card).getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/sg/credits/buy/credits',
    );
  });
});
