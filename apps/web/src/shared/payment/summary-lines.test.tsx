import { PAYMENT_METHODS } from '@ajar/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { PaymentMethodChoice } from './summary-lines';

describe('PaymentMethodChoice', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('names the methods in words in the reader’s language and brands as they are', async () => {
    await act(() => i18n.changeLanguage('id'));
    render(<PaymentMethodChoice methods={PAYMENT_METHODS.id} value="card" onChange={() => undefined} />);
    const card = screen.getByRole<HTMLInputElement>('radio', { name: 'Kartu kredit atau debit' });
    expect(card.checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Virtual account (transfer bank)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'GoPay' })).toBeTruthy();
    expect(screen.queryByText('Credit or debit card')).toBeNull();
  });

  it('reads English names in English', () => {
    render(<PaymentMethodChoice methods={PAYMENT_METHODS.us} value={null} onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'ACH bank transfer' })).toBeTruthy();
  });
});
