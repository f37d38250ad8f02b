/** English texts of the favourites heart and the my-favourite page. */
export const favouritesEn = {
  add: 'Add {{name}} to favourites',
  remove: 'Remove {{name}} from favourites',
  headerLink_one: 'Favourites ({{count}} tutor)',
  headerLink_other: 'Favourites ({{count}} tutors)',
  title: 'My favourites',
  subtitle: 'Tutors you keep an eye on, in one place.',
  count_one: '{{count}} tutor',
  count_other: '{{count}} tutors',
  unlisted: 'This tutor is not listed at the moment.',
  emptyTitle: 'No favourites yet',
  emptyBody: 'Tap the heart on a tutor to keep them here.',
  browseTutors: 'Browse tutors',
  loadFailed: 'We could not load your favourites',
  guestTitle: 'Log in to keep them everywhere',
  guestBody:
    'Your favourites are saved on this device only. Log in and they join your account, on every device.',
  login: 'Log in',
  signUp: 'Sign up',
  savedOnDevice: 'Saved on this device',
  addedOn: 'Added {{date}}',
  meta: {
    page: { title: 'My favourites', description: 'The tutors you are keeping an eye on, in one place.' },
  },
};
