import type { InfoPage } from '@ajar/domain';

/** The information pages in the order the side list shows them, with the heading above each page's title. */
export const INFO_PAGES: readonly InfoPage[] = [
  'about',
  'howItWorks',
  'helpCentre',
  'contact',
  'careers',
  'terms',
  'privacy',
  'refunds',
  'communityGuidelines',
];

export type InfoGroup = 'company' | 'policies' | 'help';

export const INFO_GROUP: Readonly<Record<InfoPage, InfoGroup>> = {
  about: 'company',
  howItWorks: 'company',
  careers: 'company',
  helpCentre: 'help',
  contact: 'help',
  terms: 'policies',
  privacy: 'policies',
  refunds: 'policies',
  communityGuidelines: 'policies',
};
