/** English texts of the feeds page: a market's live wall of comments, replies and votes. */
export const feedsEn = {
  meta: {
    page: {
      title: 'Feeds',
      description: 'Ask, share and answer with students and tutors in your country, live.',
    },
  },
  title: 'Feeds',
  subtitle: 'Ask, share and answer with students and tutors in {{country}}',
  composer: {
    label: 'Write a comment',
    placeholder: 'Ask a question or share a tip. Type @ to mention someone.',
    submit: 'Post',
    counter: '{{count}} / {{max}} characters',
    mentionsLabel: 'People to mention',
    mention: 'Mention {{name}}',
  },
  reply: {
    open: 'Reply',
    label: 'Write a reply to {{name}}',
    placeholder: 'Write a reply. Type @ to mention someone.',
    submit: 'Reply',
    cancel: 'Cancel',
    count: '{{count}} replies',
    count_one: '{{count}} reply',
  },
  vote: {
    up: 'Vote up ({{count}})',
    down: 'Vote down ({{count}})',
    failed: 'Your vote was not counted. Please try again.',
  },
  report: 'Report comment',
  by: 'Posted by {{name}}',
  empty: 'Nothing on the wall yet',
  emptyBody: 'Be the first to ask a question or share a tip.',
  loadMore: 'Load more',
  loadFailed: 'The feed could not be loaded.',
  retry: 'Try again',
  signedOut: 'Log in to comment, reply and vote.',
  logIn: 'Log in',
  posted: 'Your comment is on the wall',
  replied: 'Your reply is posted',
};
