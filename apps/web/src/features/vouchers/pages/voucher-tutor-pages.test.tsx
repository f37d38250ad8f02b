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

function createApi(created = true) {
  return fakeApi({
    GetProfile: () => ({ data: { getProfile: tutorProfile } }),
    GetUserCredits: () => ({ data: { getUserCredits: { credits: 120 } } }),
    GetUserVouchers: () => ({ data: { getUserVouchers: [] } }),
    CreateNewVoucher: () =>
      created
        ? { data: { createNewVoucher: { success: true, voucher: voucher() } } }
        : apiError('BAD_USER_INPUT', 'voucherCodeTaken', 'code taken (server words)'),
  });
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('tutor voucher pages', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
    signInForTest(TUTOR);
  });

  it('refuses a bad code, no discount and too many students, then sends a fixed voucher in minor units', async () => {
    const api = createApi();
    renderWithApi('/sg/createvouchers', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a voucher' })).toBeTruthy();
    expect(
      within(await screen.findByRole('region', { name: 'Your credits' })).getByText('120 credits'),
    ).toBeTruthy();
    // The fee tiers with their price in credits and in balance (20 credits at SG$ 0.15).
    expect(screen.getByText('20 credits or SG$ 3.00 from balance')).toBeTruthy();

    type('Voucher code', 'ab');
    type('Number of students who may claim it', '11');
    fireEvent.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByText('Use 4 to 20 letters, digits or dashes for the code')).toBeTruthy();
    expect(
      screen.getByText('Enter a discount: an amount above 0, or a percentage from 1 to 100'),
    ).toBeTruthy();
    // The starter tier allows 10 students.
    expect(
      screen.getByText('Choose how many students may claim it, up to the limit of the fee tier'),
    ).toBeTruthy();
    expect(api.calledWith('CreateNewVoucher')).toHaveLength(0);

    type('Voucher code', ' maths-20 ');
    type('Discount (SGD)', '5.5');
    fireEvent.click(screen.getByRole('radio', { name: /Up to 50 students/ }));
    fireEvent.click(screen.getByRole('radio', { name: '14 days' }));
    fireEvent.click(screen.getByRole('switch'));
    expect(screen.getByText('Fee: SG$ 9.00 from your balance')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create voucher' }));
    await waitFor(() =>
      expect(api.calledWith('CreateNewVoucher')[0]?.variables).toEqual({
        voucherName: 'MATHS-20',
        typeOfDiscount: 'Fixed',
        discountAmount: 550,
        discountCurrency: 'SGD',
        totalNumberOfUsed: 11,
        numberOfDaysId: '14',
        usedFeeId: 'growth',
        serviceId: 'Booking',
        payUsingHisBalance: true,
      }),
    );
    // Created: the tutor lands on the dashboard.
    expect(await screen.findByRole('heading', { level: 1, name: 'Voucher dashboard' })).toBeTruthy();
  });

  it('sends a percentage voucher and shows the server’s refusal in the reader’s words', async () => {
    const api = createApi(false);
    renderWithApi('/sg/createvouchers', api);
    await screen.findByRole('heading', { level: 1, name: 'Create a voucher' });
    type('Voucher code', 'SUMMER');
    fireEvent.click(screen.getByRole('radio', { name: 'Percentage' }));
    type('Discount (%)', '150');
    fireEvent.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(
      await screen.findByText('Enter a discount: an amount above 0, or a percentage from 1 to 100'),
    ).toBeTruthy();
    expect(api.calledWith('CreateNewVoucher')).toHaveLength(0);

    type('Discount (%)', '25');
    fireEvent.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByText('This voucher code is already taken')).toBeTruthy();
    expect(api.calledWith('CreateNewVoucher')[0]?.variables).toEqual({
      voucherName: 'SUMMER',
      typeOfDiscount: 'Percentage',
      percentageOfPrice: 25,
      totalNumberOfUsed: 10,
      numberOfDaysId: '30',
      usedFeeId: 'starter',
      serviceId: 'Booking',
      payUsingHisBalance: false,
    });
  });

  it('shows each voucher’s claims, what is left, its uses at checkout and the discount given', async () => {
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: tutorProfile } }),
      GetUserVouchers: () => ({
        data: {
          getUserVouchers: [
            voucher({
              typeOfDiscount: 'Fixed',
              discountOfPercentage: null,
              discountAmount: 500,
              discountCurrency: 'SGD',
              totalNumberOfUsed: 10,
              numberOfUsage: 4,
              usedAtCheckout: 3,
              discountGiven: 1500,
            }),
          ],
        },
      }),
    });
    renderWithApi('/sg/voucherdashboard', api);
    const card = await screen.findByRole('article', { name: 'MATHS20' });
    const figure = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(figure('Discount')).toBe('SG$ 5.00 off');
    expect(figure('Claims')).toBe('4 of 10');
    expect(figure('Remaining')).toBe('6');
    expect(figure('Used at checkout')).toBe('3');
    expect(figure('Discount given')).toBe('SG$ 15.00');
    // 15:59 UTC is 23:59 in Singapore.
    expect(figure('Expires')).toBe('31 Dec 2026, 23:59');
    expect(within(card).getByText('Open')).toBeTruthy();
  });

  it('offers a first voucher when there is none', async () => {
    renderWithApi('/sg/voucherdashboard', createApi());
    expect(await screen.findByText(/You have no vouchers yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a voucher' }).getAttribute('href')).toBe(
      '/sg/createvouchers',
    );
  });

  it('explains the create page to a student', async () => {
    resetSessionForTest();
    signInForTest(STUDENT);
    renderWithApi(
      '/sg/createvouchers',
      fakeApi({ GetProfile: () => ({ data: { getProfile: studentProfile } }) }),
    );
    expect(await screen.findByText('Only tutors create vouchers')).toBeTruthy();
  });
});
