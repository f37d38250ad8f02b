/** English texts of Google calendar sync: the OAuth return page and the profile prompt. */
export const calendarSyncEn = {
  redirect: {
    working: 'Linking your Google calendar…',
    hint: 'You will be back on your profile in a moment.',
  },
  prompt: {
    title: 'Sync your Google calendar',
    notLinked: 'Bring your Google calendar’s busy times in, so students only book you when you are free.',
    unavailable: 'Linking from the web app is not available yet.',
    link: 'Link Google calendar',
    linked: 'Your Google calendar is linked.',
  },
};
