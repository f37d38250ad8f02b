/** English texts of the tutor calendar on the public profile. */
export const tutorCalendarEn = {
  title: 'Calendar',
  ownerHint: 'Your lessons from today on. Times are in {{zone}}.',
  visitorHint: 'Pick a day to book a lesson. Times are in {{zone}}.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  emptyMonth: 'No bookings in {{month}}.',
  loadFailed: 'We could not load the calendar',
  dayBookings_one: '{{count}} booking',
  dayBookings_other: '{{count}} bookings',
  booked: 'Booked',
  bookThisDay: 'Book this day',
  openBookingList: 'Open booking list',
  student: 'Student',
  location: 'Location',
  price: 'Price',
  noLocation: 'Not given',
};
