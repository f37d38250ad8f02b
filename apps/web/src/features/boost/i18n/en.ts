/** English texts of boosting a profile (boost). */
export const boostEn = {
  title: 'Boost your profile',
  subtitle: 'Be seen first by students looking for a tutor',
  where: 'Where to be featured',
  type: {
    HomePage: 'Home page',
    CategoryListingPage: 'Top of browse results',
  },
  typeHint: {
    HomePage: 'Your introduction video first among the tutors on the home page',
    CategoryListingPage: 'First in browse results, marked Featured',
  },
  howLong: 'How long',
  cost: 'Costs {{cost}}; you have {{held}}',
  short: 'You need {{missing}} more.',
  buyCredits: 'Buy credits',
  boost_one: 'Boost for {{count}} day',
  boost_other: 'Boost for {{count}} days',
  queuedNote: 'A boost of this kind is running: the new one starts when it ends.',
  yours: 'Your boosts',
  none: 'No boosts running. A boost starts the moment you book it.',
  status: { ACTIVE: 'Running', QUEUED: 'Queued' },
  period: '{{start}} to {{end}}',
  tutorsOnly: 'Boosts are for tutors',
  tutorsOnlyBody: 'Tutors boost their profile to be seen first by students.',
  loadFailed: 'We could not load your boosts.',
  meta: {
    title: 'Boost your profile',
    description: 'Be featured on the home page or at the top of browse results.',
  },
};
