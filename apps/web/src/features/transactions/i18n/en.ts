/** English texts of the transaction list. */
export const transactionsEn = {
  title: 'Transactions',
  subtitle: 'Every payment made through the payment provider',
  asStudent: 'My payments',
  asTutor: 'For my lessons',
  columns: {
    date: 'Date',
    service: 'Service',
    price: 'Price',
    discount: 'Discount',
    fee: 'Fee',
    status: 'Status',
    currency: 'Currency',
  },
  services: {
    BALANCE: 'Balance top-up',
    BOOKING: 'Lesson booking',
    CREDITS: 'Ajar credits',
    CART: 'Cart checkout',
    DISPUTE: 'Dispute escalation fee',
  },
  statuses: { PENDING: 'Pending', PAID: 'Paid', FAILED: 'Failed', CANCELLED: 'Cancelled' },
  feeLine: 'Fee {{fee}}',
  discountLine: 'Voucher discount {{discount}}',
  empty: 'No transactions yet',
  emptyStudent: 'When you pay for a lesson or top up your balance, the payment shows here.',
  emptyTutor: 'When students pay for your lessons, the payments show here.',
  topUp: 'Top up balance',
  loadFailed: 'We could not load your transactions.',
  meta: {
    page: { title: 'Transactions', description: 'Every payment made through the payment provider.' },
  },
};
