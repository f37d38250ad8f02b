export const profileViewsEn = {
  breadcrumbMyProfile: 'My profile',
  title: "Who's viewed me",
  subtitle: 'Students and parents who opened your profile recently.',
  stats: {
    oneWeek: 'Last 7 days',
    twoWeeks: 'Last 2 weeks',
    oneMonth: 'Last month',
    visitors_one: 'visitor',
    visitors_other: 'visitors',
  },
  listTitle: 'Recent visitors',
  viewedAt: 'Viewed {{when}}',
  emptyTitle: 'No visitors yet',
  emptyBody: 'Complete your profile and share its link: students find complete profiles first.',
  completeProfile: 'Go to my profile',
  loadFailed: 'We could not load your profile views',
  meta: {
    page: { title: 'Who viewed me', description: 'Students and parents who recently opened your profile.' },
  },
};
