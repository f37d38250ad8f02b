import { BRAND } from '@ajar/domain';
/** English texts of the browse-listing page (where else to find us). */
export const browseListingEn = {
  title: 'Where else to find us',
  subtitle: 'New tutors and assignments in {{market}} are also posted in these places.',
  communityTitle: 'Community chat',
  communityBody: 'Talk with tutors, students and parents in {{market}}, ask questions and share tips.',
  communityJoin: 'Join the community chat',
  sourcesTitle: 'Listing sources',
  noSources:
    'There are no other listing sources in {{market}} yet. The community chat is the best place to follow us.',
  kind: {
    'messaging-channel': 'Messaging channel',
    sms: 'SMS service',
    classified: 'Classified ads',
  },
  kindBody: {
    'messaging-channel': 'Follow the channel to get new assignments as they are posted.',
    sms: 'Get a text message when an assignment matches your subjects.',
    classified: 'Our listings also appear on this classified-ad site.',
  },
  thirdParty: 'Third-party site',
  open: 'Open',
  opensInNewTab: '(opens in a new tab)',
  browseTutors: 'Browse tutors',
  meta: {
    page: {
      title: 'Find us elsewhere',
      description: `The community chats, channels and alerts where new ${BRAND.name} tutors and assignments are announced.`,
    },
  },
};
