/**
 * The booking dialog's code (antd's Form, DatePicker, Select and Modal), fetched the first time someone asks
 * to book, so a public profile draws without it. Other areas draw it inside antd's scope (withAntdScope).
 */
export const loadBookingDialog = () =>
  import('./components/booking-dialog').then((module) => module.BookingDialog);
