/** English texts of buying balance (balance/buy/topup). */
export const balanceEn = {
  title: 'Top up balance',
  subtitle: 'Add money to your balance and pay for lessons in one tap',
  current: 'Current balance',
  amount: 'Amount to add ({{currency}})',
  presets: 'Quick amounts',
  tooSmall: 'Add at least {{amount}}',
  tooLarge: 'Add at most {{amount}} at a time',
  method: 'Payment method',
  toAdd: 'Added to your balance',
  fee: 'Transaction fee ({{rate}}%)',
  total: 'Total to pay',
  pay: 'Continue to payment',
  unknownType: 'There is nothing to buy here',
  unknownTypeBody: 'This link does not name something you can buy. Top up your balance instead.',
  toTopUp: 'Top up balance',
  loadFailed: 'We could not load your balance.',
  methodsFailed: 'We could not load the payment methods. Please try again.',
  unavailableTitle: 'Top-ups are not available in your market yet',
  unavailableBody: 'Card and online payments are not offered here yet, so your balance cannot be topped up.',
  meta: {
    buy: {
      title: 'Top up balance',
      description: 'Add money to your balance and pay for lessons in one tap.',
    },
  },
};
