/** English texts of the shared payment link: the link on checkout and the payer's page. */
export const paymentShareEn = {
  link: {
    title: 'Ask someone to pay',
    hint: 'Someone else in your country can pay this booking with this link.',
    create: 'Create payment link',
    copy: 'Copy link',
    share: 'Share',
    inactive: 'Not active yet: it becomes active when the payer starts paying.',
    active: 'Active: the payer has started paying.',
  },
  page: {
    title: 'Pay for a lesson',
    subtitle: '{{name}} asked you to pay for this booking',
    lesson: 'Lesson',
    time: 'Time',
    amount: 'Lesson amount',
    fee: 'Transaction fee ({{rate}}%)',
    total: 'Total charged',
    method: 'Pay with',
    pay: 'Pay {{total}}',
    loginTitle: 'Log in to pay',
    loginBody: 'Paying needs an account in the same country as the booking.',
    login: 'Log in',
    ownLink: 'This is your own payment link. Send it to the person who will pay.',
    paidTitle: 'This booking is paid',
    paidBody: 'Thank you. Nothing more needs to be paid through this link.',
    closedTitle: 'This booking no longer waits for payment',
    notFoundTitle: 'This payment link does not exist',
    notFoundBody: 'Check the link you were sent, or ask for a new one.',
    home: 'Home',
  },
  meta: {
    page: {
      title: 'Pay for a lesson',
      description: 'Someone has asked you to pay for their booking: check it and pay securely.',
    },
  },
};
